import type { SubscriptionSummary } from '@cordee/shared/subscriptions.contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEvents, sandboxSubscriptions } from '../../integrations/payments/sandbox/sandbox.tables.ts';
import { WEBHOOK_PATH } from '../../integrations/payments/webhook-signature.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { deliverWebhooks, onboardedGuide, openCheckout, paidCheckout, sandboxOf } from '../../test/payments.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { plans } from '../plans/plans.tables.ts';
import { processedWebhookEvents } from '../webhooks/webhooks.tables.ts';
import { activePlanOf } from './content-viewer.ts';
import { subscriptions } from './subscriptions.tables.ts';

let t: TestApp;
let freePlanId: number;
let cragId: number;
let alpineId: number;
let guideAccountId: string;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(plans)
    .values([
      { planName: 'Free', monthlyPriceCents: 0, yearlyPriceCents: 0, features: [] },
      { planName: 'Crag', monthlyPriceCents: 1000, yearlyPriceCents: 10000, features: ['Crag videos'] },
      { planName: 'Alpine', monthlyPriceCents: 2500, yearlyPriceCents: 25000, features: ['Everything'] },
    ])
    .returning();
  [freePlanId, cragId, alpineId] = rows.map((row) => row.id) as [number, number, number];
  guideAccountId = (await onboardedGuide(t.app)).accountId;
});

afterAll(async () => {
  await t.close();
});

async function newClimber() {
  const user = await createUser(t.database.db, { role: 'climber' });
  return { user, token: await freshToken(t.app, user.id) };
}

function post(url: string, token: string | null, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function checkout(token: string, planId: number, interval: 'month' | 'year') {
  const response = await post(`/api/subscribe/${planId}`, token, { interval });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().url as string);
  const sessionId = url.pathname.split('/').pop() ?? '';
  return { url: url.toString(), sessionId };
}

/** Subscribe, pay on the sandbox's hosted page, and let the webhooks arrive. */
async function subscribed(token: string, planId: number, interval: 'month' | 'year' = 'month') {
  const { sessionId } = await checkout(token, planId, interval);
  await sandboxOf(t.app).payCheckoutSession(sessionId);
  await deliverWebhooks(t.app);
  return sessionId;
}

async function summaryOf(token: string): Promise<SubscriptionSummary> {
  const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().subscription;
}

const rowsOf = (userId: number) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);

describe('subscribing', () => {
  it('checkout → sandbox pay → webhook → an active subscription, shown in GET /api/user', async () => {
    const { user, token } = await newClimber();
    expect(await activePlanOf(t.database.db, user.id)).toBeNull();
    const { sessionId } = await checkout(token, cragId, 'year');
    await sandboxOf(t.app).payCheckoutSession(sessionId);
    // Paid, but nothing changes here until the provider says so.
    expect(await rowsOf(user.id)).toEqual([]);
    await deliverWebhooks(t.app);

    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ planId: cragId, interval: 'year', status: 'active', checkoutSessionId: sessionId });
    const days = ((row?.currentPeriodEnd?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(360);
    expect(await activePlanOf(t.database.db, user.id)).toMatchObject({ id: cragId, monthlyPriceCents: 1000 });

    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(response.json().subscription).toMatchObject({
      is_active: true,
      plan_id: cragId,
      plan_name: 'Crag',
      interval: 'year',
      cancel_at_period_end: false,
      status: 'active',
    });
    expect(response.json().user.userPlan).toBe('Crag');
  });

  it('charges the price of the interval and reuses one session for a double click', async () => {
    const { token } = await newClimber();
    const [first, second] = await Promise.all([checkout(token, alpineId, 'year'), checkout(token, alpineId, 'year')]);
    expect(first.sessionId).toBe(second.sessionId);
    const session = await sandboxOf(t.app).checkoutPageData(first.sessionId);
    expect(session).toMatchObject({ mode: 'subscription', amountTotal: 25000, subscriptionInterval: 'year' });
    const monthly = await checkout(token, alpineId, 'month');
    expect(monthly.sessionId).not.toBe(first.sessionId);
    expect((await sandboxOf(t.app).checkoutPageData(monthly.sessionId)).amountTotal).toBe(2500);
  });

  it('refuses the free plan, the plan one already has, unknown plans, staff and visitors', async () => {
    const { token } = await newClimber();
    const free = await post(`/api/subscribe/${freePlanId}`, token, { interval: 'month' });
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('free_plan');
    await subscribed(token, cragId);
    const again = await post(`/api/subscribe/${cragId}`, token, { interval: 'year' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_subscribed',
      message: 'You are already subscribed to this plan.',
    });
    expect((await post('/api/subscribe/999999', token, { interval: 'month' })).statusCode).toBe(404);
    expect((await post(`/api/subscribe/${alpineId}`, token, { interval: 'week' })).statusCode).toBe(422);
    expect((await post(`/api/subscribe/${alpineId}`, null, { interval: 'month' })).statusCode).toBe(401);
    const admin = await createUser(t.database.db, { role: 'super_admin' });
    const adminToken = await freshToken(t.app, admin.id);
    expect((await post(`/api/subscribe/${alpineId}`, adminToken, { interval: 'month' })).statusCode).toBe(403);
  });

  it('switching plan starts the new one and sets the old one to cancel at period end', async () => {
    const { user, token } = await newClimber();
    await subscribed(token, cragId);
    await subscribed(token, alpineId, 'year');
    await deliverWebhooks(t.app);
    const [old, current] = await rowsOf(user.id);
    expect(old).toMatchObject({ planId: cragId, status: 'active', cancelAtPeriodEnd: true });
    expect(current).toMatchObject({ planId: alpineId, status: 'active', cancelAtPeriodEnd: false });
    expect(await summaryOf(token)).toMatchObject({
      plan_id: alpineId,
      plan_name: 'Alpine',
      cancel_at_period_end: false,
    });
    expect((await activePlanOf(t.database.db, user.id))?.id).toBe(alpineId);
    const provider = await sandboxOf(t.app).retrieveSubscription(old?.providerSubscriptionId ?? '');
    expect(provider.cancelAtPeriodEnd).toBe(true);
  });
});

describe('POST /api/complete-subscription', () => {
  it('activates before the webhook, once, whichever comes first', async () => {
    const { user, token } = await newClimber();
    const { sessionId } = await checkout(token, cragId, 'month');
    await sandboxOf(t.app).payCheckoutSession(sessionId);
    const first = await post('/api/complete-subscription', token, { session_id: sessionId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Subscription is active', code: 'subscription_active' });
    expect(first.json().subscription).toMatchObject({ is_active: true, plan_id: cragId });
    const again = await post('/api/complete-subscription', token, { session_id: sessionId });
    expect(again.statusCode).toBe(200);
    await deliverWebhooks(t.app);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('refuses forged, foreign, unpaid and booking sessions', async () => {
    const owner = await newClimber();
    const intruder = await newClimber();
    const unknown = await post('/api/complete-subscription', intruder.token, { session_id: 'cs_sbx_not_a_session' });
    expect(unknown.statusCode).toBe(404);

    const { sessionId: unpaid } = await checkout(owner.token, alpineId, 'month');
    const notPaid = await post('/api/complete-subscription', owner.token, { session_id: unpaid });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().code).toBe('payment_not_completed');

    await sandboxOf(t.app).payCheckoutSession(unpaid);
    const foreign = await post('/api/complete-subscription', intruder.token, { session_id: unpaid });
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(intruder.user.id)).toEqual([]);

    const booking = await paidCheckout(t.app, guideAccountId, 5000);
    const bookingAnswer = await post('/api/complete-subscription', owner.token, { session_id: booking.id });
    expect(bookingAnswer.statusCode).toBe(404);

    for (const session_id of ['', 'x'.repeat(300), 'a\u0000b']) {
      expect((await post('/api/complete-subscription', owner.token, { session_id })).statusCode).toBe(422);
    }
  });

  it('the bookings and subscriptions ignore each other’s sessions', async () => {
    const { user, token } = await newClimber();
    const booking = await openCheckout(t.app, guideAccountId, 4000);
    await sandboxOf(t.app).payCheckoutSession(booking.id);
    await subscribed(token, cragId);
    await deliverWebhooks(t.app);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});

/** The sandbox's events about one subscription and its checkout, as it emitted them. */
async function eventsAbout(subscriptionId: string, sessionId: string): Promise<string[]> {
  const rows = await t.database.db.select().from(sandboxEvents).orderBy(sandboxEvents.createdAt);
  return rows
    .map((row) => row.payload)
    .filter((payload) => payload.includes(subscriptionId) || payload.includes(sessionId))
    .filter((payload) => JSON.parse(payload).object === 'event');
}

/** A deterministic shuffle (mulberry32), so a failing order can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('webhooks in any order, any number of times', () => {
  it('end in the provider’s state, with one row', async () => {
    const { user, token } = await newClimber();
    const sessionId = await subscribed(token, cragId);
    const [row] = await rowsOf(user.id);
    const subscriptionId = row?.providerSubscriptionId ?? '';
    // More history: cancel, resume, a renewal, then cancel again.
    await post('/api/subscription/cancel', token);
    await post('/api/subscription/resume', token);
    await t.database.db
      .update(sandboxSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    await sandboxOf(t.app).renewDueSubscriptions();
    await post('/api/subscription/cancel', token);
    await deliverWebhooks(t.app);
    const expected = await sandboxOf(t.app).retrieveSubscription(subscriptionId);
    const events = await eventsAbout(subscriptionId, sessionId);
    expect(events.length).toBeGreaterThanOrEqual(7);

    for (let seed = 1; seed <= 6; seed += 1) {
      // Each round starts as if these events had never arrived (the checkout's is recorded once per session).
      await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
      await t.database.db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.objectId, sessionId));
      // Each event twice, with a new id per round (the registry remembers ids it processed).
      const deliveries = shuffled([...events, ...events], seed);
      const renamed = new Map<string, string>();
      for (const payload of deliveries) {
        const event = JSON.parse(payload) as { id: string };
        const id = renamed.get(event.id) ?? `${event.id}_r${seed}`;
        renamed.set(event.id, id);
        const body = JSON.stringify({ ...event, id });
        const response = await t.app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': sandboxOf(t.app).signPayload(body) },
          payload: body,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      const rows = await rowsOf(user.id);
      expect(rows, `seed ${seed}`).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        providerSubscriptionId: subscriptionId,
        checkoutSessionId: sessionId,
        status: expected.status,
        cancelAtPeriodEnd: expected.cancelAtPeriodEnd,
        currentPeriodEnd: new Date((expected.currentPeriodEnd ?? 0) * 1000),
      });
    }
  });
});

describe('renewal, failed renewal and cancellation', () => {
  it('renews when the period ends: invoice.paid moves the period on', async () => {
    const { user, token } = await newClimber();
    await subscribed(token, cragId);
    const [before] = await rowsOf(user.id);
    const later = new Date((before?.currentPeriodEnd?.getTime() ?? 0) + 60_000);
    await sandboxOf(t.app).renewDueSubscriptions(later);
    await deliverWebhooks(t.app);
    const [after] = await rowsOf(user.id);
    expect(after?.status).toBe('active');
    expect((after?.currentPeriodEnd?.getTime() ?? 0) - (before?.currentPeriodEnd?.getTime() ?? 0)).toBeGreaterThan(
      27 * DAY_MS,
    );
    expect((await activePlanOf(t.database.db, user.id, later))?.id).toBe(cragId);
  });

  it('a failed renewal from the sandbox page makes it past_due and closes the content', async () => {
    const { user, token } = await newClimber();
    await subscribed(token, alpineId);
    const link = await post('/api/subscription/sandbox-page', token);
    expect(link.statusCode).toBe(200);
    const pageUrl = new URL(link.json().url as string);
    const page = await t.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Simulate failed renewal');
    const linkToken = pageUrl.searchParams.get('link') ?? '';
    const renew = await t.app.inject({
      method: 'POST',
      url: `${pageUrl.pathname}/renew`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ link: linkToken, outcome: 'failed' }).toString(),
    });
    expect(renew.statusCode).toBe(303);
    // The link was used up: the same form again is refused.
    const replay = await t.app.inject({
      method: 'POST',
      url: `${pageUrl.pathname}/renew`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ link: linkToken, outcome: 'paid' }).toString(),
    });
    expect(replay.statusCode).toBe(403);
    await deliverWebhooks(t.app);
    const [row] = await rowsOf(user.id);
    expect(row?.status).toBe('past_due');
    expect(await activePlanOf(t.database.db, user.id)).toBeNull();
    expect(await summaryOf(token)).toMatchObject({ is_active: false, plan_id: 'free' });
  });

  it('cancel at period end, resume, cancel again; the period ends and the plan is free', async () => {
    const { user, token } = await newClimber();
    await subscribed(token, cragId);
    const cancel = await post('/api/subscription/cancel', token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: 'Subscription will end at the end of the period',
      code: 'subscription_ending',
    });
    expect(cancel.json().subscription).toMatchObject({ is_active: true, cancel_at_period_end: true });
    const resume = await post('/api/subscription/resume', token);
    expect(resume.json()).toMatchObject({ message: 'Subscription is resumed', code: 'subscription_resumed' });
    expect(resume.json().subscription.cancel_at_period_end).toBe(false);
    const again = await post('/api/subscription/cancel', token);
    expect(again.json().subscription.cancel_at_period_end).toBe(true);
    await deliverWebhooks(t.app);
    const [row] = await rowsOf(user.id);
    const provider = await sandboxOf(t.app).retrieveSubscription(row?.providerSubscriptionId ?? '');
    expect(provider.cancelAtPeriodEnd).toBe(true);
    expect(await activePlanOf(t.database.db, user.id)).not.toBeNull();

    const after = new Date((row?.currentPeriodEnd?.getTime() ?? 0) + 1000);
    await sandboxOf(t.app).renewDueSubscriptions(after);
    await deliverWebhooks(t.app);
    const [ended] = await rowsOf(user.id);
    expect(ended?.status).toBe('canceled');
    expect(await activePlanOf(t.database.db, user.id)).toBeNull();
    expect(await summaryOf(token)).toMatchObject({ plan_id: 'free', is_active: false });
    expect((await post('/api/subscription/cancel', token)).statusCode).toBe(404);
  });

  it('cancelling without a subscription is 404', async () => {
    const { token } = await newClimber();
    expect((await post('/api/subscription/cancel', token)).statusCode).toBe(404);
    expect((await post('/api/subscription/resume', token)).statusCode).toBe(404);
    expect((await post('/api/subscription/sandbox-page', token)).statusCode).toBe(404);
  });

  it('a subscription whose period ran out without events does not open content', async () => {
    const { user, token } = await newClimber();
    await subscribed(token, cragId);
    const [row] = await rowsOf(user.id);
    const past = new Date((row?.currentPeriodEnd?.getTime() ?? 0) + 1000);
    expect(await activePlanOf(t.database.db, user.id, past)).toBeNull();
    await t.database.db
      .update(subscriptions)
      .set({ status: 'trialing' })
      .where(and(eq(subscriptions.userId, user.id)));
    expect((await activePlanOf(t.database.db, user.id))?.id).toBe(cragId);
  });
});
