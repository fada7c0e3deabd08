import { formatRelative, formatTimestamp } from './format';

interface TimestampProps {
  /** RFC 3339; null shows `fallback`. */
  value: string | null;
  fallback?: string;
  /** "now" for the relative time; a page with its own clock passes it so the times move. */
  now?: number;
}

/**
 * Every time in the dashboard: relative ("3 hours ago") with the exact time in the reader's locale
 * in its tooltip and the RFC 3339 value in `<time dateTime>`; `fallback` when there is none.
 */
export function Timestamp({ value, fallback = '—', now = Date.now() }: TimestampProps) {
  if (value === null) return <span className="muted">{fallback}</span>;
  return (
    <time dateTime={value} title={formatTimestamp(value)}>
      {formatRelative(value, now)}
    </time>
  );
}
