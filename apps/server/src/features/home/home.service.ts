import { maySeeEveryEvent, maySeeRegisteredGuides } from '@cordee/shared/access-policy';
import { SEAT_HOLDING_STATUSES } from '@cordee/shared/booking-status';
import { MAX_RUN_DAYS } from '@cordee/shared/event-schedule';
import type { Home, HomeEvent, HomePerson } from '@cordee/shared/home.contracts';
import { HOME_EVENTS_LIMIT, TODAY_AVATARS_LIMIT, TODAY_EVENTS_LIMIT } from '@cordee/shared/home-limits';
import { and, asc, count, countDistinct, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { earliestCanadianToday } from '../bookings/booking-calendar.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { eventOccurrences, events, type StoredFile } from '../events/events.tables.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { homeStatsFor, payoutSummaryFor } from './home-stats.service.ts';

/** An ISO day moved by whole days. */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday-to-Saturday week holding `day` (weeks start on Sunday, as the calendar's do). */
export function weekOf(day: string): { from: string; to: string } {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const from = shiftDay(day, -weekday);
  return { from, to: shiftDay(from, 6) };
}

/**
 * The earliest day a run still running on `today` can have started: no run lasts more than MAX_RUN_DAYS,
 * so "not ended" lists read a bounded range of the (…, starts_on) indexes instead of every past run.
 */
function earliestStartOfRunNotEnded(today: string): string {
  return shiftDay(today, -(MAX_RUN_DAYS - 1));
}

const pictureOf = (gallery: StoredFile[] | null) => gallery?.[0]?.url ?? null;

/** The columns of a run card: the run's days and seats, the course's name, place, colour and picture. */
const RUN_CARD = {
  event_id: events.id,
  occurrence_id: eventOccurrences.id,
  event_name: events.eventName,
  starts_on: eventOccurrences.startsOn,
  ends_on: eventOccurrences.endsOn,
  address: events.address,
  province: events.province,
  color: events.color,
  gallery: events.gallery,
  booked: eventOccurrences.seatsTaken,
};

type RunCardRow = Omit<HomeEvent, 'picture'> & { gallery: StoredFile[] | null };

function presentRunCard({ gallery, ...row }: RunCardRow): HomeEvent {
  return { ...row, picture: pictureOf(gallery) };
}

/** Confirmed Events of a climber: their accepted or paid bookings on runs not yet ended, soonest first. */
async function confirmedBookingsOf(db: Database, climberId: number, today: string): Promise<HomeEvent[]> {
  const rows = await db
    .select({
      event_id: bookings.eventId,
      occurrence_id: bookings.occurrenceId,
      event_name: bookings.eventName,
      starts_on: bookings.startsOn,
      ends_on: bookings.endsOn,
      address: bookings.address,
      province: bookings.province,
      color: bookings.color,
      gallery: events.gallery,
      booked: bookings.quantity,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.climberId, climberId),
        inArray(bookings.status, ['accepted', 'paid']),
        // bookings_climber_starts_idx (climber_id, starts_on).
        gte(bookings.startsOn, earliestStartOfRunNotEnded(today)),
        gte(bookings.endsOn, today),
        // A course with bookings cannot be deleted; a card without its course would lead nowhere.
        isNotNull(bookings.eventId),
      ),
    )
    .orderBy(asc(bookings.startsOn), asc(bookings.id))
    .limit(HOME_EVENTS_LIMIT);
  return rows.map(({ event_id, ...row }) => presentRunCard({ ...row, event_id: event_id ?? 0 }));
}

/**
 * Confirmed Events for an admin: the platform's runs not yet ended that hold a paid booking, soonest
 * first, read along event_occurrences_dates_idx; `booked` counts every seat held on the run.
 */
async function confirmedRunsOfPlatform(db: Database, today: string): Promise<HomeEvent[]> {
  const rows = await db
    .select(RUN_CARD)
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(
      and(
        gte(eventOccurrences.startsOn, earliestStartOfRunNotEnded(today)),
        gte(eventOccurrences.endsOn, today),
        gt(eventOccurrences.seatsTaken, 0),
        sql`exists (select 1 from ${bookings} b where b.occurrence_id = ${eventOccurrences.id} and b.status = 'paid')`,
      ),
    )
    .orderBy(asc(eventOccurrences.startsOn), asc(eventOccurrences.id))
    .limit(HOME_EVENTS_LIMIT);
  return rows.map(presentRunCard);
}

/**
 * Top events across the country: the courses whose runs not yet ended hold the most booked seats (live
 * bookings), shown at their next run; ties go to the sooner run.
 */
async function topEventsOfPlatform(db: Database, today: string): Promise<HomeEvent[]> {
  const seats = sql<number>`sum(${eventOccurrences.seatsTaken})`.mapWith(Number);
  const ranked = await db
    .select({ eventId: eventOccurrences.eventId, seats, next: sql<string>`min(${eventOccurrences.startsOn})` })
    .from(eventOccurrences)
    .where(
      and(
        gte(eventOccurrences.startsOn, earliestStartOfRunNotEnded(today)),
        gte(eventOccurrences.endsOn, today),
        gt(eventOccurrences.seatsTaken, 0),
      ),
    )
    .groupBy(eventOccurrences.eventId)
    .orderBy(desc(seats), asc(sql`min(${eventOccurrences.startsOn})`), asc(eventOccurrences.eventId))
    .limit(HOME_EVENTS_LIMIT);
  if (ranked.length === 0) return [];
  // The next run of each ranked course that holds a booking: the card's days.
  const runs = await db
    .selectDistinctOn([eventOccurrences.eventId], RUN_CARD)
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(
      and(
        inArray(
          eventOccurrences.eventId,
          ranked.map((row) => row.eventId),
        ),
        gte(eventOccurrences.endsOn, today),
        gt(eventOccurrences.seatsTaken, 0),
      ),
    )
    .orderBy(eventOccurrences.eventId, asc(eventOccurrences.startsOn));
  const runOf = new Map(runs.map((run) => [run.event_id, run]));
  return ranked.flatMap(({ eventId, seats: booked }) => {
    const run = runOf.get(eventId);
    return run ? [presentRunCard({ ...run, booked })] : [];
  });
}

/**
 * Runs read to find the next few courses starting: a daily course has a run every day, so a page of
 * runs is read in start order and one card kept per course. Bounded whatever the catalogue's size.
 */
const UPCOMING_RUNS_SCANNED = 200;

/** The next runs of distinct courses not started yet, soonest first: one more than the panel shows. */
async function nextCoursesStarting(db: Database, today: string): Promise<HomeEvent[]> {
  const rows = await db
    .select(RUN_CARD)
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    // Not started anywhere in Canada yet: a run starting today has begun in the east.
    .where(and(gt(eventOccurrences.startsOn, today), isNull(eventOccurrences.closedByBookingId)))
    .orderBy(asc(eventOccurrences.startsOn), asc(eventOccurrences.id))
    .limit(UPCOMING_RUNS_SCANNED);
  const seen = new Set<number>();
  const cards: HomeEvent[] = [];
  for (const row of rows) {
    if (seen.has(row.event_id)) continue;
    seen.add(row.event_id);
    cards.push(presentRunCard(row));
    if (cards.length > TODAY_EVENTS_LIMIT) break;
  }
  return cards;
}

/** A guide's runs of this week (not yet ended) that hold at least one booked seat, soonest first. */
async function guideRunsThisWeek(
  db: Database,
  guideId: number,
  today: string,
  week: { to: string },
): Promise<HomeEvent[]> {
  const rows = await db
    .select(RUN_CARD)
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(
      and(
        eq(events.guideId, guideId),
        gte(eventOccurrences.startsOn, earliestStartOfRunNotEnded(today)),
        lte(eventOccurrences.startsOn, week.to),
        gte(eventOccurrences.endsOn, today),
        gt(eventOccurrences.seatsTaken, 0),
      ),
    )
    .orderBy(asc(eventOccurrences.startsOn), asc(eventOccurrences.id))
    .limit(TODAY_EVENTS_LIMIT + 1);
  return rows.map(presentRunCard);
}

const PERSON = { id: users.id, name: users.name, profile_picture: users.profilePicture, color: users.color };

/** Approved guides, newest first (users_role_created_idx), and how many there are. */
async function registeredGuides(db: Database): Promise<{ shown: HomePerson[]; total: number }> {
  const approved = and(eq(users.role, 'guide'), eq(users.isApproved, true), isNull(users.deletedAt));
  const [shown, [total]] = await Promise.all([
    db
      .select(PERSON)
      .from(users)
      .where(approved)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(TODAY_AVATARS_LIMIT),
    db.select({ value: count() }).from(users).where(approved),
  ]);
  return { shown, total: total?.value ?? 0 };
}

/** The climbers holding a live booking on a guide's runs not yet ended (bookings_guide_starts_idx). */
async function climbersBookedWith(
  db: Database,
  guideId: number,
  today: string,
): Promise<{ shown: HomePerson[]; total: number }> {
  const booked = and(
    eq(bookings.guideId, guideId),
    inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
    gte(bookings.startsOn, earliestStartOfRunNotEnded(today)),
    gte(bookings.endsOn, today),
  );
  const climberIds = db.selectDistinct({ id: bookings.climberId }).from(bookings).where(booked);
  const [shown, [total]] = await Promise.all([
    db
      .select(PERSON)
      .from(users)
      .where(and(inArray(users.id, climberIds), isNull(users.deletedAt)))
      .orderBy(asc(users.name), asc(users.id))
      .limit(TODAY_AVATARS_LIMIT),
    db
      .select({ value: countDistinct(bookings.climberId) })
      .from(bookings)
      .innerJoin(users, and(eq(users.id, bookings.climberId), isNull(users.deletedAt)))
      .where(booked),
  ]);
  return { shown, total: total?.value ?? 0 };
}

async function homeEventsFor(db: Database, user: UserRow, today: string): Promise<Home['events']> {
  switch (user.role) {
    case 'climber':
      return { kind: 'confirmed', items: await confirmedBookingsOf(db, user.id, today) };
    case 'admin':
      // The platform's booked runs are All Courses' business (every booking): the flag opens them.
      return maySeeEveryEvent(user)
        ? { kind: 'confirmed', items: await confirmedRunsOfPlatform(db, today) }
        : { kind: 'none', items: [] };
    case 'super_admin':
      return { kind: 'top', items: await topEventsOfPlatform(db, today) };
    default:
      return { kind: 'none', items: [] };
  }
}

/**
 * The Today panel. A guide sees this week's booked runs and the climbers booked with them; everyone
 * else the next courses starting anywhere (the climber's location is not known to the server) and the
 * registered guides, whom climbers book and staff holding the Guides flag manage (for other staff: none,
 * never read).
 */
async function todayFor(db: Database, user: UserRow, today: string): Promise<Home['today']> {
  if (user.role === 'guide') {
    const week = weekOf(today);
    const [runs, people] = await Promise.all([
      guideRunsThisWeek(db, user.id, today, week),
      climbersBookedWith(db, user.id, today),
    ]);
    return {
      events: runs.slice(0, TODAY_EVENTS_LIMIT),
      has_more: runs.length > TODAY_EVENTS_LIMIT,
      people: { kind: 'climbers', ...people },
      week,
    };
  }
  const [courses, people] = await Promise.all([
    nextCoursesStarting(db, today),
    maySeeRegisteredGuides(user) ? registeredGuides(db) : null,
  ]);
  return {
    events: courses.slice(0, TODAY_EVENTS_LIMIT),
    has_more: courses.length > TODAY_EVENTS_LIMIT,
    people: people && { kind: 'guides', ...people },
    week: null,
  };
}

/**
 * GET /api/home: the Home dashboard of the signed-in user, shaped by role, every list bounded. "Today" is
 * the earliest calendar day it still is in Canada (Pacific), the day the other lists call "not ended" by.
 */
export async function loadHome(
  db: Database,
  payments: Payments,
  actor: AuthenticatedSession,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<Home> {
  const { user } = actor;
  // Outside the transaction: a call to the payment provider must not hold a database connection.
  const payouts = await payoutSummaryFor(payments, user, log);
  const today = earliestCanadianToday(now);
  return db.transaction(async (tx) => ({
    stats: await homeStatsFor(tx, user, payouts, now),
    events: await homeEventsFor(tx, user, today),
    today: await todayFor(tx, user, today),
  }));
}
