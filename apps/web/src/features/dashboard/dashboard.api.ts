import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { useRealtime } from '../../shell/realtime/realtime.store.ts';

export const homeQueryOptions = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => apiGet('/api/home', { signal }),
});

/**
 * GET /api/home: the role's cards, events and Today panel. A notification arrives when something Home
 * counts has changed (a booking requested, accepted or paid; a guide signing up), and a resync when
 * some may have been missed: either refreshes it, with no polling.
 */
export function useHome() {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    if (signal.kind === 'notification' || signal.kind === 'resync') {
      void queryClient.invalidateQueries({ queryKey: homeQueryOptions.queryKey });
    }
  });
  return useQuery(homeQueryOptions);
}
