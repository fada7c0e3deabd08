import { useState } from 'react';
import { toApiError } from '../../../api/client';
import { useEventActions } from '../events.queries';

type Outcome = { kind: 'done'; message: string } | { kind: 'error'; message: string } | null;

interface EventActionsProps {
  eventId: string;
}

/** Retry the retryable jobs, or replay to every active destination; a refusal shows its problem detail. */
export function EventActions({ eventId }: EventActionsProps) {
  const { retry: retryEvent, replay: replayEvent } = useEventActions(eventId);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(question: string, action: () => Promise<string>) {
    if (!window.confirm(question)) return;
    setPending(true);
    setOutcome(null);
    try {
      const message = await action();
      setOutcome({ kind: 'done', message });
    } catch (error) {
      setOutcome({ kind: 'error', message: toApiError(error).detail });
    } finally {
      setPending(false);
    }
  }

  const retry = () =>
    run(`Retry the failed deliveries of ${eventId}? Each is attempted again now.`, async () => {
      const { retried } = await retryEvent();
      if (retried.length === 0) return 'No delivery needed a retry.';
      return `Retrying ${retried.length} ${retried.length === 1 ? 'delivery' : 'deliveries'}.`;
    });

  const replay = () =>
    run(`Replay ${eventId} to every active destination? Each receives it again, with the same webhook-id.`, async () => {
      const { delivery_jobs: jobs } = await replayEvent();
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
