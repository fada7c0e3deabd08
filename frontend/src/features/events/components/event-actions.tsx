import { useState } from 'react';
import { toApiError } from '../../../api/client';
import { eventsApi } from '../events.queries';

type Outcome = { kind: 'done'; message: string } | { kind: 'error'; message: string } | null;

interface EventActionsProps {
  eventId: string;
  /** Called after a successful retry or replay, to read the event again. */
  onChanged: () => Promise<void>;
}

/** Retry the retryable jobs, or replay to every active destination; a refusal shows its problem detail. */
export function EventActions({ eventId, onChanged }: EventActionsProps) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(action: () => Promise<string>) {
    setPending(true);
    setOutcome(null);
    try {
      const message = await action();
      setOutcome({ kind: 'done', message });
      await onChanged();
    } catch (error) {
      setOutcome({ kind: 'error', message: toApiError(error).detail });
    } finally {
      setPending(false);
    }
  }

  const retry = () =>
    run(async () => {
      const { retried } = await eventsApi.retry(eventId);
      if (retried.length === 0) return 'No delivery needed a retry.';
      return `Retrying ${retried.length} ${retried.length === 1 ? 'delivery' : 'deliveries'}.`;
    });

  const replay = () =>
    run(async () => {
      const { delivery_jobs: jobs } = await eventsApi.replay(eventId);
      return `Replay queued to ${jobs.length} ${jobs.length === 1 ? 'destination' : 'destinations'}.`;
    });

  return (
    <div className="actions">
      <div className="button-row">
        <button type="button" className="button" onClick={() => void retry()} disabled={pending}>
          Retry failed deliveries
        </button>
        <button type="button" className="button" onClick={() => void replay()} disabled={pending}>
          Replay
        </button>
      </div>
      {outcome?.kind === 'done' && (
        <p className="notice" role="status">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p className="alert" role="alert">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
