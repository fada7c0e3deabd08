import { useCallback, useEffect, useState } from 'react';
import { api, type ApiError } from '../../api/client';
import type { CreatedDestination, CreatedEndpoint, Destination, Endpoint, Project, RotatedSecret, RotatedToken } from '../../api/types';
import { toApiError } from '../auth/auth.queries';

export interface CreateEndpointInput {
  project_id: string;
  name: string;
}

export interface CreateDestinationInput {
  name: string;
  url: string;
  /** Omitted for the service's default (15 s). */
  timeout_ms?: number;
}

const endpointUrl = (endpointId: string) => `/api/endpoints/${encodeURIComponent(endpointId)}`;
const destinationUrl = (destinationId: string) => `/api/destinations/${encodeURIComponent(destinationId)}`;

export const endpointsApi = {
  projects: () => api.get<{ data: Project[] }>('/api/projects'),
  list: () => api.get<{ data: Endpoint[] }>('/api/endpoints'),
  get: (endpointId: string) => api.get<Endpoint>(endpointUrl(endpointId)),
  create: (input: CreateEndpointInput) => api.post<CreatedEndpoint>('/api/endpoints', input),
  setEnabled: (endpointId: string, enabled: boolean) => api.patch<Endpoint>(endpointUrl(endpointId), { enabled }),
  rotateToken: (endpointId: string) => api.post<RotatedToken>(`${endpointUrl(endpointId)}/rotate-token`),
  destinations: (endpointId: string) => api.get<{ data: Destination[] }>(`${endpointUrl(endpointId)}/destinations`),
  createDestination: (endpointId: string, input: CreateDestinationInput) =>
    api.post<CreatedDestination>(`${endpointUrl(endpointId)}/destinations`, input),
  setDestinationActive: (destinationId: string, active: boolean) => api.patch<Destination>(destinationUrl(destinationId), { active }),
  deleteDestination: (destinationId: string) => api.delete<void>(destinationUrl(destinationId)),
  rotateSecret: (destinationId: string) => api.post<RotatedSecret>(`${destinationUrl(destinationId)}/rotate-secret`),
};

export type EndpointListState =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; endpoints: Endpoint[]; projects: Project[] };

/**
 * The organization's endpoints and projects. `create` throws `ApiError` for the caller to show and
 * reads the list again when it succeeds; it resolves with the token, which only rotation shows again.
 */
export function useEndpoints() {
  const [state, setState] = useState<EndpointListState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const [endpoints, projects] = await Promise.all([endpointsApi.list(), endpointsApi.projects()]);
      setState({ status: 'ready', endpoints: endpoints.data, projects: projects.data });
    } catch (error) {
      setState({ status: 'error', error: toApiError(error) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const create = useCallback(
    async (input: CreateEndpointInput) => {
      const created = await endpointsApi.create(input);
      await load();
      return created;
    },
    [load],
  );

  return { state, create };
}

export type EndpointState =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; endpoint: Endpoint; projectName: string | undefined };

/** One endpoint and its project's name; `setEnabled` and `rotateToken` throw `ApiError` and read the endpoint again. */
export function useEndpoint(endpointId: string) {
  const [state, setState] = useState<EndpointState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const [endpoint, projects] = await Promise.all([endpointsApi.get(endpointId), endpointsApi.projects()]);
      const projectName = projects.data.find((project) => project.id === endpoint.project_id)?.name;
      setState({ status: 'ready', endpoint, projectName });
    } catch (error) {
      setState({ status: 'error', error: toApiError(error) });
    }
  }, [endpointId]);

  useEffect(() => {
    void load();
  }, [load]);

  const setEnabled = useCallback(
    async (enabled: boolean) => {
      await endpointsApi.setEnabled(endpointId, enabled);
      await load();
    },
    [endpointId, load],
  );

  const rotateToken = useCallback(async () => {
    const rotated = await endpointsApi.rotateToken(endpointId);
    await load();
    return rotated;
  }, [endpointId, load]);

  return { state, setEnabled, rotateToken };
}

export type DestinationListState =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; destinations: Destination[] };

/**
 * The destinations of one endpoint. Every change throws `ApiError` for the caller to show and reads
 * the list again when it succeeds; `create` and `rotateSecret` resolve with the signing secret.
 */
export function useDestinations(endpointId: string) {
  const [state, setState] = useState<DestinationListState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', destinations: (await endpointsApi.destinations(endpointId)).data });
    } catch (error) {
      setState({ status: 'error', error: toApiError(error) });
    }
  }, [endpointId]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Waits for `change`, then reads the list again. */
  const reloadAfter = useCallback(
    async <T>(change: Promise<T>) => {
      const result = await change;
      await load();
      return result;
    },
    [load],
  );

  const create = useCallback(
    (input: CreateDestinationInput) => reloadAfter(endpointsApi.createDestination(endpointId, input)),
    [reloadAfter, endpointId],
  );
  const setActive = useCallback(
    (destinationId: string, active: boolean) => reloadAfter(endpointsApi.setDestinationActive(destinationId, active)),
    [reloadAfter],
  );
  const remove = useCallback((destinationId: string) => reloadAfter(endpointsApi.deleteDestination(destinationId)), [reloadAfter]);

  return { state, create, setActive, remove, rotateSecret: endpointsApi.rotateSecret };
}
