import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const { body } = await bootstrapFor('super_admin');
    const guides = await t.database.db.$count(users, eq(users.role, 'guide'));
    const climbers = await t.database.db.$count(users, eq(users.role, 'climber'));
    const stat = (key: string) => body.stats.find((s: { key: string }) => s.key === key)?.value;
    expect(stat('registered_guides')).toBe(guides);
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
