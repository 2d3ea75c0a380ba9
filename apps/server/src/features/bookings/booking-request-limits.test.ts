import { MAX_OPEN_BOOKING_REQUESTS } from '@cordee/shared/booking-status';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { insertBookingRow, insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_BOOKING_CLIMBER } from '../demo-seed/demo-bookings.ts';
import { seedDemoData } from '../demo-seed/demo-seed.ts';
import { eventOccurrences } from '../events/events.tables.ts';
import type { UserRow } from '../users/users.tables.ts';
import { users } from '../users/users.tables.ts';
import { bookings } from './bookings.tables.ts';

/**
 * Seat hoarding (issue 28, fault 7): an unverified climber who never paid held 290 seats on 40 runs in
 * 1.3 s, each request emailing the guide and holding the seats up to six days. A request now needs a
 * verified email, a climber has at most MAX_OPEN_BOOKING_REQUESTS requests waiting for an answer or a
 * payment, and requests are counted per climber and per address (429 + Retry-After past the limits).
 *
 * The app trusts X-Forwarded-For here, so each request names its own address and the per-address limit
 * is tested on purpose only.
 */

type Account = { user: UserRow; token: string };

let addressSequence = 0;
/** An address no other request of this file used. */
const freshAddress = () => {
  addressSequence += 1;
  return `10.77.${Math.floor(addressSequence / 250)}.${addressSequence % 250}`;
};

async function accountIn(t: TestApp, values: Parameters<typeof createUser>[1]): Promise<Account> {
  const user = await createUser(t.database.db, values);
  return { user, token: await freshToken(t.app, user.id) };
}

/** A verified climber, as every climber who signs up and clicks the emailed link is. */
const verifiedClimber = (t: TestApp) => accountIn(t, { role: 'climber', emailVerifiedAt: new Date() });

function prebookIn(t: TestApp, run: { eventId: number; startsOn: string }, token: string, address?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/prebook-event/${run.eventId}`,
    headers: { ...bearer(token), 'x-forwarded-for': address ?? freshAddress() },
    payload: {
      occurrence_date: run.startsOn,
      group_size: 1,
      attendees: [{ name: 'Alex Honnold', email: 'alex@example.test', dob: '1985-08-17' }],
    },
  });
}

/** `count` one-run trips of the guide, four seats each, a month away. */
async function runsOf(t: TestApp, guideId: number, count: number) {
  const runs: Array<{ eventId: number; runId: number; startsOn: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const { event, run } = await insertEventWithRun(t.database.db, { guideId, startsIn: 30 + (i % 20), capacity: 4 });
    runs.push({ eventId: event.id, runId: run.id, startsOn: run.startsOn });
  }
  return runs;
}

async function seatsHeldOn(t: TestApp, runIds: number[]): Promise<number> {
  const rows = await t.database.db
    .select({ seats: eventOccurrences.seatsTaken })
    .from(eventOccurrences)
    .where(inArray(eventOccurrences.id, runIds));
  return rows.reduce((sum, row) => sum + row.seats, 0);
}

async function guideMailCount(t: TestApp, guide: UserRow): Promise<number> {
  return t.database.db.$count(emailOutbox, eq(emailOutbox.toAddress, guide.email));
}

async function liveRequestsOf(t: TestApp, climberId: number): Promise<number> {
  return t.database.db.$count(
    bookings,
    and(eq(bookings.climberId, climberId), inArray(bookings.status, ['requested', 'accepted'])),
  );
}

describe('who may ask for seats, and how many at once', () => {
  let t: TestApp;
  let guide: Account;

  beforeAll(async () => {
    // The request limits are tested apart, below: here a climber may ask as often as the rules allow.
    t = await createTestApp({ TRUST_PROXY: true, BOOKING_REQUESTS_PER_CLIMBER: 1000 } as Partial<Config>);
    guide = await accountIn(t, { role: 'guide', isApproved: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a climber whose email is not verified: 403 email_not_verified, no seat held, no guide mailed', async () => {
    const unverified = await accountIn(t, { role: 'climber', emailVerifiedAt: null });
    const runs = await runsOf(t, guide.user.id, 40);
    const mailsBefore = await guideMailCount(t, guide.user);

    // The report's hoarder: every run of a calendar asked for at once, by an account nobody verified.
    const started = performance.now();
    const answers = await Promise.all(runs.map((run) => prebookIn(t, run, unverified.token)));
    const elapsedMs = Math.round(performance.now() - started);
    const statuses = answers.map((answer) => answer.statusCode);
    const held = await seatsHeldOn(
      t,
      runs.map((run) => run.runId),
    );
    console.log(
      `unverified climber, ${runs.length} runs at once in ${elapsedMs} ms: ` +
        `${statuses.filter((s) => s === 201).length} created, ${held} seats held, ` +
        `${(await guideMailCount(t, guide.user)) - mailsBefore} emails to the guide`,
    );

    expect(new Set(statuses)).toEqual(new Set([403]));
    const [first] = answers;
    expect(first?.json()).toMatchObject({ code: 'email_not_verified' });
    expect(first?.json().message).toMatch(/verify your email/i);
    expect(held).toBe(0);
    expect(await guideMailCount(t, guide.user)).toBe(mailsBefore);
    expect(await liveRequestsOf(t, unverified.user.id)).toBe(0);

    // Once the address is verified, the same climber may ask.
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unverified.user.id));
    const [run] = runs;
    if (!run) throw new Error('no run');
    const afterVerifying = await prebookIn(t, run, unverified.token);
    expect(afterVerifying.statusCode, afterVerifying.body).toBe(201);
  });

  it(`holds at most ${MAX_OPEN_BOOKING_REQUESTS} requests waiting for an answer or a payment; the next is refused with 409`, async () => {
    const me = await verifiedClimber(t);
    const runs = await runsOf(t, guide.user.id, MAX_OPEN_BOOKING_REQUESTS + 3);
    const created: number[] = [];
    for (const run of runs.slice(0, MAX_OPEN_BOOKING_REQUESTS)) {
      const answer = await prebookIn(t, run, me.token);
      expect(answer.statusCode, answer.body).toBe(201);
      created.push(answer.json().booking.id);
    }
    const [, , , , , sixth, seventh, eighth] = runs;
    if (!sixth || !seventh || !eighth) throw new Error('runs missing');
    const seatsBefore = await seatsHeldOn(
      t,
      runs.map((run) => run.runId),
    );
    const mailsBefore = await guideMailCount(t, guide.user);

    const refused = await prebookIn(t, sixth, me.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('too_many_open_requests');
    expect(refused.json().message).toContain(`${MAX_OPEN_BOOKING_REQUESTS} booking requests`);
    expect(
      await seatsHeldOn(
        t,
        runs.map((run) => run.runId),
      ),
    ).toBe(seatsBefore);
    expect(await guideMailCount(t, guide.user)).toBe(mailsBefore);

    // The same request sent again (a double click) still answers its booking, limit or not.
    const [firstRun] = runs;
    if (!firstRun) throw new Error('no run');
    const again = await prebookIn(t, firstRun, me.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().booking.id).toBe(created[0]);

    // An accepted request waits for the climber's payment: it still counts.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/accept-booking/${created[0]}`,
      headers: bearer(guide.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await prebookIn(t, sixth, me.token)).statusCode).toBe(409);

    // A declined request no longer waits: a place frees up.
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/decline-booking/${created[1]}`,
      headers: bearer(guide.token),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await prebookIn(t, sixth, me.token)).statusCode).toBe(201);
    expect((await prebookIn(t, seventh, me.token)).statusCode).toBe(409);

    // So does one the climber cancels.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created[2]}/cancel`,
      headers: bearer(me.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await prebookIn(t, seventh, me.token)).statusCode).toBe(201);

    // A paid booking waits for nothing: it does not count.
    await insertBookingRow(t.database.db, { climberId: me.user.id, guideId: guide.user.id, status: 'paid' });
    expect((await prebookIn(t, eighth, me.token)).statusCode).toBe(409);
    expect(await liveRequestsOf(t, me.user.id)).toBe(MAX_OPEN_BOOKING_REQUESTS);
  });

  it('counts a request whose deadline passed as no longer waiting, even before the expiry job ran', async () => {
    const me = await verifiedClimber(t);
    for (let i = 0; i < MAX_OPEN_BOOKING_REQUESTS; i += 1) {
      await insertBookingRow(t.database.db, {
        climberId: me.user.id,
        guideId: guide.user.id,
        status: 'requested',
        expiresAt: new Date(Date.now() - 60_000),
      });
    }
    const [run] = await runsOf(t, guide.user.id, 1);
    if (!run) throw new Error('no run');
    const answer = await prebookIn(t, run, me.token);
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it(`gives a climber firing 40 requests at once exactly ${MAX_OPEN_BOOKING_REQUESTS}, whatever the concurrency`, async () => {
    const me = await verifiedClimber(t);
    const runs = await runsOf(t, guide.user.id, 40);
    const mailsBefore = await guideMailCount(t, guide.user);
    const started = performance.now();
    const answers = await Promise.all(runs.map((run) => prebookIn(t, run, me.token)));
    const elapsedMs = Math.round(performance.now() - started);
    const byStatus: Record<number, number> = {};
    for (const answer of answers) byStatus[answer.statusCode] = (byStatus[answer.statusCode] ?? 0) + 1;
    const held = await seatsHeldOn(
      t,
      runs.map((run) => run.runId),
    );
    const mails = (await guideMailCount(t, guide.user)) - mailsBefore;
    console.log(
      `verified climber, ${runs.length} runs at once in ${elapsedMs} ms: answers ${JSON.stringify(byStatus)}, ` +
        `${held} seats held, ${mails} emails to the guide`,
    );
    expect(byStatus).toEqual({ 201: MAX_OPEN_BOOKING_REQUESTS, 409: runs.length - MAX_OPEN_BOOKING_REQUESTS });
    expect(held).toBe(MAX_OPEN_BOOKING_REQUESTS);
    expect(await liveRequestsOf(t, me.user.id)).toBe(MAX_OPEN_BOOKING_REQUESTS);
    expect(mails).toBe(MAX_OPEN_BOOKING_REQUESTS);
  });
});

describe('request limits per climber and per address', () => {
  const PER_CLIMBER = 4;
  const PER_ADDRESS = 6;
  let t: TestApp;
  let guide: Account;

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: true,
      BOOKING_REQUESTS_PER_CLIMBER: PER_CLIMBER,
      BOOKING_REQUESTS_PER_IP: PER_ADDRESS,
    } as Partial<Config>);
    guide = await accountIn(t, { role: 'guide', isApproved: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a climber past BOOKING_REQUESTS_PER_CLIMBER in the window with 429 and Retry-After, from any address', async () => {
    const me = await verifiedClimber(t);
    const runs = await runsOf(t, guide.user.id, PER_CLIMBER + 1);
    // Asking, cancelling at once and asking again still costs a request each time.
    const statuses: number[] = [];
    for (const run of runs.slice(0, PER_CLIMBER)) {
      const answer = await prebookIn(t, run, me.token, `198.51.100.${statuses.length + 1}`);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 201) {
        await t.app.inject({
          method: 'POST',
          url: `/api/bookings/${answer.json().booking.id}/cancel`,
          headers: bearer(me.token),
        });
      }
    }
    const last = runs.at(-1);
    if (!last) throw new Error('no run');
    const refused = await prebookIn(t, last, me.token, '198.51.100.99');
    console.log(`per climber (limit ${PER_CLIMBER}): ${JSON.stringify([...statuses, refused.statusCode])}`);
    expect(statuses).toEqual(Array(PER_CLIMBER).fill(201));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await seatsHeldOn(t, [last.runId])).toBe(0);
    // Another climber is not held back by it.
    const other = await verifiedClimber(t);
    expect((await prebookIn(t, last, other.token, '198.51.100.98')).statusCode).toBe(201);
  });

  it('refuses an address past BOOKING_REQUESTS_PER_IP in the window, whoever signs in behind it', async () => {
    const address = '192.0.2.77';
    const runs = await runsOf(t, guide.user.id, PER_ADDRESS + 1);
    const statuses: number[] = [];
    for (const run of runs) {
      const climber = await verifiedClimber(t);
      statuses.push((await prebookIn(t, run, climber.token, address)).statusCode);
    }
    console.log(`per address (limit ${PER_ADDRESS}): ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(201), 429]);
    const last = runs.at(-1);
    if (!last) throw new Error('no run');
    expect(await seatsHeldOn(t, [last.runId])).toBe(0);
    // The climber stopped by the address may still ask from elsewhere.
    const elsewhere = await verifiedClimber(t);
    expect((await prebookIn(t, last, elsewhere.token, '192.0.2.78')).statusCode).toBe(201);
  });

  it('does not count a refusal by one limit against the other', async () => {
    // A climber stopped by their own limit does not use up the address's places for others.
    const me = await verifiedClimber(t);
    const address = '192.0.2.90';
    const runs = await runsOf(t, guide.user.id, PER_CLIMBER + 3);
    for (const run of runs.slice(0, PER_CLIMBER)) {
      expect((await prebookIn(t, run, me.token, `198.51.100.${120 + runs.indexOf(run)}`)).statusCode).toBe(201);
    }
    for (const run of runs.slice(PER_CLIMBER)) {
      expect((await prebookIn(t, run, me.token, address)).statusCode).toBe(429);
    }
    const [hits] = (
      (await t.database.db.execute(
        sql`select coalesce(sum(hits), 0)::int as hits from rate_limit_counters where key like ${`%${address}%`}`,
      )) as unknown as { rows: Array<{ hits: number }> }
    ).rows;
    expect(hits?.hits ?? 0).toBe(0);
  });
});

describe('the demo and its journeys fit the rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seedDemoData(t.database.db, {
      storage: t.app.storage,
      payments: t.app.payments,
      geocoder: t.app.geocoder,
      config: t.app.config,
    });
    expect(seeded).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds verified climbers, and leaves the demo climber room to request and pay as the journeys do', async () => {
    const unverified = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'climber'), isNull(users.emailVerifiedAt)));
    expect(unverified).toEqual([]);
    const [climber] = await t.database.db.select().from(users).where(eq(users.email, DEMO_BOOKING_CLIMBER));
    if (!climber) throw new Error('no demo climber');
    const open = await liveRequestsOf(t, climber.id);
    console.log(`demo climber: ${open} open requests of ${MAX_OPEN_BOOKING_REQUESTS}`);
    // The booking journeys (apps/web/e2e/bookings.e2e.ts) add up to two more open requests at a time.
    expect(open).toBeLessThanOrEqual(MAX_OPEN_BOOKING_REQUESTS - 2);

    // A trip of the demo guide the climber has not asked for yet takes a request, as the journeys make it.
    const listed = await t.app.inject({ method: 'GET', url: '/api/getevents?per_page=100' });
    const mine = await t.database.db.select().from(bookings).where(eq(bookings.climberId, climber.id));
    const booked = new Set(mine.map((booking) => booking.eventId));
    const trip = (listed.json().events as EventSummary[]).find(
      (event) =>
        event.event_type === 'public' &&
        !booked.has(event.id) &&
        event.next_occurrences.some((run) => !run.closed && run.capacity - run.seats_taken >= 1),
    );
    const run = trip?.next_occurrences.find(
      (candidate) => !candidate.closed && candidate.capacity > candidate.seats_taken,
    );
    if (!trip || !run) throw new Error('no open demo trip');
    const token = await freshToken(t.app, climber.id);
    const answer = await prebookIn(t, { eventId: trip.id, startsOn: run.starts_on }, token, '127.0.0.1');
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
