import { z } from 'zod';

/** GET /api/reverse-geocode: a point in, its city and province out. */
export const ReverseGeocodeQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'The latitude must be a number.' })
    .min(-90, { error: 'The latitude must be between -90 and 90.' })
    .max(90, { error: 'The latitude must be between -90 and 90.' }),
  lng: z.coerce
    .number({ error: 'The longitude must be a number.' })
    .min(-180, { error: 'The longitude must be between -180 and 180.' })
    .max(180, { error: 'The longitude must be between -180 and 180.' }),
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
    .string({ error: 'Type a place to search for.' })
    .trim()
    .min(1, { error: 'Type a place to search for.' })
    .max(PLACE_QUERY_MAX_LENGTH, { error: `The search may be at most ${PLACE_QUERY_MAX_LENGTH} characters.` })
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
