import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetching defaults: no retries, no refetch on focus, no polling, cached data never stale. There is no default
 * fetcher: every query comes from a feature's query-option factory (`reportQueries.detail(id)`, …) with its own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
