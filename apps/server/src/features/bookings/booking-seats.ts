import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventOccurrences } from '../events/events.tables.ts';

/**
 * Takes `seats` on a run in one guarded UPDATE: it succeeds only while the run has room and is not
 * closed, so however many requests race for the last seats, no more than the capacity are taken (the
 * CHECK on seats_taken backs this up). Answers false when the run is full or closed. Run it on the
 * use case's transaction handle.
 */
export async function holdSeats(tx: Database, occurrenceId: number, seats: number): Promise<boolean> {
  const rows = await tx
    .update(eventOccurrences)
    .set({ seatsTaken: sql`${eventOccurrences.seatsTaken} + ${seats}` })
    .where(
      and(
        eq(eventOccurrences.id, occurrenceId),
        isNull(eventOccurrences.closedByBookingId),
        sql`${eventOccurrences.seatsTaken} + ${seats} <= ${eventOccurrences.capacity}`,
      ),
    )
    .returning({ id: eventOccurrences.id });
  return rows.length > 0;
}

/**
 * Gives `seats` back to a run (decline, expiry, cancellation). A run deleted with its event has no row
 * left to update, which is fine: nobody can book it any more.
 */
export async function releaseSeats(tx: Database, occurrenceId: number | null, seats: number): Promise<void> {
  if (occurrenceId === null) return;
  await tx
    .update(eventOccurrences)
    .set({ seatsTaken: sql`greatest(${eventOccurrences.seatsTaken} - ${seats}, 0)` })
    .where(eq(eventOccurrences.id, occurrenceId));
}

/** A paid private group that asked not to relist closes its run to anyone else. */
export async function closeRun(tx: Database, occurrenceId: number | null, bookingId: number): Promise<void> {
  if (occurrenceId === null) return;
  await tx
    .update(eventOccurrences)
    .set({ closedByBookingId: bookingId })
    .where(and(eq(eventOccurrences.id, occurrenceId), isNull(eventOccurrences.closedByBookingId)));
}

/** A cancelled closing booking reopens its run. */
export async function reopenRun(tx: Database, occurrenceId: number | null, bookingId: number): Promise<void> {
  if (occurrenceId === null) return;
  await tx
    .update(eventOccurrences)
    .set({ closedByBookingId: null })
    .where(and(eq(eventOccurrences.id, occurrenceId), eq(eventOccurrences.closedByBookingId, bookingId)));
}
