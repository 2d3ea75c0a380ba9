import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { isSafeLink } from '../lib/event-display.ts';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/public-config', { signal }),
  // Deployment settings: they do not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/** The deployment settings of the search screens (public config): the map tiles and the scheduling page. */
export type SearchConfig = { schedulingUrl: string | null; tileUrl: string; attribution: string };

export function searchConfigOf(config: PublicConfig): SearchConfig {
  return {
    // The server accepts only https; checked again here because the page ends up in a frame.
    schedulingUrl: isSafeLink(config.scheduling_url) ? config.scheduling_url.trim() : null,
    tileUrl: config.map_tile_url,
    attribution: config.map_attribution,
  };
}

export function useSearchConfig() {
  return useQuery({ ...publicConfigQueryOptions, select: searchConfigOf });
}
