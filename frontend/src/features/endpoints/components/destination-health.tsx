import { useId, useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import type { Destination } from '../../../api/types';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { Timestamp } from '../../../components/ui/timestamp';
import { attemptLines, attemptSummary, formatCount } from '../../stats/charts';
import { TimeChart } from '../../stats/components/time-chart';
import { chartColumns, formatMs, formatRate, RANGES, totalsOf } from '../../stats/series';
import { useTimeseries } from '../../stats/stats.queries';
import { HealthBadge } from './health-state';
import { RoleButton } from '../../auth/components/role-button';

const DISABLED_BECAUSE: Record<NonNullable<Destination['disabled_reason']>, string> = {
  manual: 'Deactivated by a person or an API key.',
  gone: 'Disabled because it answered 410 Gone.',
  failing: 'Disabled because every attempt failed for too long.',
};

interface DestinationHealthListProps {
  destinations: readonly Destination[];
  /** Enables a disabled destination again; a refusal (`ApiError`) is shown above the list. */
  onEnable: (destinationId: string) => Promise<unknown>;
}

/** Each destination's health (success rates, run of failures, last success and failure, p95) and its attempts over 24 hours. */
export function DestinationHealthList({ destinations, onEnable }: DestinationHealthListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const { confirm, dialog } = useConfirm();

  async function enable(destination: Destination) {
    const confirmed = await confirm({
      title: `Enable “${destination.name}” again?`,
      consequence: 'New webhooks are delivered to it at once.',
      confirmLabel: 'Enable destination',
    });
    if (!confirmed) return;
    setBusy(destination.id);
    setError(null);
    try {
      await onEnable(destination.id);
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {error && <ProblemAlert error={error} />}
      {dialog}
      <ul className="health-list">
        {destinations.map((destination) => (
          <li key={destination.id}>
            <DestinationHealthCard destination={destination} busy={busy === destination.id} onEnable={() => void enable(destination)} />
          </li>
        ))}
      </ul>
    </>
  );
}

function DestinationHealthCard({ destination, busy, onEnable }: { destination: Destination; busy: boolean; onEnable: () => void }) {
  const id = useId();
  const { health } = destination;
  const now = Date.now();
  return (
    <article className="health-card" aria-labelledby={`${id}-name`}>
      <div className="card-header">
        <h3 id={`${id}-name`}>{destination.name}</h3>
        <HealthBadge state={health.state} />
      </div>
      {!destination.active && (
        <div className="health-disabled">
          <p>{destination.disabled_reason ? DISABLED_BECAUSE[destination.disabled_reason] : 'Inactive.'}</p>
          <RoleButton needs="developer" type="button" className="button" disabled={busy} onClick={onEnable}>
            Enable <span className="visually-hidden">{destination.name}</span>
          </RoleButton>
        </div>
      )}
      <div className="health-body">
        <dl className="details health-details">
          <dt>Success rate, 1 h</dt>
          <dd>{formatRate(health.success_rate_1h)}</dd>
          <dt>Success rate, 24 h</dt>
          <dd>{formatRate(health.success_rate_24h)}</dd>
          <dt>Failing since</dt>
          <dd>
            {health.failing_since === null ? (
              <span className="muted">—</span>
            ) : (
              <>
                <Timestamp value={health.failing_since} now={now} /> ({formatCount(health.consecutive_failures)} failed{' '}
                {health.consecutive_failures === 1 ? 'attempt' : 'attempts'} in a row)
              </>
            )}
          </dd>
          <dt>Last success</dt>
          <dd>
            {health.last_success_at === null ? (
              <span className="muted">Never</span>
            ) : (
              <Timestamp value={health.last_success_at} now={now} />
            )}
          </dd>
          <dt>Last failure</dt>
          <dd>
            {health.last_failure_at === null ? (
              <span className="muted">Never</span>
            ) : (
              <Timestamp value={health.last_failure_at} now={now} />
            )}
          </dd>
          <dt>p95 duration, 1 h</dt>
          <dd>{formatMs(health.latency_p95_ms_1h)}</dd>
        </dl>
        <AttemptsChart destinationId={destination.id} />
      </div>
    </article>
  );
}

/** The destination's attempts per hour over the last 24 hours. */
function AttemptsChart({ destinationId }: { destinationId: string }) {
  const series = useTimeseries('24h', { destinationId });
  const { phrase } = RANGES['24h'];
  if (series.status === 'loading') return <p className="muted">Loading attempts…</p>;
  if (series.status === 'error') return <ProblemAlert error={series.error} />;
  const columns = chartColumns(series.timeseries.data);
  const totals = totalsOf(series.timeseries.data);
  return (
    <TimeChart
      title="Attempts per hour, last 24 h"
      summary={attemptSummary(columns, totals, phrase, series.timeseries.interval)}
      time={columns.time}
      lines={attemptLines(columns)}
      formatValue={formatCount}
      integer
      height={120}
      compact
    />
  );
}
