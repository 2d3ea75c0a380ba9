import { canUseGuideFeatures, maySeeEveryEvent } from '@cordee/shared/access-policy';
import { SEAT_HOLDING_STATUSES } from '@cordee/shared/booking-status';
import type { Booking, BookingList, BookingListQuerySchema } from '@cordee/shared/bookings.contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import type { UserRow } from '../users/users.tables.ts';
import { bookingForActor } from './booking-access.ts';
import { earliestCanadianToday } from './booking-calendar.ts';
import { presentBookings } from './booking-presenter.ts';
import { bookings } from './bookings.tables.ts';

type BookingListQuery = z.output<typeof BookingListQuerySchema>;

/**
 * Whether a user reads bookings at all: a climber (their own), an approved guide (those on their
 * events), the super admin or an admin holding the All Courses flag (every booking).
 */
export function mayReadBookings(user: UserRow): boolean {
  if (user.role === 'climber') return true;
  if (user.role === 'guide') return canUseGuideFeatures(user);
  return maySeeEveryEvent(user);
}

/** The bookings a user may see: their own as a climber, those on their events as a guide, all as staff. */
export function bookingScopeOf(user: UserRow): SQL | undefined {
  if (!mayReadBookings(user)) throw forbidden();
  if (user.role === 'climber') return eq(bookings.climberId, user.id);
  if (user.role === 'guide') return eq(bookings.guideId, user.id);
  return undefined;
}

/** A booking that holds seats on a run not yet ended (the "current bookings" of the stat cards). */
export function isLiveOnRunNotEnded(now: Date): SQL {
  return and(
    inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
    gte(bookings.endsOn, earliestCanadianToday(now)),
  ) as SQL;
}

/**
 * GET /api/bookings: a page of the bookings the user may see. `all` = runs not yet ended, `registered`
 * = those of them that hold seats, `past` = runs ended; soonest run first, except past ones, most recent
 * first. `event_id` narrows to one event: a guide asking about another guide's event gets an empty
 * list, exactly as if that event had no booking (nothing about it is revealed).
 */
export async function listBookings(
  db: Database,
  actor: AuthenticatedSession,
  query: BookingListQuery,
  now: Date = new Date(),
): Promise<BookingList> {
  const scope = bookingScopeOf(actor.user);
  const today = earliestCanadianToday(now);
  const byType =
    query.type === 'past'
      ? lt(bookings.endsOn, today)
      : query.type === 'registered'
        ? isLiveOnRunNotEnded(now)
        : gte(bookings.endsOn, today);
  const where = and(scope, byType, query.event_id === undefined ? undefined : eq(bookings.eventId, query.event_id));
  const order =
    query.type === 'past' ? [desc(bookings.startsOn), desc(bookings.id)] : [asc(bookings.startsOn), asc(bookings.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(bookings).where(where),
  ]);
  return {
    bookings: await presentBookings(db, rows, { viewer: actor.user, now }),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
  };
}

/** GET /api/bookings/{id}: one booking for its climber, its guide or staff; 404 for anyone else. */
export async function getBooking(
  db: Database,
  actor: AuthenticatedSession,
  id: number,
  now: Date = new Date(),
): Promise<Booking> {
  if (!mayReadBookings(actor.user)) throw forbidden();
  const { booking } = await bookingForActor(db, id, actor);
  const [presented] = await presentBookings(db, [booking], { viewer: actor.user, now });
  if (!presented) throw notFound();
  return presented;
}

/**
 * The newest bookings a user may see, for GET /api/user (bounded: the screens that list more page
 * through GET /api/bookings). Users who read no bookings get none.
 */
export async function latestBookingsFor(
  db: Database,
  user: UserRow,
  limit: number,
  now: Date = new Date(),
): Promise<Booking[]> {
  if (!mayReadBookings(user)) return [];
  const rows = await db
    .select()
    .from(bookings)
    .where(bookingScopeOf(user))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return presentBookings(db, rows, { viewer: user, now });
}
