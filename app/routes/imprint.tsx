export default function Page() {
  return <h1>imprint</h1>;
}
