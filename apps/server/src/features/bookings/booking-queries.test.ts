import type { Booking, BookingList } from '@cordee/shared/bookings.contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow, insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { UserRow } from '../users/users.tables.ts';
import type { BookingRow } from './bookings.tables.ts';

let t: TestApp;
type Account = { user: UserRow; token: string };

async function account(values: Parameters<typeof createUser>[1]): Promise<Account> {
  const user = await createUser(t.database.db, values);
  return { user, token: await signInAs(t.app, user.email) };
}

let guide: Account;
let otherGuide: Account;
let me: Account;
let otherClimber: Account;
let superAdmin: Account;
let eventsAdmin: Account;
let guidesAdmin: Account;
let pendingGuide: Account;
/** The guide's bookings, by name. */
const mine: Record<string, BookingRow> = {};
let otherGuidesBooking: BookingRow;
let myEventId: number;
let otherGuidesEventId: number;

beforeAll(async () => {
  t = await createTestApp();
  guide = await account({ role: 'guide', isApproved: true });
  otherGuide = await account({ role: 'guide', isApproved: true });
  me = await account({ role: 'climber', name: 'Chloe Wong' });
  otherClimber = await account({ role: 'climber' });
  superAdmin = await account({ role: 'super_admin' });
  eventsAdmin = await account({ role: 'admin', permissions: ['events'] });
  guidesAdmin = await account({ role: 'admin', permissions: ['guides', 'climbers', 'statistics'] });
  // An applicant holding a session anyway (as a skipped review would give it): no guide yet.
  const applicant = await createUser(t.database.db, { role: 'guide', isApproved: false });
  pendingGuide = { user: applicant, token: await freshToken(t.app, applicant.id) };

  const db = t.database.db;
  const run = (startsIn: number, days = 1) => insertEventWithRun(db, { guideId: guide.user.id, startsIn, days });
  const soon = await run(5);
  myEventId = soon.event.id;
  mine.soonRequested = await insertBookingRow(db, { run: soon, climberId: me.user.id, status: 'requested' });
  mine.laterAccepted = await insertBookingRow(db, { run: await run(20), climberId: me.user.id, status: 'accepted' });
  mine.runningPaid = await insertBookingRow(db, { run: await run(-2, 5), climberId: me.user.id, status: 'paid' });
  mine.laterDeclined = await insertBookingRow(db, { run: await run(30), climberId: me.user.id, status: 'declined' });
  mine.endedPaid = await insertBookingRow(db, { run: await run(-20, 2), climberId: me.user.id, status: 'paid' });
  mine.longAgoExpired = await insertBookingRow(db, { run: await run(-60), climberId: me.user.id, status: 'expired' });
  // Someone else's booking on the guide's event, and a booking of mine with another guide.
  mine.othersOnSoon = await insertBookingRow(db, { run: soon, climberId: otherClimber.user.id, status: 'requested' });
  const elsewhere = await insertEventWithRun(db, { guideId: otherGuide.user.id, startsIn: 10 });
  otherGuidesEventId = elsewhere.event.id;
  otherGuidesBooking = await insertBookingRow(db, { run: elsewhere, climberId: me.user.id, status: 'requested' });
});
afterAll(async () => {
  await t.close();
});

async function list(token: string | undefined, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings${query}`,
    headers: token ? bearer(token) : {},
  });
  return response;
}
async function ids(token: string, query = ''): Promise<number[]> {
  const response = await list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as BookingList).bookings.map((booking) => booking.id);
}
const idsOf = (...names: string[]) => names.map((name) => mine[name]?.id);

describe('GET /api/bookings', () => {
  it('gives a climber its own bookings: all runs not yet ended, soonest first, whatever the guide', async () => {
    expect(await ids(me.token)).toEqual([
      mine.runningPaid?.id,
      mine.soonRequested?.id,
      otherGuidesBooking.id,
      mine.laterAccepted?.id,
      mine.laterDeclined?.id,
    ]);
  });

  it('registered: runs not yet ended whose booking holds seats (pending, waiting payment, booked)', async () => {
    expect(await ids(me.token, '?type=registered')).toEqual([
      mine.runningPaid?.id,
      mine.soonRequested?.id,
      otherGuidesBooking.id,
      mine.laterAccepted?.id,
    ]);
  });

  it('past: runs ended, the most recent first', async () => {
    expect(await ids(me.token, '?type=past')).toEqual(idsOf('endedPaid', 'longAgoExpired'));
  });

  it("gives a guide the bookings on its events only, every climber's", async () => {
    expect(await ids(guide.token, '?type=registered')).toEqual(
      idsOf('runningPaid', 'soonRequested', 'othersOnSoon', 'laterAccepted'),
    );
    expect(await ids(otherGuide.token)).toEqual([otherGuidesBooking.id]);
  });

  it('narrows to one event; another guide’s event gives an empty list, as an event without bookings would', async () => {
    expect(await ids(guide.token, `?event_id=${myEventId}`)).toEqual(idsOf('soonRequested', 'othersOnSoon'));
    const foreign = await list(guide.token, `?event_id=${otherGuidesEventId}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ bookings: [], page: 1, per_page: 20, total: 0 });
    // A climber narrowing to an event sees only its own bookings there.
    expect(await ids(otherClimber.token, `?event_id=${myEventId}`)).toEqual(idsOf('othersOnSoon'));
  });

  it('gives the super admin and an admin holding the All Courses flag every booking', async () => {
    for (const staff of [superAdmin, eventsAdmin]) {
      const all = await ids(staff.token, '?per_page=100');
      expect(all).toEqual(expect.arrayContaining([...idsOf('soonRequested', 'othersOnSoon'), otherGuidesBooking.id]));
      expect(all).not.toContain(mine.endedPaid?.id);
    }
  });

  it('refuses an admin without the All Courses flag and a guide not yet approved (403), and visitors (401)', async () => {
    expect((await list(guidesAdmin.token)).statusCode).toBe(403);
    expect((await list(pendingGuide.token)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('pages with a total and at most 100 a page', async () => {
    const first = (await list(me.token, '?per_page=2&page=1')).json() as BookingList;
    const second = (await list(me.token, '?per_page=2&page=2')).json() as BookingList;
    const third = (await list(me.token, '?per_page=2&page=3')).json() as BookingList;
    expect(first.total).toBe(5);
    expect([...first.bookings, ...second.bookings, ...third.bookings].map((b) => b.id)).toEqual(await ids(me.token));
    expect(third.bookings).toHaveLength(1);
    for (const query of [
      '?per_page=101',
      '?page=0',
      '?type=upcoming',
      '?event_id=0',
      '?event_id=2147483648',
      '?event_id=%00',
    ]) {
      const response = await list(me.token, query);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('presents each booking with its climber and guide', async () => {
    const { bookings } = (await list(guide.token, `?event_id=${myEventId}`)).json() as BookingList;
    const first = bookings[0] as Booking;
    expect(first.climber).toEqual({ id: me.user.id, name: 'Chloe Wong', profile_picture: null, color: 'blue' });
    expect(first.guide?.id).toBe(guide.user.id);
    expect(first.attendees[0]).toMatchObject({ id: 1, name: 'Attendee 1' });
    expect(JSON.stringify(bookings)).not.toMatch(/password|email_verified|@example\.test"\s*,\s*"role/);
  });
});

describe('GET /api/bookings/{id}', () => {
  const one = (id: number | string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: token ? bearer(token) : {} });

  it('shows a booking to its climber, the guide of its event and staff', async () => {
    const id = mine.soonRequested?.id ?? 0;
    for (const caller of [me, guide, superAdmin, eventsAdmin]) {
      const response = await one(id, caller.token);
      expect(response.statusCode, caller.user.role).toBe(200);
      expect(response.json().booking).toMatchObject({ id, status: 'requested', event_id: myEventId });
    }
  });

  it('answers 404 to anyone else, as for a booking that does not exist', async () => {
    const id = mine.soonRequested?.id ?? 0;
    for (const caller of [otherClimber, otherGuide]) {
      const response = await one(id, caller.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'not_found',
        message: 'This booking cannot be found.',
        params: { context: 'booking' },
        request_id: expect.any(String),
      });
    }
    expect((await one(2_147_483_000, me.token)).json()).toEqual({
      code: 'not_found',
      message: 'This booking cannot be found.',
      params: { context: 'booking' },
      request_id: expect.any(String),
    });
    expect((await one(id, guidesAdmin.token)).statusCode).toBe(403);
    expect((await one(id)).statusCode).toBe(401);
    for (const bad of ['0', '2147483648', 'abc', '1.5']) expect((await one(bad, me.token)).statusCode, bad).toBe(422);
  });
});

describe("each booking's actions (decision 0048)", () => {
  async function actionsFor(token: string, booking: BookingRow | undefined) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking?.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { booking: Booking }).booking.actions;
  }

  it("opens to each reader the lifecycle's transitions for them now", async () => {
    expect(await actionsFor(me.token, mine.soonRequested)).toEqual(['cancel_by_climber']);
    expect(await actionsFor(me.token, mine.laterAccepted)).toEqual(['pay', 'cancel_by_climber']);
    // Started where it runs: a climber's cancellation would refund nothing, and is no longer offered.
    expect(await actionsFor(me.token, mine.runningPaid)).toEqual([]);
    expect(await actionsFor(me.token, mine.laterDeclined)).toEqual([]);
    expect(await actionsFor(guide.token, mine.soonRequested)).toEqual(['accept', 'decline']);
    expect(await actionsFor(guide.token, mine.laterAccepted)).toEqual(['cancel_by_guide']);
    expect(await actionsFor(guide.token, mine.runningPaid)).toEqual(['cancel_by_guide']);
    expect(await actionsFor(guide.token, mine.laterDeclined)).toEqual([]);
    // Staff cancel for the guide; only the guide answers a request.
    expect(await actionsFor(superAdmin.token, mine.soonRequested)).toEqual([]);
    expect(await actionsFor(eventsAdmin.token, mine.laterAccepted)).toEqual(['cancel_by_guide']);
  });

  it('carries them in the lists, for the one who lists', async () => {
    const actionsIn = async (token: string) => {
      const response = await list(token, `?event_id=${myEventId}`);
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries((response.json() as BookingList).bookings.map((b) => [b.id, b.actions]));
    };
    expect((await actionsIn(guide.token))[mine.soonRequested?.id ?? 0]).toEqual(['accept', 'decline']);
    expect((await actionsIn(me.token))[mine.soonRequested?.id ?? 0]).toEqual(['cancel_by_climber']);
  });
});
