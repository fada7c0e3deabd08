/** Headers as name: value lines, sorted by name; "None recorded." when there are none. */
export function HeaderList({ headers }: { headers: Readonly<Record<string, string>> }) {
  const names = Object.keys(headers).sort();
  if (names.length === 0) return <p className="muted">None recorded.</p>;
  return (
    <dl className="header-list">
      {names.map((name) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{headers[name]}</dd>
        </div>
      ))}
    </dl>
  );
}
