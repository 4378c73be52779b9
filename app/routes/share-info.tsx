export default function Page() {
  return <h1>share-info</h1>;
}
