import { useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useRetryDeliveryJob } from '../events.queries';

type Outcome = { kind: 'done' } | { kind: 'error'; error: ApiError } | null;

/** "Retry this delivery": after a confirmation, the job is attempted again now; a refusal (409 not_retryable) shows its detail. */
export function RetryDeliveryButton({ jobId, destinationName }: { jobId: string; destinationName: string }) {
  const retry = useRetryDeliveryJob();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run() {
    if (!window.confirm(`Retry the delivery to ${destinationName}? It is attempted again now, with the same webhook-id.`)) return;
    setPending(true);
    setOutcome(null);
    try {
      await retry(jobId);
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'error', error: toApiError(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="actions">
      <div className="button-row">
        <button type="button" className="button" onClick={() => void run()} disabled={pending}>
          Retry this delivery <span className="visually-hidden">to {destinationName}</span>
        </button>
      </div>
      {outcome?.kind === 'done' && (
        <p className="notice" role="status">
          Retry queued: the delivery to {destinationName} is attempted again now.
        </p>
      )}
      {outcome?.kind === 'error' && <ProblemAlert error={outcome.error} />}
    </div>
  );
}
