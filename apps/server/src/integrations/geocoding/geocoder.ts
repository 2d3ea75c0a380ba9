/**
 * What the server needs from a geocoder: latitude and longitude in, city and province (state) out, as a
 * maps service reads them (locality → city, administrative_area_level_1 → state); and the places a typed
 * address may mean. The offline geocoder (reverse-geocoder.ts) is the default so the map works with no
 * API key; an online provider (online-geocoder.ts) is chosen by configuration (GEOCODER_URL).
 */
import type { PlaceSuggestion } from '@cordee/shared/places.contracts';

export type ReverseGeocodeResult = {
  /** Name of the nearest populated place, or UNKNOWN_CITY. */
  city: string;
  /** Province, territory or US state of that place (full name, e.g. "British Columbia"), or UNKNOWN_STATE. */
  state: string;
  /** ISO 3166-1 alpha-2 code ("CA", "US"), or null when nothing was found. */
  country: string | null;
  /** Great-circle distance from the query point to the place, or null when nothing was found. */
  distance_km: number | null;
};

export interface Geocoder {
  readonly kind: string;
  /**
   * Never rejects for bad input or an empty area: those return the fallbacks (unknownPlace), which the
   * screens show as they are.
   */
  reverse(lat: number, lng: number): Promise<ReverseGeocodeResult>;
  /**
   * Places whose name starts like `query` (accents and case aside), best first, at most `limit`. Never
   * rejects for a query that names nothing: that is an empty list.
   */
  search(query: string, limit: number): Promise<PlaceSuggestion[]>;
}

// The product spells the fallbacks exactly so; the web shows them as they are.
export const UNKNOWN_CITY = 'Unknown City';
export const UNKNOWN_STATE = 'Unknown State';

export function unknownPlace(): ReverseGeocodeResult {
  return { city: UNKNOWN_CITY, state: UNKNOWN_STATE, country: null, distance_km: null };
}

/** Rejects NaN, Infinity, non-numbers (values parsed from JSON text) and out-of-range values. */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}
