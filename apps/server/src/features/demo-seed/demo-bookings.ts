import { groupSizesOf } from '@cordee/shared/event-pricing';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { answerBookingRequest, prebookEvent } from '../bookings/booking-requests.service.ts';
import { eventOccurrences, events } from '../events/events.tables.ts';
import { users } from '../users/users.tables.ts';

/** Whose bookings the demo shows: the demo climber's, on trips of the demo guide. */
export const DEMO_BOOKING_CLIMBER = 'climber@cordee.test';
export const DEMO_BOOKING_GUIDE = 'guide@cordee.test';

/**
 * The demo's bookings, made through the same use cases as the API: the demo climber asks for two seats
 * on the demo guide's two soonest trips, and the guide accepts the second request. So the guide finds a
 * request to answer ("Pending approval") and the climber a "Complete booking" ("Waiting payment"), with
 * the seats held and the notifications and emails each step sends. Deterministic: the trips are the
 * guide's two soonest by start date, then id, each on its first run.
 */
export async function seedDemoBookings(db: Database, config: Config, now: Date): Promise<void> {
  const [climber] = await db.select().from(users).where(eq(users.email, DEMO_BOOKING_CLIMBER));
  const [guide] = await db.select().from(users).where(eq(users.email, DEMO_BOOKING_GUIDE));
  if (!climber || !guide) throw new Error('the demo climber or guide is missing');
  const trips = await db
    .select()
    .from(events)
    .where(eq(events.guideId, guide.id))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(2);
  const ctx = { db, config };
  const bookingIds: number[] = [];
  for (const trip of trips) {
    const [run] = await db
      .select()
      .from(eventOccurrences)
      .where(and(eq(eventOccurrences.eventId, trip.id), gt(eventOccurrences.startsOn, now.toISOString().slice(0, 10))))
      .orderBy(asc(eventOccurrences.startsOn))
      .limit(1);
    if (!run) throw new Error(`the demo trip ${trip.eventName} has no run to come`);
    const sizes = groupSizesOf({
      event_type: trip.eventType,
      attendance_min: trip.attendanceMin,
      attendance_limit: trip.attendanceLimit,
    });
    const groupSize = sizes.includes(2) ? 2 : (sizes[0] ?? 1);
    const party = [
      { name: climber.name, email: climber.email, dob: '1994-06-12' },
      { name: 'Maya Wong', email: 'maya.wong@example.com', dob: '1996-02-03' },
    ];
    const { booking } = await prebookEvent(
      ctx,
      { user: climber, sessionId: 0 },
      trip.id,
      {
        occurrence_date: run.startsOn,
        group_size: groupSize,
        attendees: Array.from({ length: groupSize }, (_, index) => ({
          ...(party[index] ?? { name: `Friend ${index}`, email: `friend${index}@example.com`, dob: '1995-01-01' }),
        })),
        addons: [],
        donations: [],
      },
      now,
    );
    bookingIds.push(booking.id);
  }
  const toAccept = bookingIds[1];
  if (toAccept !== undefined) await answerBookingRequest(ctx, { user: guide, sessionId: 0 }, toAccept, 'accept', now);
}
