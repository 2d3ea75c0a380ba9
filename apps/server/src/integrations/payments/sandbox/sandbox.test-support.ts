import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../../features/users/users.service.ts';
import { bearer, createUser, signInAs } from '../../../test/factories.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { deliverDueSandboxWebhooks } from './sandbox-webhook-delivery.ts';

/** Test helpers for the sandbox provider: tests reach its extra methods and drive its deliveries. */

export const TEST_WEBHOOK_SECRET = 'whsec_test_cordee_sandbox';

export function sandboxOf(app: FastifyInstance): SandboxPaymentProvider {
  if (!(app.payments instanceof SandboxPaymentProvider)) throw new Error('the sandbox provider is not the one running');
  return app.payments;
}

/** One delivery pass, as the background worker would run it (optionally "later", for retries). */
export function deliverWebhooks(app: FastifyInstance, now = new Date()) {
  return deliverDueSandboxWebhooks(app, sandboxOf(app), now);
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

/** A booking checkout of `amount` cents to the account, 10% fee, paid through the sandbox. */
export async function paidCheckout(app: FastifyInstance, accountId: string, amount: number) {
  checkoutSequence += 1;
  const sandbox = sandboxOf(app);
  const session = await sandbox.createBookingCheckout({
    idempotencyKey: `test-checkout:${accountId}:${checkoutSequence}:${Date.now()}`,
    lineItems: [{ name: 'Guided climb', unitAmount: amount, quantity: 1 }],
    currency: 'cad',
    destinationAccountId: accountId,
    applicationFeeAmount: Math.round(amount / 10),
    successUrl: 'http://localhost:3000/booking/success/{CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/booking/cancelled/{CHECKOUT_SESSION_ID}',
    expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    metadata: { booking_id: String(checkoutSequence) },
  });
  await sandbox.payCheckoutSession(session.id);
  return session;
}
