import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../features/users/users.service.ts';
import { users } from '../features/users/users.tables.ts';
import { sandboxWebhookDeliveries } from '../integrations/payments/sandbox/sandbox.tables.ts';
import { SandboxPaymentProvider } from '../integrations/payments/sandbox/sandbox-payment-provider.ts';
import { deliverDueSandboxWebhooks } from '../integrations/payments/sandbox/sandbox-webhook-delivery.ts';
import { bearer, createUser, signInAs } from './factories.ts';

/**
 * Payment set-up for tests, on the sandbox provider: guides with payout accounts, checkouts, and the
 * webhook deliveries the background job would make. Tests reach the sandbox's extra methods here.
 */

export const TEST_WEBHOOK_SECRET = 'whsec_test_cordee_sandbox';

export function sandboxOf(app: FastifyInstance): SandboxPaymentProvider {
  if (!(app.payments instanceof SandboxPaymentProvider)) throw new Error('the sandbox provider is not the one running');
  return app.payments;
}

/**
 * One delivery pass, as the background worker would run it. With `retriesDue`, deliveries waiting for
 * their back-off are made due first, as if that time had passed (the back-off is timed on the
 * database's clock, which a test cannot move).
 */
export async function deliverWebhooks(app: FastifyInstance, options: { retriesDue?: boolean } = {}) {
  if (options.retriesDue) {
    await app.db
      .update(sandboxWebhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(sandboxWebhookDeliveries.status, 'pending'));
  }
  return deliverDueSandboxWebhooks(app, sandboxOf(app));
}

/** A guide with a connected account that is not onboarded yet (POST /api/stripe). */
export async function guideWithAccount(app: FastifyInstance) {
  const guide = await createUser(app.db, { role: 'guide', isApproved: true });
  const token = await signInAs(app, guide.email);
  const response = await app.inject({ method: 'POST', url: '/api/stripe', headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`POST /api/stripe failed: ${response.statusCode} ${response.body}`);
  const stored = await findUserById(app.db, guide.id);
  if (!stored?.stripeAccountId) throw new Error('POST /api/stripe saved no account id');
  return { guide, token, accountId: stored.stripeAccountId };
}

/** A guide whose onboarding is complete and whose account.updated has been delivered. */
export async function onboardedGuide(app: FastifyInstance) {
  const created = await guideWithAccount(app);
  await sandboxOf(app).completeOnboarding(created.accountId);
  await deliverWebhooks(app);
  return created;
}

let checkoutSequence = 0;

/** An open booking checkout of `amount` cents to the account, 10% fee, not paid yet. */
export async function openCheckout(app: FastifyInstance, accountId: string, amount: number) {
  checkoutSequence += 1;
  return sandboxOf(app).createBookingCheckout({
    idempotencyKey: `test-checkout:${accountId}:${checkoutSequence}:${Date.now()}`,
    lineItems: [{ name: 'Guided climb', unitAmount: amount, quantity: 1 }],
    currency: 'cad',
    destinationAccountId: accountId,
    applicationFeeAmount: Math.round(amount / 10),
    successUrl: `${app.config.PUBLIC_URL}/booking/success/{CHECKOUT_SESSION_ID}`,
    cancelUrl: `${app.config.PUBLIC_URL}/booking/cancelled/{CHECKOUT_SESSION_ID}`,
    expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    metadata: { booking_id: String(checkoutSequence) },
  });
}

/** A booking checkout of `amount` cents to the account, 10% fee, paid through the sandbox. */
export async function paidCheckout(app: FastifyInstance, accountId: string, amount: number) {
  const session = await openCheckout(app, accountId, amount);
  await sandboxOf(app).payCheckoutSession(session.id);
  return session;
}

/**
 * An onboarded payout account with a funded balance (one paid checkout of $1,000) and a bank account,
 * attached to the user straight in the database, without the API or a webhook: for tests about what
 * a guide holding one may do, not about onboarding.
 */
export async function fundedPayoutAccount(app: FastifyInstance, user: { id: number; email: string }) {
  const sandbox = sandboxOf(app);
  const account = await sandbox.createConnectedAccount({
    idempotencyKey: `test-account:${user.id}`,
    email: user.email,
    country: 'CA',
  });
  await sandbox.completeOnboarding(account.id);
  await app.db
    .update(users)
    .set({ stripeAccountId: account.id, detailsSubmitted: true, payoutsEnabled: true, chargesEnabled: true })
    .where(eq(users.id, user.id));
  await paidCheckout(app, account.id, 100_000);
  const bank = await sandbox.addBankAccount(account.id, {
    idempotencyKey: `test-bank:${user.id}`,
    accountHolderName: 'Marie Gagnon',
    transitNumber: '10101',
    institutionNumber: '815',
    accountNumber: '12345678',
  });
  return { accountId: account.id, bankAccountId: bank.id };
}
