import { ProblemAlert } from '../../../components/ui/problem-alert';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import type { Operation } from '../../../api/types';
import { describeFilters, startedBy } from '../operation-text';
import { OperationProgress } from '../components/operation-progress';
import { isOpen, useOperations } from '../operations.queries';

/** The organization's bulk retries and replays, newest first: what, on which filters, how far, who started them. */
export function OperationsPage() {
  const { state } = useOperations();
  const columns: Column<Operation>[] = [
    { header: 'Operation', cell: (op) => op.id, className: 'mono' },
    { header: 'Kind', cell: (op) => (op.kind === 'retry' ? 'Retry' : 'Replay') },
    { header: 'Status', cell: (op) => <StatusBadge status={op.status} /> },
    { header: 'Filters', cell: (op) => describeFilters(op.filters) },
    { header: 'Processed', cell: (op) => `${op.processed} / ${op.matched}` },
    { header: 'Deliveries queued', cell: (op) => op.jobs_created },
    { header: 'Started by', cell: (op) => startedBy(op.created_by) },
    { header: 'Created', cell: (op) => <Timestamp value={op.created_at} /> },
    { header: 'Finished', cell: (op) => <Timestamp value={op.finished_at} /> },
  ];
  return (
    <section className="card" aria-labelledby="operations-title">
      <h1 id="operations-title">Operations</h1>
      <p className="muted">Bulk retries and replays started from the Events page or the API, newest first.</p>
      {state.status === 'loading' && <p className="muted">Loading operations…</p>}
      {state.status === 'error' && <ProblemAlert error={state.error} />}
      {state.status === 'ready' && state.operations.length === 0 && <p className="empty">No bulk operation yet.</p>}
      {state.status === 'ready' &&
        state.operations.filter(isOpen).map((operation) => <OperationProgress key={operation.id} id={operation.id} />)}
      {state.status === 'ready' && state.operations.length > 0 && (
        <DataTable label="Operations" columns={columns} rows={state.operations} rowKey={(op) => op.id} />
      )}
    </section>
  );
}
