import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { Destination, Endpoint, SetVerification } from '../../api/types';
import { STATS_REFRESH_MS } from '../stats/series';

export interface CreateEndpointInput {
  project_id: string;
  name: string;
}

export interface CreateDestinationInput {
  name: string;
  /** http when left out; it cannot change. */
  type?: Destination['type'];
  /** Absent on a listener's edit form (a listener has no URL). */
  url?: string;
  /** The type fields of a broker destination (templates). */
  exchange?: string;
  routing_key?: string;
  subject?: string;
  topic?: string;
  /** Omitted for the service's default (15 s). */
  timeout_ms?: number;
  filter?: Destination['filter'];
  transformation?: Destination['transformation'];
  /** null: no limit. */
  rate_limit_per_second?: number | null;
  /** Replaces the whole set; omitted to keep it. */
  headers?: Record<string, string>;
}

/** The fields an edit sends; `rate_limit_per_second: null` restores the service's default. */
export interface UpdateEndpointInput {
  name?: string;
  rate_limit_per_second?: number | null;
  event_type_source?: Endpoint['event_type_source'];
}

export interface UpdateDestinationInput {
  name?: string;
  url?: string;
  timeout_ms?: number;
  filter?: Destination['filter'];
  transformation?: Destination['transformation'];
  rate_limit_per_second?: number | null;
  headers?: Record<string, string>;
}

const projectKeys = {
  all: ['projects'] as const,
};

export const endpointKeys = {
  all: ['endpoints'] as const,
  list: () => [...endpointKeys.all, 'list'] as const,
  detail: (endpointId: string) => [...endpointKeys.all, 'detail', endpointId] as const,
  destinations: (endpointId: string) => [...endpointKeys.all, 'destinations', endpointId] as const,
  destination: (destinationId: string) => [...endpointKeys.all, 'destination', destinationId] as const,
  verification: (endpointId: string) => [...endpointKeys.all, 'verification', endpointId] as const,
  refusals: (endpointId: string) => [...endpointKeys.all, 'refusals', endpointId] as const,
};

const readProjects = () => unwrap(client.GET('/api/projects'));
const readEndpoints = () => unwrap(client.GET('/api/endpoints'));

/** The organization's projects; `create` throws `ApiError` for the caller to show. */
export function useProjects() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: projectKeys.all, queryFn: readProjects });
  const create = useMutation({
    mutationFn: (name: string) => unwrap(client.POST('/api/projects', { body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
  const rename = useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name: string }) =>
      unwrap(client.PATCH('/api/projects/{projectId}', { params: { path: { projectId } }, body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
  const remove = useMutation({
    mutationFn: (projectId: string) => unwrap(client.DELETE('/api/projects/{projectId}', { params: { path: { projectId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
  return {
    state: queryState(list, ({ data }) => ({ projects: data })),
    create: create.mutateAsync,
    rename: rename.mutateAsync,
    remove: remove.mutateAsync,
  };
}

/** Endpoint names by id, to label events; empty (ids shown instead) until they are read. */
export function useEndpointNames(): ReadonlyMap<string, string> {
  const { data } = useQuery({ queryKey: endpointKeys.list(), queryFn: readEndpoints });
  return new Map((data?.data ?? []).map((endpoint) => [endpoint.id, endpoint.name]));
}

/**
 * The organization's endpoints and projects. `create` throws `ApiError` for the caller to show and
 * reads the list again when it succeeds; it resolves with the token, which only rotation shows again.
 */
export function useEndpoints() {
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: endpointKeys.list(), queryFn: readEndpoints });
  const projects = useQuery({ queryKey: projectKeys.all, queryFn: readProjects });
  const create = useMutation({
    mutationFn: (input: CreateEndpointInput) => unwrap(client.POST('/api/endpoints', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKeys.all }),
  });
  const state = queryState(endpoints, ({ data }) => ({ endpoints: data }));
  const projectState = queryState(projects, ({ data }) => ({ projects: data }));
  if (state.status !== 'ready') return { state, create: create.mutateAsync };
  if (projectState.status !== 'ready') return { state: projectState, create: create.mutateAsync };
  return { state: { ...state, projects: projectState.projects }, create: create.mutateAsync };
}

/** One endpoint and its project's name; `update`, `setEnabled` and `rotateToken` throw `ApiError` and read the endpoint again. */
export function useEndpoint(endpointId: string) {
  const queryClient = useQueryClient();
  const path = { params: { path: { endpointId } } };
  const endpoint = useQuery({
    queryKey: endpointKeys.detail(endpointId),
    queryFn: () => unwrap(client.GET('/api/endpoints/{endpointId}', path)),
  });
  const projects = useQuery({ queryKey: projectKeys.all, queryFn: readProjects });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: endpointKeys.all });
  const update = useMutation({
    mutationFn: (body: UpdateEndpointInput & { enabled?: boolean }) =>
      unwrap(client.PATCH('/api/endpoints/{endpointId}', { ...path, body })),
    onSuccess,
  });
  const rotateToken = useMutation({ mutationFn: () => unwrap(client.POST('/api/endpoints/{endpointId}/rotate-token', path)), onSuccess });
  const state = queryState(endpoint, (data) => ({
    endpoint: data,
    projectName: projects.data?.data.find((project) => project.id === data.project_id)?.name,
  }));
  return {
    state,
    update: (input: UpdateEndpointInput) => update.mutateAsync(input),
    setEnabled: (enabled: boolean) => update.mutateAsync({ enabled }),
    rotateToken: () => rotateToken.mutateAsync(),
  };
}

/**
 * The destinations of one endpoint with their health, read again every STATS_REFRESH_MS while
 * visible. Every change throws `ApiError` for the caller to show and reads the list again when it
 * succeeds; `create` and `rotateSecret` resolve with the signing secret.
 */
export function useDestinations(endpointId: string) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: endpointKeys.destinations(endpointId),
    queryFn: () => unwrap(client.GET('/api/endpoints/{endpointId}/destinations', { params: { path: { endpointId } } })),
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const create = useMutation({
    mutationFn: (body: CreateDestinationInput) =>
      unwrap(client.POST('/api/endpoints/{endpointId}/destinations', { params: { path: { endpointId } }, body })),
    // The endpoint's destination count changes with its destinations.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKeys.all }),
  });
  return {
    state: queryState(list, ({ data }) => ({ destinations: data })),
    create: create.mutateAsync,
    ...useDestinationChanges(),
  };
}

/** One destination with its health, read again every STATS_REFRESH_MS while visible; the same changes as `useDestinations`. */
export function useDestination(destinationId: string) {
  const destination = useQuery({
    queryKey: endpointKeys.destination(destinationId),
    queryFn: () => unwrap(client.GET('/api/destinations/{destinationId}', { params: { path: { destinationId } } })),
    refetchInterval: STATS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return { state: queryState(destination, (data) => ({ destination: data })), ...useDestinationChanges() };
}

/** Changes to a destination; each throws `ApiError` for the caller to show and reads endpoints and destinations again when it succeeds. */
function useDestinationChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: endpointKeys.all });
  const destination = (destinationId: string) => ({ params: { path: { destinationId } } });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDestinationInput & { active?: boolean } }) =>
      unwrap(client.PATCH('/api/destinations/{destinationId}', { ...destination(id), body })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(client.DELETE('/api/destinations/{destinationId}', destination(id))),
    // Not the deleted one itself: reading it again would only answer 404.
    onSuccess: (_, id) =>
      queryClient.invalidateQueries({
        queryKey: endpointKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== 'destination' || queryKey[2] !== id,
      }),
  });
  const rotateSecret = useMutation({
    mutationFn: ({ id, overlapSeconds }: { id: string; overlapSeconds: number }) =>
      unwrap(
        client.POST('/api/destinations/{destinationId}/rotate-secret', {
          ...destination(id),
          body: { previous_secret_expires_in_seconds: overlapSeconds },
        }),
      ),
    onSuccess,
  });
  return {
    update: (id: string, body: UpdateDestinationInput) => update.mutateAsync({ id, body }),
    setActive: (id: string, active: boolean) => update.mutateAsync({ id, body: { active } }),
    remove: remove.mutateAsync,
    rotateSecret: (id: string, overlapSeconds: number) => rotateSecret.mutateAsync({ id, overlapSeconds }),
  };
}

/**
 * An endpoint's sender verification and its refusals (read again every 10 s while the page is
 * open). Every change throws `ApiError` for the caller to show and reads the verification again.
 */
export function useVerification(endpointId: string) {
  const queryClient = useQueryClient();
  const path = { params: { path: { endpointId } } };
  const verification = useQuery({
    queryKey: endpointKeys.verification(endpointId),
    queryFn: () => unwrap(client.GET('/api/endpoints/{endpointId}/verification', path)),
  });
  const refusals = useQuery({
    queryKey: endpointKeys.refusals(endpointId),
    queryFn: () => unwrap(client.GET('/api/endpoints/{endpointId}/verification/refusals', path)),
    refetchInterval: 10_000,
  });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: endpointKeys.verification(endpointId) });
  const set = useMutation({
    mutationFn: (body: SetVerification) => unwrap(client.PUT('/api/endpoints/{endpointId}/verification', { ...path, body })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(client.DELETE('/api/endpoints/{endpointId}/verification', path)),
    onSuccess,
  });
  const addSecret = useMutation({
    mutationFn: (secret: string) => unwrap(client.POST('/api/endpoints/{endpointId}/verification/secrets', { ...path, body: { secret } })),
    onSuccess,
  });
  const removeSecret = useMutation({
    mutationFn: (secretId: string) =>
      unwrap(client.DELETE('/api/endpoints/{endpointId}/verification/secrets/{secretId}', { params: { path: { endpointId, secretId } } })),
    onSuccess,
  });
  return {
    state: queryState(verification, (data) => ({ verification: data })),
    refusals: queryState(refusals, (data) => ({ refusals: data })),
    set: set.mutateAsync,
    remove: () => remove.mutateAsync(),
    addSecret: addSecret.mutateAsync,
    removeSecret: removeSecret.mutateAsync,
  };
}
