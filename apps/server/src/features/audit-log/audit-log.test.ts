import { localDayOf, timeZoneOfProvince } from '@cordee/shared/booking-policy';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, insertBookableEvent, insertBooking, MODAL_ANSWERS } from '../../test/booking-payments.ts';
import { insertEventWithRun } from '../../test/booking-rows.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { onboardedGuide, sandboxOf, TEST_WEBHOOK_SECRET } from '../../test/payments.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { plans } from '../plans/plans.tables.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { recordAuditEntry } from './audit-log.service.ts';
import { auditLog } from './audit-log.tables.ts';

let t: TestApp;
let superAdmin: Account;
let calls: ReturnType<typeof bookingCalls>;
let guide: { id: number; token: string };

type Account = UserRow & { token: string };

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  calls = bookingCalls(t.app);
  superAdmin = await account('super_admin');
  const onboarded = await onboardedGuide(t.app);
  guide = { id: onboarded.guide.id, token: onboarded.token };
});
afterAll(async () => {
  await t.close();
});

async function account(role: UserRow['role'], values: Partial<UserRow> = {}): Promise<Account> {
  const user = await createUser(t.database.db, { role, ...values });
  return { ...user, token: await freshToken(t.app, user.id) };
}

const CLIENT = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (audit test)' };

/** A request from a known address and browser, so the row's "from where" can be checked. */
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: CLIENT.ip,
    headers: { 'user-agent': CLIENT.userAgent, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const rowsOf = (action: string, targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

/** Exactly one row for the action on the target, by the actor, from the test's client. */
async function expectOneRow(action: string, targetId: number, actor: UserRow) {
  const rows = await rowsOf(action, targetId);
  expect(rows, action).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    actorRole: actor.role,
    ip: CLIENT.ip,
    userAgent: CLIENT.userAgent,
  });
  return row as NonNullable<typeof row>;
}

const pendingGuide = () => createUser(t.database.db, { role: 'guide', isApproved: false, passwordHash: null });

describe('each staff action leaves exactly one row', () => {
  it('guide.approved and guide.declined, by an admin holding the Guides flag', async () => {
    const reviewer = await account('admin', { permissions: ['guides'] });
    const approved = await pendingGuide();
    expect((await call('PUT', `/api/accept-guide/${approved.id}`, reviewer.token)).statusCode).toBe(200);
    const row = await expectOneRow('guide.approved', approved.id, reviewer);
    expect(row).toMatchObject({ targetType: 'user', targetLabel: approved.name, targetEmail: approved.email });

    const declined = await pendingGuide();
    expect((await call('PUT', `/api/decline-guide/${declined.id}`, reviewer.token)).statusCode).toBe(200);
    // The declined application is removed; the row keeps its name.
    expect((await expectOneRow('guide.declined', declined.id, reviewer)).targetLabel).toBe(declined.name);

    // A refused action (already approved: 409) writes nothing.
    expect((await call('PUT', `/api/accept-guide/${approved.id}`, reviewer.token)).statusCode).toBe(409);
    expect(await rowsOf('guide.approved', approved.id)).toHaveLength(1);
  });

  it('admin.created, admin.updated, admin.password_reset, admin.permissions_changed with before and after', async () => {
    const email = `audited-${Date.now()}@example.test`;
    const created = await call('POST', '/api/admins', superAdmin.token, {
      name: 'Audited Admin',
      email,
      password: 'sub-admin-secret',
      permissions: ['guides'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().admin.id;
    expect((await expectOneRow('admin.created', id, superAdmin)).details).toEqual({ permissions: ['guides'] });

    expect(
      (await call('PUT', `/api/admins/${id}`, superAdmin.token, { name: 'Renamed Admin', email })).statusCode,
    ).toBe(200);
    const updated = await expectOneRow('admin.updated', id, superAdmin);
    expect(updated.targetLabel).toBe('Audited Admin');
    expect(updated.details).toEqual({
      name: { before: 'Audited Admin', after: 'Renamed Admin' },
      email: { before: email, after: email },
    });

    const reset = await call('PUT', `/api/admins/${id}/password`, superAdmin.token, {
      password: 'another-sub-secret',
      password_confirmation: 'another-sub-secret',
    });
    expect(reset.statusCode).toBe(200);
    const resetRow = await expectOneRow('admin.password_reset', id, superAdmin);
    expect(JSON.stringify(resetRow)).not.toContain('another-sub-secret');

    const flags = await call('PUT', `/api/admins/${id}/permissions`, superAdmin.token, {
      permissions: ['statistics', 'climbers'],
    });
    expect(flags.statusCode).toBe(200);
    expect((await expectOneRow('admin.permissions_changed', id, superAdmin)).details).toEqual({
      permissions: { before: ['guides'], after: ['statistics', 'climbers'] },
    });
  });

  it('user.deleted, keeping the name the account had', async () => {
    const deleter = await account('admin', { permissions: ['climbers'] });
    const climber = await createUser(t.database.db, { role: 'climber', name: 'Zoé Tremblay' });
    expect((await call('DELETE', `/api/delete-user/${climber.id}`, deleter.token)).statusCode).toBe(200);
    const row = await expectOneRow('user.deleted', climber.id, deleter);
    expect(row).toMatchObject({
      targetLabel: 'Zoé Tremblay',
      targetEmail: climber.email,
      details: { role: 'climber' },
    });
  });

  it('event.deleted when staff delete an event; a guide deleting its own trip is not a staff action', async () => {
    const staff = await account('admin', { permissions: ['events'] });
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.id, startsIn: 30, eventName: 'Bugaboos' });
    expect((await call('DELETE', `/api/event/${trip.event.id}`, staff.token)).statusCode).toBe(200);
    const row = await expectOneRow('event.deleted', trip.event.id, staff);
    expect(row).toMatchObject({ targetType: 'event', targetLabel: 'Bugaboos', details: { guide_id: guide.id } });

    const own = await insertEventWithRun(t.database.db, { guideId: guide.id, startsIn: 30 });
    expect((await call('DELETE', `/api/event/${own.event.id}`, guide.token)).statusCode).toBe(200);
    expect(await rowsOf('event.deleted', own.event.id)).toHaveLength(0);
  });

  it('plan.created, plan.updated with what changed, plan.deleted (issue 28)', async () => {
    const staff = await account('admin', { permissions: ['plans'] });
    const plan = { plan_name: 'Crag', plan_monthly_price: 1000, plan_yearly_price: 10_000, features: ['Videos'] };
    const created = await call('POST', '/api/plan', staff.token, plan);
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().plan.id;
    expect(await expectOneRow('plan.created', id, staff)).toMatchObject({
      targetType: 'plan',
      targetLabel: 'Crag',
      details: { plan_monthly_price: 1000, plan_yearly_price: 10_000 },
    });
    const cheaper = { ...plan, plan_name: 'Crag+', plan_monthly_price: 500, plan_yearly_price: 5_000 };
    expect((await call('PUT', `/api/plan/${id}`, staff.token, cheaper)).statusCode).toBe(200);
    expect(await expectOneRow('plan.updated', id, staff)).toMatchObject({
      targetLabel: 'Crag',
      details: {
        changes: {
          plan_name: { before: 'Crag', after: 'Crag+' },
          plan_monthly_price: { before: 1000, after: 500 },
          plan_yearly_price: { before: 10_000, after: 5_000 },
        },
      },
    });
    expect((await call('DELETE', `/api/plan/${id}`, staff.token)).statusCode).toBe(200);
    expect(await expectOneRow('plan.deleted', id, staff)).toMatchObject({ targetLabel: 'Crag+' });
  });

  it('training.created, training.updated with what changed, training.deleted (videos, issue 28)', async () => {
    const staff = await account('admin', { permissions: ['trainings'] });
    const body = { training_title: 'Rope work', training_description: '<p>Coils</p>', plans: [] };
    const created = await call('POST', '/api/training', staff.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().training.id;
    expect(await expectOneRow('training.created', id, staff)).toMatchObject({
      targetType: 'training',
      targetLabel: 'Rope work',
      details: { plans: [] },
    });
    const [plan] = await t.database.db
      .insert(plans)
      .values({ planName: `Alpine ${id}`, monthlyPriceCents: 2500, yearlyPriceCents: 25_000 })
      .returning();
    const locked = { ...body, plans: [plan?.id] };
    expect((await call('PUT', `/api/training/${id}`, staff.token, locked)).statusCode).toBe(200);
    expect(await expectOneRow('training.updated', id, staff)).toMatchObject({
      details: { changes: { plans: { before: [], after: [plan?.id] } } },
    });
    expect((await call('DELETE', `/api/training/${id}`, staff.token)).statusCode).toBe(200);
    expect(await expectOneRow('training.deleted', id, staff)).toMatchObject({ targetLabel: 'Rope work' });
  });

  it('training_program.created, .updated with what changed, .deleted (issue 28)', async () => {
    const staff = await account('admin', { permissions: ['training_pages'] });
    const [plan] = await t.database.db
      .insert(plans)
      .values({ planName: `Big wall ${staff.id}`, monthlyPriceCents: 3000, yearlyPriceCents: 30_000 })
      .returning();
    const program = {
      title: 'El Cap prep',
      is_published: 1,
      plans: [plan?.id],
      sections: [{ title: '<p>Aid</p>' }],
    };
    const created = await call('POST', '/api/training-pages', staff.token, program);
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().page as { id: number; slug: string };
    expect(await expectOneRow('training_program.created', id, staff)).toMatchObject({
      targetType: 'training_program',
      targetLabel: 'El Cap prep',
      details: { slug, plans: [plan?.id], is_published: true },
    });
    // Made free and unpublished: the two changes that matter most are named.
    const freed = { ...program, plans: [], is_published: 0 };
    expect((await call('PUT', `/api/training-pages/${id}`, staff.token, freed)).statusCode).toBe(200);
    expect(await expectOneRow('training_program.updated', id, staff)).toMatchObject({
      details: {
        changes: { plans: { before: [plan?.id], after: [] }, is_published: { before: true, after: false } },
      },
    });
    expect((await call('DELETE', `/api/training-pages/${id}`, staff.token)).statusCode).toBe(200);
    expect(await expectOneRow('training_program.deleted', id, staff)).toMatchObject({
      targetLabel: 'El Cap prep',
      details: { slug },
    });
  });

  it('booking.refunded for every cancellation that gives money back, with the amount and who cancelled', async () => {
    const byGuide = await paidBooking(20);
    const cancelled = await call('POST', `/api/bookings/${byGuide.booking.id}/cancel`, guide.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const guideUser = (await rowsOfUser(guide.id))[0] as UserRow;
    const row = await expectOneRow('booking.refunded', byGuide.booking.id, guideUser);
    expect(row).toMatchObject({
      targetType: 'booking',
      targetLabel: byGuide.booking.eventName,
      details: { amount_cents: byGuide.booking.totalCents, cancelled_by: 'guide', refund_percent: 100 },
    });

    const byClimber = await paidBooking(20);
    expect(
      (await call('POST', `/api/bookings/${byClimber.booking.id}/cancel`, byClimber.climber.token)).statusCode,
    ).toBe(200);
    expect((await expectOneRow('booking.refunded', byClimber.booking.id, byClimber.climber)).details).toMatchObject({
      cancelled_by: 'climber',
      amount_cents: byClimber.booking.totalCents,
    });

    // Three days out the climber gets nothing back: no money moves, no row.
    const late = await paidBooking(3);
    expect((await call('POST', `/api/bookings/${late.booking.id}/cancel`, late.climber.token)).statusCode).toBe(200);
    expect(await rowsOf('booking.refunded', late.booking.id)).toHaveLength(0);
  });

  it('account.password_changed when a staff account changes its own password; a climber’s is not logged', async () => {
    for (const role of ['admin', 'climber'] as const) {
      const user = await account(role);
      const changed = await call('POST', '/api/update-password', user.token, {
        current_password: TEST_PASSWORD,
        new_password: 'a-brand-new-secret-9',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      if (role === 'admin') await expectOneRow('account.password_changed', user.id, user);
      else expect(await rowsOf('account.password_changed', user.id)).toHaveLength(0);
    }
  });
});

const rowsOfUser = (id: number) => t.database.db.select().from(users).where(eq(users.id, id));

function startDayIn(days: number): string {
  const today = localDayOf(new Date(), timeZoneOfProvince('British Columbia'));
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A booking of the onboarded guide's trip `days` days out, paid through the sandbox by a new climber. */
async function paidBooking(days: number) {
  const climber = await account('climber');
  const trip = await insertBookableEvent(t.database.db, { guideId: guide.id, startsOn: startDayIn(days) });
  const booking = await insertBooking(t.database.db, trip, { climberId: climber.id, groupSize: 1 });
  const sessionId = await calls.checkout(climber.token, booking.id, MODAL_ANSWERS);
  await sandboxOf(t.app).payCheckoutSession(sessionId);
  const completed = await calls.complete(climber.token, sessionId);
  if (completed.statusCode !== 200) throw new Error(`complete-booking: ${completed.statusCode} ${completed.body}`);
  return { climber, booking };
}

describe('the table itself', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the SQL level, whoever asks', async () => {
    await recordAuditEntry(
      t.database.db,
      { actor: null, ip: null, userAgent: null },
      { action: 'user.deleted', target: { type: 'user', id: 1, label: 'Kept forever' } },
    );
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetLabel, 'Kept forever'));
    if (!row) throw new Error('the row was not written');
    for (const statement of [
      sql`update audit_log set target_label = 'Rewritten' where id = ${row.id}`,
      sql`delete from audit_log where id = ${row.id}`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.database.db.execute(statement).then(
        () => undefined,
        (failure: Error & { cause?: Error }) => failure.cause ?? failure,
      );
      expect(error?.message).toMatch(/audit_log rows cannot be changed or deleted/);
    }
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after?.targetLabel).toBe('Kept forever');
  });
});

describe('GET /api/audit-log', () => {
  it('answers 401 to visitors, 403 to everyone but the super admin (an admin with every flag too)', async () => {
    expect((await call('GET', '/api/audit-log')).statusCode).toBe(401);
    const everyFlag = await account('admin', {
      permissions: ['guides', 'climbers', 'events', 'statistics', 'plans', 'subscriptions'],
    });
    for (const caller of [everyFlag, await account('climber'), await account('guide')]) {
      // Refused before the query is read: a bad query still answers 403.
      expect((await call('GET', '/api/audit-log?per_page=500', caller.token)).statusCode, caller.role).toBe(403);
    }
  });

  it('answers 422 with field messages to a bad query', async () => {
    for (const [query, field] of [
      ['action=user.hacked', 'action'],
      ['target_type=planet', 'target_type'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
    ] as const) {
      const response = await call('GET', `/api/audit-log?${query}`, superAdmin.token);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });

  it('lists newest first, filtered by action, target, inclusive UTC days and a name or email, paginated', async () => {
    const actor = { id: 990_001, name: 'Filter Person', email: 'filter.person@example.test', role: 'admin' as const };
    const at = (iso: string) => new Date(iso);
    const insert = (createdAt: Date, action: 'guide.approved' | 'event.deleted', label: string, targetEmail?: string) =>
      t.database.db.insert(auditLog).values({
        createdAt,
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        actorRole: actor.role,
        action,
        targetType: action === 'event.deleted' ? 'event' : 'user',
        targetId: 1,
        targetLabel: label,
        targetEmail,
      });
    await insert(at('2020-03-01T00:00:00Z'), 'guide.approved', 'Early Guide', 'early@example.test');
    await insert(at('2020-03-02T23:59:59Z'), 'event.deleted', 'Late Evening Trip');
    await insert(at('2020-03-03T00:00:00Z'), 'guide.approved', 'Next Day Guide', 'next@example.test');

    const list = async (query: string) => {
      const response = await call('GET', `/api/audit-log?${query}`, superAdmin.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const labels = (body: { data: Array<{ target_label: string }> }) => body.data.map((entry) => entry.target_label);

    expect(labels(await list('from=2020-03-01&to=2020-03-02'))).toEqual(['Late Evening Trip', 'Early Guide']);
    expect(labels(await list('from=2020-03-02&to=2020-03-03'))).toEqual(['Next Day Guide', 'Late Evening Trip']);
    expect(labels(await list('from=2020-03-01&to=2020-03-03&action=guide.approved'))).toEqual([
      'Next Day Guide',
      'Early Guide',
    ]);
    expect(labels(await list('to=2020-03-03&target_type=event'))).toEqual(['Late Evening Trip']);
    // Search: the target's email, the actor's name (case and punctuation ignored).
    expect(labels(await list('search=next%40example'))).toEqual(['Next Day Guide']);
    expect((await list('to=2020-12-31&search=FILTER%20person!')).total).toBe(3);

    const first = await list('to=2020-12-31&per_page=2&page=1');
    const second = await list('to=2020-12-31&per_page=2&page=2');
    expect({ total: first.total, page: first.page, per_page: first.per_page }).toEqual({
      total: 3,
      page: 1,
      per_page: 2,
    });
    expect([...labels(first), ...labels(second)]).toEqual(['Next Day Guide', 'Late Evening Trip', 'Early Guide']);

    const [entry] = first.data;
    expect(entry).toMatchObject({
      action: 'guide.approved',
      actor: { id: actor.id, name: actor.name, email: actor.email, role: 'admin' },
      target_type: 'user',
      target_id: 1,
      created_at: '2020-03-03T00:00:00.000Z',
      details: {},
    });
  });

  it('shows the rows real actions wrote, with where they came from', async () => {
    const reviewer = await account('admin', { permissions: ['guides'] });
    const applicant = await pendingGuide();
    await call('PUT', `/api/accept-guide/${applicant.id}`, reviewer.token);
    const found = (
      await call(
        'GET',
        `/api/audit-log?action=guide.approved&search=${encodeURIComponent(applicant.email)}`,
        superAdmin.token,
      )
    ).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      actor: { id: reviewer.id, name: reviewer.name, role: 'admin' },
      target_id: applicant.id,
      target_label: applicant.name,
      ip: CLIENT.ip,
      user_agent: CLIENT.userAgent,
    });
  });
});
