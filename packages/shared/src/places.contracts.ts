import { z } from 'zod';

/** GET /api/reverse-geocode: a point in (spec 2 §7 "reverse lookup … for state and city and for the current address"). */
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

/** The nearest populated place, or 'Unknown City' / 'Unknown State' (spec 1 §7 fallbacks). */
export const PlaceSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string().nullable(),
  /** Whether a place was found near the point; the texts are the fallbacks when it was not. */
  found: z.boolean(),
});
export type Place = z.infer<typeof PlaceSchema>;
