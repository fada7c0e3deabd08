import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { DeliveryJob, EventDetail, EventStatus } from '../../api/types';

/** The list's filters and paging position, as the page's URL holds them. */
export interface EventFilters {
  /** Empty for every status. */
  status: EventStatus | '';
  /** Empty for no search. */
  search: string;
  /** The keyset cursor of the page shown; empty for the newest page. */
  cursor: string;
}

const PAGE_SIZE = 50;

const eventKeys = {
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

/** How often an event whose deliveries are still under way is read again. */
const IN_FLIGHT_POLL_MS = 2_000;
const IN_FLIGHT_JOBS: ReadonlySet<DeliveryJob['status']> = new Set(['pending', 'in_progress']);

function deliveriesInFlight(event: EventDetail | undefined): boolean {
  return event?.delivery_jobs.some((job) => IN_FLIGHT_JOBS.has(job.status)) ?? false;
}

/** One event with its jobs, attempts and dead letters; read again every 2 s while a job is pending or in progress. */
export function useEventDetail(eventId: string) {
  const detail = useQuery({
    queryKey: eventKeys.detail(eventId),
    queryFn: () => unwrap(client.GET('/api/events/{eventId}', { params: { path: { eventId } } })),
    refetchInterval: (query) => (deliveriesInFlight(query.state.data) ? IN_FLIGHT_POLL_MS : false),
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
