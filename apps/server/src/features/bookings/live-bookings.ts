import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isLiveOnRunNotEnded } from './booking-queries.service.ts';
import { bookings } from './bookings.tables.ts';

/**
 * How many bookings hold seats on a run of the event not yet ended. Handed to the events routes at
 * registration (app.ts), which refuse to delete such an event: events imports no booking code (decision 0045).
 */
export function countLiveBookingsOfEvent(tx: Database, eventId: number, now: Date): Promise<number> {
  return tx.$count(bookings, and(eq(bookings.eventId, eventId), isLiveOnRunNotEnded(now)));
}
