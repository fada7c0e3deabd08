/** A timestamp in the reader's locale; the exact RFC 3339 value stays in `<time dateTime>`. */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** `retry_scheduled` → `retry scheduled`. */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ');
}
