import type { PriceRow } from '@cordee/shared/event-steps.contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

export type StoredFile = { key: string; url: string };
/** A waiver: the file, and its own name to show (older rows may lack it; the migration added it where it could). */
export type StoredDocument = StoredFile & { name?: string };
export type OtherLocation = { id?: string; address: string; lat: number; lng: number };
export type AddonRow = { id?: string; addons_title: string; addons_price: number };
export type DonationRow = { id?: string; donations_title: string; donations_price?: number | null };
export type FaqRow = { id?: string; question: string; answer: string };

/** Spec 2 §3 Event. Money in integer cents (CAD); lists are JSON arrays; dates are dates. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id for one submit; a repeated POST with it finds the first event. */
    requestId: text('request_id'),
    eventName: text('event_name').notNull(),
    durationType: text('duration_type', { enum: ['single', 'multi'] }).notNull(),
    eventDuration: jsonb('event_duration').$type<string[]>().notNull().default([]),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    repeat: boolean('repeat').notNull().default(false),
    repeatAt: text('repeat_at', {
      enum: ['daily', 'weekly', 'weekdays', 'weekends', 'monthly', 'custom'],
    }).notNull(),
    repeatDates: jsonb('repeat_dates').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    /** The free-text name when the category is Other. */
    alias: text('alias'),
    gallery: jsonb('gallery').$type<StoredFile[]>().notNull().default([]),
    address: text('address').notNull(),
    /** The city (spec's `state`) and the province, derived on the server from the coordinates. */
    state: text('state'),
    province: text('province'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    addressDescription: text('address_description'),
    otherLocation: jsonb('other_location').$type<OtherLocation[]>().notNull().default([]),
    eventType: text('event_type', { enum: ['public', 'private'] }).notNull(),
    attendanceMin: integer('attendance_min').notNull(),
    attendanceLimit: integer('attendance_limit').notNull(),
    price: jsonb('price').$type<PriceRow[]>().notNull(),
    /** The lowest per-person price: map markers and price sorting read it without opening the JSON. */
    minPriceCents: integer('min_price_cents').notNull(),
    priceInfo: text('price_info'),
    addons: jsonb('addons').$type<AddonRow[]>().notNull().default([]),
    donations: jsonb('donations').$type<DonationRow[]>().notNull().default([]),
    /** Sanitized HTML (sanitize-html allowlist), never the raw input. */
    eventDescription: text('event_description').notNull().default(''),
    itinerary: text('itinerary').notNull().default(''),
    experienceRequired: jsonb('experience_required').$type<string[]>().notNull(),
    termsType: text('terms_type', { enum: ['upload', 'link'] }).notNull(),
    eventTerms: jsonb('event_terms').$type<StoredDocument | null>(),
    termsLink: text('terms_link'),
    guidesLink: text('guides_link'),
    climberGears: jsonb('climber_gears').$type<string[]>().notNull().default([]),
    guideGears: jsonb('guide_gears').$type<string[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<FaqRow[]>().notNull().default([]),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('events_guide_request_unique').on(table.guideId, table.requestId),
    index('events_guide_start_idx').on(table.guideId, table.startDate),
    // My Courses, Past tab: a guide's ended events, most recently ended first.
    index('events_guide_end_idx').on(table.guideId, table.endDate),
    // Search (issue 5): upcoming lists, the nearby bounding box, keyword and category filters.
    index('events_start_date_idx').on(table.startDate),
    index('events_end_date_idx').on(table.endDate),
    index('events_lat_lng_idx').on(table.latitude, table.longitude),
    // Keyword search (`lower(col) LIKE '%text%'`): trigram GIN indexes answer a part of a word anywhere
    // in the name or the address, which a btree cannot. Needs pg_trgm (migration 0006). fastupdate off:
    // with it, new rows wait in an unsorted pending list that only VACUUM or autovacuum merges, and PGlite
    // has no autovacuum, so every search would scan that list (and the planner avoids the index).
    index('events_name_trgm_idx').using('gin', sql`lower(${table.eventName}) gin_trgm_ops`).with({ fastupdate: false }),
    index('events_address_trgm_idx')
      .using('gin', sql`lower(${table.address}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('events_category_idx').on(table.category),
    // Statistics: events listed per day of a range.
    index('events_created_idx').on(table.createdAt),
    // Category filter walked in list order (soonest start first) so a page stops early.
    index('events_category_start_idx').on(table.category, table.startDate),
    check('events_attendance_range', sql`${table.attendanceMin} >= 1 and ${table.attendanceLimit} <= 30`),
    check('events_attendance_order', sql`${table.attendanceMin} < ${table.attendanceLimit}`),
    check('events_min_price_non_negative', sql`${table.minPriceCents} >= 0`),
    check('events_dates_order', sql`${table.startDate} <= ${table.endDate}`),
    check('events_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('events_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

export type EventRow = typeof events.$inferSelect;

/**
 * The dated runs of an event (decision 0012): a booking holds seats on one occurrence; the CHECK keeps
 * `seats_taken` within capacity whatever the concurrency.
 */
export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** A paid private trip whose group asked not to relist its remaining seats: no further bookings. */
    closedByBookingId: integer('closed_by_booking_id'),
  },
  (table) => [
    uniqueIndex('event_occurrences_event_day_unique').on(table.eventId, table.startsOn),
    // The date filter: an event matches a day when an occurrence covers it.
    index('event_occurrences_dates_idx').on(table.startsOn, table.endsOn),
    // My Courses, Registered tab: does an event have a seat taken? Only booked occurrences are indexed.
    index('event_occurrences_booked_idx').on(table.eventId).where(sql`${table.seatsTaken} > 0`),
    check('event_occurrences_seats', sql`${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.capacity}`),
    check('event_occurrences_capacity', sql`${table.capacity} >= 1`),
    check('event_occurrences_dates_order', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

export type EventOccurrenceRow = typeof eventOccurrences.$inferSelect;
