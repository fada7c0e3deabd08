import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { OrganizationSettings, SsoConnection, SsoConnectionInput } from '../../api/types';

const settingsKeys = { all: ['organization', 'settings'] as const };

/** The organization's security settings, and changing them (throws `ApiError` for the caller to show). */
export function useOrganizationSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKeys.all, queryFn: () => unwrap(client.GET('/api/organization/settings')) });
  const update = useMutation({
    mutationFn: (body: Partial<OrganizationSettings>) => unwrap(client.PATCH('/api/organization/settings', { body })),
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.all, data),
  });
  return { state: queryState(settings, (data) => ({ settings: data })), update: update.mutateAsync };
}

const ssoKeys = { all: ['organization', 'sso'] as const };

/** The organization's single sign-on connection (null when it has none), and setting or removing it (admins). */
export function useSso() {
  const queryClient = useQueryClient();
  const connection = useQuery({
    queryKey: ssoKeys.all,
    queryFn: async () => {
      try {
        return await unwrap(client.GET('/api/sso'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  const save = useMutation({
    mutationFn: (body: SsoConnectionInput) => unwrap(client.PUT('/api/sso', { body })),
    onSuccess: (data) => queryClient.setQueryData(ssoKeys.all, data),
  });
  const remove = useMutation({
    mutationFn: () => unwrap(client.DELETE('/api/sso')),
    onSuccess: () => queryClient.setQueryData(ssoKeys.all, null),
  });
  return {
    state: queryState(connection, (data: SsoConnection | null) => ({ connection: data })),
    save: save.mutateAsync,
    remove: () => remove.mutateAsync(),
  };
}
