import { useCallback, useEffect, useState } from 'react';
import { api, type ApiError } from '../../api/client';
import type { ApiKey, CreatedApiKey, Scope } from '../../api/types';
import { toApiError } from '../auth/auth.queries';

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

export type ApiKeyListState = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; keys: ApiKey[] };

/**
 * The organization's API keys. `create` and `revoke` throw `ApiError` for the caller to show and
 * read the list again when they succeed; `create` resolves with the raw key, which no later answer carries.
 */
export function useApiKeys() {
  const [state, setState] = useState<ApiKeyListState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', keys: (await apiKeysApi.list()).data });
    } catch (error) {
      setState({ status: 'error', error: toApiError(error) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const create = useCallback(
    async (input: CreateApiKeyInput) => {
      const created = await apiKeysApi.create(input);
      await load();
      return created;
    },
    [load],
  );

  const revoke = useCallback(
    async (keyId: string) => {
      await apiKeysApi.revoke(keyId);
      await load();
    },
    [load],
  );

  return { state, create, revoke };
}
