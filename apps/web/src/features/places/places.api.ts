import type { Place } from '@cordee/shared/places.contracts';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/reverse-geocode: the nearest city and province of a point (offline place data on the server). */
export function fetchPlace(point: { lat: number; lng: number }, signal?: AbortSignal): Promise<Place> {
  const query = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) });
  return apiRequest<Place>(`/api/reverse-geocode?${query}`, { signal });
}

/** "Squamish, British Columbia", or null when no place is near (the fallbacks name nothing useful). */
export function placeName(place: Place): string | null {
  return place.found ? `${place.city}, ${place.state}` : null;
}
