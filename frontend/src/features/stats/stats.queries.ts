import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import { endpointKeys } from '../endpoints/endpoints.queries';
import { STATS_REFRESH_MS, timeseriesParams, type StatsRange } from './series';

/** Whose statistics: the organization's (neither), an endpoint's or a destination's. */
export interface StatsScope {
  endpointId?: string;
  destinationId?: string;
}

const statsKeys = {
  all: ['stats'] as const,
  timeseries: (range: StatsRange, scope: StatsScope) => [...statsKeys.all, 'timeseries', range, scope] as const,
  attention: () => [...statsKeys.all, 'attention'] as const,
  eventCounts: (from: string) => [...statsKeys.all, 'event-counts', from] as const,
};

/**
 * The buckets of `range` for `scope`, read again every STATS_REFRESH_MS while visible. The range is
 * taken back from the moment of each read, so a refresh moves the window on.
 */
export function useTimeseries(range: StatsRange, scope: StatsScope = {}) {
  const series = useQuery({
    queryKey: statsKeys.timeseries(range, scope),
    queryFn: () => unwrap(client.GET('/api/stats/timeseries', { params: { query: { ...timeseriesParams(range, Date.now()), ...scope } } })),
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return queryState(series, (timeseries) => ({ timeseries, updatedAt: series.dataUpdatedAt }));
}

/** What needs attention (failing and disabled destinations, rate-limited endpoints), read again every STATS_REFRESH_MS while visible. */
export function useAttention() {
  const attention = useQuery({
    queryKey: statsKeys.attention(),
    queryFn: () => unwrap(client.GET('/api/stats/attention')),
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return queryState(attention, (answer) => ({ attention: answer }));
}

/** Events received since `from` by their status now (events, not attempts), read again with the statistics; idle until `from` is known. */
export function useEventCounts(from: string | null) {
  const counts = useQuery({
    queryKey: statsKeys.eventCounts(from ?? ''),
    queryFn: () => unwrap(client.GET('/api/event-counts', { params: { query: { receivedFrom: from! } } })),
    enabled: from !== null,
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return queryState(counts, (answer) => ({ counts: answer }));
}

/** Enables a disabled destination again (`PATCH {"active": true}`); throws `ApiError`, and reads the statistics and endpoints again. */
export function useEnableDestination() {
  const queryClient = useQueryClient();
  const enable = useMutation({
    mutationFn: (destinationId: string) =>
      unwrap(client.PATCH('/api/destinations/{destinationId}', { params: { path: { destinationId } }, body: { active: true } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
        queryClient.invalidateQueries({ queryKey: endpointKeys.all }),
      ]),
  });
  return enable.mutateAsync;
}
