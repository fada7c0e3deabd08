import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import { refetchInterval } from './delivery-progress';
import { listQuery, type EventFilters } from './event-filters-url';

export type { EventFilters } from './event-filters-url';

const PAGE_SIZE = 50;
/** How often the list looks for newer events while the page is visible. */
const NEW_EVENTS_POLL_MS = 5_000;
/** The most new events counted; past it the banner says "100+". */
export const NEW_EVENTS_LIMIT = 100;

export const eventKeys = {
  all: ['events'] as const,
  list: (filters: EventFilters) => [...eventKeys.all, 'list', filters] as const,
  newer: (filters: EventFilters, newest: string | null) => [...eventKeys.all, 'newer', filters, newest] as const,
  summaries: (ids: readonly string[]) => [...eventKeys.all, 'summaries', ids] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
};

/**
 * One page of the organization's events, newest first, for `filters`; the last page stays shown
 * while the next one loads. It is read again only when asked (filters, paging, Refresh, the
 * new-events banner), never on its own, so rows do not move under the reader.
 */
export function useEventPage(filters: EventFilters) {
  const page = useQuery({
    queryKey: eventKeys.list(filters),
    queryFn: () =>
      unwrap(
        client.GET('/api/events', { params: { query: { ...listQuery(filters), limit: PAGE_SIZE, cursor: filters.cursor || undefined } } }),
      ),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return {
    state: queryState(page, ({ data, next_cursor }) => ({ events: data, nextCursor: next_cursor })),
    refreshing: page.isFetching,
    reload: () => page.refetch(),
  };
}

/** The newest events delivered (or to be delivered) to one destination, for its page; read again with it. */
export function useRecentDestinationEvents(destinationId: string, limit = 10) {
  const page = useQuery({
    queryKey: [...eventKeys.all, 'destination', destinationId, limit] as const,
    queryFn: () => unwrap(client.GET('/api/events', { params: { query: { destinationId, limit } } })),
  });
  return queryState(page, ({ data, next_cursor }) => ({ events: data, more: next_cursor !== null }));
}

/**
 * How many events matching `filters` arrived after `newest` (the newest event shown; null: the list
 * is empty), read every NEW_EVENTS_POLL_MS while the page is visible (TanStack Query pauses
 * interval reads in a hidden tab). `enabled` false on an older page.
 */
export function useNewEventCount(filters: EventFilters, newest: string | null, enabled: boolean): number {
  const newer = useQuery({
    queryKey: eventKeys.newer(filters, newest),
    queryFn: () =>
      unwrap(
        client.GET('/api/events', {
          params: { query: { ...listQuery(filters), limit: NEW_EVENTS_LIMIT, newerThan: newest ?? undefined } },
        }),
      ),
    enabled,
    refetchInterval: NEW_EVENTS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  return enabled ? (newer.data?.data.length ?? 0) : 0;
}

/** The delivery columns of the rows shown (destinations by name with their status, attempts, last response). */
export function useEventSummaries(ids: readonly string[]) {
  const summaries = useQuery({
    queryKey: eventKeys.summaries(ids),
    queryFn: () => unwrap(client.GET('/api/event-summaries', { params: { query: { ids: ids.join(',') } } })),
    enabled: ids.length > 0,
    refetchOnWindowFocus: false,
  });
  return new Map((summaries.data?.data ?? []).map((summary) => [summary.id, summary]));
}

/**
 * One event with its jobs, attempts and dead letters; read again until every job is final: every
 * 2 s while a job is pending or in progress, and when a scheduled retry is due (at most 30 s apart)
 * while jobs only wait for one.
 */
export function useEventDetail(eventId: string) {
  const detail = useQuery({
    queryKey: eventKeys.detail(eventId),
    queryFn: () => unwrap(client.GET('/api/events/{eventId}', { params: { path: { eventId } } })),
    refetchInterval: (query) => refetchInterval(query.state.data, Date.now()),
  });
  return { state: queryState(detail, (event) => ({ event })) };
}

/** Retry the event's retryable jobs, or replay it to every active destination; both read the event and lists again. */
export function useEventActions(eventId: string) {
  const queryClient = useQueryClient();
  const path = { params: { path: { eventId } } };
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
  const retry = useMutation({ mutationFn: () => unwrap(client.POST('/api/events/{eventId}/retry', path)), onSuccess });
  const replay = useMutation({ mutationFn: () => unwrap(client.POST('/api/events/{eventId}/replay', path)), onSuccess });
  return { retry: () => retry.mutateAsync(), replay: () => replay.mutateAsync() };
}

/** Retry one delivery job now (`POST /api/delivery-jobs/{jobId}/retry`); reads the events again when it is queued. */
export function useRetryDeliveryJob() {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (jobId: string) => unwrap(client.POST('/api/delivery-jobs/{jobId}/retry', { params: { path: { jobId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
  return retry.mutateAsync;
}
