import { useEffect, useState } from 'react';
import { toApiError } from '../../../api/client';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isOpen, useOperation } from '../operations.queries';

const KIND_LABELS = { retry: 'Bulk retry', replay: 'Bulk replay' } as const;

/** A bulk operation's progress (processed / matched), read every second while it runs, with Cancel. */
export function OperationProgress({ id }: { id: string }) {
  const { state, cancel, finished, refreshEvents } = useOperation(id);
  const [error, setError] = useState('');
  useEffect(() => {
    if (finished) void refreshEvents();
  }, [finished]); // once, when it finishes

  if (state.status === 'loading') return <p className="muted">Starting…</p>;
  if (state.status === 'error') return <p className="alert">{state.error.detail}</p>;
  const { operation } = state;
  const stop = async () => {
    if (!window.confirm('Cancel this operation? Deliveries already queued still run.')) return;
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
      {isOpen(operation) && (
        <button type="button" className="button button-danger" onClick={() => void stop()}>
          Cancel operation
        </button>
      )}
      {error && <p className="alert">{error}</p>}
    </div>
  );
}
