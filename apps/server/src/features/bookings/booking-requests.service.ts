import { isDeepStrictEqual } from 'node:util';
import {
  BOOKING_TRANSITIONS,
  type BookingTransitionName,
  expiryAfter,
  mayApply,
} from '@cordee/shared/booking-lifecycle';
import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import { MAX_OPEN_BOOKING_REQUESTS, OPEN_REQUEST_STATUSES, SEAT_HOLDING_STATUSES } from '@cordee/shared/booking-status';
import type { Booking, PrebookRequestSchema } from '@cordee/shared/bookings.contracts';
import { FULL_OR_HALF_DAY } from '@cordee/shared/event-limits';
import { type PricedEvent, type Quote, QuoteError, quote } from '@cordee/shared/event-pricing';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import { DomainError, FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { type NoticeAnswer, noticeOf } from '../../http/notices.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { type EventRow, eventOccurrences, events } from '../events/events.tables.ts';
import { type Limit, reserveAttempt } from '../rate-limit/rate-limit.service.ts';
import { users } from '../users/users.tables.ts';
import { bookingForActor, requireBookingRole } from './booking-access.ts';
import { runHasStarted, tripStartsAt } from './booking-calendar.ts';
import { notifyBooking } from './booking-notices.ts';
import { type BookingReader, presentBookings } from './booking-presenter.ts';
import { holdSeats, releaseSeats } from './booking-seats.ts';
import { type BookingRow, bookings } from './bookings.tables.ts';

/** What the booking use cases need besides the database: links in emails. */
export type BookingContext = { db: Database; config: Config };

/**
 * The limits on asking for seats (decision 0040): per climber, then per client address whoever signs in
 * behind it (several accounts of one person). The climber's own limit comes first, so a climber it stops
 * does not use up the address's places for the others behind it.
 */
export function bookingRequestLimits(config: Config, climberId: number, ip: string | null): Limit[] {
  const windowSeconds = config.BOOKING_REQUESTS_WINDOW_SECONDS;
  return [
    { key: `booking-request:climber:${climberId}`, max: config.BOOKING_REQUESTS_PER_CLIMBER, windowSeconds },
    ...(ip !== null && config.BOOKING_REQUESTS_PER_IP > 0
      ? [{ key: `booking-request:ip:${ip}`, max: config.BOOKING_REQUESTS_PER_IP, windowSeconds }]
      : []),
  ];
}

/**
 * The climber's requests still waiting for an answer or a payment. One whose deadline passed waits for
 * nothing any more, even before the expiry job has closed it.
 */
async function openRequestCount(tx: Database, climberId: number, now: Date): Promise<number> {
  return tx.$count(
    bookings,
    and(
      eq(bookings.climberId, climberId),
      inArray(bookings.status, [...OPEN_REQUEST_STATUSES]),
      or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now)),
    ),
  );
}

type PrebookInput = z.output<typeof PrebookRequestSchema>;

/** The parts of a stored event its price depends on, for `quote`. */
export function pricedEventOf(event: EventRow): PricedEvent {
  return {
    event_type: event.eventType,
    attendance_min: event.attendanceMin,
    attendance_limit: event.attendanceLimit,
    event_duration: event.eventDuration,
    price: event.price,
    addons: event.addons,
    donations: event.donations,
    province: event.province,
  };
}

/** The duration a booking shows: the day option chosen for a full-or-half-day trip, the event's text otherwise. */
function durationTextOf(event: EventRow, choice: Quote['day_option']): string {
  if (event.eventDuration.includes(FULL_OR_HALF_DAY)) return choice === 'half' ? 'Half day' : 'Full day';
  return event.eventDuration.join(', ');
}

/** As a JSON column gives it back (undefined properties dropped), so a stored value compares with a new one. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A double submit sends the same choices: same group, day option, add-ons, donations and attendees. */
function isSameRequest(existing: BookingRow, priced: Quote, attendees: PrebookInput['attendees']): boolean {
  return (
    existing.status === 'requested' &&
    isDeepStrictEqual(asStored(existing.quote), asStored(priced)) &&
    isDeepStrictEqual(asStored(existing.attendees), asStored(attendees))
  );
}

/** Thrown inside the transaction to roll back its seat hold when a racing twin request won. */
class TwinRequestCommitted extends Error {
  constructor(readonly bookingId: number) {
    super('a twin request committed first');
  }
}

async function liveBookingOf(tx: Database, climberId: number, occurrenceId: number): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.climberId, climberId),
        eq(bookings.occurrenceId, occurrenceId),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
      ),
    );
  return row;
}

async function presentOne(db: Database, row: BookingRow, reader: BookingReader): Promise<Booking> {
  const [booking] = await presentBookings(db, [row], reader);
  if (!booking) throw notFound();
  return booking;
}

/**
 * POST /api/prebook-event/{eventId}: a climber asks for seats on one run of an event. Only with a
 * verified email (403 `email_not_verified`), and counted against the request limits first (429 +
 * Retry-After past them; `ip` is the client's address, null for the demo seed). Then, in one
 * transaction: the climber's row is locked, so their requests go one at a time and the open-request
 * limit holds whatever the concurrency; the event is read and share-locked against deletion, the run
 * found by its start day and refused once started or closed, the choices quoted from the stored event,
 * a climber with MAX_OPEN_BOOKING_REQUESTS open requests refused (409), the seats held by a guarded
 * update (never more than the capacity, whatever the concurrency), the booking written with a copy of
 * what it was made with, and the guide notified. The same request sent twice answers the first booking
 * (`created: false`), even at the limit; any other second request for the run is refused.
 */
export async function prebookEvent(
  ctx: BookingContext,
  actor: AuthenticatedSession,
  eventId: number,
  input: PrebookInput,
  now: Date = new Date(),
  ip: string | null = null,
): Promise<{ created: boolean; booking: Booking }> {
  if (actor.user.role !== 'climber') throw forbidden();
  // An address nobody confirmed costs nothing to make: it may not hold seats or email guides.
  if (actor.user.emailVerifiedAt === null) {
    throw new DomainError('email_not_verified');
  }
  const climberId = actor.user.id;
  await reserveAttempt(ctx.db, bookingRequestLimits(ctx.config, climberId, ip), now);
  try {
    return await ctx.db.transaction(async (tx) => {
      // No key update: the climber's requests wait for each other, while inserts that merely reference
      // the row (their bookings, notifications) do not wait for this lock.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, climberId)).for('no key update');
      // Key share: a concurrent delete of the event waits for this booking, then sees it (and refuses).
      const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('key share');
      if (!event) throw notFound('event');
      if (event.guideId === climberId) throw forbidden('own_event_booking');

      const [occurrence] = await tx
        .select()
        .from(eventOccurrences)
        .where(and(eq(eventOccurrences.eventId, eventId), eq(eventOccurrences.startsOn, input.occurrence_date)));
      if (!occurrence) throw new FieldValidationError({ occurrence_date: ['booking_occurrence_unknown'] });
      if (runHasStarted(occurrence.startsOn, event.province, now)) {
        throw new FieldValidationError({ occurrence_date: ['run_started_choose_later'] });
      }
      if (occurrence.closedByBookingId !== null) {
        throw new DomainError('run_closed');
      }

      let priced: Quote;
      try {
        priced = quote(pricedEventOf(event), {
          groupSize: input.group_size,
          dayOption: input.day_option,
          addons: input.addons,
          donations: input.donations,
        });
      } catch (error) {
        if (error instanceof QuoteError) throw new FieldValidationError({ [error.field]: [error.message] });
        throw error;
      }

      const answerExisting = (existing: BookingRow) => {
        if (isSameRequest(existing, priced, input.attendees)) return existing;
        throw new DomainError('already_booked');
      };
      const existing = await liveBookingOf(tx, climberId, occurrence.id);
      if (existing)
        return { created: false, booking: await presentOne(tx, answerExisting(existing), { viewer: actor.user, now }) };
      if ((await openRequestCount(tx, climberId, now)) >= MAX_OPEN_BOOKING_REQUESTS) {
        throw new DomainError('too_many_open_requests', { max: MAX_OPEN_BOOKING_REQUESTS });
      }

      if (!(await holdSeats(tx, occurrence.id, input.group_size))) {
        // Full, or closed by a private group's payment since the run was read.
        const [run] = await tx
          .select({ closedBy: eventOccurrences.closedByBookingId })
          .from(eventOccurrences)
          .where(eq(eventOccurrences.id, occurrence.id));
        if (run?.closedBy != null) throw new DomainError('run_closed');
        throw new DomainError('run_full');
      }

      const [row] = await tx
        .insert(bookings)
        .values({
          eventId: event.id,
          occurrenceId: occurrence.id,
          climberId,
          guideId: event.guideId,
          status: BOOKING_TRANSITIONS.request.to,
          eventName: event.eventName,
          eventType: event.eventType,
          repeatAt: event.repeatAt,
          duration: durationTextOf(event, priced.day_option),
          address: event.address,
          province: event.province,
          color: event.color,
          startsOn: occurrence.startsOn,
          endsOn: occurrence.endsOn,
          quantity: input.group_size,
          attendees: input.attendees,
          quote: priced,
          totalCents: priced.total,
          platformFeeCents: priced.platform_fee,
          guideNetCents: priced.guide_net,
          cancellationPolicy: CANCELLATION_POLICY,
          expiresAt: expiryAfter('request', now, tripStartsAt(occurrence.startsOn, event.province)),
          createdAt: now,
          updatedAt: now,
        })
        // The one-live-booking-per-climber-and-run index: a twin request of the same climber committed
        // between the check above and this insert.
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const twin = await liveBookingOf(tx, climberId, occurrence.id);
        if (!twin) throw new DomainError('conflict', { context: 'booking' });
        answerExisting(twin);
        throw new TwinRequestCommitted(twin.id);
      }
      await notifyBooking(tx, ctx.config, row, 'requested');
      return { created: true, booking: await presentOne(tx, row, { viewer: actor.user, now }) };
    });
  } catch (error) {
    if (error instanceof TwinRequestCommitted) {
      const [twin] = await ctx.db.select().from(bookings).where(eq(bookings.id, error.bookingId));
      if (!twin) throw new DomainError('conflict', { context: 'booking' });
      return { created: false, booking: await presentOne(ctx.db, twin, { viewer: actor.user, now }) };
    }
    // A CHECK (seats within capacity) or a link that vanished under a racing change: a conflict to retry,
    // never a server error.
    if (isCheckViolation(error) || isForeignKeyViolation(error) || isUniqueViolation(error)) {
      throw new DomainError('conflict', { context: 'booking' });
    }
    throw error;
  }
}

/** Why a transition the table refuses cannot happen, in words the guide understands. */
function refusalOf(status: BookingRow['status']): 'request_expired' | 'booking_cancelled' | 'already_answered' {
  switch (status) {
    case 'expired':
      return 'request_expired';
    case 'cancelled':
      return 'booking_cancelled';
    default:
      return 'already_answered';
  }
}

/**
 * POST /api/accept-booking/{id} and /api/decline-booking/{id}: the guide of the booking answers its
 * request (staff may not answer on a guide's behalf; strangers get 404). The row is locked, the
 * lifecycle table decides, and a request whose deadline passed is treated as expired even before the
 * expiry job reaches it. Accepting starts the 72-hour payment window and is refused once the trip has
 * started; declining gives the seats back.
 */
export async function answerBookingRequest(
  ctx: BookingContext,
  actor: AuthenticatedSession,
  id: number,
  answer: 'accept' | 'decline',
  now: Date = new Date(),
): Promise<NoticeAnswer<'booking_request_accepted' | 'booking_request_declined'> & { booking: Booking }> {
  const transition: BookingTransitionName = answer;
  return ctx.db.transaction(async (tx) => {
    const { booking, role } = await bookingForActor(tx, id, actor, { lock: true });
    requireBookingRole(role, ['guide'], 'only_the_guide');
    if (!mayApply(transition, booking.status, 'guide')) {
      throw new DomainError('invalid_transition', { context: refusalOf(booking.status) });
    }
    if (booking.expiresAt !== null && booking.expiresAt.getTime() <= now.getTime()) {
      throw new DomainError('invalid_transition', { context: 'request_expired' });
    }

    let updated: BookingRow | undefined;
    if (transition === 'accept') {
      if (runHasStarted(booking.startsOn, booking.province, now)) {
        throw new DomainError('run_started', { context: 'accept' });
      }
      [updated] = await tx
        .update(bookings)
        .set({
          status: BOOKING_TRANSITIONS.accept.to,
          acceptedAt: now,
          expiresAt: expiryAfter('accept', now, tripStartsAt(booking.startsOn, booking.province)),
          updatedAt: now,
        })
        .where(eq(bookings.id, booking.id))
        .returning();
    } else {
      [updated] = await tx
        .update(bookings)
        .set({ status: BOOKING_TRANSITIONS.decline.to, closedAt: now, expiresAt: null, updatedAt: now })
        .where(eq(bookings.id, booking.id))
        .returning();
      await releaseSeats(tx, booking.occurrenceId, booking.quantity);
    }
    if (!updated) throw notFound();
    await notifyBooking(tx, ctx.config, updated, transition === 'accept' ? 'accepted' : 'declined');
    return {
      ...noticeOf(transition === 'accept' ? 'booking_request_accepted' : 'booking_request_declined'),
      booking: await presentOne(tx, updated, { viewer: actor.user, now }),
    };
  });
}
