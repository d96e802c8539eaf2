import { QueryClient } from '@tanstack/react-query';

/**
 * No retries, no refetch on focus, no polling, data never stale. A mutation is sent even when the
 * browser says it is offline (TanStack would hold it, paused, until the connection came back): a
 * member who posts, saves or swirls offline is told at once that it did not go, and keeps her
 * words to send again, instead of watching a spinner that never ends.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
