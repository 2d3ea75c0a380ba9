import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { FakeStripeServer } from '../../../test/fakes/fake-stripe-server.ts';
import {
  type CreateBookingCheckoutInput,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  WebhookSignatureError,
} from '../payment-provider.ts';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_cordee_test_secret';

let fake: FakeStripeServer;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await FakeStripeServer.start();
  stripe = providerFor(fake.port);
});
afterAll(() => fake.close());
afterEach(() => fake.clearFaults());

function providerFor(port: number, options: StripeProviderOptions = {}): PaymentProvider {
  const config = loadConfig({
    STRIPE_SECRET_KEY: 'sk_test_cordee',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  });
  return createStripeProvider(config, options);
}

let keyCounter = 0;
/** A fresh key per logical action, like the use cases derive them (e.g. `checkout:booking:42:1`). */
function key(action: string): string {
  keyCounter += 1;
  return `${action}:${keyCounter}:${Date.now()}`;
}

function lastRequest(method: string, path: string) {
  const request = fake.requestsTo(method, path).at(-1);
  if (!request) throw new Error(`no ${method} ${path} received`);
  return request;
}

async function guideAccount(): Promise<string> {
  const account = await stripe.createConnectedAccount({
    idempotencyKey: key('connect'),
    email: 'guide@example.ca',
    country: 'CA',
  });
  return account.id;
}

function bookingCheckout(
  destinationAccountId: string,
  overrides: Partial<CreateBookingCheckoutInput> = {},
): CreateBookingCheckoutInput {
  return {
    idempotencyKey: key('checkout:booking:42'),
    lineItems: [
      { name: 'Squamish multi-pitch day (2 climbers)', unitAmount: 12_500, quantity: 2 },
      { name: 'Rental harness', unitAmount: 1_500, quantity: 1 },
    ],
    currency: 'cad',
    destinationAccountId,
    applicationFeeAmount: 2_650,
    successUrl: 'https://cordee.test/booking/42/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://cordee.test/booking/42/cancel?session_id={CHECKOUT_SESSION_ID}',
    expiresAt: new Date(Date.now() + 2 * 3600 * 1000),
    metadata: { booking_id: '42', kind: 'booking' },
    customerEmail: 'climber@example.ca',
    ...overrides,
  };
}

async function paidBooking(): Promise<{ accountId: string; paymentIntentId: string; sessionId: string }> {
  const accountId = await guideAccount();
  const session = await stripe.createBookingCheckout(bookingCheckout(accountId));
  const { paymentIntentId } = fake.completeCheckoutSession(session.id);
  return { accountId, paymentIntentId, sessionId: session.id };
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

describe('Stripe provider: what Stripe receives', () => {
  it('creates an Express account in Canada requesting card payments and transfers', async () => {
    const idempotencyKey = key('connect:user:7');
    const account = await stripe.createConnectedAccount({ idempotencyKey, email: 'guide@example.ca', country: 'CA' });

    const request = lastRequest('POST', '/v1/accounts');
    expect(request.body).toEqual({
      type: 'express',
      country: 'CA',
      email: 'guide@example.ca',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
    });
    expect(request.idempotencyKey).toBe(idempotencyKey);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe('Bearer sk_test_cordee');
    expect(account).toEqual({
      id: expect.stringMatching(/^acct_/),
      email: 'guide@example.ca',
      detailsSubmitted: false,
      payoutsEnabled: false,
      chargesEnabled: false,
      defaultCurrency: 'cad',
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      payoutScheduleInterval: 'daily',
    });
  });

  it('creates onboarding and dashboard links, and maps a retrieved account', async () => {
    const accountId = await guideAccount();

    const onboardingUrl = await stripe.createOnboardingLink(accountId, {
      refreshUrl: 'https://cordee.test/guide/payouts/refresh',
      returnUrl: 'https://cordee.test/guide/payouts/return',
    });
    expect(onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    expect(lastRequest('POST', '/v1/account_links').body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: 'https://cordee.test/guide/payouts/refresh',
      return_url: 'https://cordee.test/guide/payouts/return',
    });

    const dashboardUrl = await stripe.createDashboardLink(accountId);
    expect(dashboardUrl).toMatch(/^https:\/\/connect\.stripe\.com\/express\//);
    expect(fake.requestsTo('POST', `/v1/accounts/${accountId}/login_links`)).toHaveLength(1);

    // What Stripe reports once the guide has finished onboarding.
    Object.assign(fake.object(accountId), {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
      settings: { payouts: { schedule: { delay_days: 7, interval: 'weekly', weekly_anchor: 'friday' } } },
    });
    expect(await stripe.retrieveAccount(accountId)).toEqual({
      id: accountId,
      email: 'guide@example.ca',
      detailsSubmitted: true,
      payoutsEnabled: true,
      chargesEnabled: true,
      defaultCurrency: 'cad',
      capabilities: { card_payments: 'active', transfers: 'active' },
      payoutScheduleInterval: 'weekly',
    });
    expect(lastRequest('GET', `/v1/accounts/${accountId}`).body).toEqual({});
  });

  it('creates a booking checkout as a destination charge keeping the platform fee', async () => {
    const accountId = await guideAccount();
    const input = bookingCheckout(accountId);

    const session = await stripe.createBookingCheckout(input);

    const request = lastRequest('POST', '/v1/checkout/sessions');
    expect(request.body).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '12500',
      'line_items[0][price_data][product_data][name]': 'Squamish multi-pitch day (2 climbers)',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'cad',
      'line_items[1][price_data][unit_amount]': '1500',
      'line_items[1][price_data][product_data][name]': 'Rental harness',
      'payment_intent_data[application_fee_amount]': '2650',
      'payment_intent_data[transfer_data][destination]': accountId,
      'payment_intent_data[metadata][booking_id]': '42',
      'payment_intent_data[metadata][kind]': 'booking',
      success_url: 'https://cordee.test/booking/42/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://cordee.test/booking/42/cancel?session_id={CHECKOUT_SESSION_ID}',
      expires_at: String(epochSeconds(input.expiresAt)),
      'metadata[booking_id]': '42',
      'metadata[kind]': 'booking',
      customer_email: 'climber@example.ca',
    });
    expect(request.idempotencyKey).toBe(input.idempotencyKey);
    // A connected-account header would create the session on the guide's account: not a destination charge.
    expect(request.stripeAccount).toBeUndefined();

    expect(session).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 26_500,
      currency: 'cad',
      paymentIntentId: null,
      subscriptionId: null,
      metadata: { booking_id: '42', kind: 'booking' },
      created: expect.any(Number),
    });
  });

  it('keeps expires_at inside the 30 min – 24 h window Stripe accepts', async () => {
    const accountId = await guideAccount();
    const now = Date.now();

    await stripe.createBookingCheckout(bookingCheckout(accountId, { expiresAt: new Date(now + 10 * 60 * 1000) }));
    const soon = Number(lastRequest('POST', '/v1/checkout/sessions').body.expires_at);
    expect(soon - epochSeconds(new Date(now))).toBeGreaterThanOrEqual(30 * 60);
    expect(soon - epochSeconds(new Date(now))).toBeLessThanOrEqual(32 * 60);

    await stripe.createBookingCheckout(bookingCheckout(accountId, { expiresAt: new Date(now + 72 * 3600 * 1000) }));
    const late = Number(lastRequest('POST', '/v1/checkout/sessions').body.expires_at);
    expect(late - epochSeconds(new Date(now))).toBeLessThanOrEqual(24 * 3600);
    expect(late - epochSeconds(new Date(now))).toBeGreaterThanOrEqual(24 * 3600 - 5 * 60);
  });

  it('creates a subscription checkout with a recurring price', async () => {
    const idempotencyKey = key('subscribe:user:9:plan:3');
    const session = await stripe.createSubscriptionCheckout({
      idempotencyKey,
      productName: 'Cordée Training — yearly',
      unitAmount: 9_900,
      currency: 'cad',
      interval: 'year',
      successUrl: 'https://cordee.test/subscribe/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://cordee.test/subscribe/cancel',
      metadata: { user_id: '9', plan_id: '3' },
      customerEmail: 'climber@example.ca',
    });

    const request = lastRequest('POST', '/v1/checkout/sessions');
    expect(request.body).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Cordée Training — yearly',
      success_url: 'https://cordee.test/subscribe/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://cordee.test/subscribe/cancel',
      'metadata[user_id]': '9',
      'metadata[plan_id]': '3',
      'subscription_data[metadata][user_id]': '9',
      'subscription_data[metadata][plan_id]': '3',
      customer_email: 'climber@example.ca',
    });
    expect(request.idempotencyKey).toBe(idempotencyKey);
    expect(session.amountTotal).toBe(9_900);
  });

  it('reads the subscription a paid checkout started, and sets cancel_at_period_end with the key', async () => {
    const session = await stripe.createSubscriptionCheckout({
      idempotencyKey: key('subscribe:user:10:plan:4'),
      productName: 'Cordée Alpine plan',
      unitAmount: 2_500,
      currency: 'cad',
      interval: 'month',
      successUrl: 'https://cordee.test/subscription/success/{CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://cordee.test/subscription/cancelled/{CHECKOUT_SESSION_ID}',
      metadata: { kind: 'subscription', user_id: '10', plan_id: '4' },
    });
    fake.completeCheckoutSession(session.id);
    const paid = await stripe.retrieveCheckoutSession(session.id);
    expect(paid.subscriptionId).toMatch(/^sub_/);

    const subscription = await stripe.retrieveSubscription(paid.subscriptionId ?? '');
    expect(subscription).toMatchObject({
      id: paid.subscriptionId,
      status: 'active',
      interval: 'month',
      unitAmount: 2_500,
      currency: 'cad',
      cancelAtPeriodEnd: false,
      metadata: { kind: 'subscription', user_id: '10', plan_id: '4' },
    });
    expect(subscription.currentPeriodEnd).toBeGreaterThan(epochSeconds(new Date()) + 27 * 24 * 3600);

    const idempotencyKey = key(`subscription-cancel:${subscription.id}`);
    const cancelled = await stripe.setSubscriptionCancelAtPeriodEnd(subscription.id, {
      idempotencyKey,
      cancelAtPeriodEnd: true,
    });
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    const request = lastRequest('POST', `/v1/subscriptions/${subscription.id}`);
    expect(request.body).toEqual({ cancel_at_period_end: 'true' });
    expect(request.idempotencyKey).toBe(idempotencyKey);
    const resumed = await stripe.setSubscriptionCancelAtPeriodEnd(subscription.id, {
      idempotencyKey: key(`subscription-resume:${subscription.id}`),
      cancelAtPeriodEnd: false,
    });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    await expect(stripe.retrieveSubscription('sub_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('cancels a subscription now, with no final invoice and no proration, under the caller’s key', async () => {
    const session = await stripe.createSubscriptionCheckout({
      idempotencyKey: key('subscribe:user:11:plan:4'),
      productName: 'Cordée Alpine plan',
      unitAmount: 25_000,
      currency: 'cad',
      interval: 'year',
      successUrl: 'https://cordee.test/subscription/success/{CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://cordee.test/subscription/cancelled/{CHECKOUT_SESSION_ID}',
      metadata: { kind: 'subscription', user_id: '11', plan_id: '4' },
    });
    fake.completeCheckoutSession(session.id);
    const subscriptionId = (await stripe.retrieveCheckoutSession(session.id)).subscriptionId ?? '';

    const idempotencyKey = key(`subscription-cancel:${subscriptionId}`);
    const cancelled = await stripe.cancelSubscription(subscriptionId, { idempotencyKey });
    expect(cancelled).toMatchObject({ id: subscriptionId, status: 'canceled' });
    const request = lastRequest('DELETE', `/v1/subscriptions/${subscriptionId}`);
    expect({ ...request.query, ...request.body }).toEqual({ invoice_now: 'false', prorate: 'false' });
    expect(request.idempotencyKey).toBe(idempotencyKey);
    // Stripe refuses to cancel twice: the caller reads the subscription, which says it ended.
    await expect(stripe.cancelSubscription(subscriptionId, { idempotencyKey: key('again') })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    expect((await stripe.retrieveSubscription(subscriptionId)).status).toBe('canceled');
  });

  it('retrieves a paid session and lists recent sessions newest first', async () => {
    const { sessionId, paymentIntentId } = await paidBooking();

    const retrieved = await stripe.retrieveCheckoutSession(sessionId);
    expect(retrieved).toMatchObject({
      id: sessionId,
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId,
      amountTotal: 26_500,
    });
    expect(fake.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);

    // Two more sessions: one a minute later, one older than the window.
    const accountId = await guideAccount();
    const newer = await stripe.createBookingCheckout(bookingCheckout(accountId));
    fake.object(newer.id).created = Number(fake.object(sessionId).created) + 60;
    const older = await stripe.createBookingCheckout(bookingCheckout(accountId));
    fake.object(older.id).created = Number(fake.object(sessionId).created) - 3600;

    const since = new Date(Number(fake.object(sessionId).created) * 1000);
    const recent = await stripe.listRecentCheckoutSessions(since, 100);
    const ids = recent.map((session) => session.id);
    expect(ids.slice(0, 2)).toEqual([newer.id, sessionId]);
    expect(ids).not.toContain(older.id);
    expect(lastRequest('GET', '/v1/checkout/sessions').query).toEqual({
      'created[gte]': String(epochSeconds(since)),
      limit: '100',
    });

    expect(await stripe.listRecentCheckoutSessions(since, 1)).toHaveLength(1);
  });

  it("lists the connected account's charges with the platform fee, for the Payout screen's 7-day gross", async () => {
    const { accountId } = await paidBooking();
    const since = new Date(Date.now() - 60_000);
    const charges = await stripe.listAccountCharges(accountId, since, 10);
    expect(charges).toEqual([
      expect.objectContaining({ amount: 26_500, applicationFeeAmount: 2_650, currency: 'cad' }),
    ]);
    const request = lastRequest('GET', '/v1/balance_transactions');
    expect(request.query).toMatchObject({ type: 'payment', 'created[gte]': String(epochSeconds(since)) });
    expect(request.stripeAccount).toBe(accountId);
  });

  it('refunds a destination charge, reversing the transfer and the application fee', async () => {
    const { paymentIntentId } = await paidBooking();
    const idempotencyKey = key('refund:booking:42');

    const refund = await stripe.createRefund({
      idempotencyKey,
      paymentIntentId,
      amount: 13_250,
      reverseTransfer: true,
      refundApplicationFee: true,
      metadata: { booking_id: '42', policy: '50%' },
    });

    const request = lastRequest('POST', '/v1/refunds');
    expect(request.body).toEqual({
      payment_intent: paymentIntentId,
      amount: '13250',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      'metadata[booking_id]': '42',
      'metadata[policy]': '50%',
    });
    expect(request.idempotencyKey).toBe(idempotencyKey);
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), amount: 13_250, status: 'succeeded', paymentIntentId });

    // A full refund leaves the amount out: Stripe refunds whatever remains.
    const rest = await stripe.createRefund({
      idempotencyKey: key('refund:booking:42:rest'),
      paymentIntentId,
      reverseTransfer: true,
      refundApplicationFee: false,
      metadata: {},
    });
    expect(lastRequest('POST', '/v1/refunds').body).toEqual({
      payment_intent: paymentIntentId,
      reverse_transfer: 'true',
      refund_application_fee: 'false',
    });
    expect(rest.amount).toBe(26_500 - 13_250);
  });

  it("manages bank accounts, balance and payouts on the guide's account (Stripe-Account)", async () => {
    const accountId = await guideAccount();
    const externalPath = `/v1/accounts/${accountId}/external_accounts`;

    const firstKey = key('bank:add');
    const first = await stripe.addBankAccount(accountId, {
      idempotencyKey: firstKey,
      accountHolderName: 'Alex Honnold',
      transitNumber: '11000',
      institutionNumber: '000',
      accountNumber: '000123456789',
    });
    const addRequest = lastRequest('POST', externalPath);
    expect(addRequest.body).toEqual({
      'external_account[object]': 'bank_account',
      'external_account[country]': 'CA',
      'external_account[currency]': 'cad',
      'external_account[account_holder_name]': 'Alex Honnold',
      'external_account[routing_number]': '11000-000',
      'external_account[account_number]': '000123456789',
    });
    expect(addRequest.stripeAccount).toBe(accountId);
    expect(addRequest.idempotencyKey).toBe(firstKey);
    expect(first).toEqual({
      object: 'bank_account',
      id: expect.stringMatching(/^ba_/),
      account_holder_name: 'Alex Honnold',
      bank_name: 'STRIPE TEST BANK',
      brand: null,
      last4: '6789',
      routing_number: '11000-000',
      country: 'CA',
      currency: 'cad',
      exp_month: null,
      exp_year: null,
      default_for_currency: true,
      status: 'new',
    });

    const second = await stripe.addBankAccount(accountId, {
      idempotencyKey: key('bank:add'),
      accountHolderName: 'Alex Honnold',
      transitNumber: '12345',
      institutionNumber: '004',
      accountNumber: '9876543',
    });
    expect(second).toMatchObject({ default_for_currency: false, bank_name: 'THE TORONTO-DOMINION BANK' });

    const madeDefault = await stripe.setDefaultExternalAccount(accountId, second.id);
    expect(madeDefault.default_for_currency).toBe(true);
    const setRequest = lastRequest('POST', `${externalPath}/${second.id}`);
    expect(setRequest.body).toEqual({ default_for_currency: 'true' });
    expect(setRequest.stripeAccount).toBe(accountId);

    const listed = await stripe.listExternalAccounts(accountId);
    expect(listed.map((external) => [external.id, external.default_for_currency])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(lastRequest('GET', externalPath).stripeAccount).toBe(accountId);

    fake.setBalance(accountId, { available: 10_000, pending: 2_500 });
    expect(await stripe.retrieveBalance(accountId)).toEqual({
      available: [{ amount: 10_000, currency: 'cad' }],
      pending: [{ amount: 2_500, currency: 'cad' }],
    });
    expect(lastRequest('GET', '/v1/balance').stripeAccount).toBe(accountId);

    const payoutKey = key('payout:guide:7');
    const payout = await stripe.createPayout(accountId, { idempotencyKey: payoutKey, amount: 6_000, currency: 'cad' });
    const payoutRequest = lastRequest('POST', '/v1/payouts');
    expect(payoutRequest.body).toEqual({ amount: '6000', currency: 'cad' });
    expect(payoutRequest.stripeAccount).toBe(accountId);
    expect(payoutRequest.idempotencyKey).toBe(payoutKey);
    expect(payout).toEqual({
      id: expect.stringMatching(/^po_/),
      amount: 6_000,
      currency: 'cad',
      description: null,
      created: expect.any(Number),
      arrival_date: expect.any(Number),
      status: 'pending',
    });
    expect(fake.object(payout.id).destination).toBe(second.id);

    expect(await stripe.listPayouts(accountId, 10)).toEqual([payout]);
    const listRequest = lastRequest('GET', '/v1/payouts');
    expect(listRequest.stripeAccount).toBe(accountId);
    expect(listRequest.query).toEqual({ limit: '10' });
  });
});

describe('Stripe provider: outbound idempotency (D7)', () => {
  it('sends the caller’s key on every create', async () => {
    const before = fake.requests.length;
    const { paymentIntentId, accountId } = await paidBooking();
    await stripe.createRefund({
      idempotencyKey: 'refund:booking:77:full',
      paymentIntentId,
      reverseTransfer: true,
      refundApplicationFee: true,
      metadata: {},
    });
    await stripe.addBankAccount(accountId, {
      idempotencyKey: 'bank:guide:77:1',
      accountHolderName: 'Sasha DiGiulian',
      transitNumber: '11000',
      institutionNumber: '000',
      accountNumber: '000123456789',
    });
    fake.setBalance(accountId, { available: 500, pending: 0 });
    await stripe.createPayout(accountId, { idempotencyKey: 'payout:guide:77:1', amount: 500, currency: 'cad' });

    const posts = fake.requests.slice(before).filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.idempotencyKey])).toEqual([
      ['/v1/accounts', expect.stringMatching(/^connect:/)],
      ['/v1/checkout/sessions', expect.stringMatching(/^checkout:booking:42:/)],
      ['/v1/refunds', 'refund:booking:77:full'],
      [`/v1/accounts/${accountId}/external_accounts`, 'bank:guide:77:1'],
      ['/v1/payouts', 'payout:guide:77:1'],
    ]);
  });

  it('creates one checkout session when Stripe commits the request and the connection drops', async () => {
    const accountId = await guideAccount();
    const input = bookingCheckout(accountId);
    const sessionsBefore = fake.objectsOfType('checkout.session').length;
    fake.failNext({ kind: 'commit-then-drop' });

    const session = await stripe.createBookingCheckout(input);

    const attempts = fake
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((r) => r.idempotencyKey === input.idempotencyKey);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.body).toEqual(attempts[0]?.body);
    expect(fake.objectsOfType('checkout.session')).toHaveLength(sessionsBefore + 1);
    expect(fake.object(session.id)).toBeDefined();
  });

  it('creates one refund when Stripe answers 500 once', async () => {
    const { paymentIntentId } = await paidBooking();
    const idempotencyKey = key('refund:booking:500');
    fake.failNext({ kind: 'error-500' });

    const refund = await stripe.createRefund({
      idempotencyKey,
      paymentIntentId,
      reverseTransfer: true,
      refundApplicationFee: true,
      metadata: {},
    });

    expect(fake.requestsTo('POST', '/v1/refunds').filter((r) => r.idempotencyKey === idempotencyKey)).toHaveLength(2);
    expect(fake.objectsOfType('refund').filter((r) => r.payment_intent === paymentIntentId)).toEqual([
      expect.objectContaining({ id: refund.id, amount: 26_500 }),
    ]);
  });

  it('creates one payout when Stripe commits and drops, and debits the balance once', async () => {
    const accountId = await guideAccount();
    await stripe.addBankAccount(accountId, {
      idempotencyKey: key('bank:add'),
      accountHolderName: 'Will Gadd',
      transitNumber: '11000',
      institutionNumber: '000',
      accountNumber: '000123456789',
    });
    fake.setBalance(accountId, { available: 8_000, pending: 0 });
    const idempotencyKey = key('payout:drop');
    fake.failNext({ kind: 'commit-then-drop' });

    const payout = await stripe.createPayout(accountId, { idempotencyKey, amount: 5_000, currency: 'cad' });

    expect(fake.requestsTo('POST', '/v1/payouts').filter((r) => r.idempotencyKey === idempotencyKey)).toHaveLength(2);
    expect(await stripe.listPayouts(accountId, 10)).toEqual([payout]);
    expect((await stripe.retrieveBalance(accountId)).available).toEqual([{ amount: 3_000, currency: 'cad' }]);
  });

  it('replays the first session for a double click with the same key', async () => {
    const accountId = await guideAccount();
    const input = bookingCheckout(accountId);
    const sessionsBefore = fake.objectsOfType('checkout.session').length;

    const [first, second] = await Promise.all([
      stripe.createBookingCheckout(input),
      stripe.createBookingCheckout(input),
    ]);

    expect(second.id).toBe(first.id);
    expect(fake.objectsOfType('checkout.session')).toHaveLength(sessionsBefore + 1);
  });

  it('passes on Stripe’s idempotency error when a key is reused with other parameters (a bug, not an outage)', async () => {
    const { paymentIntentId } = await paidBooking();
    const idempotencyKey = key('refund:reused');
    const refund = { idempotencyKey, paymentIntentId, reverseTransfer: true, refundApplicationFee: true, metadata: {} };
    await stripe.createRefund({ ...refund, amount: 1_000 });

    const error = await stripe.createRefund({ ...refund, amount: 2_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).not.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});

describe('Stripe provider: Stripe unavailable (F4)', () => {
  const timeoutMs = 500;
  const retries = 2;
  // The SDK waits ~0.5 s before each retry.
  const backOffMs = retries * 500;
  let impatient: PaymentProvider;
  beforeAll(() => {
    impatient = providerFor(fake.port, { timeoutMs, maxNetworkRetries: retries });
  });

  async function timed<T>(run: () => Promise<T>): Promise<{ error: unknown; ms: number }> {
    const started = performance.now();
    const error = await run().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    return { error, ms: performance.now() - started };
  }

  it('gives up after the retries when every attempt answers 500', async () => {
    const accountId = await guideAccount();
    const input = bookingCheckout(accountId);
    fake.failAlways({ kind: 'error-500' });

    const { error, ms } = await timed(() => impatient.createBookingCheckout(input));

    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeAPIError);
    const attempts = fake
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((r) => r.idempotencyKey === input.idempotencyKey);
    expect(attempts).toHaveLength(retries + 1);
    expect(ms).toBeLessThan(timeoutMs * (retries + 1) + backOffMs + 1_000);
  });

  it('gives up at once on a 429 (the SDK does not retry rate limits)', async () => {
    const accountId = await guideAccount();
    const input = bookingCheckout(accountId);
    fake.failAlways({ kind: 'rate-limit-429', retryAfterSeconds: 30 });

    const { error, ms } = await timed(() => impatient.createBookingCheckout(input));

    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(
      fake.requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.idempotencyKey === input.idempotencyKey),
    ).toHaveLength(1);
    expect(ms).toBeLessThan(1_000);
  });

  it('gives up within timeout × (retries + 1) when Stripe hangs', async () => {
    const accountId = await guideAccount();
    const input = bookingCheckout(accountId);
    fake.failAlways({ kind: 'hang' });

    const { error, ms } = await timed(() => impatient.createBookingCheckout(input));

    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(
      fake.requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.idempotencyKey === input.idempotencyKey),
    ).toHaveLength(retries + 1);
    expect(ms).toBeGreaterThanOrEqual(timeoutMs * (retries + 1));
    expect(ms).toBeLessThan(timeoutMs * (retries + 1) + backOffMs + 1_500);
  });

  it('reports a refused connection as unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await providerFor(port, { timeoutMs, maxNetworkRetries: 0 })
      .retrieveAccount('acct_missing')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('rethrows invalid requests for the caller to map', async () => {
    const unknown = await stripe.retrieveCheckoutSession('cs_test_unknown').catch((caught: unknown) => caught);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((unknown as Stripe.errors.StripeInvalidRequestError).code).toBe('resource_missing');

    const accountId = await guideAccount();
    const tooMuch = await stripe
      .createPayout(accountId, { idempotencyKey: key('payout:too-much'), amount: 1_000_000, currency: 'cad' })
      .catch((caught: unknown) => caught);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((tooMuch as Stripe.errors.StripeInvalidRequestError).code).toBe('balance_insufficient');
  });
});

describe('Stripe provider: webhook signatures (D3)', () => {
  const signer = new Stripe('sk_test_signer');
  const event = {
    id: 'evt_1Q2w3E4r5T6y7U8i',
    object: 'event',
    api_version: '2025-09-30.clover',
    created: 1_760_000_000,
    type: 'checkout.session.completed',
    account: 'acct_1GuideAccount',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: 'cs_test_a1', object: 'checkout.session', payment_status: 'paid' } },
  };
  const payload = JSON.stringify(event, null, 2);
  const sign = (options: { payload?: string; secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...options });

  it('verifies a correctly signed payload over its raw bytes', () => {
    expect(stripe.verifyWebhook(Buffer.from(payload), sign())).toEqual({
      id: 'evt_1Q2w3E4r5T6y7U8i',
      type: 'checkout.session.completed',
      created: 1_760_000_000,
      account: 'acct_1GuideAccount',
      data: { object: { id: 'cs_test_a1', object: 'checkout.session', payment_status: 'paid' } },
    });
  });

  it('accepts a header with two v1 signatures when one of them is right (secret rotation)', () => {
    const header = sign();
    const timestamp = /t=(\d+)/.exec(header)?.[1];
    const good = /v1=([0-9a-f]+)/.exec(header)?.[1];
    const stale = sign({ secret: 'whsec_previous_secret' }).match(/v1=([0-9a-f]+)/)?.[1];

    expect(stripe.verifyWebhook(Buffer.from(payload), `t=${timestamp},v1=${stale},v1=${good}`).id).toBe(event.id);
    expect(() => stripe.verifyWebhook(Buffer.from(payload), `t=${timestamp},v1=${stale},v1=${stale}`)).toThrow(
      WebhookSignatureError,
    );
  });

  it('refuses a missing header, a wrong secret, an altered body and a stale timestamp', () => {
    const raw = Buffer.from(payload);
    expect(() => stripe.verifyWebhook(raw, undefined)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(raw, '')).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(raw, sign({ secret: 'whsec_someone_else' }))).toThrow(WebhookSignatureError);

    const altered = Buffer.from(payload.replace('"paid"', '"unpaid"'));
    expect(() => stripe.verifyWebhook(altered, sign())).toThrow(WebhookSignatureError);
    // Same JSON, different bytes: the signature covers the bytes, not the parsed object.
    expect(() => stripe.verifyWebhook(Buffer.from(JSON.stringify(event)), sign())).toThrow(WebhookSignatureError);

    const stale = sign({ timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => stripe.verifyWebhook(raw, stale)).toThrow(WebhookSignatureError);
    const justInTime = sign({ timestamp: Math.floor(Date.now() / 1000) - 290 });
    expect(stripe.verifyWebhook(raw, justInTime).id).toBe(event.id);

    expect(() => stripe.verifyWebhook(raw, 'not a stripe signature')).toThrow(WebhookSignatureError);
  });
});

describe('Stripe provider: configuration', () => {
  it('refuses to start without the secret key or the webhook secret', () => {
    expect(() => createStripeProvider(loadConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }))).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => createStripeProvider(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_cordee' }))).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
