import { useState } from 'react';
import { Link } from 'react-router';
import { toApiError, type ApiError } from '../../../api/client';
import type { Attention, DisabledDestination } from '../../../api/types';
import { endpointPath, eventsPath } from '../../../app/routes';
import { formatCount } from '../../stats/charts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { Timestamp } from '../../../components/ui/timestamp';
import { RoleButton } from '../../auth/components/role-button';

/** Event statuses of webhooks a destination did not take: still retrying, given up on, or failed for good. */
const UNDELIVERED_STATUSES = ['retry_scheduled', 'dead_lettered', 'failed'] as const;

const DISABLED_BECAUSE: Record<NonNullable<DisabledDestination['disabled_reason']>, string> = {
  manual: 'deactivated by a person or an API key',
  gone: 'it answered 410 Gone',
  failing: 'every attempt failed for too long',
};

interface AttentionListProps {
  attention: Attention;
  /** Enables a disabled destination again; a refusal (`ApiError`) is shown above the list. */
  onEnable: (destinationId: string) => Promise<unknown>;
  /** "now" for the relative times. */
  now?: number;
}

/** Destinations failing now, disabled destinations and rate-limited endpoints, each linked to its events. */
export function AttentionList({ attention, onEnable, now = Date.now() }: AttentionListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const { confirm, dialog } = useConfirm();
  const { failing_destinations: failing, disabled_destinations: disabled, rate_limited_endpoints: rateLimited } = attention;

  async function enable(destination: DisabledDestination) {
    const confirmed = await confirm({
      title: `Enable “${destination.destination_name}” again?`,
      consequence: `New webhooks of “${destination.endpoint_name}” are delivered to it at once.`,
      confirmLabel: 'Enable destination',
    });
    if (!confirmed) return;
    setBusy(destination.destination_id);
    setError(null);
    try {
      await onEnable(destination.destination_id);
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(null);
    }
  }

  if (failing.length === 0 && disabled.length === 0 && rateLimited.length === 0) {
    return (
      <p className="empty">
        Nothing needs attention: every active destination's last attempt succeeded, none is disabled, and no endpoint refused webhooks for
        its rate limit in the last hour. When one does, it is listed here with a link to its events.
      </p>
    );
  }

  return (
    <div className="attention">
      {error && <ProblemAlert error={error} />}
      {dialog}
      {failing.length > 0 && (
        <section aria-labelledby="failing-title">
          <h3 id="failing-title">Failing destinations ({failing.length})</h3>
          <ul className="attention-list">
            {failing.map((destination) => (
              <li key={destination.destination_id} className="attention-item">
                <p className="attention-name">
                  <Link to={endpointPath(destination.endpoint_id)}>{destination.destination_name}</Link>{' '}
                  <span className="muted">of {destination.endpoint_name}</span>
                </p>
                <p>
                  Failing since <Timestamp value={destination.failing_since} now={now} /> · {formatCount(destination.consecutive_failures)}{' '}
                  failed {destination.consecutive_failures === 1 ? 'attempt' : 'attempts'} in a row
                  {destination.last_failure_at && (
                    <>
                      , the latest <Timestamp value={destination.last_failure_at} now={now} />
                    </>
                  )}
                </p>
                {destination.last_error && (
                  <p className="attention-error">
                    Last error: <span className="mono">{destination.last_error}</span>
                  </p>
                )}
                <p>
                  <Link to={eventsPath({ destinationId: destination.destination_id, status: UNDELIVERED_STATUSES })}>
                    Undelivered events <span className="visually-hidden">of {destination.destination_name}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {disabled.length > 0 && (
        <section aria-labelledby="disabled-title">
          <h3 id="disabled-title">Disabled destinations ({disabled.length})</h3>
          <ul className="attention-list">
            {disabled.map((destination) => (
              <li key={destination.destination_id} className="attention-item">
                <p className="attention-name">
                  <Link to={endpointPath(destination.endpoint_id)}>{destination.destination_name}</Link>{' '}
                  <span className="muted">of {destination.endpoint_name}</span>
                </p>
                <p>
                  Disabled <Timestamp value={destination.disabled_at} now={now} />
                  {destination.disabled_reason && <>: {DISABLED_BECAUSE[destination.disabled_reason]}</>}.
                </p>
                <div className="button-row attention-actions">
                  <RoleButton
                    needs="developer"
                    type="button"
                    className="button"
                    disabled={busy === destination.destination_id}
                    onClick={() => void enable(destination)}
                  >
                    Enable <span className="visually-hidden">{destination.destination_name}</span>
                  </RoleButton>
                  <Link to={eventsPath({ destinationId: destination.destination_id, status: UNDELIVERED_STATUSES })}>
                    Undelivered events <span className="visually-hidden">of {destination.destination_name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {rateLimited.length > 0 && (
        <section aria-labelledby="rate-limited-title">
          <h3 id="rate-limited-title">Rate-limited endpoints ({rateLimited.length})</h3>
          <ul className="attention-list">
            {rateLimited.map((endpoint) => (
              <li key={endpoint.endpoint_id} className="attention-item">
                <p className="attention-name">
                  <Link to={endpointPath(endpoint.endpoint_id)}>{endpoint.endpoint_name}</Link>
                </p>
                <p>
                  Refused {formatCount(endpoint.rate_limited_1h)} {endpoint.rate_limited_1h === 1 ? 'webhook' : 'webhooks'} (429) in the
                  last hour, the latest {/* The end of the last minute with a refusal: while that minute lasts, it lies ahead. */}
                  {Date.parse(endpoint.last_rate_limited_at) > now ? (
                    'this minute'
                  ) : (
                    <Timestamp value={endpoint.last_rate_limited_at} now={now} />
                  )}
                  . Raise the rate limit on the endpoint's page if this traffic is expected.
                </p>
                <p>
                  <Link to={eventsPath({ endpointId: endpoint.endpoint_id })}>
                    Events <span className="visually-hidden">of {endpoint.endpoint_name}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
