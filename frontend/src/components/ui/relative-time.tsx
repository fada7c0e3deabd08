import { formatRelative, formatTimestamp } from './format';

/** "3 hours ago", with the exact time in the reader's locale on hover and the RFC 3339 value in `<time dateTime>`. */
export function RelativeTime({ value, now = Date.now() }: { value: string; now?: number }) {
  return (
    <time dateTime={value} title={formatTimestamp(value)}>
      {formatRelative(value, now)}
    </time>
  );
}
