import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { adminUrl } from '../../test/golden-database.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { testConfig } from '../../test/test-app.ts';
import { eventOccurrences } from '../events/events.tables.ts';
import { users } from '../users/users.tables.ts';
import { bookings } from './bookings.tables.ts';

/**
 * Never more seats sold than a run has, whatever the concurrency: many climbers ask for the
 * last seats of one run at the same moment, through two server instances with their own connection
 * pools on one PostgreSQL database, as two instances behind a load balancer would. PGlite runs one
 * transaction at a time and would hide every race, so this runs on PostgreSQL only (CI sets
 * TEST_DATABASE_URL).
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('seats under concurrent requests, two instances on one PostgreSQL database', () => {
  let name: string;
  let instances: FastifyInstance[] = [];
  let guideId: number;

  beforeAll(async () => {
    if (!testDatabaseUrl) return;
    name = `cordee_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('goldenDatabase')}`);
    await admin.end();
    const handles: DatabaseHandle[] = [
      await openDatabase({ databaseUrl: adminUrl(testDatabaseUrl, name) }),
      await openDatabase({ databaseUrl: adminUrl(testDatabaseUrl, name) }),
    ];
    instances = await Promise.all(
      handles.map(async (database) => {
        // The request log of a hundred requests would drown the figures this test prints.
        const logStream = new Writable({ write: (_chunk, _encoding, done) => done() });
        // A hundred climbers ask from this one test address, one of them ten times: the request limits
        // (booking-request-limits.test.ts) would answer 429 before the seats this test is about.
        const config = testConfig({ BOOKING_REQUESTS_PER_IP: 0, BOOKING_REQUESTS_PER_CLIMBER: 1000 });
        const app = await buildApp({ config, database, logStream });
        await app.ready();
        return app;
      }),
    );
    guideId = (await createUser(db(), { role: 'guide', isApproved: true })).id;
  });

  afterAll(async () => {
    if (!testDatabaseUrl) return;
    // Each app closes its own pool.
    await Promise.all(instances.map((app) => app.close()));
    const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });

  const db = () => {
    const [first] = instances;
    if (!first) throw new Error('no instance');
    return first.db;
  };

  let climberSequence = 0;
  /** Climbers with a session each, written in one insert (no password: sessions are made directly). */
  async function climbers(count: number): Promise<string[]> {
    const rows = await db()
      .insert(users)
      .values(
        Array.from({ length: count }, () => {
          climberSequence += 1;
          return {
            role: 'climber' as const,
            email: `rush-${climberSequence}-${name}@example.test`,
            name: `Climber ${climberSequence}`,
            color: 'blue',
            emailVerifiedAt: new Date(),
          };
        }),
      )
      .returning({ id: users.id });
    return Promise.all(rows.map((row) => freshToken(instances[0] as FastifyInstance, row.id)));
  }

  const attendees = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `Climber ${i}`, email: `c${i}@example.test`, dob: '1991-03-03' }));

  /** Every request at once, alternating between the two instances. */
  async function rush(
    eventId: number,
    startsOn: string,
    requests: Array<{ token: string; seats: number }>,
  ): Promise<LightMyRequestResponse[]> {
    return Promise.all(
      requests.map(({ token, seats }, index) =>
        (instances[index % instances.length] as FastifyInstance).inject({
          method: 'POST',
          url: `/api/prebook-event/${eventId}`,
          headers: bearer(token),
          payload: { occurrence_date: startsOn, group_size: seats, attendees: attendees(seats) },
        }),
      ),
    );
  }

  async function runState(runId: number) {
    const [run] = await db().select().from(eventOccurrences).where(eq(eventOccurrences.id, runId));
    const rows = await db().select().from(bookings).where(eq(bookings.occurrenceId, runId));
    const live = rows.filter((row) => ['requested', 'accepted', 'paid'].includes(row.status));
    return {
      seatsTaken: run?.seatsTaken ?? -1,
      liveBookings: live.length,
      seatsOfLiveBookings: live.reduce((sum, row) => sum + row.quantity, 0),
    };
  }

  function answersByStatus(responses: LightMyRequestResponse[]): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const response of responses) {
      const code =
        response.statusCode >= 400 ? `${response.statusCode} ${response.json().code}` : `${response.statusCode}`;
      counts[code] = (counts[code] ?? 0) + 1;
    }
    return counts;
  }

  function report(
    label: string,
    attempts: number,
    capacity: number,
    state: Awaited<ReturnType<typeof runState>>,
    responses: LightMyRequestResponse[],
  ) {
    console.log(
      `[E1] ${label}: attempts=${attempts} bookings=${state.liveBookings} seats_taken=${state.seatsTaken} ` +
        `capacity=${capacity} answers=${JSON.stringify(answersByStatus(responses))}`,
    );
  }

  for (const capacity of [1, 4]) {
    it(`50 climbers asking for 1 seat of a run of ${capacity} at once get exactly ${capacity} bookings`, async () => {
      const { event, run } = await insertEventWithRun(db(), { guideId, startsIn: 25, capacity });
      const tokens = await climbers(50);
      const responses = await rush(
        event.id,
        run.startsOn,
        tokens.map((token) => ({ token, seats: 1 })),
      );
      const state = await runState(run.id);
      report(`capacity ${capacity}, 1 seat each`, tokens.length, capacity, state, responses);

      for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(capacity);
      const refused = responses.filter((r) => r.statusCode !== 201);
      expect(refused).toHaveLength(50 - capacity);
      for (const response of refused) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 'run_full',
          message: 'Not enough seats are left on this date.',
          request_id: expect.any(String),
        });
      }
      expect(state).toEqual({ seatsTaken: capacity, liveBookings: capacity, seatsOfLiveBookings: capacity });
    });
  }

  it('requests of 1 to 3 seats at once never sum past the capacity, and seats taken match the bookings', async () => {
    const capacity = 10;
    const { event, run } = await insertEventWithRun(db(), { guideId, startsIn: 26, capacity });
    const tokens = await climbers(50);
    // A fixed pattern of sizes, so a failure replays.
    const requests = tokens.map((token, index) => ({ token, seats: ((index * 7) % 3) + 1 }));
    const responses = await rush(event.id, run.startsOn, requests);
    const state = await runState(run.id);
    report('capacity 10, 1 to 3 seats each', requests.length, capacity, state, responses);

    for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
    const booked = requests.filter((_, index) => responses[index]?.statusCode === 201);
    const seatsBooked = booked.reduce((sum, request) => sum + request.seats, 0);
    expect(seatsBooked).toBeLessThanOrEqual(capacity);
    // Whatever was left is smaller than every refused request: nobody was refused a seat that was free.
    const leftOver = capacity - seatsBooked;
    const refused = requests.filter((_, index) => responses[index]?.statusCode !== 201);
    for (const [index, response] of responses.entries()) {
      if (response.statusCode === 201) continue;
      expect(response.statusCode, `request ${index}`).toBe(409);
      expect(response.json().code).toBe('run_full');
    }
    expect(Math.min(...refused.map((request) => request.seats))).toBeGreaterThan(leftOver);
    expect(state).toEqual({ seatsTaken: seatsBooked, liveBookings: booked.length, seatsOfLiveBookings: seatsBooked });
  });

  it('one climber submitting the same request 10 times at once through both instances gets one booking', async () => {
    const { event, run } = await insertEventWithRun(db(), { guideId, startsIn: 27, capacity: 4 });
    const [token] = await climbers(1);
    if (!token) throw new Error('no climber');
    const responses = await rush(
      event.id,
      run.startsOn,
      Array.from({ length: 10 }, () => ({ token, seats: 2 })),
    );
    const state = await runState(run.id);
    report('one climber, the same request 10 times', 10, 4, state, responses);

    for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(9);
    expect(new Set(responses.map((r) => r.json().booking.id)).size).toBe(1);
    expect(state).toEqual({ seatsTaken: 2, liveBookings: 1, seatsOfLiveBookings: 2 });
  });
});
