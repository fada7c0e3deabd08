import { useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useRetryDeliveryJob } from '../events.queries';
import { RoleButton } from '../../auth/components/role-button';

type Outcome = { kind: 'done' } | { kind: 'error'; error: ApiError } | null;

interface RetryDeliveryButtonProps {
  jobId: string;
  destinationName: string;
  /** Whether the job can be retried (the button is offered); what the last retry did stays shown either way. */
  retryable: boolean;
}

/** "Retry this delivery": after a confirmation, the job is attempted again now; a refusal (409 not_retryable) shows its detail. */
export function RetryDeliveryButton({ jobId, destinationName, retryable }: RetryDeliveryButtonProps) {
  const retry = useRetryDeliveryJob();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { confirm, dialog } = useConfirm();

  async function run() {
    const confirmed = await confirm({
      title: `Retry the delivery to ${destinationName}?`,
      consequence: 'It is attempted again now, with the same webhook-id.',
      confirmLabel: 'Retry delivery',
    });
    if (!confirmed) return;
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
      {retryable && (
        <div className="button-row">
          <RoleButton needs="developer" type="button" className="button" onClick={() => void run()} disabled={pending}>
            Retry this delivery <span className="visually-hidden">to {destinationName}</span>
          </RoleButton>
        </div>
      )}
      {outcome?.kind === 'done' && (
        <p className="notice" role="status">
          Retry queued: the delivery to {destinationName} is attempted again now.
        </p>
      )}
      {outcome?.kind === 'error' && <ProblemAlert error={outcome.error} />}
      {dialog}
    </div>
  );
}
