import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverWebhooks,
  guideWithAccount,
  onboardedGuide,
  paidCheckout,
  sandboxOf,
  TEST_WEBHOOK_SECRET,
} from '../../../test/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  InsufficientBalanceError,
  PaymentIdempotencyError,
  PaymentObjectNotFoundError,
  PaymentRequestError,
} from '../payment-errors.ts';
import { WebhookSignatureError } from '../payment-provider.ts';
import { signWebhookPayload, verifyWebhookSignature } from '../webhook-signature.ts';
import {
  sandboxBalanceTransactions,
  sandboxCheckoutSessions,
  sandboxEvents,
  sandboxPayouts,
  sandboxRefunds,
  sandboxWebhookDeliveries,
} from './sandbox.tables.ts';
import { ACCOUNT_LINK_TTL_MS } from './sandbox-accounts.ts';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { MAX_DELIVERY_ATTEMPTS } from './sandbox-webhook-delivery.ts';

let t: TestApp;
let sandbox: SandboxPaymentProvider;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  sandbox = sandboxOf(t.app);
});
afterAll(async () => {
  await t.close();
});

const BASE = 'http://localhost:3000';
let keySequence = 0;
const nextKey = (prefix: string) => `${prefix}:${++keySequence}:${Date.now()}`;

async function eventsOfType(type: string) {
  const rows = await t.database.db.select().from(sandboxEvents).where(eq(sandboxEvents.type, type));
  return rows.map((row) => JSON.parse(row.payload));
}

function bookingCheckout(
  accountId: string,
  overrides: Partial<Parameters<SandboxPaymentProvider['createBookingCheckout']>[0]> = {},
) {
  return sandbox.createBookingCheckout({
    idempotencyKey: nextKey('checkout'),
    lineItems: [
      { name: 'Ice climbing — <Maligne Canyon>', unitAmount: 12_500, quantity: 2 },
      { name: 'Crampon rental', unitAmount: 1_999, quantity: 1 },
    ],
    currency: 'cad',
    destinationAccountId: accountId,
    applicationFeeAmount: 2_700,
    successUrl: `${BASE}/booking/success/{CHECKOUT_SESSION_ID}`,
    cancelUrl: `${BASE}/booking/cancelled/{CHECKOUT_SESSION_ID}`,
    expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    metadata: { booking_id: '42' },
    customerEmail: 'climber@example.test',
    ...overrides,
  });
}

describe('webhook signatures (Stripe-Signature format)', () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'x', created: 1, data: { object: {} } });
  const now = Math.floor(Date.now() / 1000);

  it('accepts its own signature, one matching v1 among several, and refuses the rest', () => {
    const header = signWebhookPayload(payload, 'secret', now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(Buffer.from(payload), header, 'secret', now)).not.toThrow();
    const v1 = header.split('v1=')[1];
    const twoValues = `t=${now},v1=${'0'.repeat(64)},v1=${v1}`;
    expect(() => verifyWebhookSignature(Buffer.from(payload), twoValues, 'secret', now)).not.toThrow();

    const refused = [
      [undefined, 'secret'],
      ['garbage', 'secret'],
      [header, 'other-secret'],
      [`t=${now},v1=zz`, 'secret'],
    ] as const;
    for (const [given, secret] of refused) {
      expect(() => verifyWebhookSignature(Buffer.from(payload), given, secret, now)).toThrow(WebhookSignatureError);
    }
    expect(() => verifyWebhookSignature(Buffer.from(`${payload} `), header, 'secret', now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyWebhookSignature(Buffer.from(payload), header, 'secret', now + 301)).toThrow(/tolerance/);
    expect(() => verifyWebhookSignature(Buffer.from(payload), header, 'secret', now + 300)).not.toThrow();
  });
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The path and query of a link the provider minted (the pages are served by this app). */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function linkTokenOf(link: string): string {
  const token = new URL(link, BASE).searchParams.get('link');
  if (!token) throw new Error(`no link token in ${link}`);
  return token;
}

function onboardingLink(accountId: string) {
  return sandbox.createOnboardingLink(accountId, {
    returnUrl: `${BASE}/payout`,
    refreshUrl: `${BASE}/payout?refresh=1`,
  });
}

function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });
}

const availableOf = async (accountId: string) => (await sandbox.retrieveBalance(accountId)).available[0]?.amount;

describe('sandbox onboarding and dashboard pages', () => {
  it('starts disabled, onboards through the hosted form, emits account.updated, redirects to return_url', async () => {
    const { accountId } = await guideWithAccount(t.app);
    expect(await sandbox.retrieveAccount(accountId)).toMatchObject({
      detailsSubmitted: false,
      payoutsEnabled: false,
      chargesEnabled: false,
      defaultCurrency: 'cad',
    });
    const link = await onboardingLink(accountId);
    const url = new URL(link);
    expect(url.pathname).toBe(`/sandbox/onboarding/${accountId}`);
    // The return URLs stay on the server; the link carries only its random token.
    expect([...url.searchParams.keys()]).toEqual(['link']);
    const token = linkTokenOf(link);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Sandbox — no real money');
    expect(page.body).toContain('Complete onboarding');
    expect(page.body).toContain(`href="${BASE}/payout"`);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`action="/sandbox/onboarding/${accountId}"`);
    expect(page.body).toContain(`name="link" value="${token}"`);

    const submitted = await postForm(`/sandbox/onboarding/${accountId}`, { link: token });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`${BASE}/payout`);
    expect(await sandbox.retrieveAccount(accountId)).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
      chargesEnabled: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
    });
    const updates = (await eventsOfType('account.updated')).filter((e) => e.account === accountId);
    expect(updates).toHaveLength(1);
    expect(updates[0].data.object).toMatchObject({ id: accountId, details_submitted: true, payouts_enabled: true });

    // Single use, as Stripe's account links: the used link leads back to the app for a new one.
    expect((await postForm(`/sandbox/onboarding/${accountId}`, { link: token })).statusCode).toBe(403);
    const again = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${BASE}/payout?refresh=1`);
  });

  it('refuses to onboard an account for anyone who only knows its id (finding 6)', async () => {
    const { accountId } = await guideWithAccount(t.app);
    const other = await guideWithAccount(t.app);
    const otherLink = await onboardingLink(other.accountId);
    const dashboardLink = await sandbox.createDashboardLink(accountId);
    const attempts = [
      await t.app.inject({ method: 'GET', url: `/sandbox/onboarding/${accountId}` }),
      await t.app.inject({
        method: 'GET',
        url: `/sandbox/onboarding/${accountId}?return_url=${encodeURIComponent(`${BASE}/payout`)}`,
      }),
      await postForm(`/sandbox/onboarding/${accountId}`, {}),
      await postForm(`/sandbox/onboarding/${accountId}`, { return_url: `${BASE}/payout` }),
      await postForm(`/sandbox/onboarding/${accountId}`, { link: 'x'.repeat(43) }),
      // Another account's link, and this account's dashboard link, are no onboarding link of this account.
      await postForm(`/sandbox/onboarding/${accountId}`, { link: linkTokenOf(otherLink) }),
      await postForm(`/sandbox/onboarding/${accountId}`, { link: linkTokenOf(dashboardLink) }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Link expired');
      expect(response.body).not.toContain('Complete onboarding');
    }
    expect((await sandbox.retrieveAccount(accountId)).detailsSubmitted).toBe(false);
    expect((await sandbox.retrieveAccount(other.accountId)).detailsSubmitted).toBe(false);
    expect((await eventsOfType('account.updated')).filter((e) => e.account === accountId)).toEqual([]);
    // The links that were not this account's onboarding link still work for what they were made for.
    expect(
      (await postForm(`/sandbox/onboarding/${other.accountId}`, { link: linkTokenOf(otherLink) })).statusCode,
    ).toBe(303);
  });

  it('refuses an onboarding link past its ten minutes', async () => {
    const { accountId } = await guideWithAccount(t.app);
    const link = await onboardingLink(accountId);
    await t.database.db
      .update(sandboxEvents)
      .set({ createdAt: new Date(Date.now() - ACCOUNT_LINK_TTL_MS - 1000) })
      .where(eq(sandboxEvents.accountId, accountId));
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${BASE}/payout?refresh=1`);
    expect((await postForm(`/sandbox/onboarding/${accountId}`, { link: linkTokenOf(link) })).statusCode).toBe(403);
    expect((await sandbox.retrieveAccount(accountId)).detailsSubmitted).toBe(false);
  });

  it('shows balance, bank accounts and payouts on the dashboard page, with its link only', async () => {
    const { accountId } = await onboardedGuide(t.app);
    await paidCheckout(t.app, accountId, 10_000);
    await sandbox.addBankAccount(accountId, {
      idempotencyKey: nextKey('bank'),
      accountHolderName: 'Élise <Tremblay>',
      transitNumber: '12345',
      institutionNumber: '003',
      accountNumber: '1234567',
    });
    await sandbox.createPayout(accountId, { idempotencyKey: nextKey('payout'), amount: 2_500, currency: 'cad' });
    const link = await sandbox.createDashboardLink(accountId);
    expect(new URL(link).pathname).toBe(`/sandbox/dashboard/${accountId}`);
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox — no real money');
    expect(page.body).toContain('CA$65.00'); // 100.00 − 10.00 fee − 25.00 paid out
    expect(page.body).toContain('Royal Bank of Canada');
    expect(page.body).toContain('Élise &lt;Tremblay&gt;');
    expect(page.body).toContain('CA$25.00');
    expect(page.body).not.toMatch(/<script/i);

    const withoutLink = await t.app.inject({ method: 'GET', url: `/sandbox/dashboard/${accountId}` });
    expect(withoutLink.statusCode).toBe(403);
    expect(withoutLink.body).not.toContain('CA$65.00');
    expect(withoutLink.body).not.toContain('Tremblay');
  });
});

describe('sandbox test payments', () => {
  it('credits a test payment from the dashboard form, net of the 10% fee, counted as a charge', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const token = linkTokenOf(await sandbox.createDashboardLink(accountId));

    // Refused amounts are told only to the link's holder, and do not use the link up.
    for (const amount of ['0', '1.5', 'abc', '10001']) {
      const refused = await postForm(`/sandbox/dashboard/${accountId}/test-payment`, { link: token, amount });
      expect(refused.statusCode, amount).toBe(422);
    }

    const posted = await postForm(`/sandbox/dashboard/${accountId}/test-payment`, { link: token, amount: '250' });
    expect(posted.statusCode).toBe(303);
    const next = String(posted.headers.location);
    expect(new URL(next, BASE).pathname).toBe(`/sandbox/dashboard/${accountId}`);
    expect(linkTokenOf(next)).not.toBe(token);
    expect(await availableOf(accountId)).toBe(22_500);
    const charges = await sandbox.listAccountCharges(accountId, new Date(Date.now() - 60_000), 10);
    expect(charges).toEqual([expect.objectContaining({ amount: 25_000, applicationFeeAmount: 2_500 })]);

    // The dashboard the browser is sent back to shows the new balance, and its form carries the new link.
    const page = await t.app.inject({ method: 'GET', url: next });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('CA$225.00');
    expect(page.body).toContain(`name="link" value="${linkTokenOf(next)}"`);

    // A link credits once: replaying the form adds nothing.
    const replay = await postForm(`/sandbox/dashboard/${accountId}/test-payment`, { link: token, amount: '250' });
    expect(replay.statusCode).toBe(403);
    expect(await availableOf(accountId)).toBe(22_500);
  });

  it('refuses to credit an account for anyone who only knows its id (finding 6)', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const other = await onboardedGuide(t.app);
    const onboarding = await onboardingLink(accountId);
    const attempts: Array<Record<string, string>> = [
      {},
      { amount: '250' },
      { amount: '250', link: 'x'.repeat(43) },
      { amount: '250', link: linkTokenOf(await sandbox.createDashboardLink(other.accountId)) },
      { amount: '250', link: linkTokenOf(onboarding) },
      // Without a link, even an invalid amount is answered as refused: nothing about the form is told.
      { amount: 'abc' },
    ];
    for (const fields of attempts) {
      const response = await postForm(`/sandbox/dashboard/${accountId}/test-payment`, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(403);
    }
    expect(await availableOf(accountId)).toBe(0);
    expect(await availableOf(other.accountId)).toBe(0);
    expect(await sandbox.listAccountCharges(accountId, new Date(Date.now() - 60_000), 10)).toEqual([]);
  });

  it('credits once when the same link is submitted twice at the same time', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const token = linkTokenOf(await sandbox.createDashboardLink(accountId));
    const answers = await Promise.all(
      [1, 2, 3].map(() => postForm(`/sandbox/dashboard/${accountId}/test-payment`, { link: token, amount: '100' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 403, 403]);
    expect(await availableOf(accountId)).toBe(9_000);
  });
});

describe('sandbox checkout', () => {
  it('is idempotent per key, renders line items and total in CA$, and Pay credits the guide and redirects', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const key = nextKey('checkout');
    const session = await bookingCheckout(accountId, { idempotencyKey: key });
    const again = await bookingCheckout(accountId, { idempotencyKey: key });
    expect(again.id).toBe(session.id);
    // The id is the hosted page's only key (it pays the session): 192 random bits, like Stripe's long ids.
    expect(session.id).toMatch(/^cs_sbx_[0-9a-f]{48}$/);
    expect(session).toMatchObject({ status: 'open', paymentStatus: 'unpaid', amountTotal: 26_999, currency: 'cad' });
    expect(session.url).toBe(`${BASE}/sandbox/checkout/${session.id}`);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${session.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox — no real money');
    expect(page.body).toContain('Ice climbing — &lt;Maligne Canyon&gt;');
    expect(page.body).toContain('CA$125.00');
    expect(page.body).toContain('CA$250.00');
    expect(page.body).toContain('Crampon rental');
    expect(page.body).toContain('CA$269.99');
    expect(page.body).toContain(`action="/sandbox/checkout/${session.id}/pay"`);
    expect(page.body).toContain(`action="/sandbox/checkout/${session.id}/cancel"`);
    expect(page.body).not.toMatch(/<script/i);

    const cancel = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${session.id}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`${BASE}/booking/cancelled/${session.id}`);
    expect((await sandbox.retrieveCheckoutSession(session.id)).status).toBe('open');

    const before = (await sandbox.retrieveBalance(accountId)).available[0]?.amount ?? 0;
    const pay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${session.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`${BASE}/booking/success/${session.id}`);
    const paid = await sandbox.retrieveCheckoutSession(session.id);
    expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid', url: null });
    expect(paid.paymentIntentId).toMatch(/^pi_/);
    expect((await sandbox.retrieveBalance(accountId)).available[0]?.amount).toBe(before + 26_999 - 2_700);

    // A double click on Pay: same page, no second credit, no second event.
    const twice = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${session.id}/pay` });
    expect(twice.headers.location).toBe(`${BASE}/booking/success/${session.id}`);
    expect((await sandbox.retrieveBalance(accountId)).available[0]?.amount).toBe(before + 26_999 - 2_700);
    const completed = (await eventsOfType('checkout.session.completed')).filter((e) => e.data.object.id === session.id);
    expect(completed).toHaveLength(1);
    expect(completed[0].data.object).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 26_999,
      metadata: { booking_id: '42' },
    });

    const charges = await sandbox.listAccountCharges(accountId, new Date(Date.now() - 60_000), 10);
    expect(charges.map((c) => [c.amount, c.applicationFeeAmount])).toContainEqual([26_999, 2_700]);
    const recent = await sandbox.listRecentCheckoutSessions(new Date(Date.now() - 60_000), 100);
    expect(recent.find((s) => s.id === session.id)?.status).toBe('complete');
  });

  it('answers "expired" past expiresAt, emits checkout.session.expired once, and never charges', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const session = await bookingCheckout(accountId, { expiresAt: new Date(Date.now() - 1000) });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${session.id}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');
    const pay = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${session.id}/pay` });
    expect(pay.statusCode).toBe(410);
    expect(await sandbox.retrieveCheckoutSession(session.id)).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
    });
    const expired = (await eventsOfType('checkout.session.expired')).filter((e) => e.data.object.id === session.id);
    expect(expired).toHaveLength(1);
    expect(await sandbox.listAccountCharges(accountId, new Date(0), 10)).toEqual([]);
  });

  it('expires overdue open sessions in the background pass', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const session = await bookingCheckout(accountId, { expiresAt: new Date(Date.now() + 60_000) });
    expect(await sandbox.expireDueSessions(new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    const expired = (await eventsOfType('checkout.session.expired')).filter((e) => e.data.object.id === session.id);
    expect(expired).toHaveLength(1);
  });

  it('refuses a destination that cannot take charges, bad amounts and unknown sessions', async () => {
    const { accountId } = await guideWithAccount(t.app);
    await expect(bookingCheckout(accountId)).rejects.toMatchObject({ code: 'destination_not_ready' });
    const ready = await onboardedGuide(t.app);
    await expect(bookingCheckout(ready.accountId, { applicationFeeAmount: 10_000_000 })).rejects.toBeInstanceOf(
      PaymentRequestError,
    );
    await expect(
      bookingCheckout(ready.accountId, { lineItems: [{ name: 'x', unitAmount: 10.5, quantity: 1 }] }),
    ).rejects.toBeInstanceOf(PaymentRequestError);
    await expect(sandbox.retrieveCheckoutSession('cs_missing')).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_missing' })).statusCode).toBe(404);
  });

  it('runs subscriptions: Pay emits checkout.session.completed and customer.subscription.created', async () => {
    const session = await sandbox.createSubscriptionCheckout({
      idempotencyKey: nextKey('subscribe'),
      productName: 'Premium training',
      unitAmount: 1_500,
      currency: 'cad',
      interval: 'month',
      successUrl: `${BASE}/subscription/success/{CHECKOUT_SESSION_ID}`,
      cancelUrl: `${BASE}/subscription/cancelled/{CHECKOUT_SESSION_ID}`,
      metadata: { plan_id: '3', user_id: '9' },
    });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${session.id}` });
    expect(page.body).toContain('Premium training');
    expect(page.body).toContain('CA$15.00 / month');
    const pay = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${session.id}/pay` });
    expect(pay.headers.location).toBe(`${BASE}/subscription/success/${session.id}`);
    const paid = await sandbox.retrieveCheckoutSession(session.id);
    expect(paid.subscriptionId).toMatch(/^sub_/);
    const created = (await eventsOfType('customer.subscription.created')).filter(
      (e) => e.data.object.id === paid.subscriptionId,
    );
    expect(created).toHaveLength(1);
    expect(created[0].data.object).toMatchObject({ status: 'active', metadata: { plan_id: '3', user_id: '9' } });
  });

  it('cancels a subscription now: customer.subscription.deleted once, and no renewal is ever charged', async () => {
    const session = await sandbox.createSubscriptionCheckout({
      idempotencyKey: nextKey('subscribe'),
      productName: 'Premium training',
      unitAmount: 1_500,
      currency: 'cad',
      interval: 'month',
      successUrl: `${BASE}/subscription/success/{CHECKOUT_SESSION_ID}`,
      cancelUrl: `${BASE}/subscription/cancelled/{CHECKOUT_SESSION_ID}`,
      metadata: { plan_id: '3', user_id: '12' },
    });
    await sandbox.payCheckoutSession(session.id);
    const subscriptionId = (await sandbox.retrieveCheckoutSession(session.id)).subscriptionId ?? '';
    const about = async (type: string) =>
      (await eventsOfType(type)).filter(
        (e) => e.data.object.id === subscriptionId || e.data.object.subscription === subscriptionId,
      );

    const cancelled = await sandbox.cancelSubscription(subscriptionId, { idempotencyKey: nextKey('cancel') });
    expect(cancelled).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(await sandbox.cancelSubscription(subscriptionId, { idempotencyKey: nextKey('cancel') })).toEqual(cancelled);
    expect(await about('customer.subscription.deleted')).toHaveLength(1);

    await sandbox.renewDueSubscriptions(new Date(Date.now() + 400 * 24 * 3600 * 1000));
    expect(await about('invoice.paid')).toHaveLength(1);
    await expect(
      sandbox.setSubscriptionCancelAtPeriodEnd(subscriptionId, {
        idempotencyKey: nextKey('resume'),
        cancelAtPeriodEnd: false,
      }),
    ).rejects.toMatchObject({ code: 'subscription_canceled' });
  });
});

describe('sandbox refunds', () => {
  it('refunds partly then fully, reverses the transfer from the guide, and emits charge.refunded', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const session = await paidCheckout(t.app, accountId, 20_000); // guide nets 18 000
    const { paymentIntentId } = await sandbox.retrieveCheckoutSession(session.id);
    if (!paymentIntentId) throw new Error('no payment intent');
    const balance = async () => (await sandbox.retrieveBalance(accountId)).available[0]?.amount;
    expect(await balance()).toBe(18_000);

    const key = nextKey('refund');
    const half = await sandbox.createRefund({
      idempotencyKey: key,
      paymentIntentId,
      amount: 10_000,
      reverseTransfer: true,
      refundApplicationFee: true,
      metadata: { booking_id: '7' },
    });
    expect(half).toMatchObject({ amount: 10_000, status: 'succeeded' });
    // The guide gives back 10 000 less the half of the fee the platform returns (1 000).
    expect(await balance()).toBe(9_000);
    const replay = await sandbox.createRefund({
      idempotencyKey: key,
      paymentIntentId,
      amount: 10_000,
      reverseTransfer: true,
      refundApplicationFee: true,
      metadata: { booking_id: '7' },
    });
    expect(replay.id).toBe(half.id);
    expect(await balance()).toBe(9_000);

    await expect(
      sandbox.createRefund({
        idempotencyKey: nextKey('refund'),
        paymentIntentId,
        amount: 10_001,
        reverseTransfer: true,
        refundApplicationFee: false,
        metadata: {},
      }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_charge' });

    const rest = await sandbox.createRefund({
      idempotencyKey: nextKey('refund'),
      paymentIntentId,
      reverseTransfer: true,
      refundApplicationFee: false,
      metadata: {},
    });
    expect(rest.amount).toBe(10_000);
    expect(await balance()).toBe(-1_000); // the fee not refunded is the guide's loss, as on Stripe

    const refunded = (await eventsOfType('charge.refunded')).filter(
      (e) => e.data.object.payment_intent === paymentIntentId,
    );
    expect(refunded.map((e) => [e.data.object.amount_refunded, e.data.object.refunded])).toEqual([
      [10_000, false],
      [20_000, true],
    ]);
  });
});

describe('sandbox bank accounts and payouts', () => {
  it('validates Canadian digits, makes the first bank account the default, switches the default', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const bank = (overrides: Partial<Parameters<SandboxPaymentProvider['addBankAccount']>[1]> = {}) =>
      sandbox.addBankAccount(accountId, {
        idempotencyKey: nextKey('bank'),
        accountHolderName: 'Guide',
        transitNumber: '12345',
        institutionNumber: '004',
        accountNumber: '000123456789',
        ...overrides,
      });
    await expect(bank({ transitNumber: '1234' })).rejects.toMatchObject({ param: 'transit_number' });
    await expect(bank({ institutionNumber: '0a4' })).rejects.toMatchObject({ param: 'institution_number' });
    await expect(bank({ accountNumber: '123456' })).rejects.toMatchObject({ param: 'account_number' });
    await expect(bank({ accountNumber: '1234567890123' })).rejects.toMatchObject({ param: 'account_number' });

    const first = await bank();
    expect(first).toMatchObject({
      object: 'bank_account',
      bank_name: 'TD Canada Trust',
      last4: '6789',
      routing_number: '12345-004',
      default_for_currency: true,
      currency: 'cad',
      country: 'CA',
    });
    const second = await bank({ institutionNumber: '815', accountNumber: '7654321' });
    expect(second.default_for_currency).toBe(false);
    await sandbox.setDefaultExternalAccount(accountId, second.id);
    const list = await sandbox.listExternalAccounts(accountId);
    expect(list.map((b) => [b.id, b.default_for_currency])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const other = await onboardedGuide(t.app);
    await expect(sandbox.setDefaultExternalAccount(other.accountId, first.id)).rejects.toBeInstanceOf(
      PaymentObjectNotFoundError,
    );
  });

  it('pays out at most the available balance, once per idempotency key, and never overdraws under concurrency', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const payout = (amount: number, idempotencyKey = nextKey('payout')) =>
      sandbox.createPayout(accountId, { idempotencyKey, amount, currency: 'cad' });
    await paidCheckout(t.app, accountId, 10_000); // 9 000 available
    await expect(payout(1_000)).rejects.toMatchObject({ code: 'no_external_account' });
    await sandbox.addBankAccount(accountId, {
      idempotencyKey: nextKey('bank'),
      accountHolderName: 'Guide',
      transitNumber: '00011',
      institutionNumber: '001',
      accountNumber: '1234567',
    });
    await expect(payout(9_001)).rejects.toBeInstanceOf(InsufficientBalanceError);
    const key = nextKey('payout');
    const first = await payout(4_000, key);
    expect(first).toMatchObject({ amount: 4_000, currency: 'cad', status: 'in_transit' });
    expect(first.arrival_date).toBeGreaterThan(first.created);
    expect((await payout(4_000, key)).id).toBe(first.id);
    expect((await sandbox.retrieveBalance(accountId)).available[0]?.amount).toBe(5_000);

    const racing = await Promise.allSettled([payout(5_000), payout(5_000), payout(5_000)]);
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await sandbox.retrieveBalance(accountId)).available[0]?.amount).toBe(0);
    expect((await sandbox.listPayouts(accountId, 10)).map((p) => p.amount)).toEqual([5_000, 4_000]);
  });

  it('refuses payouts before onboarding', async () => {
    const { accountId } = await guideWithAccount(t.app);
    await expect(
      sandbox.createPayout(accountId, { idempotencyKey: nextKey('payout'), amount: 100, currency: 'cad' }),
    ).rejects.toMatchObject({ code: 'payouts_not_enabled' });
  });
});

describe('sandbox idempotency keys reused with other parameters (finding 14)', () => {
  const refusedAsReused = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PaymentIdempotencyError);
    expect(String((error as Error).message)).toMatch(/same parameters/);
  };

  it('refuses a payout of another amount under a used key, and moves the balance once', async () => {
    const { accountId } = await onboardedGuide(t.app);
    await paidCheckout(t.app, accountId, 50_000);
    await sandbox.addBankAccount(accountId, {
      idempotencyKey: nextKey('bank'),
      accountHolderName: 'Marie Gagnon',
      transitNumber: '10101',
      institutionNumber: '815',
      accountNumber: '12345678',
    });
    const idempotencyKey = nextKey('payout');
    const first = await sandbox.createPayout(accountId, { idempotencyKey, amount: 10_000, currency: 'cad' });
    await refusedAsReused(sandbox.createPayout(accountId, { idempotencyKey, amount: 25_000, currency: 'cad' }));
    expect((await sandbox.createPayout(accountId, { idempotencyKey, amount: 10_000, currency: 'cad' })).id).toBe(
      first.id,
    );
    expect((await sandbox.retrieveBalance(accountId)).available[0]?.amount).toBe(45_000 - 10_000);
    expect(await sandbox.listPayouts(accountId, 10)).toHaveLength(1);
  });

  it('refuses a connected account, bank account, checkout session or refund asked for differently', async () => {
    const accountKey = nextKey('account');
    const account = await sandbox.createConnectedAccount({
      idempotencyKey: accountKey,
      email: 'a@example.ca',
      country: 'CA',
    });
    expect(
      (await sandbox.createConnectedAccount({ idempotencyKey: accountKey, email: 'a@example.ca', country: 'CA' })).id,
    ).toBe(account.id);
    await refusedAsReused(
      sandbox.createConnectedAccount({ idempotencyKey: accountKey, email: 'b@example.ca', country: 'CA' }),
    );

    const { accountId } = await onboardedGuide(t.app);
    const bank = {
      idempotencyKey: nextKey('bank'),
      accountHolderName: 'Marie Gagnon',
      transitNumber: '10101',
      institutionNumber: '815',
      accountNumber: '12345678',
    };
    const added = await sandbox.addBankAccount(accountId, bank);
    expect((await sandbox.addBankAccount(accountId, bank)).id).toBe(added.id);
    await refusedAsReused(sandbox.addBankAccount(accountId, { ...bank, accountNumber: '87654321' }));

    const checkoutKey = nextKey('checkout');
    const session = await bookingCheckout(accountId, { idempotencyKey: checkoutKey });
    expect((await bookingCheckout(accountId, { idempotencyKey: checkoutKey })).id).toBe(session.id);
    await refusedAsReused(
      bookingCheckout(accountId, {
        idempotencyKey: checkoutKey,
        lineItems: [{ name: 'Ice climbing — <Maligne Canyon>', unitAmount: 1, quantity: 1 }],
        applicationFeeAmount: 0,
      }),
    );
    const subscription = {
      idempotencyKey: nextKey('subscription'),
      productName: 'Guide plan',
      unitAmount: 2_900,
      currency: 'cad' as const,
      interval: 'month' as const,
      successUrl: `${BASE}/plans/success`,
      cancelUrl: `${BASE}/plans`,
      metadata: { user_id: '5' },
    };
    const plan = await sandbox.createSubscriptionCheckout(subscription);
    expect((await sandbox.createSubscriptionCheckout(subscription)).id).toBe(plan.id);
    await refusedAsReused(sandbox.createSubscriptionCheckout({ ...subscription, interval: 'year' }));

    const paid = await paidCheckout(t.app, accountId, 20_000);
    const { paymentIntentId } = await sandbox.retrieveCheckoutSession(paid.id);
    if (!paymentIntentId) throw new Error('no payment intent');
    const refund = {
      idempotencyKey: nextKey('refund'),
      paymentIntentId,
      amount: 5_000,
      reverseTransfer: true,
      refundApplicationFee: true,
      metadata: { booking_id: '9' },
    };
    const refunded = await sandbox.createRefund(refund);
    expect((await sandbox.createRefund(refund)).id).toBe(refunded.id);
    await refusedAsReused(sandbox.createRefund({ ...refund, amount: 15_000 }));
    expect((await sandbox.retrieveCheckoutSession(paid.id)).paymentStatus).toBe('paid');
    const [row] = await t.database.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, paid.id));
    expect(row?.amountRefunded).toBe(5_000);
  });
});

describe('sandbox webhook deliveries', () => {
  it('delivers signed events to the webhook route and retries a failed delivery later, then gives up', async () => {
    const { accountId } = await guideWithAccount(t.app);
    await sandbox.completeOnboarding(accountId);
    const [event] = (await eventsOfType('account.updated')).filter((e) => e.account === accountId);
    const delivery = async () =>
      (
        await t.database.db
          .select()
          .from(sandboxWebhookDeliveries)
          .where(eq(sandboxWebhookDeliveries.eventId, event.id))
      )[0];

    // The route refuses the wrong secret: simulate it by breaking the stored payload after signing time.
    await t.database.db
      .update(sandboxEvents)
      .set({ payload: '{"not":"an event"}' })
      .where(eq(sandboxEvents.id, event.id));
    await deliverWebhooks(t.app);
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 400 });
    // Retried a minute later, on the database's clock.
    const waits = (await t.database.db.execute(
      sql`select extract(epoch from next_attempt_at - now())::float as seconds from sandbox_webhook_deliveries where event_id = ${event.id}`,
    )) as unknown as { rows: Array<{ seconds: number }> };
    expect(waits.rows[0]?.seconds).toBeGreaterThan(50);
    expect(waits.rows[0]?.seconds).toBeLessThanOrEqual(60);
    // Not due yet: nothing happens.
    await deliverWebhooks(t.app);
    expect((await delivery())?.attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await deliverWebhooks(t.app, { retriesDue: true });
    }
    expect(await delivery()).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });
});

describe('money columns', () => {
  it('are integer cents, and the database refuses negative amounts', async () => {
    const rows = (await t.database.db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and table_name like 'sandbox_%'
        and (column_name like '%amount%' or column_name = 'amount')`)) as unknown as {
      rows: Array<{ table_name: string; column_name: string; data_type: string }>;
    };
    expect(rows.rows.length).toBeGreaterThanOrEqual(7);
    for (const column of rows.rows)
      expect(column.data_type, `${column.table_name}.${column.column_name}`).toBe('integer');

    const { accountId } = await onboardedGuide(t.app);
    const session = await paidCheckout(t.app, accountId, 1_000);
    const refused = [
      t.database.db
        .insert(sandboxBalanceTransactions)
        .values({ accountId, type: 'payment', amount: -1, sourceId: 'x' }),
      t.database.db.insert(sandboxPayouts).values({
        id: 'po_bad',
        accountId,
        idempotencyKey: 'bad',
        amount: 0,
        currency: 'cad',
        externalAccountId: 'ba_x',
        arrivalDate: new Date(),
      }),
      t.database.db
        .insert(sandboxRefunds)
        .values({ id: 're_bad', idempotencyKey: 'bad', paymentIntentId: 'pi_x', amount: -5, metadata: {} }),
      t.database.db
        .update(sandboxCheckoutSessions)
        .set({ amountRefunded: 1_001 })
        .where(eq(sandboxCheckoutSessions.id, session.id)),
      t.database.db
        .update(sandboxCheckoutSessions)
        .set({ applicationFeeAmount: -1 })
        .where(eq(sandboxCheckoutSessions.id, session.id)),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toThrow();
  });
});
