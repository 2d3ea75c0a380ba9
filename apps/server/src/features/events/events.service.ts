import { isDeepStrictEqual } from 'node:util';
import { isStaffRole, mayChangeEvent } from '@cordee/shared/access-policy';
import { EVENT_COLORS } from '@cordee/shared/catalogue';
import {
  earliestStartDate,
  isStartDateAllowed,
  occurrenceDatesOf,
  runEndOf,
  runLengthInDays,
} from '@cordee/shared/event-schedule';
import type { EventWriteParsed } from '@cordee/shared/event-write.contracts';
import {
  type Event,
  type EventSummary,
  LISTED_NEXT_OCCURRENCES,
  type Occurrence,
} from '@cordee/shared/events.contracts';
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isCheckViolation } from '../../db/pg-errors.ts';
import { DomainError, FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import type { Geocoder } from '../../integrations/geocoding/geocoder.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { recordAuditEntry } from '../audit-log/audit-log.service.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { assertPayoutAccountSetUp } from '../payouts/payout-readiness.ts';
import { uploadKeyFrom } from '../uploads/upload-keys.ts';
import { claimUploads, type UploadClaimant } from '../uploads/uploads.service.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import { users } from '../users/users.tables.ts';
import { type EventOccurrenceRow, type EventRow, eventOccurrences, events } from './events.tables.ts';
import { sanitizeRichText } from './rich-text.ts';

type GuideSummary = { id: number; name: string; profile_picture: string | null };

/** What the event writes need beside the database: the geocoder names the place of the coordinates. */
export type EventWriteContext = { db: Database; geocoder: Geocoder };

/** What a listing says about an event's runs, read in bulk for a page (see occurrenceFactsOf). */
export type OccurrenceFacts = { count: number; hasBookings: boolean; next: EventOccurrenceRow[] };

export function presentOccurrence(occurrence: EventOccurrenceRow): Occurrence {
  return {
    id: occurrence.id,
    starts_on: occurrence.startsOn,
    ends_on: occurrence.endsOn,
    capacity: occurrence.capacity,
    seats_taken: occurrence.seatsTaken,
    closed: occurrence.closedByBookingId !== null,
  };
}

export function presentEventSummary(row: EventRow, guide: GuideSummary, facts: OccurrenceFacts): EventSummary {
  return {
    id: row.id,
    guide_id: row.guideId,
    guide,
    event_name: row.eventName,
    duration_type: row.durationType,
    event_duration: row.eventDuration,
    start_date: row.startDate,
    end_date: row.endDate,
    repeat: row.repeat,
    repeat_at: row.repeatAt,
    category: row.category as Event['category'],
    alias: row.alias,
    gallery: row.gallery,
    address: row.address,
    state: row.state,
    province: row.province,
    latitude: row.latitude,
    longitude: row.longitude,
    address_description: row.addressDescription,
    other_location: row.otherLocation,
    event_type: row.eventType,
    attendance_min: row.attendanceMin,
    attendance_limit: row.attendanceLimit,
    price: row.price,
    min_price: row.minPriceCents,
    price_info: row.priceInfo,
    addons: row.addons,
    donations: row.donations,
    event_description: row.eventDescription,
    experience_required: row.experienceRequired as Event['experience_required'],
    terms_type: row.termsType,
    event_terms: row.eventTerms ? { ...row.eventTerms, name: row.eventTerms.name ?? row.eventTerms.key } : null,
    terms_link: row.termsLink,
    guides_link: row.guidesLink,
    climber_gears: row.climberGears,
    guide_gears: row.guideGears,
    itinerary: row.itinerary,
    faqs: row.faqs,
    color: row.color as Event['color'],
    occurrence_count: facts.count,
    next_occurrences: facts.next.map(presentOccurrence),
    has_bookings: facts.hasBookings,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * For each listed event: how many runs it has, whether one has a seat taken, and its next
 * LISTED_NEXT_OCCURRENCES runs not yet ended. Two queries whatever the page size: the counts (index-only
 * on event_occurrences_event_day_unique, the partial booked index for the seats), and a LATERAL read
 * that stops after a few rows of each event instead of reading a year of dates.
 */
async function occurrenceFactsOf(db: Database, ids: number[]): Promise<Map<number, OccurrenceFacts>> {
  const next = db
    .select()
    .from(eventOccurrences)
    .where(and(sql`${eventOccurrences.eventId} = ${events.id}`, gte(eventOccurrences.endsOn, sql`current_date`)))
    .orderBy(asc(eventOccurrences.startsOn))
    .limit(LISTED_NEXT_OCCURRENCES)
    .as('next_occurrence');
  const [counts, upcoming] = await Promise.all([
    db
      .select({
        eventId: events.id,
        // Spelled out with an alias: in a select list Drizzle leaves column names unqualified.
        count: sql<number>`(select count(*) from ${eventOccurrences} o where o.event_id = ${events}.id)`.mapWith(
          Number,
        ),
        hasBookings:
          sql<boolean>`exists (select 1 from ${eventOccurrences} o where o.event_id = ${events}.id and o.seats_taken > 0)`.mapWith(
            Boolean,
          ),
      })
      .from(events)
      .where(inArray(events.id, ids)),
    db
      .select({
        id: next.id,
        eventId: next.eventId,
        startsOn: next.startsOn,
        endsOn: next.endsOn,
        capacity: next.capacity,
        seatsTaken: next.seatsTaken,
        closedByBookingId: next.closedByBookingId,
      })
      .from(events)
      .innerJoinLateral(next, sql`true`)
      .where(inArray(events.id, ids))
      .orderBy(asc(next.eventId), asc(next.startsOn)),
  ]);
  const facts = new Map<number, OccurrenceFacts>();
  for (const row of counts) facts.set(row.eventId, { count: row.count, hasBookings: row.hasBookings, next: [] });
  for (const occurrence of upcoming) facts.get(occurrence.eventId)?.next.push(occurrence);
  return facts;
}

/** Listed events with their guide and occurrence facts, in three queries whatever their number (no N+1). */
export async function presentEventSummaries(db: Database, rows: EventRow[]): Promise<EventSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const guideIds = [...new Set(rows.map((row) => row.guideId))];
  const [guides, facts] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, profile_picture: users.profilePicture })
      .from(users)
      .where(inArray(users.id, guideIds)),
    occurrenceFactsOf(db, ids),
  ]);
  const guideById = new Map(guides.map((guide) => [guide.id, guide]));
  return rows.map((row) =>
    presentEventSummary(
      row,
      guideById.get(row.guideId) ?? { id: row.guideId, name: '', profile_picture: null },
      facts.get(row.id) ?? { count: 0, hasBookings: false, next: [] },
    ),
  );
}

async function findEventRow(db: Database, id: number): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound('event');
  return row;
}

/**
 * Spec 2 §2.7 step 2: the event's `state` holds the city and `province` the province, both derived from
 * the coordinates (never taken from the client), with the spec's Unknown City / Unknown State fallbacks.
 * Looked up before the transaction: it reads a bundled file, not the database.
 */
async function placeOf(geocoder: Geocoder, input: EventWriteParsed) {
  const place = await geocoder.reverse(input.latitude, input.longitude);
  return { state: place.city, province: place.state };
}

/** Column values from a validated draft: rich text sanitized, uploads claimed (422 on a bad reference). */
async function columnsFrom(
  tx: Database,
  owners: UploadClaimant,
  input: EventWriteParsed,
  place: { state: string; province: string },
) {
  const gallery = await claimUploads(tx, owners, input.gallery, { kinds: ['image'], field: 'gallery' });
  const [waiver] = input.event_terms
    ? await claimUploads(tx, owners, [input.event_terms], { kinds: ['pdf'], field: 'event_terms' })
    : [];
  return {
    ...draftColumnsOf(input, place),
    gallery,
    eventTerms: waiver ? { ...waiver, name: await uploadNameOf(tx, waiver.key) } : null,
  };
}

/** The name the file had on the guide's machine, to show instead of its storage key. */
async function uploadNameOf(tx: Database, key: string): Promise<string> {
  const [row] = await tx.select({ name: uploads.originalName }).from(uploads).where(eq(uploads.key, key));
  return row?.name ?? key;
}

/** The columns a draft writes, except its uploads (which writing claims). Pure: also used to compare drafts. */
function draftColumnsOf(input: EventWriteParsed, place: { state: string; province: string }) {
  return {
    eventName: input.event_name,
    durationType: input.duration_type,
    eventDuration: input.event_duration,
    startDate: input.start_date,
    endDate: input.end_date,
    repeat: input.repeat,
    repeatAt: input.repeat_at,
    repeatDates: input.repeat && input.repeat_at === 'custom' ? [...new Set(input.repeat_dates)].sort() : [],
    category: input.category,
    alias: input.alias ?? null,
    address: input.address,
    ...place,
    latitude: input.latitude,
    longitude: input.longitude,
    addressDescription: input.address_description ?? null,
    otherLocation: input.other_location,
    eventType: input.event_type,
    attendanceMin: input.attendance_min,
    attendanceLimit: input.attendance_limit,
    price: input.price,
    minPriceCents: Math.min(...input.price.flatMap((row) => [row.price, row.priceh ?? row.price])),
    priceInfo: input.price_info ?? null,
    addons: input.addons,
    donations: input.donations,
    eventDescription: sanitizeRichText(input.event_description),
    itinerary: sanitizeRichText(input.itinerary),
    experienceRequired: input.experience_required,
    termsType: input.terms_type,
    termsLink: input.terms_link ?? null,
    guidesLink: input.guides_link || null,
    climberGears: input.climber_gears,
    guideGears: input.guide_gears,
    faqs: input.faqs,
  };
}

/** As a JSON column gives it back: undefined properties gone (key order does not matter to the comparison). */
const asStored = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Whether `input` is the draft that created `row`: every column it writes, its uploads and, when it names
 * one, its colour. A double submit sends the same draft; anything else under the same request id is
 * another request, which the first answer would silently drop.
 */
function isSameDraft(row: EventRow, input: EventWriteParsed, place: { state: string; province: string }): boolean {
  const columns = draftColumnsOf(input, place);
  const sameColumns = (Object.keys(columns) as Array<keyof typeof columns>).every((name) =>
    isDeepStrictEqual(asStored(columns[name]), asStored(row[name])),
  );
  const keysOf = (references: string[]) => references.map((reference) => uploadKeyFrom(reference) ?? reference);
  return (
    sameColumns &&
    isDeepStrictEqual(
      keysOf(input.gallery),
      row.gallery.map((file) => file.key),
    ) &&
    (input.event_terms ? (uploadKeyFrom(input.event_terms) ?? input.event_terms) : null) ===
      (row.eventTerms?.key ?? null) &&
    (input.color == null || input.color === row.color)
  );
}

/**
 * One occurrence per date of the repeat rule; capacity is the attendance limit. Occurrences that hold
 * seats are kept even when an edit drops their date, so a booking never loses its trip.
 */
async function syncOccurrences(tx: Database, event: EventRow): Promise<void> {
  const days = occurrenceDatesOf({
    start_date: event.startDate,
    end_date: event.endDate,
    repeat: event.repeat,
    repeat_at: event.repeatAt,
    repeat_dates: event.repeatDates,
  });
  await tx
    .delete(eventOccurrences)
    .where(
      and(
        eq(eventOccurrences.eventId, event.id),
        eq(eventOccurrences.seatsTaken, 0),
        days.length > 0 ? notInArray(eventOccurrences.startsOn, days) : undefined,
      ),
    );
  if (days.length === 0) return;
  const runLength = runLengthInDays({ duration_type: event.durationType, event_duration: event.eventDuration });
  await tx
    .insert(eventOccurrences)
    .values(
      days.map((day) => ({
        eventId: event.id,
        startsOn: day,
        // A non-repeating event is one run over its whole range; a repeating one runs from each date for
        // the length of one run (a day, or the "N days" of a multi-day trip).
        endsOn: event.repeat ? runEndOf(day, runLength) : event.endDate,
        capacity: event.attendanceLimit,
      })),
    )
    .onConflictDoUpdate({
      target: [eventOccurrences.eventId, eventOccurrences.startsOn],
      set: { endsOn: sql`excluded.ends_on`, capacity: sql`excluded.capacity` },
    });
}

/**
 * The clock's rule on a start date, the one the wizard's first step applies too: not before yesterday in
 * UTC; an edit may keep the start date the event already has.
 */
function refuseStartInPast(startDate: string, saved: string | null = null): void {
  if (!isStartDateAllowed(startDate, { earliest: earliestStartDate(), saved })) {
    throw new FieldValidationError({ start_date: ['start_date_in_past'] });
  }
}

/**
 * POST /api/event. A guide with a payout account set up (assertPayoutAccountSetUp). With a `request_id`, a repeated
 * submit of the same draft (a double click, a retry after a lost answer) returns the event the first one
 * created instead of a second event; a different draft under a used request id is refused with 409, as
 * a payment provider refuses an idempotency key reused with other parameters.
 */
export async function createEvent(
  { db, geocoder }: EventWriteContext,
  actor: AuthenticatedSession,
  input: EventWriteParsed,
) {
  if (actor.user.role !== 'guide') throw forbidden();
  assertPayoutAccountSetUp(actor.user);
  refuseStartInPast(input.start_date);
  const guideId = actor.user.id;
  const requestId = input.request_id ?? null;
  const place = await placeOf(geocoder, input);

  const id = await db.transaction(async (tx) => {
    /** The event this request id already made, refused when it was made from another draft. */
    const existing = async () => {
      if (!requestId) return undefined;
      const [row] = await tx
        .select()
        .from(events)
        .where(and(eq(events.guideId, guideId), eq(events.requestId, requestId)));
      if (row && !isSameDraft(row, input, place)) {
        throw new DomainError('idempotency_key_reused', { context: 'event' });
      }
      return row?.id;
    };
    const earlier = await existing();
    if (earlier !== undefined) return earlier;

    const columns = await columnsFrom(tx, { userId: guideId }, input, place);
    const color = input.color ?? EVENT_COLORS[Math.floor(Math.random() * EVENT_COLORS.length)] ?? 'blue';
    // A concurrent twin that committed first makes this insert a no-op; its event is then the answer.
    const [row] = await tx
      .insert(events)
      .values({ ...columns, guideId, requestId, color })
      .onConflictDoNothing({ target: [events.guideId, events.requestId] })
      .returning();
    if (!row) {
      const twin = await existing();
      if (twin === undefined) throw new DomainError('conflict');
      return twin;
    }
    await syncOccurrences(tx, row);
    return row.id;
  });
  return getEvent(db, id);
}

/**
 * PUT /api/event/{id}: the guide who owns the event, the super admin, or an admin holding All Courses. An event that has already started may
 * still be edited; only moving its start to a past date is refused.
 */
export async function updateEvent(
  { db, geocoder }: EventWriteContext,
  actor: AuthenticatedSession,
  id: number,
  input: EventWriteParsed,
) {
  const current = await findEventRow(db, id);
  if (!mayChangeEvent(actor.user, current)) throw forbidden('own_events_edit');
  refuseStartInPast(input.start_date, current.startDate);
  const place = await placeOf(geocoder, input);
  try {
    await db.transaction(async (tx) => {
      // Staff editing a guide's event keep its photos and may add ones they uploaded themselves.
      const owners = { userIds: [current.guideId, actor.user.id] };
      const columns = await columnsFrom(tx, owners, input, place);
      const [row] = await tx
        .update(events)
        .set({ ...columns, color: input.color ?? current.color, updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning();
      if (!row) throw notFound();
      await syncOccurrences(tx, row);
    });
  } catch (error) {
    // The seats CHECK: the new limit is below the seats already booked on some date.
    if (isCheckViolation(error)) {
      throw new DomainError('seats_already_taken');
    }
    throw error;
  }
  return getEvent(db, id);
}

/**
 * DELETE /api/event/{id}: the owner guide, the super admin, or an admin holding All Courses. Refused while a booking holds seats on a run
 * not yet ended: those climbers are owed their trip or a refund, which cancelling gives them first.
 * Otherwise the event and its runs go (ON DELETE CASCADE) and its bookings stay, with the copy of the
 * trip they were made with, their links to the event and the run set to null. The event row is locked
 * first: a booking request in flight holds a share lock on it, so it either commits before this check
 * sees it or finds the event gone.
 */
export async function deleteEvent(
  db: Database,
  actor: AuthenticatedSession,
  audit: AuditContext,
  id: number,
  countLiveBookings: (tx: Database, eventId: number, now: Date) => Promise<number>,
  now: Date = new Date(),
) {
  const current = await findEventRow(db, id);
  if (!mayChangeEvent(actor.user, current)) throw forbidden('own_events_delete');
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: events.id, name: events.eventName, guideId: events.guideId })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!locked) throw notFound('event');
    const held = await countLiveBookings(tx, id, now);
    if (held > 0) throw new DomainError('event_has_bookings');
    await tx.delete(events).where(eq(events.id, id));
    // The audit log is of staff actions: a guide removing its own trip is its own business.
    if (isStaffRole(actor.user.role)) {
      await recordAuditEntry(tx, audit, {
        action: 'event.deleted',
        target: { type: 'event', id, label: locked.name },
        details: { guide_id: locked.guideId },
      });
    }
  });
  return { ...noticeOf('event_deleted'), id };
}

/** One event with its custom repeat dates and every dated occurrence (the course panel, the edit wizard). */
export async function getEvent(db: Database, id: number): Promise<Event> {
  const row = await findEventRow(db, id);
  const [[summary], occurrences] = await Promise.all([
    presentEventSummaries(db, [row]),
    db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, id)).orderBy(asc(eventOccurrences.startsOn)),
  ]);
  if (!summary) throw notFound();
  return { ...summary, repeat_dates: row.repeatDates, occurrences: occurrences.map(presentOccurrence) };
}

/** Events listed by a guide (or on the whole platform): the "Total events" stat cards. */
export async function countEvents(db: Database, guideId?: number): Promise<number> {
  return db.$count(events, guideId === undefined ? undefined : eq(events.guideId, guideId));
}
