import { BOOKING_TRANSITIONS, type BookingTransitionName } from '@cordee/shared/booking-lifecycle';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notifyBooking } from './booking-notices.ts';
import { releaseSeats } from './booking-seats.ts';
import { bookings } from './bookings.tables.ts';

/** How many bookings one pass expires at most: a pass stays one short transaction. */
export const EXPIRY_BATCH_SIZE = 200;

/** The transition that expires a booking, by the status it waits in. */
const EXPIRY_OF = {
  requested: 'expire_request',
  accepted: 'expire_payment',
} as const satisfies Record<string, BookingTransitionName>;

/**
 * One pass of the expiry job: requests unanswered past their deadline (six days, or the trip's start)
 * and accepted bookings unpaid past theirs (72 hours) become expired, their seats go back on sale and
 * both parties are notified. The due rows are locked with SKIP LOCKED, so two instances running the
 * job at once split the work instead of expiring a booking twice, and a booking being paid or answered
 * right now (its row locked) is left for the next pass, which re-reads its status. Answers how many
 * bookings it expired; a full batch means more may be due.
 */
export async function expireDueBookings(
  db: Database,
  now: Date,
  config: Config,
  batchSize: number = EXPIRY_BATCH_SIZE,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(bookings)
      .where(and(inArray(bookings.status, ['requested', 'accepted']), lte(bookings.expiresAt, now)))
      .orderBy(asc(bookings.expiresAt), asc(bookings.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let expiredCount = 0;
    for (const booking of due) {
      const transition = EXPIRY_OF[booking.status as keyof typeof EXPIRY_OF];
      const [expired] = await tx
        .update(bookings)
        .set({ status: BOOKING_TRANSITIONS[transition].to, closedAt: now, expiresAt: null, updatedAt: now })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
        .returning();
      if (!expired) continue;
      expiredCount += 1;
      await releaseSeats(tx, booking.occurrenceId, booking.quantity);
      await notifyBooking(tx, config, expired, transition === 'expire_request' ? 'request_expired' : 'payment_expired');
    }
    return expiredCount;
  });
}
