import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { OrganizationSettings } from '../../api/types';

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
