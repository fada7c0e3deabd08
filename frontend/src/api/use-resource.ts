import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from './client';

/** What a page shows while `load` runs, when it failed, and once it answered (`T`'s fields beside `status`). */
export type ResourceState<T extends object> = { status: 'loading' } | { status: 'error'; error: ApiError } | ({ status: 'ready' } & T);

/**
 * Calls `load` on mount and whenever it changes (so pass one from `useCallback`), keeping its answer
 * or its `ApiError` in `state`. `reload` reads again in place; `reloadAfter` waits for a change,
 * reads again when it succeeded and resolves with the change's result (a failed change throws).
 */
export function useResource<T extends object>(load: () => Promise<T>) {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const loaded = await load();
      setState({ status: 'ready', ...loaded });
    } catch (error) {
      setState({ status: 'error', error: toApiError(error) });
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const reloadAfter = useCallback(
    async <R>(change: Promise<R>) => {
      const result = await change;
      await reload();
      return result;
    },
    [reload],
  );

  return { state, reload, reloadAfter };
}
