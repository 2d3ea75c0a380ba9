import type { Place, PlaceSearchResult } from '@cordee/shared/places.contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

/** GET /api/reverse-geocode: the nearest city and province of a point (offline place data on the server). */
export function fetchPlace(point: { lat: number; lng: number }, signal?: AbortSignal): Promise<Place> {
  return apiGet('/api/reverse-geocode', { query: { lat: point.lat, lng: point.lng }, signal });
}

/** "Squamish, British Columbia", or null when no place is near (the fallbacks name nothing useful). */
export function placeName(place: Place): string | null {
  return place.found ? `${place.city}, ${place.state}` : null;
}

/** The shortest text worth searching: one letter starts hundreds of names. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/** GET /api/places/search: places a typed address may mean, with their coordinates. */
export function searchPlaces(text: string, signal?: AbortSignal): Promise<PlaceSearchResult> {
  return apiGet('/api/places/search', { query: { q: text }, signal });
}

/** Places do not move: a text searched once is answered from the cache for the rest of the visit. */
export function placeSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['places', 'search', text],
    queryFn: ({ signal }) => searchPlaces(text, signal),
    enabled: text.length >= PLACE_SEARCH_MIN_LENGTH,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
