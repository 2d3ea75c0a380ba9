import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBookingRow, insertBookingRow, insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BOOTSTRAP_KEYS = [
  'user',
  'notifications',
  'guides',
  'climbers',
  'events',
  'bookings',
  'admins',
  'payouts',
  'balance',
  'account',
  'messages',
  'dairies',
  'plans',
  'trainings',
  'subscription',
  'stats',
  'realtime_cursor',
].sort();

async function bootstrapFor(role: 'super_admin' | 'admin' | 'guide' | 'climber', permissions: string[] = []) {
  const user = await createUser(t.database.db, { role, permissions });
  const token = await signInAs(t.app, user.email);
  const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return { user, body: response.json(), raw: response.body };
}

describe('GET /api/user', () => {
  it('gives a climber every key, its stat cards and no other user data', async () => {
    await createUser(t.database.db, { role: 'guide', email: 'someguide@example.test', phoneNumber: '250 555 0000' });
    const { body, raw } = await bootstrapFor('climber');
    expect(Object.keys(body).sort()).toEqual(BOOTSTRAP_KEYS);
    expect(body.user).toMatchObject({ role: 'climber', climber: true, super_admin: false, permissions: [] });
    expect(body.guides).toEqual([]);
    expect(body.climbers).toEqual([]);
    expect(body.admins).toEqual([]);
    expect(body.stats.map((s: { key: string }) => s.key)).toEqual([
      'all_bookings',
      'pending_approval',
      'awaiting_payment',
      'amount_spent',
    ]);
    expect(raw).not.toMatch(/password|argon2|token_hash|someguide@example\.test|250 555 0000/);
  });

  it('carries the newest conversations under messages, with their unread counts', async () => {
    const climber = await createUser(t.database.db, { role: 'climber', name: 'Mira Climber' });
    const staff = await createUser(t.database.db, { role: 'super_admin', name: 'Sam Staff' });
    const staffToken = await signInAs(t.app, staff.email);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-chat',
      headers: bearer(staffToken),
      payload: { message: 'Welcome to Cordée!', recipient_id: climber.id },
    });
    expect(sent.statusCode).toBe(200);
    const climberToken = await signInAs(t.app, climber.email);
    const body = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(climberToken) })).json();
    expect(body.messages).toEqual([
      expect.objectContaining({
        sender: expect.objectContaining({ id: staff.id, name: 'Sam Staff' }),
        message: expect.objectContaining({ preview: 'Welcome to Cordée!' }),
        unread: 1,
      }),
    ]);
  });

  it('gives a guide its own stat cards', async () => {
    const { body } = await bootstrapFor('guide');
    expect(body.stats.map((s: { key: string }) => s.key)).toEqual([
      'total_transactions',
      'payouts',
      'total_events',
      'current_bookings',
    ]);
  });

  it('gives the super admin real counts and bounded lists of guides, climbers and admins', async () => {
    for (let i = 0; i < 25; i += 1) await createUser(t.database.db, { role: 'climber' });
    await createUser(t.database.db, { role: 'guide', isApproved: true });
    // An applicant waiting for the super admin's approval is not a registered guide yet.
    await createUser(t.database.db, { role: 'guide', isApproved: false });
    const { body } = await bootstrapFor('super_admin');
    const guides = await t.database.db.$count(users, eq(users.role, 'guide'));
    const approvedGuides = await t.database.db.$count(users, and(eq(users.role, 'guide'), eq(users.isApproved, true)));
    const climbers = await t.database.db.$count(users, eq(users.role, 'climber'));
    const stat = (key: string) => body.stats.find((s: { key: string }) => s.key === key)?.value;
    expect(approvedGuides).toBeLessThan(guides);
    expect(stat('registered_guides')).toBe(approvedGuides);
    expect(stat('total_climbers')).toBe(climbers);
    expect(climbers).toBeGreaterThan(20);
    expect(body.climbers).toHaveLength(20);
    expect(body.guides.length).toBe(Math.min(guides, 20));
    expect(body.climbers[0]).not.toHaveProperty('phone_number');
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/);
  });

  it('shows an admin only the lists its permission flags allow, and reads flags live (B4)', async () => {
    const { user, body } = await bootstrapFor('admin', ['guides']);
    expect(body.user.permissions.find((p: { id: string }) => p.id === 'guides').status).toBe(true);
    expect(body.admins).toEqual([]);
    expect(body.climbers).toEqual([]);
    expect(body.guides.length).toBeGreaterThan(0);

    await t.database.db.update(users).set({ permissions: [] }).where(eq(users.id, user.id));
    const token = await signInAs(t.app, user.email);
    const after = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
    expect(after.guides).toEqual([]);
  });
});

describe('GET /api/user: bookings and their stat cards', () => {
  const stat = (body: { stats: Array<{ key: string; value: number }> }, key: string) =>
    body.stats.find((card) => card.key === key)?.value;
  const get = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();

  it("counts a climber's bookings and what it spent (paid less refunded), and lists the newest", async () => {
    const climber = await createUser(t.database.db, { role: 'climber' });
    const token = await signInAs(t.app, climber.email);
    const empty = await get(token);
    expect(empty.bookings).toEqual([]);
    expect(empty.stats).toEqual([
      { key: 'all_bookings', value: 0, kind: 'count' },
      { key: 'pending_approval', value: 0, kind: 'count' },
      { key: 'awaiting_payment', value: 0, kind: 'count' },
      { key: 'amount_spent', value: 0, kind: 'money' },
    ]);

    const made = [];
    for (const status of ['requested', 'requested', 'accepted', 'paid', 'paid', 'declined', 'expired'] as const) {
      made.push(await insertBookingRow(t.database.db, { climberId: climber.id, status }));
    }
    // One paid booking was cancelled with half refunded; another climber's booking counts for nobody here.
    const fifth = made[4];
    if (!fifth) throw new Error('the fifth booking was not made');
    const halfRefunded = await cancelBookingRow(t.database.db, fifth, 5_000);
    await insertBookingRow(t.database.db, { status: 'paid' });

    const body = await get(token);
    expect(stat(body, 'all_bookings')).toBe(7);
    expect(stat(body, 'pending_approval')).toBe(2);
    expect(stat(body, 'awaiting_payment')).toBe(1);
    const paid = (made[3]?.paidCents ?? 0) + (halfRefunded?.paidCents ?? 0) - 5_000;
    expect(paid).toBeGreaterThan(0);
    expect(stat(body, 'amount_spent')).toBe(paid);
    expect(body.bookings.map((b: { id: number }) => b.id)).toEqual(made.map((row) => row.id).reverse());
    expect(body.bookings[0]).toMatchObject({ status: 'expired', climber: { id: climber.id } });
  });

  it("keeps a climber's list to one page", async () => {
    const climber = await createUser(t.database.db, { role: 'climber' });
    for (let i = 0; i < 23; i += 1)
      await insertBookingRow(t.database.db, { climberId: climber.id, status: 'declined' });
    const body = await get(await signInAs(t.app, climber.email));
    expect(body.bookings).toHaveLength(20);
    expect(stat(body, 'all_bookings')).toBe(23);
  });

  it("counts a guide's current bookings: holding seats on its runs not yet ended", async () => {
    const guide = await createUser(t.database.db, { role: 'guide', isApproved: true });
    const other = await createUser(t.database.db, { role: 'guide', isApproved: true });
    const soon = await insertEventWithRun(t.database.db, { guideId: guide.id, startsIn: 5 });
    const running = await insertEventWithRun(t.database.db, { guideId: guide.id, startsIn: -1, days: 4 });
    const ended = await insertEventWithRun(t.database.db, { guideId: guide.id, startsIn: -9, days: 2 });
    await insertBookingRow(t.database.db, { run: soon, status: 'requested' });
    await insertBookingRow(t.database.db, { run: soon, status: 'accepted' });
    await insertBookingRow(t.database.db, { run: running, status: 'paid' });
    await insertBookingRow(t.database.db, { run: soon, status: 'declined' });
    await insertBookingRow(t.database.db, { run: soon, status: 'cancelled' });
    await insertBookingRow(t.database.db, { run: ended, status: 'paid' });
    await insertBookingRow(t.database.db, { guideId: other.id, status: 'paid' });

    const body = await get(await signInAs(t.app, guide.email));
    expect(stat(body, 'current_bookings')).toBe(3);
    expect(body.bookings).toHaveLength(6);
    expect(body.bookings.every((b: { guide: { id: number } }) => b.guide.id === guide.id)).toBe(true);
  });

  it('counts every current booking for the super admin', async () => {
    const admin = await createUser(t.database.db, { role: 'super_admin' });
    const token = await signInAs(t.app, admin.email);
    const before = stat(await get(token), 'current_bookings') ?? 0;
    await insertBookingRow(t.database.db, { status: 'requested' });
    await insertBookingRow(t.database.db, { status: 'expired' });
    const after = await get(token);
    expect(stat(after, 'current_bookings')).toBe(before + 1);
    expect(after.bookings.length).toBeGreaterThan(0);
    expect(after.bookings.length).toBeLessThanOrEqual(20);
  });
});
