import { ProblemAlert } from '../../../components/ui/problem-alert';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { useQueries } from '@tanstack/react-query';
import { client, unwrap } from '../../../api/client';
import type { Operation } from '../../../api/types';
import { endpointKeys, useEndpointNames, useProjects } from '../../endpoints/endpoints.queries';
import { describeFilters, startedBy } from '../operation-text';
import { OperationProgress } from '../components/operation-progress';
import { isOpen, useOperations } from '../operations.queries';

/** The organization's bulk retries and replays, newest first: what, on which filters, how far, who started them. */
export function OperationsPage() {
  const { state } = useOperations();
  const names = useFilterNames(state.status === 'ready' ? state.operations : []);
  const columns: Column<Operation>[] = [
    { header: 'Operation', cell: (op) => op.id, className: 'mono' },
    { header: 'Kind', cell: (op) => (op.kind === 'retry' ? 'Retry' : 'Replay') },
    { header: 'Status', cell: (op) => <StatusBadge status={op.status} /> },
    { header: 'Filters', cell: (op) => describeFilters(op.filters, names) },
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

/** The names of the projects, endpoints and destinations the operations' filters name, by id. */
function useFilterNames(operations: readonly Operation[]): ReadonlyMap<string, string> {
  const { state: projects } = useProjects();
  const endpoints = useEndpointNames();
  const destinationIds = [
    ...new Set(operations.map((op) => op.filters.destinationId).filter((id): id is string => typeof id === 'string')),
  ];
  const destinations = useQueries({
    queries: destinationIds.map((destinationId) => ({
      queryKey: endpointKeys.destination(destinationId),
      queryFn: () => unwrap(client.GET('/api/destinations/{destinationId}', { params: { path: { destinationId } } })),
      retry: false,
    })),
  });
  return new Map([
    ...(projects.status === 'ready' ? projects.projects.map((project): [string, string] => [project.id, project.name]) : []),
    ...endpoints,
    ...destinations.flatMap((query): [string, string][] => (query.data ? [[query.data.id, query.data.name]] : [])),
  ]);
}
