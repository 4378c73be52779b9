export default function Page() {
  return <h1>terms-of-use</h1>;
}
