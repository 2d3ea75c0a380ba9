import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuideApplicationView, StaffUserList } from '@cordee/shared/staff-users.contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBookingRow, insertBookingRow } from '../../test/booking-rows.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart-file.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';

const PDF = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../uploads/fixtures/ghostscript.pdf'),
);

let t: TestApp;
let superToken: string;
let guidesAdminToken: string;
let client = 0;
const nextClient = () => `10.42.${Math.floor(++client / 250)}.${client % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = await createUser(t.database.db, { role: 'super_admin' });
  superToken = await freshToken(t.app, superAdmin.id);
  const guidesAdmin = await createUser(t.database.db, { role: 'admin', permissions: ['guides'] });
  guidesAdminToken = await freshToken(t.app, guidesAdmin.id);
}, 30_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** An application as the public form sends it, with one insurance PDF uploaded by the visitor. */
async function apply(overrides: Record<string, unknown> = {}) {
  const upload = multipartFile('/api/temp-pdf-upload', 'Insurance 2026.pdf', 'application/pdf', PDF);
  const stored = await t.app.inject({ method: 'POST', remoteAddress: nextClient(), ...upload });
  expect(stored.statusCode, stored.body).toBe(201);
  const file = stored.json();
  const email = `applicant-${client}-${Date.now()}@example.test`;
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/register-guide',
    remoteAddress: nextClient(),
    payload: {
      name: 'Summit Guides Inc.',
      email,
      phone_number: '403 555 0142',
      country: 'CA',
      is_company: true,
      customer_reviews: 'https://reviews.example.test/summit',
      guide_insurance: [{ key: file.key, url: file.url }],
      guide_awards: ['ACMG Alpine Guide'],
      guide_experience: [
        { name: 'Rock Climbing', value: 12, description: 'Bow Valley multi-pitch' },
        { name: 'Other', alias: 'Canyoning', value: 3, description: 'Slot canyons of the Rockies' },
      ],
      referees: [
        { name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' },
        { name: 'Paul Reference', email: 'paul@example.test', phone: '403 555 0101' },
      ],
      ...overrides,
    },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const [guide] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!guide) throw new Error('the application stored no guide');
  return guide;
}

describe('who may read the Guides screen', () => {
  it('answers 401 to visitors, 403 to climbers, guides and admins without the Guides flag, before validation', async () => {
    const guide = await createUser(t.database.db, { role: 'guide' });
    for (const url of ['/api/guides', `/api/guides/${guide.id}`, '/api/guides?per_page=5000', '/api/guides/abc']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const callers = [
      await createUser(t.database.db, { role: 'climber' }),
      guide,
      await createUser(t.database.db, {
        role: 'admin',
        permissions: ['climbers', 'events', 'statistics', 'plans', 'trainings', 'training_pages', 'chats_admin'],
      }),
    ];
    for (const caller of callers) {
      const token = await freshToken(t.app, caller.id);
      for (const url of ['/api/guides', `/api/guides/${guide.id}`, '/api/guides?status=nope']) {
        expect((await get(url, token)).statusCode, `${caller.role} ${url}`).toBe(403);
      }
    }
  });

  it('stops answering an admin the moment the Guides flag is switched off', async () => {
    const admin = await createUser(t.database.db, { role: 'admin', permissions: ['guides'] });
    const token = await freshToken(t.app, admin.id);
    expect((await get('/api/guides', token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ permissions: ['climbers'] })
      .where(eq(users.id, admin.id));
    expect((await get('/api/guides', token)).statusCode).toBe(403);
  });
});

describe('GET /api/guides', () => {
  it('lists pending and approved guides newest first, never climbers or deleted accounts, with search and status', async () => {
    const db = t.database.db;
    const tag = `zq${Date.now().toString(36)}`;
    const older = await createUser(db, {
      role: 'guide',
      name: `Older ${tag}`,
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const pending = await createUser(db, {
      role: 'guide',
      name: `Pending ${tag}`,
      isApproved: false,
      passwordHash: null,
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const byCompanyEmail = await createUser(db, {
      role: 'guide',
      name: 'Company Only',
      companyEmail: `bookings-${tag}@company.example.test`,
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    await createUser(db, { role: 'climber', name: `Climber ${tag}` });
    await createUser(db, { role: 'guide', name: `Deleted ${tag}`, disabledAt: new Date(), deletedAt: new Date() });

    const all = await get(`/api/guides?search=${tag.toUpperCase()}`, superToken);
    expect(all.statusCode).toBe(200);
    const list = all.json() as StaffUserList;
    expect(list.data.map((row) => row.id)).toEqual([byCompanyEmail.id, pending.id, older.id]);
    expect(list).toMatchObject({ page: 1, per_page: 20, total: 3 });
    expect(list.data[1]).toEqual({
      id: pending.id,
      name: `Pending ${tag}`,
      email: pending.email,
      phone_number: '604 555 0199',
      role: 'guide',
      profile_picture: null,
      color: 'blue',
      is_approved: false,
      email_verified: false,
      created_at: '2026-02-01T10:00:00.000Z',
    });
    expect(all.body).not.toMatch(/password|argon2/);

    const unverified = (await get(`/api/guides?search=${tag}&status=unverified`, guidesAdminToken)).json();
    expect(unverified.data.map((row: { id: number }) => row.id)).toEqual([pending.id]);
    const verified = (await get(`/api/guides?search=${tag}&status=verified&per_page=1&page=2`, superToken)).json();
    expect(verified).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(verified.data.map((row: { id: number }) => row.id)).toEqual([older.id]);
  });

  it('refuses bad queries with 422 and per-field messages', async () => {
    for (const [query, field] of [
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['status=pending', 'status'],
      [`search=${'a'.repeat(101)}`, 'search'],
      ['search=%00', 'search'],
    ] as const) {
      const response = await get(`/api/guides?${query}`, superToken);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});

describe('GET /api/guides/:id', () => {
  it('shows a pending application whole: company, reviews link, experience, referees, documents', async () => {
    const guide = await apply();
    const response = await get(`/api/guides/${guide.id}`, guidesAdminToken);
    expect(response.statusCode).toBe(200);
    const view = response.json() as GuideApplicationView;
    expect(view).toMatchObject({
      id: guide.id,
      role: 'guide',
      name: 'Summit Guides Inc.',
      is_approved: false,
      is_company: true,
      company_email: guide.email,
      country: 'CA',
      customer_reviews: 'https://reviews.example.test/summit',
      guide_awards: ['ACMG Alpine Guide'],
      guide_experience: [
        { name: 'Rock Climbing', alias: null, value: 12, description: 'Bow Valley multi-pitch' },
        { name: 'Other', alias: 'Canyoning', value: 3, description: 'Slot canyons of the Rockies' },
      ],
      referees: [
        { name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' },
        { name: 'Paul Reference', email: 'paul@example.test', phone: '403 555 0101' },
      ],
      payout_account: { connected: false, details_submitted: false, payouts_enabled: false, charges_enabled: false },
      activity: { events: 0, bookings: 0, paid_bookings: 0, paid_cents: 0 },
    });
    expect(view.documents.certificate).toEqual([]);
    expect(view.documents.license).toEqual([]);
    expect(view.documents.insurance).toEqual([{ url: guide.guideInsurance[0]?.url, name: 'Insurance 2026.pdf' }]);
    expect(response.body).not.toMatch(/password|referees_id|stripe_account/);
  });

  it('serves the documents it lists to staff who review guides and to their guide only', async () => {
    const guide = await apply();
    const url = (await get(`/api/guides/${guide.id}`, superToken)).json().documents.insurance[0].url as string;
    const owner = await freshToken(t.app, guide.id);
    const otherGuide = await freshToken(t.app, (await createUser(t.database.db, { role: 'guide' })).id);
    const climber = await freshToken(t.app, (await createUser(t.database.db, { role: 'climber' })).id);
    const climbersAdmin = await freshToken(
      t.app,
      (await createUser(t.database.db, { role: 'admin', permissions: ['climbers', 'statistics'] })).id,
    );
    for (const token of [superToken, guidesAdminToken, owner]) {
      const served = await get(url, token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^application\/pdf/);
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
    for (const token of [undefined, otherGuide, climber, climbersAdmin]) {
      expect((await get(url, token)).statusCode).toBe(404);
    }
  });

  it("adds up an approved guide's events, bookings received, paid bookings and money kept after refunds", async () => {
    const db = t.database.db;
    const guide = await createUser(db, { role: 'guide', stripeAccountId: `acct_review_${Date.now()}` });
    const paid = await insertBookingRow(db, { guideId: guide.id, status: 'paid' });
    const refunded = await insertBookingRow(db, { guideId: guide.id, status: 'paid' });
    await cancelBookingRow(db, refunded, 2_500);
    await insertBookingRow(db, { guideId: guide.id, status: 'requested' });
    await insertBookingRow(db, { status: 'paid' });

    const view = (await get(`/api/guides/${guide.id}`, superToken)).json() as GuideApplicationView;
    expect(view.activity).toEqual({
      events: 3,
      bookings: 3,
      paid_bookings: 1,
      paid_cents: paid.paidCents + refunded.paidCents - 2_500,
    });
    expect(view.payout_account.connected).toBe(true);
    expect(view.is_approved).toBe(true);
  });

  it('answers 404 for a climber, an admin, a deleted guide or an unknown id, and 422 for a bad id', async () => {
    const db = t.database.db;
    const climber = await createUser(db, { role: 'climber' });
    const admin = await createUser(db, { role: 'admin' });
    const deleted = await createUser(db, { role: 'guide', disabledAt: new Date(), deletedAt: new Date() });
    for (const id of [climber.id, admin.id, deleted.id, 2_000_000_000]) {
      const response = await get(`/api/guides/${id}`, superToken);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '%00']) {
      expect((await get(`/api/guides/${id}`, superToken)).statusCode, id).toBe(422);
    }
  });
});
