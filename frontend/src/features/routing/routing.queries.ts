import { useMutation, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import type { Endpoint, RoutingTest } from '../../api/types';
import { endpointKeys } from '../endpoints/endpoints.queries';
import { effectiveTypeSource } from './sample';

/** Runs a sample through a filter and a transformation (nothing stored is read or changed); `run` throws `ApiError`. */
export function useRoutingTest() {
  const test = useMutation({ mutationFn: (body: RoutingTest) => unwrap(client.POST('/api/routing/test', { body })) });
  return { run: test.mutateAsync, pending: test.isPending };
}

/**
 * Where ingest reads the type of an endpoint's events: its own source, else its verified provider's
 * usual place; undefined until both are read.
 */
export function useEventTypeSource(endpointId: string): Endpoint['event_type_source'] | undefined {
  const path = { params: { path: { endpointId } } };
  const endpoint = useQuery({
    queryKey: endpointKeys.detail(endpointId),
    queryFn: () => unwrap(client.GET('/api/endpoints/{endpointId}', path)),
  });
  const verification = useQuery({
    queryKey: endpointKeys.verification(endpointId),
    queryFn: () => unwrap(client.GET('/api/endpoints/{endpointId}/verification', path)),
  });
  if (!endpoint.data || !verification.data) return undefined;
  return effectiveTypeSource(endpoint.data.event_type_source, verification.data.type);
}
