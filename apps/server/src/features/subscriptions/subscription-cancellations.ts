import { and, asc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { providerCall } from '../../integrations/payments/payment-errors.ts';
import type { PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import {
  PaymentProviderUnavailableError,
  type ProviderSubscription,
} from '../../integrations/payments/payment-provider.ts';
import {
  applyProviderSubscription,
  ENDED_SUBSCRIPTION_STATUSES,
  isEndedStatus,
  retrieveSubscriptionOrNull,
} from './subscriptions.service.ts';
import { type SubscriptionRow, subscriptions } from './subscriptions.tables.ts';

/**
 * A deleted account pays for nothing any more (decision 0040). Deleting an account records, in its own
 * transaction, that each of its subscriptions still able to charge must be cancelled now; right after the
 * deletion commits the provider is asked to cancel them, and whatever it did not confirm (down, slow) is
 * asked again by the cancellations job every minute until it does. Asking twice is harmless: the key is
 * one per subscription and a cancelled subscription stays cancelled.
 *
 * Nothing is refunded: the period already paid simply ends with the account.
 */

const stillRunning = () => notInArray(subscriptions.status, [...ENDED_SUBSCRIPTION_STATUSES]);

/** How many recorded cancellations one pass asks the provider about. */
const CANCELLATIONS_PER_PASS = 50;

/**
 * How long a deletion waits for the provider's answer before answering anyway; a call still running
 * then finishes on its own, and the job covers it if it fails.
 */
export const CANCEL_AT_DELETION_WAIT_MS = 5_000;

export type CancellationContext = { db: Database; payments: Payments; log: FastifyBaseLogger };
export type CancellationPass = { canceled: number; failed: number };

/** Inside the deletion's transaction: every subscription of the account that can still charge is to go. */
export async function recordSubscriptionCancellations(tx: Database, userId: number, now: Date): Promise<number> {
  const marked = await tx
    .update(subscriptions)
    .set({ cancelRequestedAt: now, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), stillRunning(), isNull(subscriptions.cancelRequestedAt)))
    .returning({ id: subscriptions.id });
  return marked.length;
}

/**
 * Cancels at the provider. A refusal other than an outage (Stripe refuses to cancel a subscription that
 * already ended) is settled by reading the subscription: ended is what was asked for.
 */
async function cancelAtProvider(payments: Payments, providerId: string): Promise<ProviderSubscription | null> {
  try {
    return await providerCall(
      payments.cancelSubscription(providerId, { idempotencyKey: `subscription-cancel:${providerId}` }),
    );
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) throw error;
    const state = await retrieveSubscriptionOrNull(payments, providerId);
    if (state === null || isEndedStatus(state.status)) return state;
    throw error;
  }
}

/** Writes what the provider said: its state, or "ended" when it has no such subscription. */
async function settle(db: Database, row: SubscriptionRow, state: ProviderSubscription | null): Promise<boolean> {
  if (state === null) {
    // The provider has no such subscription: nothing there can be charged.
    await db
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id));
    return true;
  }
  await db.transaction((tx) => applyProviderSubscription(tx, state));
  return isEndedStatus(state.status);
}

/**
 * One pass over the recorded cancellations (of one account when `userId` is given), oldest first: each
 * is asked of the provider and its answer written. Failures are logged and left for the next pass.
 */
export async function cancelRecordedSubscriptions(
  ctx: CancellationContext,
  options: { userId?: number } = {},
): Promise<CancellationPass> {
  const due = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.cancelRequestedAt),
        isNotNull(subscriptions.providerSubscriptionId),
        stillRunning(),
        options.userId === undefined ? undefined : eq(subscriptions.userId, options.userId),
      ),
    )
    .orderBy(asc(subscriptions.cancelRequestedAt))
    .limit(CANCELLATIONS_PER_PASS);
  const pass: CancellationPass = { canceled: 0, failed: 0 };
  for (const row of due) {
    const providerId = row.providerSubscriptionId;
    if (!providerId) continue;
    try {
      const ended = await settle(ctx.db, row, await cancelAtProvider(ctx.payments, providerId));
      if (ended) pass.canceled += 1;
      else pass.failed += 1;
    } catch (error) {
      pass.failed += 1;
      ctx.log.warn(
        { err: error, subscriptionId: row.id, userId: row.userId },
        "a deleted account's subscription is not cancelled yet; the next pass asks again",
      );
    }
  }
  return pass;
}

/**
 * Right after a deletion commits: its subscriptions are cancelled now, waiting at most
 * CANCEL_AT_DELETION_WAIT_MS for the provider, so an outage never holds the deletion's answer.
 */
export async function cancelSubscriptionsOfDeletedAccount(ctx: CancellationContext, userId: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), CANCEL_AT_DELETION_WAIT_MS);
  });
  const attempt = cancelRecordedSubscriptions(ctx, { userId }).catch((error: unknown) => {
    ctx.log.error({ err: error, userId }, "could not cancel a deleted account's subscriptions; the job retries");
    return null;
  });
  try {
    if ((await Promise.race([attempt, late])) === 'late') {
      ctx.log.warn({ userId }, "the payment provider is slow to cancel a deleted account's subscriptions");
    }
  } finally {
    clearTimeout(timer);
  }
}
