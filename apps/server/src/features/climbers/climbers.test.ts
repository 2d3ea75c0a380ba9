import type { ClimberView, StaffUserList } from '@cordee/shared/staff-users.contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBookingRow, insertBookingRow } from '../../test/booking-rows.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';

let t: TestApp;
let superToken: string;
let climbersAdminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await freshToken(t.app, (await createUser(t.database.db, { role: 'super_admin' })).id);
  climbersAdminToken = await freshToken(
    t.app,
    (await createUser(t.database.db, { role: 'admin', permissions: ['climbers'] })).id,
  );
}, 30_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('who may read the Climbers screen', () => {
  it('answers 401 to visitors and 403 to climbers, guides and admins without the Climbers flag, before validation', async () => {
    const climber = await createUser(t.database.db, { role: 'climber' });
    for (const url of ['/api/climbers', `/api/climbers/${climber.id}`, '/api/climbers?page=0', '/api/climbers/x']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const callers = [
      climber,
      await createUser(t.database.db, { role: 'guide' }),
      await createUser(t.database.db, {
        role: 'admin',
        permissions: ['guides', 'events', 'statistics', 'plans', 'trainings', 'training_pages', 'chats_admin'],
      }),
    ];
    for (const caller of callers) {
      const token = await freshToken(t.app, caller.id);
      for (const url of ['/api/climbers', `/api/climbers/${climber.id}`, '/api/climbers?per_page=500']) {
        expect((await get(url, token)).statusCode, `${caller.role} ${url}`).toBe(403);
      }
    }
  });
});

describe('GET /api/climbers', () => {
  it('lists climbers newest first, searchable by name or email, never guides or deleted accounts', async () => {
    const db = t.database.db;
    const tag = `cq${Date.now().toString(36)}`;
    const first = await createUser(db, {
      role: 'climber',
      name: `Ana ${tag}`,
      createdAt: new Date('2026-01-05T08:00:00Z'),
      emailVerifiedAt: new Date(),
    });
    const second = await createUser(db, {
      role: 'climber',
      name: 'Ben Quiet',
      email: `ben-${tag}@example.test`,
      createdAt: new Date('2026-01-06T08:00:00Z'),
      emailVerifiedAt: null,
    });
    await createUser(db, { role: 'guide', name: `Guide ${tag}` });
    await createUser(db, { role: 'admin', name: `Admin ${tag}` });
    await createUser(db, { role: 'climber', name: `Gone ${tag}`, disabledAt: new Date(), deletedAt: new Date() });

    const response = await get(`/api/climbers?search=${tag.toUpperCase()}!`, climbersAdminToken);
    expect(response.statusCode).toBe(200);
    const list = response.json() as StaffUserList;
    expect(list.data.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(list.total).toBe(2);
    expect(list.data[1]).toMatchObject({ role: 'climber', is_approved: true, email_verified: true });
    expect(list.data[0]).toMatchObject({ is_approved: true, email_verified: false });

    const paged = (await get(`/api/climbers?search=${tag}&per_page=1&page=2`, superToken)).json();
    expect(paged).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(paged.data.map((row: { id: number }) => row.id)).toEqual([first.id]);
  });

  it('refuses bad queries with 422 and per-field messages', async () => {
    for (const [query, field] of [
      ['per_page=101', 'per_page'],
      ['page=-3', 'page'],
      ['per_page=ten', 'per_page'],
      ['search=%00', 'search'],
    ] as const) {
      const response = await get(`/api/climbers?${query}`, superToken);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});

describe('GET /api/climbers/:id', () => {
  it('shows the profile, verification status and what the climber booked, paid and got back', async () => {
    const db = t.database.db;
    const climber = await createUser(db, {
      role: 'climber',
      bio: 'Weekend crusher',
      skills: ['Top rope', 'Lead'],
      newSkills: ['Ice'],
      emailVerifiedAt: new Date(),
    });
    const paid = await insertBookingRow(db, { climberId: climber.id, status: 'paid' });
    const cancelled = await insertBookingRow(db, { climberId: climber.id, status: 'paid' });
    await cancelBookingRow(db, cancelled, cancelled.paidCents);
    await insertBookingRow(db, { climberId: climber.id, status: 'declined' });
    await insertBookingRow(db, { status: 'paid' });

    const response = await get(`/api/climbers/${climber.id}`, climbersAdminToken);
    expect(response.statusCode).toBe(200);
    const view = response.json() as ClimberView;
    expect(view).toEqual({
      id: climber.id,
      name: climber.name,
      email: climber.email,
      phone_number: climber.phoneNumber,
      role: 'climber',
      profile_picture: null,
      color: 'blue',
      is_approved: true,
      email_verified: true,
      created_at: climber.createdAt.toISOString(),
      bio: 'Weekend crusher',
      skills: ['Top rope', 'Lead'],
      new_skills: ['Ice'],
      activity: { events: 0, bookings: 3, paid_bookings: 1, paid_cents: paid.paidCents },
    });
    expect(response.body).not.toMatch(/password|argon2/);
  });

  it('answers 404 for a guide, an admin, a deleted climber or an unknown id, and 422 for a bad id', async () => {
    const db = t.database.db;
    const deleted = await createUser(db, { role: 'climber' });
    await db.update(users).set({ disabledAt: new Date(), deletedAt: new Date() }).where(eq(users.id, deleted.id));
    for (const id of [
      (await createUser(db, { role: 'guide' })).id,
      (await createUser(db, { role: 'admin' })).id,
      deleted.id,
      2_000_000_000,
    ]) {
      const response = await get(`/api/climbers/${id}`, superToken);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    for (const id of ['abc', '0', '1e3x', '99999999999999999999', '%00']) {
      expect((await get(`/api/climbers/${id}`, superToken)).statusCode, id).toBe(422);
    }
  });
});
