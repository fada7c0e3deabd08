/** A timestamp in the reader's locale; the exact RFC 3339 value stays in `<time dateTime>`. */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** `retry_scheduled` → `retry scheduled`. */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ');
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** How long ago (or ahead) `iso` is from `now`, in its largest whole unit: "3 hours ago"; "just now" within a second. */
export function formatRelative(iso: string, now: number): string {
  const difference = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(difference) >= size) return format.format(Math.trunc(difference / size), unit);
  }
  return 'just now';
}
