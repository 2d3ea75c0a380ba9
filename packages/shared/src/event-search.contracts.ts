import { z } from 'zod';
import { CATEGORIES } from './catalogue.ts';
import { toCoordinatePrecision } from './event-fields.contracts.ts';
import { NEARBY_DEFAULT_RADIUS_KM, NEARBY_MAX_RADIUS_KM, SEARCH_QUERY_MAX_LENGTH } from './event-search-limits.ts';
import { EventSummarySchema } from './events.contracts.ts';
import { isIsoDay } from './iso-day.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';
import { MAX_DATABASE_ID } from './selected-course.ts';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused); one message whatever is wrong. */
export const IsoDaySchema = z.string({ error: 'date_invalid' }).refine(isIsoDay, 'date_invalid');

/** The search filters: a course type and a preferred date (any occurrence covering it). */
export const EventFiltersSchema = z.object({
  category: z.enum(CATEGORIES, { error: 'event_search_category_unknown' }).optional(),
  date: IsoDaySchema.optional(),
});
export type EventFilters = z.output<typeof EventFiltersSchema>;

/** GET /api/getevents and both searches: pagination (≤ 100 per page) plus the filters. */
export const EventSearchQuerySchema = PaginationQuerySchema.extend(EventFiltersSchema.shape);
export type EventSearchQuery = z.output<typeof EventSearchQuerySchema>;

export const KeywordParamsSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, { error: 'event_search_query_required' })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: 'event_search_query_too_long' }),
});

export const NearbyBodySchema = z.object({
  lat: z
    .number({ error: 'latitude_not_a_number' })
    .min(-90, { error: 'latitude_out_of_range' })
    .max(90, { error: 'latitude_out_of_range' })
    .transform(toCoordinatePrecision),
  lng: z
    .number({ error: 'longitude_not_a_number' })
    .min(-180, { error: 'longitude_out_of_range' })
    .max(180, { error: 'longitude_out_of_range' })
    .transform(toCoordinatePrecision),
  rad: z
    .number({ error: 'radius_not_a_number' })
    .gt(0, { error: 'radius_not_positive' })
    .max(NEARBY_MAX_RADIUS_KM, { error: 'radius_too_large' })
    .default(NEARBY_DEFAULT_RADIUS_KM),
});
export type NearbyBody = z.output<typeof NearbyBodySchema>;

export const NearbyEventSchema = EventSummarySchema.extend({ distance_km: z.number() });
export const NearbyEventListSchema = z.object({
  events: z.array(NearbyEventSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every match, or at least this many when `total_capped` (SEARCH_TOTAL_CAP). */
  total: z.number().int(),
  total_capped: z.boolean(),
});
export type NearbyEventList = z.infer<typeof NearbyEventListSchema>;

/**
 * A query-string number: text that reads as a finite number, then the same range rule (and message) as
 * the nearby body. `z.coerce` would read an empty `lat=` as 0, a point in the Gulf of Guinea.
 */
function numberParam<T extends z.ZodType<number, number>>(message: string, rule: T) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value !== '' && Number.isFinite(Number(value)), { error: message })
    .transform(Number)
    .pipe(rule);
}

/**
 * GET /api/event-markers: the same search inputs as the list, with no pagination. Either a
 * keyword (`query`) or a point (`lat` and `lng`, optional `rad` in km, 100 by default), or neither for
 * every upcoming course; the category and date filters narrow any of them.
 */
export const EventMarkersQuerySchema = z
  .object({
    query: KeywordParamsSchema.shape.query.optional(),
    lat: numberParam('latitude_not_a_number', NearbyBodySchema.shape.lat).optional(),
    lng: numberParam('longitude_not_a_number', NearbyBodySchema.shape.lng).optional(),
    rad: numberParam('radius_not_a_number', NearbyBodySchema.shape.rad.unwrap()).optional(),
    ...EventFiltersSchema.shape,
  })
  .superRefine((value, context) => {
    const located = value.lat !== undefined || value.lng !== undefined;
    if (value.lat !== undefined && value.lng === undefined) {
      context.addIssue({ code: 'custom', path: ['lng'], message: 'longitude_needs_latitude' });
    }
    if (value.lng !== undefined && value.lat === undefined) {
      context.addIssue({ code: 'custom', path: ['lat'], message: 'latitude_needs_longitude' });
    }
    if (value.rad !== undefined && !located) {
      context.addIssue({ code: 'custom', path: ['rad'], message: 'radius_needs_coordinates' });
    }
    if (value.query !== undefined && located) {
      context.addIssue({ code: 'custom', path: ['query'], message: 'event_search_keyword_or_location' });
    }
  });
export type EventMarkersQuery = z.output<typeof EventMarkersQuerySchema>;

/**
 * One course on the map as the screens use it: where it meets (and its other places), and its lowest and
 * highest price in cents. The answer carries it in columns (EventMarkerColumnsSchema); decode with
 * `decodeEventMarkers` (event-markers.codec.ts).
 */
export type EventMarker = {
  id: number;
  event_name: string;
  latitude: number;
  longitude: number;
  address: string;
  /** The lowest per-person price across price and priceh: the marker's label. */
  min_price: number;
  /** The highest per-person price across price and priceh: the popup's range ends there. */
  max_price: number;
  other_location: { address: string; lat: number; lng: number }[];
};

export type EventMarkerList = {
  markers: EventMarker[];
  /** Every matching course, also those past the cap. */
  total: number;
  /** More courses match than the map holds (EVENT_MARKERS_MAX). */
  truncated: boolean;
};

const ints = z.array(z.number().int());

/**
 * GET /api/event-markers answers up to EVENT_MARKERS_MAX courses, so it is sent as columns: one array
 * per field, the i-th entry of each belonging to the i-th course, instead of thousands of objects
 * repeating every key. Only what the markers and their popups show is sent. At 5,000 markers this is
 * under half the bytes of the object form, before compression (README, `npm run bench:map`).
 */
export const EventMarkerColumnsSchema = z.object({
  id: ints,
  event_name: z.array(z.string()),
  /** Latitude and longitude times MARKER_COORDINATE_SCALE, rounded. */
  lat: ints,
  lng: ints,
  address: z.array(z.string()),
  min_price: ints,
  /** max_price minus min_price: 0 for most courses, which have one price. */
  price_spread: ints,
  /** The other meeting places of all the courses, in columns too; `course` is the course's index above. */
  other_location: z.object({ course: ints, lat: ints, lng: ints, address: z.array(z.string()) }),
  /** Every matching course, also those past the cap. */
  total: z.number().int(),
  /** More courses match than the map holds (EVENT_MARKERS_MAX). */
  truncated: z.boolean(),
});
export type EventMarkerColumns = z.infer<typeof EventMarkerColumnsSchema>;

/** Header injection: a line break in a value that ends up in a mail header is refused. */
const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

/** Spec 2 §3 Contact form: whether the sender was signed in when writing. */
export const CONTACT_USER_STATUSES = ['user', 'nonuser'] as const;
export type ContactUserStatus = (typeof CONTACT_USER_STATUSES)[number];

/**
 * POST /api/contactform, as the spec's client sends it (§3, §7): email, message, userstatus and
 * event_id (always 0 from the search screens: no particular event; a positive id names one). The name
 * and subject are optional extras. `userstatus` is accepted for that client but not trusted: the server
 * reads the session, and a signed-in sender writes as their account's email.
 */
export const ContactFormSchema = z.object({
  email: z
    .string({ error: 'contact_email_invalid' })
    .trim()
    .min(1, { error: 'contact_email_invalid' })
    .max(254, { error: 'text_over_254_characters' })
    .refine(noLineBreaks, 'email_line_break')
    .pipe(z.email({ error: 'contact_email_invalid' })),
  message: z
    .string({ error: 'contact_message_required' })
    .trim()
    .min(1, { error: 'contact_message_required' })
    .max(5000, { error: 'text_over_5000_characters' }),
  userstatus: z.enum(CONTACT_USER_STATUSES, { error: 'contact_user_status_unknown' }).optional(),
  event_id: z
    .number({ error: 'event_id_not_a_number' })
    .int({ error: 'event_id_not_whole' })
    .min(0, { error: 'event_id_not_an_event' })
    .max(MAX_DATABASE_ID, { error: 'event_id_too_large' })
    .optional(),
  name: z
    .string({ error: 'name_not_text' })
    .trim()
    .max(100, { error: 'text_over_100_characters' })
    .refine(noLineBreaks, 'name_line_break')
    .optional(),
  subject: z
    .string({ error: 'subject_not_text' })
    .max(150, { error: 'text_over_150_characters' })
    .refine(noLineBreaks, 'subject_line_break')
    .optional(),
});
export type ContactForm = z.output<typeof ContactFormSchema>;
export type ContactFormInput = z.input<typeof ContactFormSchema>;

export const ContactFormResponseSchema = z.object({ ...NOTICE_FIELDS });

/** GET /api/get-this-guide/{id}: the public guide profile, never email or phone. */
export const PublicGuideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  color: z.string(),
  bio: z.string().nullable(),
  guide_experience: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      alias: z.string().nullable(),
      value: z.number(),
      description: z.string(),
    }),
  ),
  guide_awards: z.array(z.string()),
  customer_reviews: z.string().nullable(),
  is_approved: z.boolean(),
});
export const PublicGuideResponseSchema = z.object({
  guide: PublicGuideSchema,
  events: z.array(EventSummarySchema),
});
export type PublicGuideResponse = z.infer<typeof PublicGuideResponseSchema>;
