import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** One cache for the app: answers count as fresh for 5 s; a refused request (4xx) is not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}
