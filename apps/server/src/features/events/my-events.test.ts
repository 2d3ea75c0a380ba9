import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessageOf } from '../../http/errors.ts';
import { insertBookingRow } from '../../test/booking-rows.ts';
import { bearer, createUser, daysFromNow, insertEventRow, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { eventOccurrences } from './events.tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(values: Parameters<typeof createUser>[1]): Promise<{ user: UserRow; token: string }> {
  const user = await createUser(t.database.db, values);
  return { user, token: await signInAs(t.app, user.email) };
}

/** An event and its single occurrence written straight to the tables (past dates included). */
async function seedEvent(guideId: number, name: string, start: number, end: number, seatsTaken = 0) {
  const row = await insertEventRow(t.database.db, {
    guideId,
    eventName: name,
    durationType: end > start ? 'multi' : 'single',
    startDate: daysFromNow(start),
    endDate: daysFromNow(end),
    address: 'Smoke Bluffs, Squamish, BC',
  });
  const [run] = await t.database.db
    .insert(eventOccurrences)
    .values({ eventId: row.id, startsOn: row.startDate, endsOn: row.endDate, capacity: 4 })
    .returning();
  if (!run) throw new Error('the run was not written');
  // Seats are taken by a booking, as in the app (the invariants after the suite check it).
  if (seatsTaken > 0)
    await insertBookingRow(t.database.db, { run: { event: row, run }, quantity: seatsTaken, status: 'paid' });
  return row;
}

/** A daily event of `days` one-day runs from today on, written straight to the tables. */
async function createEventWithDailyRuns(guideId: number, name: string, days: number): Promise<number> {
  const row = await insertEventRow(t.database.db, {
    guideId,
    eventName: name,
    repeat: true,
    repeatAt: 'daily',
    startDate: daysFromNow(0),
    endDate: daysFromNow(days - 1),
  });
  await t.database.db.insert(eventOccurrences).values(
    Array.from({ length: days }, (_, day) => ({
      eventId: row.id,
      startsOn: daysFromNow(day),
      endsOn: daysFromNow(day),
      capacity: 4,
    })),
  );
  return row.id;
}

const list = (query: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/my-events${query}`, headers: token ? bearer(token) : {} });
const names = (body: { events: { event_name: string }[] }) => body.events.map((e) => e.event_name);

describe('GET /api/my-events for a guide', () => {
  let guide: { user: UserRow; token: string };

  beforeAll(async () => {
    guide = await signedIn({ role: 'guide', isApproved: true });
    const g = guide.user.id;
    await seedEvent(g, 'Later, booked', 40, 41, 2);
    await seedEvent(g, 'Soon', 3, 3);
    await seedEvent(g, 'Running now, booked', -2, 2, 1);
    await seedEvent(g, 'Ends today', -1, 0);
    await seedEvent(g, 'Ended yesterday, booked', -3, -1, 3);
    await seedEvent(g, 'Ended long ago', -60, -58);
  });

  it('all (the default): events not yet ended, soonest start first, each in the EventSchema shape', async () => {
    const response = await list('', guide.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Running now, booked', 'Ends today', 'Soon', 'Later, booked']);
    expect(body).toMatchObject({ page: 1, per_page: 20, total: 4 });
    expect(body.events[0].guide).toEqual({ id: guide.user.id, name: guide.user.name, profile_picture: null });
    expect(body.events[0].next_occurrences).toEqual([
      expect.objectContaining({ starts_on: daysFromNow(-2), ends_on: daysFromNow(2), seats_taken: 1 }),
    ]);
    expect(body.events[0]).toMatchObject({ occurrence_count: 1, has_bookings: true });
    expect(body.events[0]).not.toHaveProperty('occurrences');
    expect(body.events[0]).not.toHaveProperty('occurrences_in_range');
    expect(names((await list('?type=all', guide.token)).json())).toEqual(names(body));
  });

  it('registered: not yet ended with at least one seat taken', async () => {
    const body = (await list('?type=registered', guide.token)).json();
    expect(names(body)).toEqual(['Running now, booked', 'Later, booked']);
    expect(body.total).toBe(2);
  });

  it('past: ended events, most recently ended first', async () => {
    const body = (await list('?type=past', guide.token)).json();
    expect(names(body)).toEqual(['Ended yesterday, booked', 'Ended long ago']);
    expect(body.total).toBe(2);
  });

  it('a from/to range: events overlapping it by start, whatever their end date (type ignored)', async () => {
    const range = `?from=${daysFromNow(-5)}&to=${daysFromNow(3)}`;
    const body = (await list(range, guide.token)).json();
    expect(names(body)).toEqual(['Ended yesterday, booked', 'Running now, booked', 'Ends today', 'Soon']);
    expect(names((await list(`${range}&type=past`, guide.token)).json())).toEqual(names(body));
    const oneDay = (await list(`?from=${daysFromNow(41)}&to=${daysFromNow(41)}`, guide.token)).json();
    expect(names(oneDay)).toEqual(['Later, booked']);
    // The Calendar draws each run in the range: every listed event carries its runs overlapping it.
    expect(oneDay.events[0].occurrences_in_range).toEqual([
      expect.objectContaining({ starts_on: daysFromNow(40), ends_on: daysFromNow(41) }),
    ]);
  });

  it('a range carries every run inside it and none outside, and spans at most 92 days (finding 11)', async () => {
    const busy = await signedIn({ role: 'guide', isApproved: true });
    const event = await createEventWithDailyRuns(busy.user.id, 'Daily ice', 366);
    const from = daysFromNow(10);
    const to = daysFromNow(51);
    const body = (await list(`?from=${from}&to=${to}`, busy.token)).json();
    expect(names(body)).toEqual(['Daily ice']);
    const runs = body.events[0].occurrences_in_range as Array<{ starts_on: string; ends_on: string }>;
    expect(runs).toHaveLength(42);
    expect(runs.every((run) => run.ends_on >= from && run.starts_on <= to)).toBe(true);
    expect(body.events[0]).toMatchObject({ id: event, occurrence_count: 366 });
    expect(body.events[0].next_occurrences).toHaveLength(5);

    const longest = await list(`?from=${daysFromNow(0)}&to=${daysFromNow(91)}`, busy.token);
    expect(longest.statusCode).toBe(200);
    const tooLong = await list(`?from=${daysFromNow(0)}&to=${daysFromNow(92)}`, busy.token);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to).toEqual(['The range (from to to) may span at most 92 days.']);
  });

  it('paginates with a stable order and the exact total, at most 100 per page', async () => {
    const first = (await list('?per_page=3&page=1', guide.token)).json();
    const second = (await list('?per_page=3&page=2', guide.token)).json();
    expect(names(first)).toEqual(['Running now, booked', 'Ends today', 'Soon']);
    expect(names(second)).toEqual(['Later, booked']);
    expect(second).toMatchObject({ page: 2, per_page: 3, total: 4 });
    expect((await list('?page=9', guide.token)).json()).toMatchObject({ events: [], total: 4 });
    const tooMany = await list('?per_page=101', guide.token);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.per_page).toEqual(['At most 100 rows per page.']);
  });

  it('B2: never shows another guide’s events, in any tab or range', async () => {
    const other = await signedIn({ role: 'guide', isApproved: true });
    await seedEvent(other.user.id, 'Other guide upcoming, booked', 3, 3, 1);
    await seedEvent(other.user.id, 'Other guide past', -3, -2);
    for (const query of ['', '?type=registered', '?type=past', `?from=${daysFromNow(-45)}&to=${daysFromNow(45)}`]) {
      const mine = (await list(query, guide.token)).json();
      expect(
        mine.events.every((e: { guide_id: number }) => e.guide_id === guide.user.id),
        query,
      ).toBe(true);
      expect(
        names(mine).some((name) => name.startsWith('Other guide')),
        query,
      ).toBe(false);
    }
    const theirs = (await list('?type=past', other.token)).json();
    expect(names(theirs)).toEqual(['Other guide past']);
  });
});

describe('GET /api/my-events: who may call it', () => {
  it('answers 401 to a visitor and 403 to a climber and to an admin without All Courses', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', 'not-a-real-token')).statusCode).toBe(401);
    const climber = await signedIn({ role: 'climber' });
    const climberAnswer = await list('', climber.token);
    expect(climberAnswer.statusCode).toBe(403);
    expect(climberAnswer.json().code).toBe('forbidden');
    const admin = await signedIn({ role: 'admin', permissions: ['guides', 'statistics'] });
    expect((await list('', admin.token)).statusCode).toBe(403);
  });

  it('gives a super admin, and an admin with the events permission, every guide’s events', async () => {
    const first = await createUser(t.database.db, { role: 'guide', isApproved: true });
    const second = await createUser(t.database.db, { role: 'guide', isApproved: true });
    const a = await seedEvent(first.id, 'All courses A', 5, 5);
    const b = await seedEvent(second.id, 'All courses B', 6, 6);
    const superAdmin = await signedIn({ role: 'super_admin' });
    const admin = await signedIn({ role: 'admin', permissions: ['events'] });
    for (const token of [superAdmin.token, admin.token]) {
      const body = (await list('?per_page=100', token)).json();
      const ids = body.events.map((e: { id: number }) => e.id);
      expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
      expect(body.total).toBeGreaterThanOrEqual(2);
    }
  });

  it('B4: an admin whose events permission is revoked is refused at the next request', async () => {
    const admin = await signedIn({ role: 'admin', permissions: ['events'] });
    expect((await list('', admin.token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ permissions: [] }).where(eq(users.id, admin.user.id));
    expect((await list('', admin.token)).statusCode).toBe(403);
  });
});

describe('GET /api/my-events: validation', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signedIn({ role: 'guide', isApproved: true })).token;
  });

  it('answers 422 with a field message for a bad type, a bad date, a reversed or half range', async () => {
    const cases: Array<[string, string, string]> = [
      ['?type=upcoming', 'type', englishMessageOf('my_events_type_unknown')],
      ['?from=2027-02-30&to=2027-03-01', 'from', 'The date must be a date (YYYY-MM-DD).'],
      ['?from=2027-03-01&to=tomorrow', 'to', 'The date must be a date (YYYY-MM-DD).'],
      ['?from=2027-03-10&to=2027-03-09', 'to', englishMessageOf('my_events_range_order')],
      ['?from=2027-03-10', 'to', englishMessageOf('my_events_range_both_ends')],
      ['?to=2027-03-10', 'from', englishMessageOf('my_events_range_both_ends')],
    ];
    for (const [query, field, message] of cases) {
      const response = await list(query, token);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors, query).toEqual({ [field]: [message] });
    }
  });

  it('names each refusal by its code, with the values its words hold', async () => {
    const response = await list('?type=upcoming', token);
    expect(response.json()).toMatchObject({
      errors: { type: ['The type must be one of: all, registered, past.'] },
      codes: { type: [{ code: 'my_events_type_unknown', params: { options: 'all, registered, past' } }] },
    });
    const reversed = await list('?from=2027-03-10&to=2027-03-09', token);
    expect(reversed.json().codes).toEqual({ to: [{ code: 'my_events_range_order' }] });
  });
});
