import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { EventStatus } from '../../api/types';
import { refetchInterval } from './delivery-progress';

/** The list's filters and paging position, as the page's URL holds them. */
export interface EventFilters {
  /** Empty for every status. */
  status: EventStatus | '';
  /** Empty for no search. */
  search: string;
  /** The keyset cursor of the page shown; empty for the newest page. */
  cursor: string;
}

export const PAGE_SIZE = 50;

export const eventKeys = {
  all: ['events'] as const,
  list: (filters: EventFilters) => [...eventKeys.all, 'list', filters] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
};

/** One page of the organization's events, newest first, for `filters`; the last page stays shown while the next one loads. */
export function useEventPage(filters: EventFilters) {
  const page = useQuery({
    queryKey: eventKeys.list(filters),
    queryFn: () =>
      unwrap(
        client.GET('/api/events', {
          params: {
            query: {
              limit: PAGE_SIZE,
              status: filters.status || undefined,
              search: filters.search || undefined,
              cursor: filters.cursor || undefined,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return {
    state: queryState(page, ({ data, next_cursor }) => ({ events: data, nextCursor: next_cursor })),
    refreshing: page.isFetching,
    reload: () => page.refetch(),
  };
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
