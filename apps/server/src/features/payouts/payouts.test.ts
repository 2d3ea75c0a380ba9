import { randomUUID } from 'node:crypto';
import { hasPayoutAccountSetUp } from '@cordee/shared/payout-readiness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import { PaymentProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import type { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { FakeStripeServer } from '../../test/fakes/fake-stripe-server.ts';
import {
  deliverWebhooks,
  guideWithAccount,
  onboardedGuide,
  paidCheckout,
  sandboxOf,
  TEST_WEBHOOK_SECRET,
} from '../../test/payments.ts';
import { createTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/test-app.ts';
import { findUserById } from '../users/users.service.ts';
import { assertPayoutAccountSetUp, payoutAccountOf, payoutStateOf } from './payout-readiness.ts';

let t: TestApp;
let sandbox: SandboxPaymentProvider;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  sandbox = sandboxOf(t.app);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

async function tokenFor(role: 'super_admin' | 'admin' | 'guide' | 'climber') {
  const user = await createUser(t.database.db, {
    role,
    permissions: role === 'admin' ? ['guides', 'climbers', 'events', 'statistics'] : [],
  });
  return { user, token: await signInAs(t.app, user.email) };
}

const bank = (overrides: Record<string, unknown> = {}) => ({
  account_holder_name: 'Marie Gagnon',
  transit_number: '10101',
  institution_number: '815',
  account_number: '12345678',
  ...overrides,
});

describe('who may use the payout API', () => {
  const guideRoutes: Array<[Method, string, object?]> = [
    ['POST', '/api/stripe'],
    ['POST', '/api/finish-onboarding'],
    ['GET', '/api/payouts/overview'],
    ['POST', '/api/payouts/bank-accounts', bank()],
    ['POST', '/api/payouts/bank-accounts/ba_x/default'],
    ['POST', '/api/payouts/withdraw', { amount: 100 }],
    ['POST', '/api/get-this-stripe/acct_x'],
    ['POST', '/api/goto-stripe-dashboard/acct_x'],
  ];

  it('answers 401 to visitors and 403 to climbers and admins', async () => {
    const climber = await tokenFor('climber');
    const admin = await tokenFor('admin');
    for (const [method, url, payload] of guideRoutes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, climber.token, payload)).statusCode, `climber ${url}`).toBe(403);
      expect((await call(method, url, admin.token, payload)).statusCode, `admin ${url}`).toBe(403);
    }
    const superAdmin = await tokenFor('super_admin');
    expect((await call('POST', '/api/stripe', superAdmin.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/payouts/overview', superAdmin.token)).statusCode).toBe(403);
  });

  it('shows an account and its dashboard to its owner and the super admin only', async () => {
    const owner = await onboardedGuide(t.app);
    const other = await onboardedGuide(t.app);
    const superAdmin = await tokenFor('super_admin');

    const mine = await call('POST', `/api/get-this-stripe/${owner.accountId}`, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: owner.accountId,
      default_currency: 'cad',
      details_submitted: true,
      payouts_enabled: true,
      charges_enabled: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
      settings: { payouts: { schedule: { interval: 'daily' } } },
    });
    const dashboard = await call('POST', `/api/goto-stripe-dashboard/${owner.accountId}`, owner.token);
    expect(dashboard.statusCode).toBe(200);
    const dashboardUrl = new URL(dashboard.json().url);
    expect(`${dashboardUrl.origin}${dashboardUrl.pathname}`).toBe(
      `http://localhost:3000/sandbox/dashboard/${owner.accountId}`,
    );
    // The minted login link opens the dashboard; the account id alone does not.
    expect(
      (await t.app.inject({ method: 'GET', url: `${dashboardUrl.pathname}${dashboardUrl.search}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: dashboardUrl.pathname })).statusCode).toBe(403);

    expect((await call('POST', `/api/get-this-stripe/${owner.accountId}`, other.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/goto-stripe-dashboard/${owner.accountId}`, other.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/get-this-stripe/acct_unknown', other.token)).statusCode).toBe(403);

    expect((await call('POST', `/api/get-this-stripe/${owner.accountId}`, superAdmin.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/goto-stripe-dashboard/${owner.accountId}`, superAdmin.token)).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/get-this-stripe/acct_unknown', superAdmin.token)).statusCode).toBe(404);
  });
});

describe('payout onboarding journey', () => {
  it('goes from setup to finish to active through the sandbox onboarding page and account.updated', async () => {
    const { user, token } = await tokenFor('guide');
    const overview = async () => (await call('GET', '/api/payouts/overview', token)).json();
    expect(await overview()).toMatchObject({
      state: 'setup',
      account: null,
      external_accounts: [],
      payouts: [],
      stats: { gross: 0, fee: 0, net: 0, total_events: 0, total_bookings: 0, period_days: 7 },
    });
    const missing = await call('POST', '/api/finish-onboarding', token);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('payout_account_missing');

    const started = await call('POST', '/api/stripe', token);
    expect(started.statusCode).toBe(200);
    const link = new URL(started.json().url);
    const accountId = (await findUserById(t.database.db, user.id))?.stripeAccountId;
    expect(accountId).toMatch(/^acct_/);
    expect(link.pathname).toBe(`/sandbox/onboarding/${accountId}`);
    // Like a Stripe account link: a random single-use token, the return URL kept on the server.
    expect(link.searchParams.get('link')).toMatch(/^[\w-]{40,}$/);
    expect(link.searchParams.get('return_url')).toBeNull();

    // Get started twice (double click, or coming back later): the same account.
    const again = await call('POST', '/api/stripe', token);
    expect(new URL(again.json().url).pathname).toBe(`/sandbox/onboarding/${accountId}`);
    expect((await findUserById(t.database.db, user.id))?.stripeAccountId).toBe(accountId);

    expect(await overview()).toMatchObject({ state: 'finish', account: { id: accountId, payouts_enabled: false } });
    const finish = await call('POST', '/api/finish-onboarding', token);
    expect(finish.statusCode).toBe(200);
    expect(new URL(finish.json().url).pathname).toBe(`/sandbox/onboarding/${accountId}`);

    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ link: link.searchParams.get('link') ?? '' }).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    // The screen learns the guide is back from onboarding (and only then waits for the provider).
    expect(submitted.headers.location).toBe('http://localhost:3000/payout?onboarding=returned');

    expect((await deliverWebhooks(t.app)).delivered).toBeGreaterThanOrEqual(1);
    const me = (await call('GET', '/api/user', token)).json();
    expect(me.user).toMatchObject({
      stripe_account_id: accountId,
      details_submitted: true,
      payouts_enabled: true,
      charges_enabled: true,
    });
    const active = await overview();
    expect(active.state).toBe('active');
    expect(active.balance).toEqual({
      available: [{ amount: 0, currency: 'cad' }],
      pending: [{ amount: 0, currency: 'cad' }],
    });
  });

  it('shows the active state on return even before the webhook arrives (read-repair)', async () => {
    const { guide, token, accountId } = await guideWithAccount(t.app);
    await sandbox.completeOnboarding(accountId);
    const overview = (await call('GET', '/api/payouts/overview', token)).json();
    expect(overview.state).toBe('active');
    expect((await findUserById(t.database.db, guide.id))?.payoutsEnabled).toBe(true);
  });
});

describe('bank accounts', () => {
  it('answers 422 per field for bad Canadian digits', async () => {
    const { token } = await onboardedGuide(t.app);
    const response = await call(
      'POST',
      '/api/payouts/bank-accounts',
      token,
      bank({ account_holder_name: ' ', transit_number: '1234', institution_number: '8a5', account_number: '123456' }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual([
      'account_holder_name',
      'account_number',
      'institution_number',
      'transit_number',
    ]);
    expect(errors.transit_number).toEqual(['The transit number must be 5 digits.']);
    expect(errors.institution_number).toEqual(['The institution number must be 3 digits.']);
    expect(errors.account_number).toEqual(['The account number must be 7 to 12 digits.']);
    const tooLong = await call('POST', '/api/payouts/bank-accounts', token, bank({ account_number: '1234567890123' }));
    expect(tooLong.json().errors.account_number).toBeDefined();
    const empty = await call('POST', '/api/payouts/bank-accounts', token, {});
    expect(empty.statusCode).toBe(422);
  });

  it('adds bank accounts (the first is the default), switches the default, and refuses a foreign id', async () => {
    const { token } = await onboardedGuide(t.app);
    const first = await call('POST', '/api/payouts/bank-accounts', token, bank());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Bank account added', code: 'payout_method_added' });
    expect(first.json().external_account).toMatchObject({
      object: 'bank_account',
      account_holder_name: 'Marie Gagnon',
      name: 'Marie Gagnon',
      bank_name: 'Desjardins',
      last4: '5678',
      routing_number: '10101-815',
      default_for_currency: true,
      status: 'new',
    });
    expect(first.body).not.toContain('12345678');
    // The same details again (a retried request) give the same bank account.
    const same = await call('POST', '/api/payouts/bank-accounts', token, bank());
    expect(same.json().external_account.id).toBe(first.json().external_account.id);

    const second = await call('POST', '/api/payouts/bank-accounts', token, bank({ account_number: '9876543' }));
    expect(second.json().external_account.default_for_currency).toBe(false);
    const secondId = second.json().external_account.id;
    const switched = await call('POST', `/api/payouts/bank-accounts/${secondId}/default`, token);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      message: 'Default bank account updated',
      code: 'payout_method_default_updated',
    });
    expect(switched.json().external_account).toMatchObject({ id: secondId, default_for_currency: true });
    const overview = (await call('GET', '/api/payouts/overview', token)).json();
    expect(
      overview.external_accounts.map((b: { id: string; default_for_currency: boolean }) => b.default_for_currency),
    ).toEqual([false, true]);

    const other = await onboardedGuide(t.app);
    expect((await call('POST', `/api/payouts/bank-accounts/${secondId}/default`, other.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/payouts/bank-accounts/ba_unknown/default', token)).statusCode).toBe(404);
  });

  it('needs a payout account first', async () => {
    const { token } = await tokenFor('guide');
    const response = await call('POST', '/api/payouts/bank-accounts', token, bank());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('payout_account_missing');
  });
});

describe('withdrawals and stats', () => {
  it('computes 7-day gross, fee and net, withdraws within the balance, once per request id', async () => {
    const { token, accountId } = await onboardedGuide(t.app);
    await paidCheckout(t.app, accountId, 10_000); // fee 1 000 → 9 000 to the guide
    await paidCheckout(t.app, accountId, 5_005); // fee 501 (rounded) → 4 504
    const before = (await call('GET', '/api/payouts/overview', token)).json();
    expect(before.stats).toEqual({
      period_days: 7,
      currency: 'cad',
      gross: 15_005,
      fee: 1_501,
      net: 13_504,
      total_events: 0,
      total_bookings: 0,
    });
    expect(before.balance.available).toEqual([{ amount: 13_504, currency: 'cad' }]);

    const noBank = await call('POST', '/api/payouts/withdraw', token, { amount: 100 });
    expect(noBank.statusCode).toBe(409);
    expect(noBank.json().code).toBe('no_payout_method');
    await call('POST', '/api/payouts/bank-accounts', token, bank());

    for (const amount of [0, -5, 1.5, '100']) {
      const bad = await call('POST', '/api/payouts/withdraw', token, { amount });
      expect(bad.statusCode, String(amount)).toBe(422);
      expect(bad.json().errors.amount).toBeDefined();
    }
    const over = await call('POST', '/api/payouts/withdraw', token, { amount: 13_505 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([
      'The amount may not be greater than your available balance (CA$135.04).',
    ]);

    const requestId = randomUUID();
    const first = await call('POST', '/api/payouts/withdraw', token, { amount: 10_000, request_id: requestId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Payout created', code: 'payout_created' });
    expect(first.json().payout).toMatchObject({ amount: 10_000, currency: 'cad', status: 'in_transit' });
    // A double click: same request id, same payout, and the balance moves once.
    const again = await call('POST', '/api/payouts/withdraw', token, { amount: 10_000, request_id: requestId });
    expect(again.statusCode).toBe(201);
    expect(again.json().payout.id).toBe(first.json().payout.id);

    const after = (await call('GET', '/api/payouts/overview', token)).json();
    expect(after.balance.available).toEqual([{ amount: 3_504, currency: 'cad' }]);
    expect(after.payouts.map((p: { id: string }) => p.id)).toEqual([first.json().payout.id]);
    expect(after.stats.gross).toBe(15_005);
  });

  it('answers 409 to a request id reused with another amount, and pays nothing more (finding 14)', async () => {
    const { token, accountId } = await onboardedGuide(t.app);
    await paidCheckout(t.app, accountId, 50_000); // 45 000 to the guide
    await call('POST', '/api/payouts/bank-accounts', token, bank());
    const requestId = randomUUID();
    const first = await call('POST', '/api/payouts/withdraw', token, { amount: 10_000, request_id: requestId });
    expect(first.statusCode).toBe(201);

    const reused = await call('POST', '/api/payouts/withdraw', token, { amount: 25_000, request_id: requestId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      message: 'This request was already made with different details.',
      code: 'idempotency_key_reused',
      request_id: expect.any(String),
    });
    const overview = (await call('GET', '/api/payouts/overview', token)).json();
    expect(overview.balance.available).toEqual([{ amount: 35_000, currency: 'cad' }]);
    expect(overview.payouts.map((p: { amount: number }) => p.amount)).toEqual([10_000]);

    // The same details again still answer the first payout.
    const repeated = await call('POST', '/api/payouts/withdraw', token, { amount: 10_000, request_id: requestId });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json().payout.id).toBe(first.json().payout.id);
  });

  it('refuses a withdrawal while payouts are not enabled', async () => {
    const { token } = await guideWithAccount(t.app);
    const response = await call('POST', '/api/payouts/withdraw', token, { amount: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('payouts_not_enabled');
  });
});

describe('withdrawals on Stripe', () => {
  it('answers the same 409 when Stripe refuses a request id reused with another amount (finding 14)', async () => {
    const fake = await FakeStripeServer.start();
    const stripeApp = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_cordee',
      STRIPE_WEBHOOK_SECRET: 'whsec_cordee_test',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: fake.port,
      STRIPE_API_PROTOCOL: 'http',
    });
    try {
      const { app } = stripeApp;
      expect(app.payments.kind).toBe('stripe');
      const guide = await createUser(stripeApp.database.db, { role: 'guide', isApproved: true });
      const token = await signInAs(app, guide.email);
      const post = (url: string, payload?: object) =>
        app.inject({ method: 'POST', url, payload, headers: bearer(token) });
      expect((await post('/api/stripe')).statusCode).toBe(200);
      const accountId = (await findUserById(stripeApp.database.db, guide.id))?.stripeAccountId;
      if (!accountId) throw new Error('POST /api/stripe saved no account id');
      expect((await post('/api/payouts/bank-accounts', bank())).statusCode).toBe(201);
      fake.setBalance(accountId, { available: 50_000, pending: 0 });

      const requestId = randomUUID();
      expect((await post('/api/payouts/withdraw', { amount: 10_000, request_id: requestId })).statusCode).toBe(201);
      const reused = await post('/api/payouts/withdraw', { amount: 25_000, request_id: requestId });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        message: 'This request was already made with different details.',
        code: 'idempotency_key_reused',
        request_id: expect.any(String),
      });
      expect(fake.objectsOfType('payout').map((payout) => payout.amount)).toEqual([10_000]);
    } finally {
      await stripeApp.close();
      await fake.close();
    }
  });
});

describe('GET /api/user for a guide with a payout account', () => {
  it('fills account, balance, payouts and the stat cards from the provider', async () => {
    const { token, accountId } = await onboardedGuide(t.app);
    await paidCheckout(t.app, accountId, 20_000);
    await paidCheckout(t.app, accountId, 1_000);
    await call('POST', '/api/payouts/bank-accounts', token, bank());
    await call('POST', '/api/payouts/withdraw', token, { amount: 5_000, request_id: randomUUID() });
    const body = (await call('GET', '/api/user', token)).json();
    expect(body.account).toMatchObject({ id: accountId, default_currency: 'cad', payouts_enabled: true });
    expect(body.balance).toEqual([{ amount: 18_000 + 900 - 5_000, currency: 'cad' }]);
    expect(body.payouts).toHaveLength(1);
    expect(body.payouts[0]).toMatchObject({ amount: 5_000, currency: 'cad' });
    const stat = (key: string) => body.stats.find((s: { key: string }) => s.key === key);
    expect(stat('total_transactions')).toEqual({ key: 'total_transactions', value: 2, kind: 'count' });
    expect(stat('payouts')).toEqual({ key: 'payouts', value: 5_000, kind: 'money' });
  });

  it('leaves them empty for a guide without an account', async () => {
    const { token } = await tokenFor('guide');
    const body = (await call('GET', '/api/user', token)).json();
    expect(body).toMatchObject({ account: {}, balance: [], payouts: [] });
  });
});

describe('a payment provider outage (F4)', () => {
  it('answers 503 payment_provider_unavailable, and GET /api/user still answers 200', async () => {
    const { database, drop } = await openTestDatabase();
    const failing = async () => {
      throw new PaymentProviderUnavailableError('provider down');
    };
    const methods = [
      'createConnectedAccount',
      'createOnboardingLink',
      'createDashboardLink',
      'retrieveAccount',
      'createBookingCheckout',
      'createSubscriptionCheckout',
      'retrieveCheckoutSession',
      'listRecentCheckoutSessions',
      'createRefund',
      'retrieveBalance',
      'listPayouts',
      'listExternalAccounts',
      'addBankAccount',
      'setDefaultExternalAccount',
      'createPayout',
      'listAccountCharges',
    ];
    const down = {
      kind: 'stripe',
      ...Object.fromEntries(methods.map((name) => [name, failing])),
      verifyWebhook: () => {
        throw new PaymentProviderUnavailableError('provider down');
      },
    } as unknown as Payments;
    const app = await buildApp({ config: testConfig(), database, overrides: { payments: down } });
    await app.ready();
    try {
      const guide = await createUser(database.db, { role: 'guide', stripeAccountId: 'acct_down' });
      const token = await signInAs(app, guide.email);
      for (const [method, url] of [
        ['POST', '/api/stripe'],
        ['GET', '/api/payouts/overview'],
        ['POST', '/api/finish-onboarding'],
      ] as const) {
        const response = await app.inject({ method, url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({
          message: expect.any(String),
          code: 'payment_provider_unavailable',
          request_id: expect.any(String),
        });
        expect(response.headers['retry-after']).toBe('30');
      }
      const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ account: {}, balance: [], payouts: [] });
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('payout readiness rules', () => {
  const flags = (
    stripeAccountId: string | null,
    detailsSubmitted = false,
    payoutsEnabled = false,
    chargesEnabled = false,
  ) => ({
    stripeAccountId,
    detailsSubmitted,
    payoutsEnabled,
    chargesEnabled,
  });

  it('derives the Payout page state (spec 3 §4) and the event wizard step-1 rule (spec 2 §2.7)', () => {
    expect(payoutStateOf(flags(null))).toBe('setup');
    expect(payoutStateOf(flags('acct', true, true, false))).toBe('finish');
    expect(payoutStateOf(flags('acct', true, true, true))).toBe('active');
    expect(hasPayoutAccountSetUp(payoutAccountOf(flags(null, true, true)))).toBe(false);
    expect(hasPayoutAccountSetUp(payoutAccountOf(flags('acct')))).toBe(false);
    expect(hasPayoutAccountSetUp(payoutAccountOf(flags('acct', true)))).toBe(true);
    expect(hasPayoutAccountSetUp(payoutAccountOf(flags('acct', false, true)))).toBe(true);
    expect(() => assertPayoutAccountSetUp(flags('acct'))).toThrow(
      expect.objectContaining({ status: 409, code: 'payout_setup_required' }),
    );
  });
});

describe('OpenAPI', () => {
  it('names every payout and webhook call', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = [
      ['post', '/api/stripe'],
      ['post', '/api/finish-onboarding'],
      ['post', '/api/goto-stripe-dashboard/{id}'],
      ['post', '/api/get-this-stripe/{id}'],
      ['get', '/api/payouts/overview'],
      ['post', '/api/payouts/bank-accounts'],
      ['post', '/api/payouts/bank-accounts/{id}/default'],
      ['post', '/api/payouts/withdraw'],
      ['post', '/api/cos-connect-whs'],
    ] as const;
    for (const [method, path] of operations) {
      expect(spec.paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
  });
});
