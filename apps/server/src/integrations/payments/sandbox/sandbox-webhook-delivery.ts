import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { databaseNowPlus, heldBy, leaseDueRows } from '../../../db/lease-due-rows.ts';
import { WEBHOOK_PATH } from '../webhook-signature.ts';
import { sandboxEvents, sandboxWebhookDeliveries } from './sandbox.tables.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

/** Like Stripe: retried for about three days, with growing gaps, then given up (the reconciler covers it). */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000, 24 * 3600_000];
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const LEASE_MS = 60_000;

export function deliveryRetryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0] ?? 60_000;
}

/** Leases due deliveries (see leaseDueRows), with their claims. */
async function claimDueDeliveries(db: Database, limit: number) {
  const claims = await leaseDueRows(db, sandboxWebhookDeliveries, { limit, leaseMs: LEASE_MS });
  if (claims.length === 0) return [];
  const ids = claims.map((claim) => claim.id);
  const rows = await db
    .select({
      id: sandboxWebhookDeliveries.id,
      attempts: sandboxWebhookDeliveries.attempts,
      payload: sandboxEvents.payload,
    })
    .from(sandboxWebhookDeliveries)
    .innerJoin(sandboxEvents, eq(sandboxEvents.id, sandboxWebhookDeliveries.eventId))
    .where(inArray(sandboxWebhookDeliveries.id, ids))
    .orderBy(sandboxWebhookDeliveries.id);
  return rows.flatMap((row) => {
    const claim = claims.find((c) => c.id === row.id);
    return claim ? [{ ...row, claim }] : [];
  });
}

/**
 * One pass: each due event is signed now and POSTed to the app's own webhook route through the full
 * HTTP handling (in-process inject), exactly as Stripe would call it. A non-2xx answer is retried later.
 * What is due, leases and back-off are timed on the database's clock; the outcome is recorded only
 * under this pass's claim (a pass that outlived its lease leaves the row to its new holder).
 */
export async function deliverDueSandboxWebhooks(
  app: FastifyInstance,
  provider: SandboxPaymentProvider,
  limit = 20,
): Promise<{ delivered: number; failed: number }> {
  const due = await claimDueDeliveries(app.db, limit);
  let delivered = 0;
  for (const delivery of due) {
    const attempts = delivery.attempts + 1;
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': provider.signPayload(delivery.payload),
          'user-agent': 'Cordee-Sandbox-Webhooks/1.0',
        },
        payload: delivery.payload,
      });
      statusCode = response.statusCode;
      if (statusCode < 200 || statusCode >= 300) error = response.body.slice(0, 500);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    if (error === null) {
      delivered += 1;
      await app.db
        .update(sandboxWebhookDeliveries)
        .set({
          status: 'delivered',
          attempts,
          lastStatusCode: statusCode,
          lastError: null,
          deliveredAt: sql`now()`,
          lockedUntil: null,
          claimToken: null,
        })
        .where(heldBy(delivery.claim));
    } else {
      await app.db
        .update(sandboxWebhookDeliveries)
        .set({
          status: attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending',
          attempts,
          lastStatusCode: statusCode,
          lastError: error,
          nextAttemptAt: databaseNowPlus(deliveryRetryDelayMs(attempts)),
          lockedUntil: null,
          claimToken: null,
        })
        .where(heldBy(delivery.claim));
    }
  }
  return { delivered, failed: due.length - delivered };
}

/**
 * The sandbox's "Stripe side", one pass (scheduled every second in jobs.ts when the sandbox is the
 * provider): expires overdue checkout sessions, ends the billing periods that are over (renewal,
 * failed renewal, cancellation at period end), then delivers due events.
 */
export async function runSandboxWebhookDeliveries(app: FastifyInstance, now = new Date()) {
  const provider = app.payments;
  if (!(provider instanceof SandboxPaymentProvider)) throw new Error('the sandbox provider is not the one running');
  await provider.expireDueSessions(now);
  await provider.renewDueSubscriptions(now);
  return deliverDueSandboxWebhooks(app, provider);
}
