import { useCallback } from 'react';
import { api } from '../../api/client';
import type { ApiKey, CreatedApiKey, Scope } from '../../api/types';
import { useResource } from '../../api/use-resource';

export interface CreateApiKeyInput {
  name: string;
  scopes: Scope[];
  /** RFC 3339; omitted for a key that does not expire. */
  expires_at?: string;
}

export const apiKeysApi = {
  list: () => api.get<{ data: ApiKey[] }>('/api/api-keys'),
  create: (input: CreateApiKeyInput) => api.post<CreatedApiKey>('/api/api-keys', input),
  revoke: (keyId: string) => api.post<ApiKey>(`/api/api-keys/${encodeURIComponent(keyId)}/revoke`),
};

const loadKeys = async () => ({ keys: (await apiKeysApi.list()).data });

/**
 * The organization's API keys. `create` and `revoke` throw `ApiError` for the caller to show and
 * read the list again when they succeed; `create` resolves with the raw key, which no later answer carries.
 */
export function useApiKeys() {
  const { state, reloadAfter } = useResource(loadKeys);
  const create = useCallback((input: CreateApiKeyInput) => reloadAfter(apiKeysApi.create(input)), [reloadAfter]);
  const revoke = useCallback((keyId: string) => reloadAfter(apiKeysApi.revoke(keyId)), [reloadAfter]);
  return { state, create, revoke };
}
