import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';

const notificationKeys = { all: ['notification-endpoints'] as const };

/**
 * The URLs receiving Hookyard's own notifications, and the endpoint holding them (whose events are
 * their deliveries). `add` resolves with the signing secret, shown once; `remove` deletes a URL;
 * `sendTest` sends one URL a `hookyard.test` message and resolves with its event id.
 */
export function useNotificationEndpoints() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: notificationKeys.all,
    queryFn: async () => {
      const [urls, endpoints] = await Promise.all([
        unwrap(client.GET('/api/notification-endpoints')),
        unwrap(client.GET('/api/endpoints', { params: { query: {} } })),
      ]);
      return { urls: urls.data, endpointId: endpoints.data.find((endpoint) => endpoint.purpose === 'notifications')?.id ?? null };
    },
  });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const add = useMutation({
    mutationFn: (url: string) => unwrap(client.POST('/api/notification-endpoints', { body: { url } })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (notificationEndpointId: string) =>
      unwrap(client.DELETE('/api/notification-endpoints/{notificationEndpointId}', { params: { path: { notificationEndpointId } } })),
    onSuccess,
  });
  // A test message changes no URL; its outcome is read from its event (useEventDetail).
  const sendTest = useMutation({
    mutationFn: (notificationEndpointId: string) =>
      unwrap(client.POST('/api/notification-endpoints/{notificationEndpointId}/test', { params: { path: { notificationEndpointId } } })),
  });
  return { state: queryState(list, (data) => data), add: add.mutateAsync, remove: remove.mutateAsync, sendTest: sendTest.mutateAsync };
}
