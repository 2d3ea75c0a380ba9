import { PAYMENT_WINDOW_MS, REQUEST_ANSWER_WINDOW_MS } from '@cordee/shared/booking-lifecycle';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { insertBookingRow, insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eventOccurrences } from '../events/events.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import type { UserRow } from '../users/users.tables.ts';
import { tripStartsAt } from './booking-calendar.ts';
import { expireDueBookings } from './booking-expiry.service.ts';
import { bookings } from './bookings.tables.ts';

let t: TestApp;
type Account = { user: UserRow; token: string };
let guide: Account;

async function account(values: Parameters<typeof createUser>[1]): Promise<Account> {
  const user = await createUser(t.database.db, values);
  return { user, token: await signInAs(t.app, user.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  guide = await account({ role: 'guide', isApproved: true });
});
afterAll(async () => {
  await t.close();
});

const expire = (now: Date, batchSize?: number) => expireDueBookings(t.database.db, now, t.app.config, batchSize);

/** Passes until nothing more is due at `now`: a test's counts then start from a clean slate. */
async function expireAllDue(now: Date): Promise<void> {
  let expired = await expire(now);
  while (expired > 0) expired = await expire(now);
}

/** A climber's request through the API, on a fresh run `startsIn` days away. */
async function requestSeats(startsIn = 20, quantity = 2) {
  const climber = await account({ role: 'climber' });
  const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/prebook-event/${trip.event.id}`,
    headers: bearer(climber.token),
    payload: {
      occurrence_date: trip.run.startsOn,
      group_size: quantity,
      attendees: Array.from({ length: quantity }, (_, i) => ({
        name: `Person ${i}`,
        email: `p${i}@example.test`,
        dob: '1990-01-01',
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().booking as Booking;
  return { climber, trip, booking, deadline: new Date(booking.expires_at ?? '') };
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}
async function seatsOf(runId: number) {
  const [run] = await t.database.db.select().from(eventOccurrences).where(eq(eventOccurrences.id, runId));
  return run?.seatsTaken;
}
async function noticesAbout(bookingId: number) {
  const rows = await t.database.db.select().from(notifications);
  return rows
    .filter((row) => row.data.booking_id === bookingId)
    .map((row) => ({ userId: row.userId, type: row.type, subject: row.subject }));
}
async function mailKeysAbout(bookingId: number) {
  const rows = await t.database.db.select({ key: emailOutbox.dedupeKey }).from(emailOutbox);
  return rows.map((row) => row.key).filter((key) => key?.startsWith(`booking-${bookingId}-`));
}

describe('expireDueBookings', () => {
  it('expires a request left unanswered for six days: seats back on sale, both told', async () => {
    const { climber, trip, booking, deadline } = await requestSeats();
    expect(deadline.getTime() - Date.parse(booking.created_at)).toBe(REQUEST_ANSWER_WINDOW_MS);

    expect(await expire(new Date(deadline.getTime() - 1000))).toBe(0);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'requested' });
    expect(await seatsOf(trip.run.id)).toBe(2);

    expect(await expire(deadline)).toBe(1);
    const row = await rowOf(booking.id);
    expect(row).toMatchObject({ status: 'expired', expiresAt: null, closedAt: deadline });
    expect(await seatsOf(trip.run.id)).toBe(0);
    expect(await noticesAbout(booking.id)).toEqual(
      expect.arrayContaining([
        { userId: guide.user.id, type: 'booking_requested', subject: 'You have a new booking request.' },
        { userId: guide.user.id, type: 'booking_expired', subject: 'A booking request expired.' },
        { userId: climber.user.id, type: 'booking_expired', subject: 'A booking request expired.' },
      ]),
    );
    expect((await noticesAbout(booking.id)).length).toBe(3);
    expect((await mailKeysAbout(booking.id)).sort()).toEqual([
      `booking-${booking.id}-request_expired-climber`,
      `booking-${booking.id}-request_expired-guide`,
      `booking-${booking.id}-requested-guide`,
    ]);

    // A second pass finds nothing more to do.
    expect(await expire(new Date(deadline.getTime() + 60_000))).toBe(0);
    expect((await noticesAbout(booking.id)).length).toBe(3);

    // The guide can no longer accept it; the freed seats are for sale.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/accept-booking/${booking.id}`,
      headers: bearer(guide.token),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This booking request has expired.');
  });

  it("expires a request at the trip's start when the trip comes before six days", async () => {
    const { trip, booking, deadline } = await requestSeats(2, 1);
    const start = tripStartsAt(trip.run.startsOn, 'British Columbia');
    expect(deadline).toEqual(start);
    expect(await expire(new Date(start.getTime() - 1))).toBe(0);
    expect(await expire(start)).toBe(1);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsOf(trip.run.id)).toBe(0);
  });

  it('expires an accepted booking unpaid for 72 hours, and tells the climber it expired before it was paid', async () => {
    const { climber, trip, booking } = await requestSeats();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/accept-booking/${booking.id}`,
      headers: bearer(guide.token),
    });
    expect(accepted.statusCode).toBe(200);
    const acceptedAt = Date.parse(accepted.json().booking.accepted_at);
    const deadline = new Date(accepted.json().booking.expires_at);
    expect(deadline.getTime() - acceptedAt).toBe(PAYMENT_WINDOW_MS);

    expect(await expire(new Date(deadline.getTime() - 1000))).toBe(0);
    expect(await expire(deadline)).toBe(1);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'expired', expiresAt: null });
    expect(await seatsOf(trip.run.id)).toBe(0);
    const notices = await noticesAbout(booking.id);
    expect(notices).toContainEqual({
      userId: climber.user.id,
      type: 'booking_expired',
      subject: 'Your booking expired before it was paid.',
    });
    expect(notices).toContainEqual({
      userId: guide.user.id,
      type: 'booking_expired',
      subject: 'A booking request expired.',
    });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `booking-${booking.id}-payment_expired-climber`));
    expect(mail?.toAddress).toBe(climber.user.email);
    expect(mail?.textBody).toContain('72 hours');
  });

  it('never touches paid, declined, cancelled or already expired bookings', async () => {
    const now = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    const rows = [];
    for (const status of ['paid', 'declined', 'cancelled', 'expired'] as const) {
      rows.push(
        await insertBookingRow(t.database.db, {
          guideId: guide.user.id,
          status,
          expiresAt: new Date(Date.now() - 1000),
        }),
      );
    }
    // Everything else due in this database by then is expired by these passes; those four stay.
    await expireAllDue(now);
    for (const row of rows) expect(await rowOf(row.id), row.status).toEqual(row);
  });

  it('works in bounded batches, soonest deadline first', async () => {
    // Drain what earlier tests left due, so the counts below are this test's own.
    const later = new Date(Date.now() + 500 * 24 * 60 * 60 * 1000);
    await expireAllDue(later);
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await insertBookingRow(t.database.db, {
          guideId: guide.user.id,
          status: i % 2 === 0 ? 'requested' : 'accepted',
          expiresAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        }),
      );
    }
    const now = new Date(Date.UTC(2030, 0, 2));
    expect(await expire(now, 2)).toBe(2);
    const firstPass = await t.database.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          made.map((row) => row.id),
        ),
      );
    expect(
      firstPass
        .filter((row) => row.status === 'expired')
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual([made[0]?.id, made[1]?.id]);
    expect(await expire(now, 2)).toBe(2);
    expect(await expire(now, 2)).toBe(1);
    expect(await expire(now, 2)).toBe(0);
    for (const row of made) expect((await rowOf(row.id))?.status).toBe('expired');
  });

  // PGlite runs one transaction at a time; row locks and two instances at once need real PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'skips a booking locked by a use case in flight, and two passes at once expire each booking once',
    async () => {
      const later = new Date(Date.now() + 600 * 24 * 60 * 60 * 1000);
      await expireAllDue(later);
      const now = new Date(Date.UTC(2031, 0, 2));
      const made = [];
      for (let i = 0; i < 30; i += 1) {
        made.push(
          await insertBookingRow(t.database.db, {
            guideId: guide.user.id,
            status: 'requested',
            expiresAt: new Date(Date.UTC(2031, 0, 1, 0, i)),
          }),
        );
      }
      const [locked, ...rest] = made;
      if (!locked) throw new Error('no booking made');
      // A guide answering the first booking right now holds its row.
      await t.database.db.transaction(async (tx) => {
        await tx.select().from(bookings).where(eq(bookings.id, locked.id)).for('update');
        const [a, b] = await Promise.all([expire(now, 20), expire(now, 20)]);
        expect((a ?? 0) + (b ?? 0)).toBe(rest.length);
      });
      for (const row of rest) {
        expect((await rowOf(row.id))?.status).toBe('expired');
        const notices = await noticesAbout(row.id);
        expect(notices.filter((n) => n.type === 'booking_expired')).toHaveLength(2);
      }
      expect((await rowOf(locked.id))?.status).toBe('requested');
      expect(await expire(now, 20)).toBe(1);
      expect((await rowOf(locked.id))?.status).toBe('expired');
    },
  );
});
