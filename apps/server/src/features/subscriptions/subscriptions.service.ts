import { maySubscribe } from '@cordee/shared/access-policy';
import {
  FREE_SUBSCRIPTION,
  type SubscriptionInterval,
  type SubscriptionSummary,
} from '@cordee/shared/subscriptions.contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import {
  PaymentIdempotencyError,
  PaymentObjectNotFoundError,
  PaymentRequestError,
  providerCall,
} from '../../integrations/payments/payment-errors.ts';
import type {
  CheckoutSession,
  PaymentProvider as Payments,
  ProviderSubscription,
} from '../../integrations/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { plans } from '../plans/plans.tables.ts';
import { users } from '../users/users.tables.ts';
import { opensContentNow } from './content-viewer.ts';
import { type SubscriptionRow, subscriptions } from './subscriptions.tables.ts';

export type SubscriptionContext = {
  db: Database;
  payments: Payments;
  log: FastifyBaseLogger;
  config: Pick<Config, 'PUBLIC_URL'>;
};
type Actor = Pick<AuthenticatedSession, 'user'>;

/** The checkout metadata that marks a session (and its subscription) as this feature's. */
export const SUBSCRIPTION_CHECKOUT_KIND = 'subscription';

/** Clicks within this window reuse one checkout session (the provider replays the idempotency key). */
const CHECKOUT_KEY_WINDOW_MS = 10 * 60 * 1000;

const publicUrl = (config: SubscriptionContext['config'], path: string) =>
  `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;

/**
 * The subscription the user manages: the newest one that opens content. After a change of plan the old
 * one still runs to the end of its period (set to cancel), but the new one is the user's plan.
 */
async function currentSubscriptionRow(db: Database, userId: number, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), opensContentNow(now)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** GET /api/user's `subscription`: plan 'free' when no subscription opens content. */
export async function subscriptionSummaryOf(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<SubscriptionSummary> {
  const row = await currentSubscriptionRow(db, userId, now);
  if (!row) return FREE_SUBSCRIPTION;
  const [plan] = await db.select({ planName: plans.planName }).from(plans).where(eq(plans.id, row.planId));
  return {
    is_active: true,
    plan_id: row.planId,
    plan_name: plan?.planName ?? 'free',
    interval: row.interval,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    status: row.status,
  };
}

/**
 * POST /api/subscribe/{planId}: the provider's checkout for a paid plan. The idempotency key is the same
 * for the same user, plan, interval and price within a few minutes, so a double click opens one session.
 */
export async function startSubscriptionCheckout(
  ctx: SubscriptionContext,
  actor: Actor,
  planId: number,
  interval: SubscriptionInterval,
  now = new Date(),
): Promise<{ url: string }> {
  if (!maySubscribe(actor.user)) throw forbidden('subscription_staff');
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound('plan');
  if (plan.monthlyPriceCents <= 0) throw new DomainError('free_plan');
  const current = await currentSubscriptionRow(ctx.db, actor.user.id, now);
  if (current?.planId === plan.id) throw new DomainError('already_subscribed');
  const unitAmount = interval === 'year' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
  const window = Math.floor(now.getTime() / CHECKOUT_KEY_WINDOW_MS);
  const session = await providerCall(
    ctx.payments.createSubscriptionCheckout({
      idempotencyKey: `subscription-checkout:${actor.user.id}:${plan.id}:${interval}:${unitAmount}:${window}`,
      productName: `Cordée ${plan.planName} plan`,
      unitAmount,
      currency: 'cad',
      interval,
      successUrl: publicUrl(ctx.config, '/subscription/success/{CHECKOUT_SESSION_ID}'),
      cancelUrl: publicUrl(ctx.config, '/subscription/cancelled/{CHECKOUT_SESSION_ID}'),
      metadata: {
        kind: SUBSCRIPTION_CHECKOUT_KIND,
        user_id: String(actor.user.id),
        plan_id: String(plan.id),
        interval,
      },
      customerEmail: actor.user.email,
    }),
  ).catch((error: unknown) => {
    if (error instanceof PaymentIdempotencyError) {
      throw new DomainError('checkout_in_progress', { context: 'subscription' });
    }
    throw error;
  });
  if (!session.url) throw new DomainError('checkout_closed');
  return { url: session.url };
}

function isSubscriptionCheckout(metadata: Record<string, string> | undefined): boolean {
  return metadata?.kind === SUBSCRIPTION_CHECKOUT_KIND;
}

const positiveId = (text: string | undefined): number | null => {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
};

/** Statuses after which the provider never charges a subscription again. */
export const ENDED_SUBSCRIPTION_STATUSES = ['canceled', 'incomplete_expired'] as const;

export const isEndedStatus = (status: string): boolean =>
  (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

export type AppliedSubscription = { userId: number; row: SubscriptionRow } | null;

/**
 * Writes the provider's current state of a subscription onto its one row (keyed by the provider's id),
 * inside the caller's transaction. Every source (webhooks of any type and order, the success screen, a
 * cancel) goes through here with a freshly read state, so they all end in the same row. Ignored (null):
 * another feature's subscription, or one whose user or plan no longer exists.
 */
export async function applyProviderSubscription(
  tx: Database,
  subscription: ProviderSubscription,
  checkoutSessionId: string | null = null,
): Promise<AppliedSubscription> {
  if (!isSubscriptionCheckout(subscription.metadata)) return null;
  const userId = positiveId(subscription.metadata.user_id);
  const planId = positiveId(subscription.metadata.plan_id);
  if (userId === null || planId === null) return null;
  const [user] = await tx.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  if (!user || !plan) return null;
  const state = {
    status: subscription.status,
    interval: subscription.interval,
    currentPeriodEnd: subscription.currentPeriodEnd === null ? null : new Date(subscription.currentPeriodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
  // A subscription of a deleted account (its checkout was paid after the deletion) is cancelled like the
  // ones the deletion found: recorded here, cancelled by the cancellations job (decision 0040).
  const cancelRequestedAt = user.deletedAt !== null && !isEndedStatus(subscription.status) ? new Date() : null;
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, planId, providerSubscriptionId: subscription.id, checkoutSessionId, cancelRequestedAt, ...state })
    .onConflictDoUpdate({
      target: subscriptions.providerSubscriptionId,
      set: {
        ...state,
        checkoutSessionId: sql`coalesce(${subscriptions.checkoutSessionId}, excluded.checkout_session_id)`,
        cancelRequestedAt: sql`coalesce(${subscriptions.cancelRequestedAt}, excluded.cancel_requested_at)`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('subscription upsert returned no row');
  return { userId, row };
}

/** The provider's subscription, or null when it has none by that id. */
export async function retrieveSubscriptionOrNull(
  payments: Payments,
  subscriptionId: string,
): Promise<ProviderSubscription | null> {
  try {
    return await providerCall(payments.retrieveSubscription(subscriptionId));
  } catch (error) {
    if (error instanceof PaymentObjectNotFoundError) return null;
    throw error;
  }
}

/** A paid subscription checkout and the subscription it started, as the provider knows them now. */
export async function paidSubscriptionOf(
  payments: Payments,
  session: CheckoutSession,
): Promise<ProviderSubscription | null> {
  if (!isSubscriptionCheckout(session.metadata)) return null;
  const paid = session.status === 'complete' && session.paymentStatus !== 'unpaid';
  if (!paid || !session.subscriptionId) return null;
  return retrieveSubscriptionOrNull(payments, session.subscriptionId);
}

/**
 * Switching plans: the newest subscription that opens content is the user's plan; any older one still
 * running is set to cancel at the end of its paid period (no refund, no proration: the user keeps what
 * they paid for until then). Provider calls run after the activation committed; safe to repeat (the key
 * is per replaced subscription, and setting the flag twice changes nothing).
 */
export async function cancelReplacedSubscriptions(
  ctx: Pick<SubscriptionContext, 'db' | 'payments' | 'log'>,
  userId: number,
  now = new Date(),
): Promise<void> {
  const newest = await currentSubscriptionRow(ctx.db, userId, now);
  if (!newest) return;
  const replaced = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        opensContentNow(now),
        eq(subscriptions.cancelAtPeriodEnd, false),
        ne(subscriptions.id, newest.id),
      ),
    );
  for (const row of replaced) {
    if (!row.providerSubscriptionId) continue;
    const state = await providerCall(
      ctx.payments.setSubscriptionCancelAtPeriodEnd(row.providerSubscriptionId, {
        idempotencyKey: `subscription-replaced:${row.providerSubscriptionId}`,
        cancelAtPeriodEnd: true,
      }),
    );
    await ctx.db.transaction((tx) => applyProviderSubscription(tx, state));
  }
}

/**
 * POST /api/complete-subscription (the success screen): idempotent, and equal to the webhook's work,
 * whichever comes first. The session must be a subscription checkout of the caller, paid at the provider;
 * anything else is answered as unknown, so a session id tells nothing about other people's checkouts.
 */
export async function completeSubscription(ctx: SubscriptionContext, actor: Actor, sessionId: string) {
  let session: CheckoutSession;
  try {
    session = await providerCall(ctx.payments.retrieveCheckoutSession(sessionId));
  } catch (error) {
    if (error instanceof PaymentObjectNotFoundError) throw notFound('checkout_session');
    throw error;
  }
  if (!isSubscriptionCheckout(session.metadata) || session.metadata.user_id !== String(actor.user.id)) {
    throw notFound('checkout_session');
  }
  const subscription = await paidSubscriptionOf(ctx.payments, session);
  if (!subscription) throw new DomainError('payment_not_completed', { context: 'subscription' });
  const applied = await ctx.db.transaction((tx) => applyProviderSubscription(tx, subscription, session.id));
  if (!applied) throw notFound('plan');
  await cancelReplacedSubscriptions(ctx, actor.user.id).catch((error: unknown) =>
    ctx.log.error({ err: error, userId: actor.user.id }, 'could not cancel a replaced subscription'),
  );
  return { ...noticeOf('subscription_active'), subscription: await subscriptionSummaryOf(ctx.db, actor.user.id) };
}

/**
 * Cancel at period end (true) or resume (false), for the user's current subscription. The key changes
 * whenever the row does, so cancel → resume → cancel are three requests, while a double click is one.
 */
export async function setCancelAtPeriodEnd(
  ctx: SubscriptionContext,
  actor: Actor,
  cancelAtPeriodEnd: boolean,
  now = new Date(),
) {
  const row = await currentSubscriptionRow(ctx.db, actor.user.id, now);
  if (!row?.providerSubscriptionId) throw notFound('subscription');
  const notice = cancelAtPeriodEnd ? 'subscription_ending' : 'subscription_resumed';
  if (row.cancelAtPeriodEnd !== cancelAtPeriodEnd) {
    let state: ProviderSubscription;
    try {
      state = await providerCall(
        ctx.payments.setSubscriptionCancelAtPeriodEnd(row.providerSubscriptionId, {
          idempotencyKey: `subscription-cancel-at-period-end:${row.providerSubscriptionId}:${cancelAtPeriodEnd}:${row.updatedAt.getTime()}`,
          cancelAtPeriodEnd,
        }),
      );
    } catch (error) {
      if (error instanceof PaymentRequestError && error.code === 'subscription_canceled') {
        throw new DomainError('subscription_ended');
      }
      throw error;
    }
    await ctx.db.transaction((tx) => applyProviderSubscription(tx, state));
  }
  return { ...noticeOf(notice), subscription: await subscriptionSummaryOf(ctx.db, actor.user.id, now) };
}

/**
 * Sandbox only: the provider's test page of the current subscription (renew now, or fail the renewal),
 * behind a fresh single-use link. With Stripe there is no such page: Stripe's test clocks do this.
 */
export async function sandboxSubscriptionPage(ctx: SubscriptionContext, actor: Actor, now = new Date()) {
  if (!(ctx.payments instanceof SandboxPaymentProvider)) throw notFound('sandbox_only');
  const row = await currentSubscriptionRow(ctx.db, actor.user.id, now);
  if (!row?.providerSubscriptionId) throw notFound('subscription');
  return { url: publicUrl(ctx.config, await ctx.payments.subscriptionPagePath(row.providerSubscriptionId, now)) };
}
