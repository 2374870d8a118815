import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** Spec §9 data-fetching defaults: no retries, no refetch on focus, no polling, cached data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
