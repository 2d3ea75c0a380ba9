import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { toCheckoutSessionObject } from '../../integrations/payments/checkout-session-object.ts';
import type { WebhookEvent } from '../../integrations/payments/payment-provider.ts';
import { syncPayoutAccount } from '../payouts/payout-account-sync.ts';
import { users } from '../users/users.tables.ts';
import { dedupeKeyOf, processWebhookEvent, type WebhookContext } from './webhooks.service.ts';
import { processedWebhookEvents } from './webhooks.tables.ts';

/** Stripe retries a webhook for three days; the reconciler looks as far back. */
export const RECONCILE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const SESSIONS_PER_PASS = 100;
const ACCOUNTS_PER_PASS = 50;

/** The event the provider would have sent for a completed session, under an id of our own. */
function completedEventFor(session: Parameters<typeof toCheckoutSessionObject>[0], now: Date): WebhookEvent {
  return {
    id: `evt_reconciled_${session.id}`,
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: { object: toCheckoutSessionObject(session) },
  };
}

/**
 * One reconciliation pass:
 * - completed checkout sessions of the last three days whose `checkout.session.completed` was never
 *   processed go through the same handler path as the webhook (the dedupe key is the session, so a
 *   late webhook afterwards changes nothing);
 * - guides whose account is not fully enabled are re-synced from the provider, covering a lost
 *   account.updated.
 * One failing item is logged and does not stop the others.
 */
export async function reconcilePayments(ctx: WebhookContext, now = new Date()) {
  const sessions = await ctx.payments.listRecentCheckoutSessions(
    new Date(now.getTime() - RECONCILE_WINDOW_MS),
    SESSIONS_PER_PASS,
  );
  const completed = sessions.filter((session) => session.status === 'complete');
  const events = completed.map((session) => completedEventFor(session, now));
  const keys = events.map((event) => dedupeKeyOf(event));
  const done =
    keys.length === 0
      ? []
      : await ctx.db
          .select({ key: processedWebhookEvents.dedupeKey })
          .from(processedWebhookEvents)
          .where(inArray(processedWebhookEvents.dedupeKey, keys));
  const doneKeys = new Set(done.map((row) => row.key));

  let checkoutsRecovered = 0;
  for (const event of events) {
    if (doneKeys.has(dedupeKeyOf(event))) continue;
    try {
      if ((await processWebhookEvent(ctx, event, 'reconciler')) === 'processed') checkoutsRecovered += 1;
    } catch (error) {
      ctx.log.error({ err: error, eventId: event.id }, 'reconciler could not apply a completed checkout');
    }
  }

  const pending = await ctx.db
    .select({ accountId: users.stripeAccountId })
    .from(users)
    .where(
      and(
        eq(users.role, 'guide'),
        isNotNull(users.stripeAccountId),
        or(eq(users.detailsSubmitted, false), eq(users.payoutsEnabled, false), eq(users.chargesEnabled, false)),
      ),
    )
    // Random, so guides who never finish onboarding cannot keep the others out of every pass.
    .orderBy(sql`random()`)
    .limit(ACCOUNTS_PER_PASS);
  let accountsSynced = 0;
  for (const { accountId } of pending) {
    if (!accountId) continue;
    try {
      await syncPayoutAccount(ctx.db, ctx.payments, accountId);
      accountsSynced += 1;
    } catch (error) {
      ctx.log.warn({ err: error, accountId }, 'reconciler could not sync a payout account');
    }
  }
  return { checkoutsRecovered, accountsSynced };
}
