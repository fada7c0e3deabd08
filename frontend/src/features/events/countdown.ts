/**
 * Time left until `dueAt` as a countdown: "in 4 s", "in 3 min 20 s", "in 2 h 5 min", "in 1 d 3 h",
 * and "due now" once it is reached. Whole seconds are rounded up, so it reads "in 1 s" until the
 * moment itself.
 */
export function formatCountdown(remainingMs: number): string {
  if (!(remainingMs > 0)) return 'due now';
  const seconds = Math.ceil(remainingMs / 1000);
  if (seconds < 60) return `in ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `in ${join(minutes, 'min', seconds % 60, 's')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `in ${join(hours, 'h', minutes % 60, 'min')}`;
  return `in ${join(Math.floor(hours / 24), 'd', hours % 24, 'h')}`;
}

function join(major: number, majorUnit: string, minor: number, minorUnit: string): string {
  return minor === 0 ? `${major} ${majorUnit}` : `${major} ${majorUnit} ${minor} ${minorUnit}`;
}
