import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { Scope } from '../../api/types';

export interface CreateApiKeyInput {
  name: string;
  scopes: Scope[];
  /** RFC 3339; omitted for a key that does not expire. */
  expires_at?: string;
}

const apiKeyKeys = {
  all: ['api-keys'] as const,
};

/**
 * The organization's API keys. `create` and `revoke` throw `ApiError` for the caller to show and
 * read the list again when they succeed; `create` resolves with the raw key, which no later answer carries.
 */
export function useApiKeys() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: apiKeyKeys.all, queryFn: () => unwrap(client.GET('/api/api-keys')) });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
  const create = useMutation({
    mutationFn: (input: CreateApiKeyInput) => unwrap(client.POST('/api/api-keys', { body: input })),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: (keyId: string) => unwrap(client.POST('/api/api-keys/{keyId}/revoke', { params: { path: { keyId } } })),
    onSuccess,
  });
  return { state: queryState(list, ({ data }) => ({ keys: data })), create: create.mutateAsync, revoke: revoke.mutateAsync };
}
