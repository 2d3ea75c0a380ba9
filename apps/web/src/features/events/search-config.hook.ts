import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '../public-config/public-config.api.ts';
import { isSafeLink } from './event-display.ts';

/** The deployment settings of the search screens (public config): the map tiles and the scheduling page. */
export type SearchConfig = { schedulingUrl: string | null; tileUrl: string; attribution: string };

export function searchConfigOf(config: PublicConfig): SearchConfig {
  return {
    // The server accepts only https; checked again here because the page ends up in a frame (C7).
    schedulingUrl: isSafeLink(config.scheduling_url) ? config.scheduling_url.trim() : null,
    tileUrl: config.map_tile_url,
    attribution: config.map_attribution,
  };
}

export function useSearchConfig() {
  return useQuery({ ...publicConfigQueryOptions, select: searchConfigOf });
}
