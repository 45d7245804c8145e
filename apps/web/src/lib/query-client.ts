import { QueryClient } from '@tanstack/react-query';

/** lib/http already retries network failures and reports errors, so queries do neither again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
