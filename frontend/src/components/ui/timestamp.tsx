import { formatTimestamp } from './format';

/** An RFC 3339 timestamp shown in the reader's locale, or `fallback` when it is absent. */
export function Timestamp({ value, fallback = '—' }: { value: string | null; fallback?: string }) {
  if (value === null) return <span className="muted">{fallback}</span>;
  return (
    <time dateTime={value} title={value}>
      {formatTimestamp(value)}
    </time>
  );
}
