import { z } from 'zod';

/** GET /api/reverse-geocode: a point in, its city and province out. */
export const ReverseGeocodeQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'latitude_not_a_number' })
    .min(-90, { error: 'latitude_out_of_range' })
    .max(90, { error: 'latitude_out_of_range' }),
  lng: z.coerce
    .number({ error: 'longitude_not_a_number' })
    .min(-180, { error: 'longitude_out_of_range' })
    .max(180, { error: 'longitude_out_of_range' }),
});

/** The nearest populated place, or the fallbacks 'Unknown City' / 'Unknown State' when none is near. */
export const PlaceSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string().nullable(),
  /** Whether a place was found near the point; the texts are the fallbacks when it was not. */
  found: z.boolean(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** The longest query GET /api/places/search reads: longer text names no more places, only costs more. */
export const PLACE_QUERY_MAX_LENGTH = 100;
/** How many places one search answers: enough to choose from while typing, few enough to read. */
export const PLACE_SEARCH_LIMIT = 8;

/** GET /api/places/search: the text typed so far in an address. */
export const PlaceSearchQuerySchema = z.object({
  q: z
    .string({ error: 'place_query_required' })
    .trim()
    .min(1, { error: 'place_query_required' })
    .max(PLACE_QUERY_MAX_LENGTH, { error: 'place_query_too_long' })
    // Control characters and lone surrogates name no place; as spaces they cannot upset a provider's URL.
    .transform((text) => text.replace(/\p{Cc}|\p{Cs}/gu, ' ').trim()),
});

/** A place a typed address may mean, with the point to put on the map. */
export const PlaceSuggestionSchema = z.object({
  /** What the address becomes when the place is chosen ("Squamish, British Columbia"). */
  label: z.string(),
  city: z.string(),
  /** Province or territory. */
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const PlaceSearchResultSchema = z.object({ places: z.array(PlaceSuggestionSchema).max(PLACE_SEARCH_LIMIT) });
export type PlaceSearchResult = z.infer<typeof PlaceSearchResultSchema>;
