import { QueryClient } from '@tanstack/react-query';

/** A QueryClient for one test or story: no retries, no sharing, nothing cached from before. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
