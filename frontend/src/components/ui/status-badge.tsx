import { humanize } from './format';

const TONES: Record<string, 'ok' | 'bad' | 'wait' | 'neutral'> = {
  delivered: 'ok',
  success: 'ok',
  succeeded: 'ok',
  active: 'ok',
  healthy: 'ok',
  failing: 'bad',
  degraded: 'wait',
  enabled: 'ok',
  failed: 'bad',
  error: 'bad',
  timeout: 'bad',
  dead_lettered: 'bad',
  revoked: 'neutral',
  expired: 'neutral',
  disabled: 'neutral',
  inactive: 'neutral',
  archived: 'neutral',
  cancelled: 'neutral',
  filtered: 'neutral',
};

/** A status word with a colour that only repeats what the word says. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${TONES[status] ?? 'wait'}`}>{humanize(status)}</span>;
}
