import { z } from 'zod';
import { CATEGORIES, EVENT_COLORS, EXPERIENCE_LEVELS } from './catalogue.ts';
import { EVENT_TYPES } from './event-limits.ts';
import { REPEAT_KINDS } from './event-schedule.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { UploadedFileSchema } from './uploads.contracts.ts';

/**
 * The events as the API answers them: one event, listings, and the answers of the writes. The write
 * side is event-write.contracts.ts, built from the wizard's steps (event-steps.contracts.ts).
 */

export const OccurrenceSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  /** A private group that paid asked not to share the run: it takes no further bookings. */
  closed: z.boolean(),
});
export type Occurrence = z.infer<typeof OccurrenceSchema>;

/**
 * How many of an event's next runs a listing carries. A repeating event may have a run a day for a year:
 * listings carry how many runs there are and the next few (the course panel lists five), never all.
 */
export const LISTED_NEXT_OCCURRENCES = 5;

/**
 * An event as listings show it (GET /api/getevents, the searches, My Courses, a guide's page): everything
 * but the fields that grow with its dates. `next_occurrences` are the runs not yet ended (the database's
 * today), soonest first, at most LISTED_NEXT_OCCURRENCES; `has_bookings` says whether any run has a seat
 * taken. Money in cents.
 */
export const EventSummarySchema = z.object({
  id: z.number().int(),
  guide_id: z.number().int(),
  guide: z.object({ id: z.number().int(), name: z.string(), profile_picture: z.string().nullable() }),
  event_name: z.string(),
  duration_type: z.enum(['single', 'multi']),
  event_duration: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  repeat: z.boolean(),
  repeat_at: z.enum(REPEAT_KINDS),
  category: z.enum(CATEGORIES),
  alias: z.string().nullable(),
  gallery: z.array(UploadedFileSchema),
  address: z.string(),
  state: z.string().nullable(),
  province: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  address_description: z.string().nullable(),
  other_location: z.array(
    z.object({ id: z.string().optional(), address: z.string(), lat: z.number(), lng: z.number() }),
  ),
  event_type: z.enum(EVENT_TYPES),
  attendance_min: z.number().int(),
  attendance_limit: z.number().int(),
  price: z.array(z.object({ id: z.number().int(), price: z.number().int(), priceh: z.number().int().nullish() })),
  /** The lowest per-person price in cents (map markers, sorting). */
  min_price: z.number().int(),
  price_info: z.string().nullable(),
  addons: z.array(z.object({ id: z.string().optional(), addons_title: z.string(), addons_price: z.number().int() })),
  donations: z.array(
    z.object({ id: z.string().optional(), donations_title: z.string(), donations_price: z.number().int().nullish() }),
  ),
  event_description: z.string(),
  experience_required: z.array(z.enum(EXPERIENCE_LEVELS)),
  terms_type: z.enum(['upload', 'link']),
  /** The waiver PDF, with the name the guide's file had (shown instead of its storage key; the server always sends it). */
  event_terms: UploadedFileSchema.extend({ name: z.string().optional() }).nullable(),
  terms_link: z.string().nullable(),
  guides_link: z.string().nullable(),
  climber_gears: z.array(z.string()),
  guide_gears: z.array(z.string()),
  itinerary: z.string(),
  faqs: z.array(z.object({ id: z.string().optional(), question: z.string(), answer: z.string() })),
  color: z.enum(EVENT_COLORS),
  occurrence_count: z.number().int(),
  next_occurrences: z.array(OccurrenceSchema).max(LISTED_NEXT_OCCURRENCES),
  has_bookings: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/**
 * The read shape of one event (GET /api/event/{id}, write answers): the summary plus the custom repeat
 * dates and every dated occurrence. Money in cents.
 */
export const EventSchema = EventSummarySchema.extend({
  repeat_dates: z.array(z.string()),
  occurrences: z.array(OccurrenceSchema),
});
export type Event = z.infer<typeof EventSchema>;

export const EventResponseSchema = z.object({ ...NOTICE_FIELDS, event: EventSchema });
export const DeleteEventResponseSchema = z.object({ ...NOTICE_FIELDS, id: z.number().int() });
export const EventListSchema = z.object({
  events: z.array(EventSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every match, or at least this many when `total_capped` (the keyword search stops counting at a cap). */
  total: z.number().int(),
  total_capped: z.boolean(),
});
export type EventList = z.infer<typeof EventListSchema>;
