import type { UseQueryResult } from '@tanstack/react-query';
import { toApiError, type ApiError } from './client';

/** What a page shows while a query loads, when it failed, and once it answered (`T`'s fields beside `status`). */
export type QueryState<T extends object> = { status: 'loading' } | { status: 'error'; error: ApiError } | ({ status: 'ready' } & T);

/** A TanStack query as that state; `select` names the answer's parts for the page. */
export function queryState<D, T extends object>(query: UseQueryResult<D>, select: (data: D) => T): QueryState<T> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', error: toApiError(query.error) };
  return { status: 'ready', ...select(query.data) };
}
