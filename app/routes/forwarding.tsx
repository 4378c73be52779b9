export default function Page() {
  return <h1>forwarding</h1>;
}
