import type { Plan } from '@cordee/shared/plans.contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { subscriptions } from '../subscriptions/subscriptions.tables.ts';

let t: TestApp;
let superToken: string;
let plansAdminToken: string;
let otherAdminToken: string;
let climberToken: string;
let climberId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const superAdmin = await createUser(db, { role: 'super_admin' });
  const plansAdmin = await createUser(db, { role: 'admin', permissions: ['plans'] });
  const otherAdmin = await createUser(db, {
    role: 'admin',
    permissions: ['guides', 'climbers', 'events', 'statistics', 'trainings', 'training_pages', 'chats_admin'],
  });
  const climber = await createUser(db, { role: 'climber' });
  climberId = climber.id;
  superToken = await freshToken(t.app, superAdmin.id);
  plansAdminToken = await freshToken(t.app, plansAdmin.id);
  otherAdminToken = await freshToken(t.app, otherAdmin.id);
  climberToken = await freshToken(t.app, climber.id);
});

afterAll(async () => {
  await t.close();
});

let nameSequence = 0;
const uniqueName = (base = 'Plan') => `${base} ${++nameSequence}`;

const planBody = (overrides: Record<string, unknown> = {}) => ({
  plan_name: uniqueName(),
  plan_monthly_price: 1500,
  plan_yearly_price: 15000,
  features: ['Every video', 'Programs'],
  ...overrides,
});

function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createPlanAs(token: string, overrides: Record<string, unknown> = {}): Promise<Plan> {
  const response = await send('POST', '/api/plan', token, planBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toMatchObject({ message: 'Plan is created', code: 'plan_created' });
  return response.json().plan;
}

describe('plans CRUD', () => {
  it('creates, lists cheapest first, edits and deletes a plan', async () => {
    const dear = await createPlanAs(superToken, { plan_monthly_price: 9900, plan_yearly_price: 99000 });
    const free = await createPlanAs(superToken, { plan_monthly_price: 0, plan_yearly_price: 0, features: [] });
    expect(dear).toMatchObject({
      plan_monthly_price: 9900,
      plan_yearly_price: 99000,
      features: ['Every video', 'Programs'],
    });

    const list = await send('GET', '/api/plan', climberToken);
    expect(list.statusCode).toBe(200);
    const ids = (list.json().plans as Plan[]).map((plan) => plan.id);
    expect(ids.indexOf(free.id)).toBeLessThan(ids.indexOf(dear.id));
    const prices = (list.json().plans as Plan[]).map((plan) => plan.plan_monthly_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const edited = await send('PUT', `/api/plan/${dear.id}`, plansAdminToken, {
      plan_name: '  Summit  ',
      plan_monthly_price: 5000,
      plan_yearly_price: 50000,
      features: ['  Trimmed  '],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Plan is updated',
      code: 'plan_updated',
      plan: { plan_name: 'Summit', plan_monthly_price: 5000, features: ['Trimmed'] },
    });

    const deleted = await send('DELETE', `/api/plan/${dear.id}`, plansAdminToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Plan is deleted', code: 'plan_deleted', id: dear.id });
    const after = await send('GET', '/api/plan', climberToken);
    expect((after.json().plans as Plan[]).some((plan) => plan.id === dear.id)).toBe(false);
    expect((await send('DELETE', `/api/plan/${dear.id}`, superToken)).statusCode).toBe(404);
  });

  it('shows the plans in GET /api/user', async () => {
    const plan = await createPlanAs(superToken);
    const response = await send('GET', '/api/user', climberToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plans.some((p: Plan) => p.id === plan.id)).toBe(true);
    expect(body.subscription).toMatchObject({ is_active: false, plan_id: 'free' });
    expect(body.user.userPlan).toBe('free');
  });
});

describe('who may manage plans', () => {
  it('the super admin and admins with the plans flag; nobody else', async () => {
    expect((await send('POST', '/api/plan', otherAdminToken, planBody())).statusCode).toBe(403);
    expect((await send('POST', '/api/plan', climberToken, planBody())).statusCode).toBe(403);
    expect((await send('POST', '/api/plan', null, planBody())).statusCode).toBe(401);
    const plan = await createPlanAs(plansAdminToken);
    expect((await send('PUT', `/api/plan/${plan.id}`, otherAdminToken, planBody())).statusCode).toBe(403);
    expect((await send('DELETE', `/api/plan/${plan.id}`, climberToken)).statusCode).toBe(403);
    expect((await send('GET', '/api/plan', null)).statusCode).toBe(401);
  });

  it('refuses before reading the body', async () => {
    const response = await send('POST', '/api/plan', climberToken, { plan_name: 42 });
    expect(response.statusCode).toBe(403);
  });
});

describe('plan validation', () => {
  const errorsOf = async (payload: unknown) => {
    const response = await send('POST', '/api/plan', superToken, payload);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  it('asks for a name of at most 60 characters, unique whatever the case', async () => {
    expect((await errorsOf(planBody({ plan_name: '   ' }))).plan_name?.[0]).toBe('The plan name field is required.');
    expect((await errorsOf(planBody({ plan_name: 'x'.repeat(61) }))).plan_name?.[0]).toMatch(/60 characters/);
    await createPlanAs(superToken, { plan_name: 'Crux Club' });
    expect((await errorsOf(planBody({ plan_name: 'crux club' }))).plan_name).toEqual([
      'A plan with this name already exists.',
    ]);
    const other = await createPlanAs(superToken);
    const rename = await send('PUT', `/api/plan/${other.id}`, superToken, planBody({ plan_name: 'CRUX CLUB' }));
    expect(rename.statusCode).toBe(422);
  });

  it('takes whole dollars only, never negative, and a coherent yearly price', async () => {
    expect((await errorsOf(planBody({ plan_monthly_price: 1050 }))).plan_monthly_price).toEqual(['Whole dollars only']);
    expect((await errorsOf(planBody({ plan_yearly_price: 10.5 }))).plan_yearly_price?.[0]).toBe('Whole dollars only');
    expect((await errorsOf(planBody({ plan_monthly_price: -100 }))).plan_monthly_price).toBeDefined();
    expect((await errorsOf(planBody({ plan_monthly_price: '1000' }))).plan_monthly_price).toBeDefined();
    expect(
      (await errorsOf(planBody({ plan_monthly_price: 0, plan_yearly_price: 1000 }))).plan_yearly_price,
    ).toBeDefined();
    expect(
      (await errorsOf(planBody({ plan_monthly_price: 1000, plan_yearly_price: 0 }))).plan_yearly_price,
    ).toBeDefined();
    expect((await errorsOf(planBody({ plan_monthly_price: 1e12 }))).plan_monthly_price).toBeDefined();
  });

  it('takes a real list of at most 20 features of at most 120 characters', async () => {
    expect((await errorsOf(planBody({ features: '["a"]' }))).features).toBeDefined();
    expect(
      (await errorsOf(planBody({ features: Array.from({ length: 21 }, (_, i) => `f${i}`) }))).features,
    ).toBeDefined();
    expect(Object.keys(await errorsOf(planBody({ features: ['x'.repeat(121)] })))).toEqual(['features.0']);
    expect(Object.keys(await errorsOf(planBody({ features: ['ok', ' '] })))).toEqual(['features.1']);
  });

  it('answers 422 for hostile input, never 500', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      JSON.stringify(planBody({ plan_name: 'a\u0000b' })),
      JSON.stringify(planBody({ features: ['\ud800'] })),
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/plan',
        headers: { ...bearer(superToken), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(422);
    }
    expect((await send('PUT', '/api/plan/99999999999999', superToken, planBody())).statusCode).toBe(422);
    expect((await send('DELETE', '/api/plan/abc', superToken)).statusCode).toBe(422);
  });
});

describe('deleting a plan', () => {
  it('never deletes the free plan', async () => {
    const free = await createPlanAs(superToken, { plan_monthly_price: 0, plan_yearly_price: 0 });
    const response = await send('DELETE', `/api/plan/${free.id}`, superToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'free_plan', message: 'The free plan cannot be deleted.' });
  });

  it('refuses a plan with active subscribers, and takes one whose subscriptions have ended', async () => {
    const plan = await createPlanAs(superToken);
    const db = t.database.db;
    const future = new Date(Date.now() + 86_400_000);
    await db.insert(subscriptions).values([
      { userId: climberId, planId: plan.id, interval: 'month', status: 'active', currentPeriodEnd: future },
      { userId: climberId, planId: plan.id, interval: 'year', status: 'past_due', currentPeriodEnd: future },
    ]);
    const refused = await send('DELETE', `/api/plan/${plan.id}`, superToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'plan_has_subscribers',
      message: 'This plan has 2 active subscribers. It cannot be deleted until their subscriptions end.',
    });
    const madeFree = await send(
      'PUT',
      `/api/plan/${plan.id}`,
      superToken,
      planBody({ plan_monthly_price: 0, plan_yearly_price: 0 }),
    );
    expect(madeFree.statusCode).toBe(409);

    const ended = await createPlanAs(superToken);
    await db.insert(subscriptions).values({
      userId: climberId,
      planId: ended.id,
      interval: 'month',
      status: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 1000),
    });
    expect((await send('DELETE', `/api/plan/${ended.id}`, superToken)).statusCode).toBe(200);
  });
});
