import { and, eq, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { PaymentObjectNotFoundError, PaymentRequestError } from '../payment-errors.ts';
import type { ProviderSubscription } from '../payment-provider.ts';
import { sandboxSubscriptions } from './sandbox.tables.ts';
import { mintAccountLink, useAccountLink } from './sandbox-accounts.ts';
import { emitEvent, epochSeconds, newId, type SandboxContext, type SubscriptionRow } from './sandbox-context.ts';

/** The sandbox's subscriptions, renewed, failed or canceled as Stripe Billing plays them. */

/** How long a subscription whose renewal failed stays past_due before it is canceled (Stripe retries ~a week). */
export const PAST_DUE_CANCEL_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** The end of a billing period that starts at `start`, in UTC calendar months or years. */
export function periodEndAfter(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start.getTime());
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function presentSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    status: row.status,
    interval: row.interval,
    unitAmount: row.unitAmount,
    currency: row.currency,
    currentPeriodEnd: epochSeconds(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    metadata: row.metadata,
  };
}

/** The subscription as Stripe puts it in `customer.subscription.*` events. */
export function subscriptionObject(row: SubscriptionRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'subscription',
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: row.canceledAt ? epochSeconds(row.canceledAt) : null,
    current_period_start: epochSeconds(row.currentPeriodStart),
    current_period_end: epochSeconds(row.currentPeriodEnd),
    metadata: row.metadata,
    customer_email: row.customerEmail,
    created: epochSeconds(row.createdAt),
    items: {
      data: [
        {
          current_period_start: epochSeconds(row.currentPeriodStart),
          current_period_end: epochSeconds(row.currentPeriodEnd),
          price: { unit_amount: row.unitAmount, currency: row.currency, recurring: { interval: row.interval } },
        },
      ],
    },
  };
}

/** An invoice of one period, as Stripe puts it in `invoice.paid` and `invoice.payment_failed`. */
export function invoiceObject(row: SubscriptionRow, status: 'paid' | 'open'): Record<string, unknown> {
  return {
    id: newId('in'),
    object: 'invoice',
    status,
    subscription: row.id,
    parent: { type: 'subscription_details', subscription_details: { subscription: row.id, metadata: row.metadata } },
    amount_due: row.unitAmount,
    amount_paid: status === 'paid' ? row.unitAmount : 0,
    currency: row.currency,
    customer_email: row.customerEmail,
    period_start: epochSeconds(row.currentPeriodStart),
    period_end: epochSeconds(row.currentPeriodEnd),
  };
}

async function subscriptionRow(db: Database, subscriptionId: string, lock = false): Promise<SubscriptionRow> {
  const query = db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new PaymentObjectNotFoundError(`No such subscription: ${subscriptionId}`);
  return row;
}

export async function retrieveSubscription(ctx: SandboxContext, subscriptionId: string): Promise<ProviderSubscription> {
  return presentSubscription(await subscriptionRow(ctx.db, subscriptionId));
}

/**
 * Setting the flag is idempotent by nature (the same value twice changes nothing and emits nothing), so
 * the sandbox needs no record of the key.
 */
export async function setSubscriptionCancelAtPeriodEnd(
  ctx: SandboxContext,
  subscriptionId: string,
  input: { idempotencyKey: string; cancelAtPeriodEnd: boolean },
): Promise<ProviderSubscription> {
  return ctx.db.transaction(async (tx) => {
    const row = await subscriptionRow(tx, subscriptionId, true);
    if (row.status === 'canceled') {
      throw new PaymentRequestError(
        'subscription_canceled',
        'A canceled subscription can no longer be updated.',
        'cancel_at_period_end',
      );
    }
    if (row.cancelAtPeriodEnd === input.cancelAtPeriodEnd) return presentSubscription(row);
    const [after] = await tx
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: input.cancelAtPeriodEnd, updatedAt: new Date() })
      .where(eq(sandboxSubscriptions.id, row.id))
      .returning();
    if (!after) throw new PaymentObjectNotFoundError(`No such subscription: ${subscriptionId}`);
    await emitEvent(tx, 'customer.subscription.updated', subscriptionObject(after));
    return presentSubscription(after);
  });
}

/**
 * Stripe's `DELETE /v1/subscriptions/{id}`: canceled now (`customer.subscription.deleted`), so no
 * period is ever charged again. Nothing is refunded. Canceling it again changes nothing and emits
 * nothing, so the sandbox needs no record of the key.
 */
export async function cancelSubscription(
  ctx: SandboxContext,
  subscriptionId: string,
  _input: { idempotencyKey: string },
): Promise<ProviderSubscription> {
  return ctx.db.transaction(async (tx) => {
    const row = await subscriptionRow(tx, subscriptionId, true);
    if (row.status === 'canceled') return presentSubscription(row);
    const now = new Date();
    const [canceled] = await tx
      .update(sandboxSubscriptions)
      .set({ status: 'canceled', canceledAt: now, updatedAt: now })
      .where(eq(sandboxSubscriptions.id, row.id))
      .returning();
    if (!canceled) throw new PaymentObjectNotFoundError(`No such subscription: ${subscriptionId}`);
    await emitEvent(tx, 'customer.subscription.deleted', subscriptionObject(canceled));
    return presentSubscription(canceled);
  });
}

/**
 * The end of one billing period, as Stripe Billing plays it: a subscription set to cancel ends; one whose
 * next payment is set to fail goes past_due; any other is charged again for the next period. A
 * past_due subscription left unpaid a week is canceled.
 */
async function endPeriod(tx: Database, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  const update = async (values: Partial<typeof sandboxSubscriptions.$inferInsert>) => {
    const [after] = await tx
      .update(sandboxSubscriptions)
      // The period end the caller decided (the test page ends the period now) unless the step moves it.
      .set({ currentPeriodEnd: row.currentPeriodEnd, ...values, updatedAt: now })
      .where(eq(sandboxSubscriptions.id, row.id))
      .returning();
    if (!after) throw new PaymentObjectNotFoundError(`No such subscription: ${row.id}`);
    return after;
  };
  if (row.status === 'canceled') return row;
  if (row.cancelAtPeriodEnd || (row.status === 'past_due' && !row.failNextRenewal)) {
    if (row.status === 'past_due' && now.getTime() < row.currentPeriodEnd.getTime() + PAST_DUE_CANCEL_AFTER_MS) {
      return row;
    }
    const canceled = await update({ status: 'canceled', canceledAt: now });
    await emitEvent(tx, 'customer.subscription.deleted', subscriptionObject(canceled));
    return canceled;
  }
  if (row.failNextRenewal) {
    const failed = await update({ status: 'past_due', failNextRenewal: false });
    await emitEvent(tx, 'invoice.payment_failed', invoiceObject(failed, 'open'));
    await emitEvent(tx, 'customer.subscription.updated', subscriptionObject(failed));
    return failed;
  }
  let start = row.currentPeriodEnd;
  let end = periodEndAfter(start, row.interval);
  // A server that was off for several periods catches up in one charge for the current one.
  while (end.getTime() <= now.getTime()) {
    start = end;
    end = periodEndAfter(start, row.interval);
  }
  const renewed = await update({ status: 'active', currentPeriodStart: start, currentPeriodEnd: end });
  await emitEvent(tx, 'invoice.paid', invoiceObject(renewed, 'paid'));
  await emitEvent(tx, 'customer.subscription.updated', subscriptionObject(renewed));
  return renewed;
}

/** Subscriptions whose period has ended are renewed, failed or canceled (with their events). Returns how many. */
export async function renewDueSubscriptions(ctx: SandboxContext, now = new Date(), limit = 100): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(
        or(
          and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)),
          and(
            eq(sandboxSubscriptions.status, 'past_due'),
            lte(sandboxSubscriptions.currentPeriodEnd, new Date(now.getTime() - PAST_DUE_CANCEL_AFTER_MS)),
          ),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) await endPeriod(tx, row, now);
    return due.length;
  });
}

/** The hosted test page of a subscription, with a fresh single-use link (relative path). */
export async function subscriptionPagePath(
  ctx: SandboxContext,
  subscriptionId: string,
  now = new Date(),
): Promise<string> {
  await subscriptionRow(ctx.db, subscriptionId);
  const token = await mintAccountLink(ctx, subscriptionId, 'subscription', null, now);
  return `/sandbox/subscription/${encodeURIComponent(subscriptionId)}?${new URLSearchParams({ link: token })}`;
}

export async function subscriptionPageData(ctx: SandboxContext, subscriptionId: string): Promise<SubscriptionRow> {
  return subscriptionRow(ctx.db, subscriptionId);
}

/**
 * The hosted test page's buttons: end the current period now, with the renewal's payment accepted or
 * declined. A past_due subscription is paid again (renewal) or declined once more. Only with the page's
 * link, used up in the same transaction; answers a fresh page path, or null when the link is refused.
 */
export async function simulateRenewalWithLink(
  ctx: SandboxContext,
  subscriptionId: string,
  token: string | undefined,
  outcome: 'paid' | 'failed',
  now = new Date(),
): Promise<string | null> {
  const used = await ctx.db.transaction(async (tx) => {
    const link = await useAccountLink(tx, subscriptionId, 'subscription', token, now);
    if (!link) return false;
    const row = await subscriptionRow(tx, subscriptionId, true);
    if (row.status === 'canceled') return true;
    if (row.status === 'past_due') {
      if (outcome === 'failed') {
        await emitEvent(tx, 'invoice.payment_failed', invoiceObject(row, 'open'));
        return true;
      }
      const [paid] = await tx
        .update(sandboxSubscriptions)
        .set({
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: periodEndAfter(now, row.interval),
          updatedAt: now,
        })
        .where(eq(sandboxSubscriptions.id, row.id))
        .returning();
      if (!paid) return true;
      await emitEvent(tx, 'invoice.paid', invoiceObject(paid, 'paid'));
      await emitEvent(tx, 'customer.subscription.updated', subscriptionObject(paid));
      return true;
    }
    await endPeriod(tx, { ...row, currentPeriodEnd: now, failNextRenewal: outcome === 'failed' }, now);
    return true;
  });
  if (!used) return null;
  return subscriptionPagePath(ctx, subscriptionId, now);
}
