import { useState } from 'react';
import { toApiError } from '../../../api/client';
import type { OperationKind } from '../../../api/types';
import { OperationProgress } from '../../operations/components/operation-progress';
import { useBulkActions } from '../../operations/operations.queries';
import { bulkBody, exportUrl, hasFilter, type EventFilters } from '../event-filters-url';

const QUESTIONS: Record<OperationKind, (count: number) => string> = {
  retry: (n) => `Retry the failed deliveries of ${n} matching ${n === 1 ? 'event' : 'events'}? Each retryable delivery is attempted again.`,
  replay: (n) =>
    `Replay ${n} matching ${n === 1 ? 'event' : 'events'} to every active destination? Each receives it again, with the same webhook-id.`,
};

/** Export CSV, Retry failed and Replay for exactly the current filters; a bulk action asks with its dry run's count first. */
export function BulkActions({ filters }: { filters: EventFilters }) {
  const { count, start } = useBulkActions();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const filtered = hasFilter(filters);

  async function run(kind: OperationKind) {
    setPending(true);
    setMessage(null);
    try {
      const body = bulkBody(filters, kind);
      const matched = await count(kind, body);
      if (matched === 0) {
        setMessage({ kind: 'done', text: 'No event matches these filters: nothing to do.' });
        return;
      }
      if (!window.confirm(QUESTIONS[kind](matched))) return;
      setOperationId((await start(kind, body)).id);
    } catch (error) {
      setMessage({ kind: 'error', text: toApiError(error).detail });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="actions bulk-actions">
      <div className="button-row">
        <a className="button" href={exportUrl(filters)} download>
          Export CSV
        </a>
        <button type="button" className="button" onClick={() => void run('retry')} disabled={pending}>
          Retry failed
        </button>
        <button type="button" className="button" onClick={() => void run('replay')} disabled={pending || !filtered}>
          Replay
        </button>
      </div>
      {!filtered && <p className="field-hint">Replay works on a filter or a date range: choose one first.</p>}
      {message && (
        <p className={message.kind === 'error' ? 'alert' : 'notice'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {operationId && <OperationProgress id={operationId} />}
    </div>
  );
}
