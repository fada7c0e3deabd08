import { useState } from 'react';
import { toApiError } from '../../../api/client';
import { useConfirm, type ConfirmRequest } from '../../../components/ui/confirm-dialog';
import { useEventActions } from '../events.queries';
import { RoleButton } from '../../auth/components/role-button';

type Outcome = { kind: 'done'; message: string } | { kind: 'error'; message: string } | null;

interface EventActionsProps {
  eventId: string;
  /** Destinations whose latest delivery can be retried (failed, dead-lettered, scheduled or cancelled). */
  retryable: number;
  /** Active destinations a replay sends to. */
  destinations: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Retry the retryable jobs, or replay to every active destination; a refusal shows its problem detail. */
export function EventActions({ eventId, retryable, destinations }: EventActionsProps) {
  const { retry: retryEvent, replay: replayEvent } = useEventActions(eventId);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { confirm, dialog } = useConfirm();

  async function run(request: ConfirmRequest, action: () => Promise<string>) {
    if (!(await confirm(request))) return;
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
    run(
      {
        title: `Retry ${plural(retryable, 'delivery', 'deliveries')} of ${eventId}?`,
        consequence: 'Each is attempted again now, with the same webhook-id.',
        confirmLabel: 'Retry',
      },
      async () => {
        const { retried } = await retryEvent();
        if (retried.length === 0) return 'No delivery needed a retry.';
        return `Retrying ${retried.length} ${retried.length === 1 ? 'delivery' : 'deliveries'}.`;
      },
    );

  const replay = () =>
    run(
      {
        title: `Replay ${eventId} to ${plural(destinations, 'destination', 'destinations')}?`,
        consequence: 'Each active destination receives it again, with the same webhook-id, even those that already have it.',
        confirmLabel: 'Replay',
      },
      async () => {
        const { delivery_jobs: jobs } = await replayEvent();
        return `Replay queued to ${jobs.length} ${jobs.length === 1 ? 'destination' : 'destinations'}.`;
      },
    );

  return (
    <div className="actions">
      <div className="button-row">
        {retryable > 0 && (
          <RoleButton needs="developer" type="button" className="button" onClick={() => void retry()} disabled={pending}>
            Retry failed deliveries
          </RoleButton>
        )}
        <RoleButton needs="developer" type="button" className="button" onClick={() => void replay()} disabled={pending}>
          Replay
        </RoleButton>
      </div>
      {outcome?.kind === 'done' && (
        <p className="notice" role="status">
          {outcome.message}
        </p>
      )}
      {dialog}
      {outcome?.kind === 'error' && (
        <p className="alert" role="alert">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
