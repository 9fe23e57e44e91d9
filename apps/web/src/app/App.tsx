export function App() {
  return <div>app</div>;
}
