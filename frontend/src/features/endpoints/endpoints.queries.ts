import { useCallback } from 'react';
import { api } from '../../api/client';
import type { CreatedDestination, CreatedEndpoint, Destination, Endpoint, Project, RotatedSecret, RotatedToken } from '../../api/types';
import { useResource } from '../../api/use-resource';

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

/** The fields an edit sends; `rate_limit_per_second: null` restores the service's default. */
export interface UpdateEndpointInput {
  name?: string;
  rate_limit_per_second?: number | null;
}

export interface UpdateDestinationInput {
  name?: string;
  url?: string;
  timeout_ms?: number;
}

const endpointUrl = (endpointId: string) => `/api/endpoints/${encodeURIComponent(endpointId)}`;
const destinationUrl = (destinationId: string) => `/api/destinations/${encodeURIComponent(destinationId)}`;

export const endpointsApi = {
  projects: () => api.get<{ data: Project[] }>('/api/projects'),
  list: () => api.get<{ data: Endpoint[] }>('/api/endpoints'),
  get: (endpointId: string) => api.get<Endpoint>(endpointUrl(endpointId)),
  create: (input: CreateEndpointInput) => api.post<CreatedEndpoint>('/api/endpoints', input),
  update: (endpointId: string, input: UpdateEndpointInput) => api.patch<Endpoint>(endpointUrl(endpointId), input),
  setEnabled: (endpointId: string, enabled: boolean) => api.patch<Endpoint>(endpointUrl(endpointId), { enabled }),
  rotateToken: (endpointId: string) => api.post<RotatedToken>(`${endpointUrl(endpointId)}/rotate-token`),
  destinations: (endpointId: string) => api.get<{ data: Destination[] }>(`${endpointUrl(endpointId)}/destinations`),
  createDestination: (endpointId: string, input: CreateDestinationInput) =>
    api.post<CreatedDestination>(`${endpointUrl(endpointId)}/destinations`, input),
  updateDestination: (destinationId: string, input: UpdateDestinationInput) => api.patch<Destination>(destinationUrl(destinationId), input),
  setDestinationActive: (destinationId: string, active: boolean) => api.patch<Destination>(destinationUrl(destinationId), { active }),
  deleteDestination: (destinationId: string) => api.delete<void>(destinationUrl(destinationId)),
  rotateSecret: (destinationId: string) => api.post<RotatedSecret>(`${destinationUrl(destinationId)}/rotate-secret`),
};

async function loadEndpoints() {
  const [endpoints, projects] = await Promise.all([endpointsApi.list(), endpointsApi.projects()]);
  return { endpoints: endpoints.data, projects: projects.data };
}

/**
 * The organization's endpoints and projects. `create` throws `ApiError` for the caller to show and
 * reads the list again when it succeeds; it resolves with the token, which only rotation shows again.
 */
export function useEndpoints() {
  const { state, reloadAfter } = useResource(loadEndpoints);
  const create = useCallback((input: CreateEndpointInput) => reloadAfter(endpointsApi.create(input)), [reloadAfter]);
  return { state, create };
}

/** One endpoint and its project's name; `update`, `setEnabled` and `rotateToken` throw `ApiError` and read the endpoint again. */
export function useEndpoint(endpointId: string) {
  const load = useCallback(async () => {
    const [endpoint, projects] = await Promise.all([endpointsApi.get(endpointId), endpointsApi.projects()]);
    return { endpoint, projectName: projects.data.find((project) => project.id === endpoint.project_id)?.name };
  }, [endpointId]);
  const { state, reloadAfter } = useResource(load);

  const update = useCallback(
    (input: UpdateEndpointInput) => reloadAfter(endpointsApi.update(endpointId, input)),
    [reloadAfter, endpointId],
  );
  const setEnabled = useCallback(
    (enabled: boolean) => reloadAfter(endpointsApi.setEnabled(endpointId, enabled)),
    [reloadAfter, endpointId],
  );
  const rotateToken = useCallback(() => reloadAfter(endpointsApi.rotateToken(endpointId)), [reloadAfter, endpointId]);

  return { state, update, setEnabled, rotateToken };
}

/**
 * The destinations of one endpoint. Every change throws `ApiError` for the caller to show and reads
 * the list again when it succeeds; `create` and `rotateSecret` resolve with the signing secret.
 */
export function useDestinations(endpointId: string) {
  const load = useCallback(async () => ({ destinations: (await endpointsApi.destinations(endpointId)).data }), [endpointId]);
  const { state, reloadAfter } = useResource(load);

  const create = useCallback(
    (input: CreateDestinationInput) => reloadAfter(endpointsApi.createDestination(endpointId, input)),
    [reloadAfter, endpointId],
  );
  const update = useCallback(
    (destinationId: string, input: UpdateDestinationInput) => reloadAfter(endpointsApi.updateDestination(destinationId, input)),
    [reloadAfter],
  );
  const setActive = useCallback(
    (destinationId: string, active: boolean) => reloadAfter(endpointsApi.setDestinationActive(destinationId, active)),
    [reloadAfter],
  );
  const remove = useCallback((destinationId: string) => reloadAfter(endpointsApi.deleteDestination(destinationId)), [reloadAfter]);

  return { state, create, update, setActive, remove, rotateSecret: endpointsApi.rotateSecret };
}
