import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEvents, sandboxWebhookDeliveries } from '../../integrations/payments/sandbox/sandbox.tables.ts';
import type { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import { WEBHOOK_PATH } from '../../integrations/payments/webhook-signature.ts';
import { createUser } from '../../test/factories.ts';
import {
  deliverWebhooks,
  guideWithAccount,
  onboardedGuide,
  paidCheckout,
  sandboxOf,
  TEST_WEBHOOK_SECRET,
} from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { findUserById } from '../users/users.service.ts';
import { runPaymentReconciler } from './payment-jobs.ts';
import { reconcilePayments } from './reconcile-payments.service.ts';
import { processedWebhookEvents } from './webhooks.tables.ts';

let t: TestApp;
let sandbox: SandboxPaymentProvider;
let effectsUserId: number;
/** Sessions whose first fulfilment attempt throws (one failure each). */
const failOnce = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  sandbox = sandboxOf(t.app);
  effectsUserId = (await createUser(t.database.db)).id;
  // Stands in for the Bookings feature: fulfilling a checkout writes one row per session.
  t.app.webhookHandlers.register('checkout.session.completed', {
    load: async (event, payments) => payments.retrieveCheckoutSession(String(event.data.object.id)),
    apply: async (tx, _event, session) => {
      await tx.insert(notifications).values({ userId: effectsUserId, type: 'test_fulfilled', subject: session.id });
      if (failOnce.delete(session.id)) throw new Error('fulfilment failed once');
    },
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => failOnce.clear());

const ctx = () => ({ db: t.app.db, payments: t.app.payments, webhookHandlers: t.app.webhookHandlers, log: t.app.log });
const fulfilments = (sessionId: string) =>
  t.database.db.$count(
    notifications,
    and(eq(notifications.type, 'test_fulfilled'), eq(notifications.subject, sessionId)),
  );

async function eventOf(type: string, objectId: string) {
  const [row] = await t.database.db
    .select()
    .from(sandboxEvents)
    .where(
      and(
        eq(sandboxEvents.type, type),
        sql`${sandboxEvents.payload}::jsonb -> 'data' -> 'object' ->> 'id' = ${objectId}`,
      ),
    );
  if (!row) throw new Error(`no ${type} for ${objectId}`);
  return row;
}

/** The delivery "never happens": the provider lost it. */
async function dropDelivery(eventId: string) {
  await t.database.db.delete(sandboxWebhookDeliveries).where(eq(sandboxWebhookDeliveries.eventId, eventId));
}

describe('missed webhooks reconciliation (F6)', () => {
  it('fulfils a paid checkout whose webhook was dropped in one pass, exactly once, and ignores the late webhook', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const session = await paidCheckout(t.app, accountId, 15_000);
    const event = await eventOf('checkout.session.completed', session.id);
    await dropDelivery(event.id);
    await deliverWebhooks(t.app);
    expect(await fulfilments(session.id)).toBe(0);

    const first = await reconcilePayments(ctx());
    expect(first.checkoutsRecovered).toBeGreaterThanOrEqual(1);
    expect(await fulfilments(session.id)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.dedupeKey, `checkout.session.completed:${session.id}`));
    expect(row).toMatchObject({ source: 'reconciler', handled: true, type: 'checkout.session.completed' });

    const second = await reconcilePayments(ctx());
    expect(second.checkoutsRecovered).toBe(0);

    // The provider's delivery finally arrives under its own event id: acknowledged, not applied again.
    const late = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.signPayload(event.payload) },
      payload: event.payload,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, duplicate: true });
    expect(await fulfilments(session.id)).toBe(1);
  });

  it('retries a delivery whose handler failed, applies it once, and leaves nothing for the reconciler', async () => {
    const { accountId } = await onboardedGuide(t.app);
    const session = await paidCheckout(t.app, accountId, 9_900);
    failOnce.add(session.id);
    const event = await eventOf('checkout.session.completed', session.id);
    const delivery = async () =>
      (
        await t.database.db
          .select()
          .from(sandboxWebhookDeliveries)
          .where(eq(sandboxWebhookDeliveries.eventId, event.id))
      )[0];

    await deliverWebhooks(t.app);
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(await fulfilments(session.id)).toBe(0);
    // Not due again before its back-off.
    await deliverWebhooks(t.app);
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 1 });

    await deliverWebhooks(t.app, { retriesDue: true });
    expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    expect(await fulfilments(session.id)).toBe(1);

    await reconcilePayments(ctx());
    await deliverWebhooks(t.app, { retriesDue: true });
    expect(await fulfilments(session.id)).toBe(1);
  });

  it('re-syncs a guide whose account.updated was lost', async () => {
    const { guide, accountId } = await guideWithAccount(t.app);
    await sandbox.completeOnboarding(accountId);
    const event = await eventOf('account.updated', accountId);
    await dropDelivery(event.id);
    expect((await findUserById(t.database.db, guide.id))?.payoutsEnabled).toBe(false);
    const result = await reconcilePayments(ctx());
    expect(result.accountsSynced).toBeGreaterThanOrEqual(1);
    expect(await findUserById(t.database.db, guide.id)).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
      chargesEnabled: true,
    });
  });

  it('runs on one instance at a time: the lease refuses a second pass within the interval', async () => {
    expect(await runPaymentReconciler(t.app)).not.toBeNull();
    expect(await runPaymentReconciler(t.app)).toBeNull();
    // The interval is over (on the database's clock, which holds the lease): the next pass runs.
    await t.database.db.execute(sql`update job_leases set locked_until = now() where name = 'payments-reconciler'`);
    expect(await runPaymentReconciler(t.app)).not.toBeNull();
  });
});
