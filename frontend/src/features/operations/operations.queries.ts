import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { Operation, OperationKind } from '../../api/types';
import { eventKeys } from '../events/events.queries';

/** How often an operation still queued or running is read again. */
const PROGRESS_POLL_MS = 1_000;

const operationKeys = {
  all: ['operations'] as const,
  list: () => [...operationKeys.all, 'list'] as const,
  detail: (id: string) => [...operationKeys.all, 'detail', id] as const,
};

export const isOpen = (operation: Pick<Operation, 'status'> | undefined): boolean =>
  operation?.status === 'queued' || operation?.status === 'running';

const PATHS = { retry: '/api/events/bulk-retry', replay: '/api/events/bulk-replay' } as const;

/** The bulk retry and replay of a filter's events: a dry run's count, then the operation. */
export function useBulkActions() {
  const queryClient = useQueryClient();
  const count = (kind: OperationKind, body: Record<string, unknown>) =>
    unwrap(client.POST(PATHS[kind], { body: { ...body, dry_run: true } })).then((answer) => (answer as { matched: number }).matched);
  const start = useMutation({
    mutationFn: ({ kind, body }: { kind: OperationKind; body: Record<string, unknown> }) =>
      unwrap(client.POST(PATHS[kind], { body: { ...body, dry_run: false } })).then((answer) => answer as Operation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKeys.all }),
  });
  return { count, start: (kind: OperationKind, body: Record<string, unknown>) => start.mutateAsync({ kind, body }) };
}

/** One operation, read every second while it is queued or running; `cancel` stops it before its next page. */
export function useOperation(id: string) {
  const queryClient = useQueryClient();
  const operation = useQuery({
    queryKey: operationKeys.detail(id),
    queryFn: () => unwrap(client.GET('/api/operations/{operationId}', { params: { path: { operationId: id } } })),
    refetchInterval: (query) => (isOpen(query.state.data) ? PROGRESS_POLL_MS : false),
  });
  const cancel = useMutation({
    mutationFn: () => unwrap(client.POST('/api/operations/{operationId}/cancel', { params: { path: { operationId: id } } })),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(operationKeys.detail(id), cancelled);
      void queryClient.invalidateQueries({ queryKey: operationKeys.list() });
    },
  });
  const finished = operation.data !== undefined && !isOpen(operation.data);
  return {
    state: queryState(operation, (data) => ({ operation: data })),
    cancel: () => cancel.mutateAsync(),
    /** Once it has finished, the event lists are read again (statuses changed). */
    finished,
    refreshEvents: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  };
}

/** The organization's operations, newest first (20), read again every 2 s while one is open. */
export function useOperations() {
  const list = useQuery({
    queryKey: operationKeys.list(),
    queryFn: () => unwrap(client.GET('/api/operations', { params: { query: { limit: 20 } } })),
    refetchInterval: (query) => ((query.state.data?.data ?? []).some(isOpen) ? 2_000 : false),
  });
  return { state: queryState(list, ({ data }) => ({ operations: data })) };
}
