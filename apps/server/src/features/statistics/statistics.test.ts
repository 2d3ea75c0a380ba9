import type { Statistics } from '@cordee/shared/statistics.contracts';
import { STATISTICS_DEFAULT_DAYS } from '@cordee/shared/statistics-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../test/booking-rows.ts';
import { bearer, createUser, daysFromNow, insertEventRow } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { events } from '../events/events.tables.ts';

let t: TestApp;
let superToken: string;
let statsAdminToken: string;
let seeded: { grossCents: number };
/** Callers refused the screen; made today, they count among the climbers and guides too. */
let refusedCallers: Array<{ id: number; role: string }>;

const at = (iso: string) => new Date(iso);

/**
 * Rows at known moments around the range 2025-03-01 .. 2025-03-05 (UTC), including ones a second
 * outside it on each side, so every figure below is exact.
 */
async function seed() {
  const db = t.database.db;
  const climber = (createdAt: string, extra: Parameters<typeof createUser>[1] = {}) =>
    createUser(db, { role: 'climber', createdAt: at(createdAt), ...extra });
  const c1 = await climber('2025-03-01T10:00:00Z');
  await climber('2025-03-03T23:59:59Z');
  await climber('2025-03-04T00:00:00Z', { disabledAt: new Date(), deletedAt: new Date() });
  await climber('2025-02-28T23:59:59Z');
  await climber('2025-03-06T00:00:00Z');

  const guide = (createdAt: string, extra: Parameters<typeof createUser>[1] = {}) =>
    createUser(db, { role: 'guide', createdAt: at(createdAt), ...extra });
  const g1 = await guide('2025-03-02T12:00:00Z');
  await guide('2025-03-02T13:00:00Z', { isApproved: false, passwordHash: null });
  await guide('2024-12-01T00:00:00Z');
  await guide('2025-03-02T14:00:00Z', { disabledAt: new Date(), deletedAt: new Date() });

  const booking = async (
    status: 'paid' | 'requested',
    values: { createdAt: string; paidAt?: string; address: string; refundedCents?: number },
  ) => {
    const row = await insertBookingRow(db, { guideId: g1.id, climberId: c1.id, status });
    const [updated] = await db
      .update(bookings)
      .set({
        createdAt: at(values.createdAt),
        paidAt: values.paidAt ? at(values.paidAt) : null,
        address: values.address,
        refundedCents: values.refundedCents ?? 0,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    if (!updated) throw new Error('the booking was not updated');
    return updated;
  };
  const b1 = await booking('paid', {
    createdAt: '2025-03-01T09:00:00Z',
    paidAt: '2025-03-02T10:00:00Z',
    address: 'Squamish, BC',
  });
  const b2 = await booking('paid', {
    createdAt: '2025-02-27T09:00:00Z',
    paidAt: '2025-03-01T00:00:00Z',
    address: 'Skaha, BC',
    refundedCents: 1_000,
  });
  await booking('requested', { createdAt: '2025-03-05T23:00:00Z', address: 'Canmore, AB' });
  await booking('requested', { createdAt: '2025-03-04T12:00:00Z', address: 'Squamish, BC' });
  await booking('paid', {
    createdAt: '2025-03-06T00:00:00Z',
    paidAt: '2025-03-06T01:00:00Z',
    address: 'Squamish, BC',
  });

  // The bookings' own events were made today; the Guides tab counts these instead.
  await db.update(events).set({ createdAt: at('2020-01-01T00:00:00Z') });
  const event = (createdAt: string, address: string) =>
    insertEventRow(db, {
      guideId: g1.id,
      eventName: `Trip at ${address}`,
      startDate: daysFromNow(30),
      endDate: daysFromNow(30),
      address,
      createdAt: at(createdAt),
    });
  await event('2025-03-03T08:00:00Z', 'Bugaboos, BC');
  await event('2025-03-03T09:00:00Z', 'Bugaboos, BC');
  await event('2025-03-05T23:59:59Z', 'Lake Louise, AB');
  await event('2025-03-06T00:00:00Z', 'Lake Louise, AB');
  return { grossCents: b1.paidCents + b2.paidCents - 1_000 };
}

beforeAll(async () => {
  t = await createTestApp();
  superToken = await freshToken(t.app, (await createUser(t.database.db, { role: 'super_admin' })).id);
  statsAdminToken = await freshToken(
    t.app,
    (await createUser(t.database.db, { role: 'admin', permissions: ['statistics'] })).id,
  );
  refusedCallers = [
    await createUser(t.database.db, { role: 'climber' }),
    await createUser(t.database.db, { role: 'guide' }),
    await createUser(t.database.db, {
      role: 'admin',
      permissions: ['guides', 'climbers', 'events', 'plans', 'trainings', 'training_pages', 'chats_admin'],
    }),
  ];
  seeded = await seed();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const RANGE = 'from=2025-03-01&to=2025-03-05';
const days = (counts: number[]) => counts.map((count, index) => ({ day: `2025-03-0${index + 1}`, count }));

describe('who may read statistics', () => {
  it('answers 401 to visitors and 403 to climbers, guides and admins without the Statistics flag, before validation', async () => {
    for (const url of ['/api/statistics', '/api/statistics?from=nope']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    for (const caller of refusedCallers) {
      const token = await freshToken(t.app, caller.id);
      for (const url of ['/api/statistics', '/api/statistics?from=nope&state=x']) {
        expect((await get(url, token)).statusCode, `${caller.role} ${url}`).toBe(403);
      }
    }
  });
});

describe('GET /api/statistics', () => {
  it('gives the Climbers tab: people, bookings made and paid in the range, money after refunds, per day, by address', async () => {
    const response = await get(`/api/statistics?${RANGE}`, statsAdminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      state: 'climbers',
      from: '2025-03-01',
      to: '2025-03-05',
      cards: [
        // Four seeded before, on or after the range (one deleted is left out), and the refused climber.
        { key: 'total_climbers', value: 5, kind: 'count' },
        { key: 'new_signups', value: 2, kind: 'count' },
        { key: 'bookings', value: 3, kind: 'count' },
        { key: 'paid_bookings', value: 2, kind: 'count' },
        { key: 'gross_cents', value: seeded.grossCents, kind: 'money' },
      ],
      signups: days([1, 0, 1, 0, 0]),
      bookings: days([1, 0, 0, 1, 1]),
      locations: [
        { address: 'Squamish, BC', count: 2 },
        { address: 'Canmore, AB', count: 1 },
      ],
    } satisfies Statistics);
  });

  it('gives the Guides tab: approved and pending guides, applications, events and bookings, events by address', async () => {
    const response = await get(`/api/statistics?state=guides&${RANGE}`, superToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      state: 'guides',
      from: '2025-03-01',
      to: '2025-03-05',
      cards: [
        // Two seeded (a pending and a deleted one are left out), and the refused guide.
        { key: 'total_guides', value: 3, kind: 'count' },
        { key: 'pending_guides', value: 1, kind: 'count' },
        { key: 'new_signups', value: 2, kind: 'count' },
        { key: 'events', value: 3, kind: 'count' },
        { key: 'bookings', value: 3, kind: 'count' },
      ],
      signups: days([0, 2, 0, 0, 0]),
      bookings: days([1, 0, 0, 1, 1]),
      locations: [
        { address: 'Bugaboos, BC', count: 2 },
        { address: 'Lake Louise, AB', count: 1 },
      ],
    } satisfies Statistics);
  });

  it('shows the last 30 UTC days ending today when no range is given, every day listed', async () => {
    const response = await get('/api/statistics', superToken);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Statistics;
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(body.from).toBe(daysFromNow(-(STATISTICS_DEFAULT_DAYS - 1)));
    expect(body.signups).toHaveLength(STATISTICS_DEFAULT_DAYS);
    expect(body.bookings.map((entry) => entry.day)).toEqual(
      Array.from({ length: STATISTICS_DEFAULT_DAYS }, (_, index) => daysFromNow(index - STATISTICS_DEFAULT_DAYS + 1)),
    );
    // Only the refused climber signed up in it; the seeded rows of 2025 are outside.
    expect(body.cards.find((c) => c.key === 'new_signups')?.value).toBe(1);
    expect(body.signups.at(-1)).toEqual({ day: today, count: 1 });
  });

  it('accepts a range of a year and a day, and lists at most ten locations', async () => {
    const db = t.database.db;
    // Deleted, so the people counts of the other cases stay as they are; its events still count.
    const guide = await createUser(db, { role: 'guide', disabledAt: new Date(), deletedAt: new Date() });
    for (let index = 0; index < 12; index += 1) {
      await insertEventRow(db, {
        guideId: guide.id,
        eventName: `Crag ${index}`,
        startDate: daysFromNow(30),
        endDate: daysFromNow(30),
        address: `Crag ${String(index).padStart(2, '0')}, BC`,
        createdAt: at('2024-06-15T12:00:00Z'),
      });
    }
    const response = await get('/api/statistics?state=guides&from=2024-01-01&to=2024-12-31', superToken);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Statistics;
    expect(body.signups).toHaveLength(366);
    expect(body.signups.map((entry) => entry.day)).toEqual(
      expect.arrayContaining(['2024-01-01', '2024-02-29', '2024-12-31']),
    );
    expect(body.signups.at(-1)?.day).toBe('2024-12-31');
    expect(body.cards.find((c) => c.key === 'events')?.value).toBe(12);
    expect(body.locations).toHaveLength(10);
    expect(body.locations[0]).toEqual({ address: 'Crag 00, BC', count: 1 });
  });

  it('refuses bad ranges with 422 and per-field messages', async () => {
    for (const [query, field] of [
      ['from=2025-03-05&to=2025-03-01', 'to'],
      ['from=2024-01-01&to=2025-01-01', 'to'],
      ['from=2025-03-01', 'to'],
      ['to=2025-03-01', 'from'],
      ['from=yesterday&to=2025-03-01', 'from'],
      ['from=2025-02-30&to=2025-03-01', 'from'],
      ['from=2025-03-01%00&to=2025-03-02', 'from'],
      ['state=everyone', 'state'],
    ] as const) {
      const response = await get(`/api/statistics?${query}`, superToken);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});
