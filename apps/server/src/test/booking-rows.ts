import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import type { BookingStatus } from '@cordee/shared/booking-status';
import { quote } from '@cordee/shared/event-pricing';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pricedEventOf } from '../features/bookings/booking-requests.service.ts';
import { type BookingRow, bookingPayments, bookings } from '../features/bookings/bookings.tables.ts';
import {
  type EventOccurrenceRow,
  type EventRow,
  eventOccurrences,
  type events,
} from '../features/events/events.tables.ts';
import { users } from '../features/users/users.tables.ts';
import { daysFromNow, insertEventRow } from './factories.ts';

/** Test helpers: events with a run, and bookings written straight to the table (any status, any date). */

type EventInsert = typeof events.$inferInsert;

/**
 * A one-run event of `guideId` starting `startsIn` days from today (UTC) and lasting `days` days, with
 * its occurrence; a public trip at CA$100 a person in British Columbia unless overridden.
 */
export async function insertEventWithRun(
  db: Database,
  options: { guideId: number; startsIn: number; days?: number; capacity?: number } & Partial<EventInsert>,
): Promise<{ event: EventRow; run: EventOccurrenceRow }> {
  const { guideId, startsIn, days = 1, capacity = 4, ...values } = options;
  // An event takes groups of 1 to its limit, and its limit is above its minimum (a CHECK).
  const attendanceLimit = Math.max(capacity, 2);
  const startDate = daysFromNow(startsIn);
  const endDate = daysFromNow(startsIn + days - 1);
  const event = await insertEventRow(db, {
    guideId,
    eventName: `Crag day ${startDate}`,
    startDate,
    endDate,
    durationType: days > 1 ? 'multi' : 'single',
    eventDuration: days > 1 ? [`${days} days`] : ['8 hours'],
    province: 'British Columbia',
    state: 'Squamish',
    attendanceLimit,
    ...values,
  });
  const [run] = await db
    .insert(eventOccurrences)
    .values({ eventId: event.id, startsOn: startDate, endsOn: endDate, capacity })
    .returning();
  if (!run) throw new Error('the run was not written');
  return { event, run };
}

const FLAGS_OF: Record<BookingStatus, Partial<typeof bookings.$inferInsert>> = {
  requested: {},
  accepted: { acceptedAt: new Date() },
  paid: { acceptedAt: new Date(), paidAt: new Date() },
  declined: { closedAt: new Date() },
  expired: { closedAt: new Date() },
  cancelled: { closedAt: new Date(), cancelledBy: 'climber' },
};

let sequence = 0;

/** A person who never signs in (no password to hash: cheap in loops). */
async function newPerson(db: Database, role: 'guide' | 'climber'): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      role,
      email: `booking-${role}-${sequence}-${Date.now()}@example.test`,
      name: `Booking ${role} ${sequence}`,
      color: 'blue',
      isApproved: role === 'guide',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the person was not written');
  return row.id;
}

/**
 * A booking written straight to the table, with the quote `quote()` gives for its event and, while its
 * status holds seats, those seats taken on the run. Missing people and event are made up.
 */
export async function insertBookingRow(
  db: Database,
  options: {
    guideId?: number;
    climberId?: number;
    status?: BookingStatus;
    quantity?: number;
    startsIn?: number;
    run?: { event: EventRow; run: EventOccurrenceRow };
    expiresAt?: Date | null;
  } = {},
): Promise<BookingRow> {
  const status = options.status ?? 'requested';
  const quantity = options.quantity ?? 1;
  const guideId = options.guideId ?? options.run?.event.guideId ?? (await newPerson(db, 'guide'));
  const climberId = options.climberId ?? (await newPerson(db, 'climber'));
  const { event, run } = options.run ?? (await insertEventWithRun(db, { guideId, startsIn: options.startsIn ?? 20 }));
  const priced = quote(pricedEventOf(event), { groupSize: quantity });
  const holdsSeats = status === 'requested' || status === 'accepted' || status === 'paid';
  if (holdsSeats) {
    await db
      .update(eventOccurrences)
      .set({ seatsTaken: sql`${eventOccurrences.seatsTaken} + ${quantity}` })
      .where(eq(eventOccurrences.id, run.id));
  }
  sequence += 1;
  const [row] = await db
    .insert(bookings)
    .values({
      eventId: event.id,
      occurrenceId: run.id,
      climberId,
      guideId,
      status,
      eventName: event.eventName,
      eventType: event.eventType,
      repeatAt: event.repeatAt,
      duration: event.eventDuration.join(', '),
      address: event.address,
      province: event.province,
      color: event.color,
      startsOn: run.startsOn,
      endsOn: run.endsOn,
      quantity,
      attendees: Array.from({ length: quantity }, (_, index) => ({
        name: `Attendee ${index + 1}`,
        email: `attendee${index + 1}@example.test`,
        dob: '1990-01-01',
      })),
      quote: priced,
      totalCents: priced.total,
      platformFeeCents: priced.platform_fee,
      guideNetCents: priced.guide_net,
      cancellationPolicy: CANCELLATION_POLICY,
      ...FLAGS_OF[status],
      ...(status === 'paid' ? { receiptNo: `TEST-${Date.now()}-${sequence}`, paidCents: priced.total } : {}),
      expiresAt:
        options.expiresAt !== undefined
          ? options.expiresAt
          : status === 'requested' || status === 'accepted'
            ? new Date(Date.now() + 24 * 60 * 60 * 1000)
            : null,
    })
    .returning();
  if (!row) throw new Error('the booking was not written');
  // A paid booking was paid by one checkout, as the payment use cases leave it (the invariants check it).
  if (status === 'paid') {
    await db.insert(bookingPayments).values({
      bookingId: row.id,
      checkoutSessionId: `cs_test_fixture_${row.id}_${sequence}`,
      status: 'paid',
      amountCents: priced.total,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      paidAt: new Date(),
    });
  }
  return row;
}

/**
 * A booking cancelled as the cancellation use case leaves it, written straight to the table: closed, its
 * seats given back, `refundedCents` of what was paid refunded.
 */
export async function cancelBookingRow(db: Database, booking: BookingRow, refundedCents = 0): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledBy: 'climber', closedAt: new Date(), expiresAt: null, refundedCents })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw new Error('the booking was not cancelled');
  if (booking.occurrenceId !== null) {
    await db
      .update(eventOccurrences)
      .set({ seatsTaken: sql`greatest(${eventOccurrences.seatsTaken} - ${booking.quantity}, 0)` })
      .where(eq(eventOccurrences.id, booking.occurrenceId));
  }
  return row;
}
