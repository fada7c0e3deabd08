import { useCallback, useEffect, useRef, useState } from 'react';
import { api, toApiError, type ApiError } from '../../api/client';
import type { DeliveryJob, EventDetail, EventStatus, HookEvent, Page } from '../../api/types';
import { useResource } from '../../api/use-resource';
import { endpointsApi } from '../endpoints/endpoints.queries';

export interface EventFilters {
  /** Empty for every status. */
  status: EventStatus | '';
  /** Empty for no search. */
  search: string;
}

export const PAGE_SIZE = 50;

export const eventsApi = {
  list: (filters: EventFilters, cursor: string | null) => {
    const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (filters.status) params.set('status', filters.status);
    if (filters.search) params.set('search', filters.search);
    if (cursor) params.set('cursor', cursor);
    return api.get<Page<HookEvent>>(`/api/events?${params}`);
  },
  get: (eventId: string) => api.get<EventDetail>(`/api/events/${encodeURIComponent(eventId)}`),
  retry: (eventId: string) => api.post<{ event_id: string; retried: DeliveryJob[] }>(`/api/events/${encodeURIComponent(eventId)}/retry`),
  replay: (eventId: string) =>
    api.post<{ event_id: string; status: EventStatus; delivery_jobs: DeliveryJob[] }>(`/api/events/${encodeURIComponent(eventId)}/replay`),
};

export type EventListState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; events: HookEvent[]; nextCursor: string | null; loadingMore: boolean; moreError: ApiError | null };

/**
 * The organization's events, newest first, for `filters`; `loadMore` appends the next keyset page.
 * A change of filters (or `reload`) starts again from the first page; answers of superseded
 * requests are dropped.
 */
export function useEventList(filters: EventFilters) {
  const [state, setState] = useState<EventListState>({ status: 'loading' });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const current = ++generation.current;
    setState({ status: 'loading' });
    try {
      const page = await eventsApi.list(filters, null);
      if (current === generation.current) {
        setState({ status: 'ready', events: page.data, nextCursor: page.next_cursor, loadingMore: false, moreError: null });
      }
    } catch (error) {
      if (current === generation.current) setState({ status: 'error', error: toApiError(error) });
    }
  }, [filters]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || state.nextCursor === null || state.loadingMore) return;
    const current = generation.current;
    setState({ ...state, loadingMore: true, moreError: null });
    try {
      const page = await eventsApi.list(filters, state.nextCursor);
      if (current !== generation.current) return;
      setState({ ...state, events: [...state.events, ...page.data], nextCursor: page.next_cursor, loadingMore: false, moreError: null });
    } catch (error) {
      if (current === generation.current) setState({ ...state, loadingMore: false, moreError: toApiError(error) });
    }
  }, [filters, state]);

  return { state, reload: load, loadMore };
}

/** Endpoint names by id, to label events; empty (ids shown instead) when they cannot be read. */
export function useEndpointNames(): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let active = true;
    endpointsApi
      .list()
      .then((result) => active && setNames(new Map(result.data.map((endpoint) => [endpoint.id, endpoint.name]))))
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);
  return names;
}

/** How often an event whose deliveries are still under way is read again. */
const IN_FLIGHT_POLL_MS = 2_000;
const IN_FLIGHT_JOBS: ReadonlySet<DeliveryJob['status']> = new Set(['pending', 'in_progress']);

function deliveriesInFlight(event: EventDetail): boolean {
  return event.delivery_jobs.some((job) => IN_FLIGHT_JOBS.has(job.status));
}

/** One event with its jobs, attempts and dead letters; read again every 2 s while a job is pending or in progress. */
export function useEventDetail(eventId: string) {
  const load = useCallback(async () => ({ event: await eventsApi.get(eventId) }), [eventId]);
  const { state, reload } = useResource(load);

  const inFlight = state.status === 'ready' && deliveriesInFlight(state.event);
  useEffect(() => {
    if (!inFlight) return;
    const timer = setTimeout(() => void reload(), IN_FLIGHT_POLL_MS);
    return () => clearTimeout(timer);
  }, [inFlight, state, reload]);

  return { state, reload };
}
