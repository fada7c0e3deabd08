import { useState } from 'react';
import { toApiError } from '../../../api/client';
import type { OperationKind } from '../../../api/types';
import { useConfirm, type ConfirmRequest } from '../../../components/ui/confirm-dialog';
import { OperationProgress } from '../../operations/components/operation-progress';
import { useBulkActions } from '../../operations/operations.queries';
import { bulkBody, exportUrl, hasFilter, type EventFilters } from '../event-filters-url';
import { RoleButton } from '../../auth/components/role-button';
import { useCan } from '../../auth/role-context';

const events = (n: number) => `${n} matching ${n === 1 ? 'event' : 'events'}`;

const QUESTIONS: Record<OperationKind, (count: number) => ConfirmRequest> = {
  retry: (n) => ({
    title: `Retry the failed deliveries of ${events(n)}?`,
    consequence:
      'Each of their deliveries that failed, was dead-lettered, waits for a retry or was cancelled is attempted again now, with the same webhook-id.',
    confirmLabel: 'Retry failed',
  }),
  replay: (n) => ({
    title: `Replay ${events(n)}?`,
    consequence: 'Every active destination receives each of them again, with the same webhook-id, even those that already have it.',
    confirmLabel: 'Replay',
  }),
};

/** Export CSV, Retry failed and Replay for exactly the current filters; a bulk action asks with its dry run's count first. */
export function BulkActions({ filters }: { filters: EventFilters }) {
  const { count, start } = useBulkActions();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const filtered = hasFilter(filters);
  const exporting = useCan('developer');

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
      if (!(await confirm(QUESTIONS[kind](matched)))) return;
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
        {exporting.allowed ? (
          <a className="button" href={exportUrl(filters)} download>
            Export CSV
          </a>
        ) : (
          // A link cannot be disabled: the same button, inert, saying why.
          <span className="button button-disabled" role="link" aria-disabled="true" title={exporting.reason}>
            Export CSV
          </span>
        )}
        <RoleButton needs="developer" type="button" className="button" onClick={() => void run('retry')} disabled={pending}>
          Retry failed
        </RoleButton>
        <RoleButton needs="developer" type="button" className="button" onClick={() => void run('replay')} disabled={pending || !filtered}>
          Replay
        </RoleButton>
      </div>
      {!filtered && <p className="field-hint">Replay works on a filter or a date range: choose one first.</p>}
      {message && (
        <p className={message.kind === 'error' ? 'alert' : 'notice'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {operationId && <OperationProgress id={operationId} />}
      {dialog}
    </div>
  );
}
