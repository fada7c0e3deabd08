import { useEffect, useState } from 'react';
import { toApiError } from '../../../api/client';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isOpen, useOperation } from '../operations.queries';
import { RoleButton } from '../../auth/components/role-button';

const KIND_LABELS = { retry: 'Bulk retry', replay: 'Bulk replay' } as const;

/** A bulk operation's progress (processed / matched), read every second while it runs, with Cancel. */
export function OperationProgress({ id }: { id: string }) {
  const { state, cancel, finished, refreshEvents } = useOperation(id);
  const [error, setError] = useState('');
  const { confirm, dialog } = useConfirm();
  useEffect(() => {
    if (finished) void refreshEvents();
  }, [finished]); // once, when it finishes

  if (state.status === 'loading') return <p className="muted">Starting…</p>;
  if (state.status === 'error') return <p className="alert">{state.error.detail}</p>;
  const { operation } = state;
  const stop = async () => {
    const left = Math.max(operation.matched - operation.processed, 0);
    const confirmed = await confirm({
      title: 'Cancel this operation?',
      consequence: `The ${left} ${left === 1 ? 'event' : 'events'} not processed yet are left as they are; the ${operation.jobs_created} ${operation.jobs_created === 1 ? 'delivery' : 'deliveries'} already queued still run.`,
      confirmLabel: 'Cancel operation',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancel();
    } catch (refused) {
      setError(toApiError(refused).detail);
    }
  };
  return (
    <div className="operation-progress notice" role="status" aria-label="Operation progress">
      <p>
        {KIND_LABELS[operation.kind]} <span className="mono">{operation.id}</span> <StatusBadge status={operation.status} />
      </p>
      <p>
        <progress max={Math.max(operation.matched, 1)} value={Math.min(operation.processed, operation.matched)} />{' '}
        <span className="operation-counts">
          {operation.processed} / {operation.matched} events processed, {operation.jobs_created} deliveries queued
        </span>
      </p>
      {finished && (
        <p className="field-hint">
          Queued is not delivered: the operation counts the deliveries it queued, not how they end. Each event's page shows whether its
          delivery succeeded or failed again.
        </p>
      )}
      {isOpen(operation) && (
        <RoleButton needs="developer" type="button" className="button button-danger" onClick={() => void stop()}>
          Cancel operation
        </RoleButton>
      )}
      {error && <p className="alert">{error}</p>}
      {dialog}
    </div>
  );
}
