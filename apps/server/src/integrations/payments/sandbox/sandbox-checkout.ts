import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { toCheckoutSessionObject } from '../checkout-session-object.ts';
import { PaymentObjectNotFoundError, PaymentRequestError } from '../payment-errors.ts';
import type {
  CheckoutLineItem,
  CheckoutSession,
  CreateBookingCheckoutInput,
  CreateSubscriptionCheckoutInput,
} from '../payment-provider.ts';
import { sandboxBalanceTransactions, sandboxCheckoutSessions, sandboxSubscriptions } from './sandbox.tables.ts';
import { accountRow } from './sandbox-accounts.ts';
import {
  emitEvent,
  epochSeconds,
  newId,
  pageUrl,
  refuseUnlessSameRequest,
  type SandboxContext,
  type SessionRow,
  type SessionValues,
} from './sandbox-context.ts';
import { invoiceObject, periodEndAfter, subscriptionObject } from './sandbox-subscriptions.ts';

/** The sandbox's hosted checkout: sessions, their expiry, and the Pay button. */

/** The parameters of a checkout session that a reused key must repeat (not its id, status or expiry). */
function sessionParameters(values: SessionValues | SessionRow) {
  return {
    mode: values.mode,
    currency: values.currency,
    amountTotal: values.amountTotal,
    applicationFeeAmount: values.applicationFeeAmount ?? 0,
    destinationAccountId: values.destinationAccountId ?? null,
    lineItems: values.lineItems,
    subscriptionInterval: values.subscriptionInterval ?? null,
    successUrl: values.successUrl,
    cancelUrl: values.cancelUrl,
    metadata: values.metadata,
    customerEmail: values.customerEmail ?? null,
  };
}

/** What the hosted checkout page's Pay button leads to. */
export type PayOutcome = { outcome: 'paid'; redirectUrl: string } | { outcome: 'expired' };

/** Stripe's default lifetime of a subscription checkout session. */
const SUBSCRIPTION_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

function newSessionId(): string {
  return `cs_sbx_${randomBytes(24).toString('hex')}`;
}

function checkedLineItems(items: CheckoutLineItem[]): CheckoutLineItem[] {
  if (items.length === 0) throw new PaymentRequestError('invalid_amount', 'A checkout needs at least one line item.');
  for (const item of items) {
    if (
      !Number.isInteger(item.unitAmount) ||
      item.unitAmount < 0 ||
      !Number.isInteger(item.quantity) ||
      item.quantity < 1
    ) {
      throw new PaymentRequestError(
        'invalid_amount',
        'Line items need whole, non-negative cents and a quantity of 1 or more.',
      );
    }
  }
  return items;
}

function presentSession(ctx: SandboxContext, row: SessionRow): CheckoutSession {
  return {
    id: row.id,
    url: row.status === 'open' ? pageUrl(ctx, `/sandbox/checkout/${row.id}`) : null,
    status: row.status,
    paymentStatus: row.paymentStatus,
    amountTotal: row.amountTotal,
    currency: row.currency,
    paymentIntentId: row.paymentIntentId,
    subscriptionId: row.subscriptionId,
    metadata: row.metadata,
    created: epochSeconds(row.createdAt),
  };
}

function sessionObject(ctx: SandboxContext, row: SessionRow): Record<string, unknown> {
  return toCheckoutSessionObject(presentSession(ctx, row), {
    mode: row.mode,
    expiresAt: row.expiresAt,
    customerEmail: row.customerEmail,
  });
}

/**
 * Inserts unless the idempotency key exists; either way answers the key's session, which must have
 * been asked for with the same parameters (a concurrent twin may have inserted it first).
 */
async function insertSession(ctx: SandboxContext, values: SessionValues): Promise<CheckoutSession> {
  await ctx.db
    .insert(sandboxCheckoutSessions)
    .values(values)
    .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey });
  const existing = await existingSession(ctx, values);
  if (!existing) throw new Error('sandbox checkout insert returned no row');
  return existing;
}

/** The session made earlier with this idempotency key, if any (refused when asked for differently). */
async function existingSession(ctx: SandboxContext, requested: SessionValues): Promise<CheckoutSession | undefined> {
  const [row] = await ctx.db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.idempotencyKey, requested.idempotencyKey));
  if (!row) return undefined;
  refuseUnlessSameRequest(requested.idempotencyKey, sessionParameters(row), sessionParameters(requested));
  return presentSession(ctx, row);
}

export async function createBookingCheckout(ctx: SandboxContext, input: CreateBookingCheckoutInput) {
  const requested: SessionValues = {
    id: newSessionId(),
    idempotencyKey: input.idempotencyKey,
    mode: 'payment',
    currency: input.currency,
    amountTotal: input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
    applicationFeeAmount: input.applicationFeeAmount,
    destinationAccountId: input.destinationAccountId,
    lineItems: input.lineItems,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    metadata: input.metadata,
    customerEmail: input.customerEmail ?? null,
    expiresAt: input.expiresAt,
  };
  // A repeated request answers the first session even if the destination changed since.
  const existing = await existingSession(ctx, requested);
  if (existing) return existing;
  checkedLineItems(input.lineItems);
  const total = requested.amountTotal;
  if (
    !Number.isInteger(input.applicationFeeAmount) ||
    input.applicationFeeAmount < 0 ||
    input.applicationFeeAmount > total
  ) {
    throw new PaymentRequestError('invalid_amount', 'The application fee must be whole cents within the total.');
  }
  const destination = await accountRow(ctx.db, input.destinationAccountId);
  // Stripe refuses destination charges to an account without the transfers capability.
  if (!destination.chargesEnabled) {
    throw new PaymentRequestError('destination_not_ready', 'The destination account cannot receive charges yet.');
  }
  return insertSession(ctx, requested);
}

export async function createSubscriptionCheckout(ctx: SandboxContext, input: CreateSubscriptionCheckoutInput) {
  const requested: SessionValues = {
    id: newSessionId(),
    idempotencyKey: input.idempotencyKey,
    mode: 'subscription',
    currency: input.currency,
    amountTotal: input.unitAmount,
    lineItems: [{ name: input.productName, unitAmount: input.unitAmount, quantity: 1 }],
    subscriptionInterval: input.interval,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    metadata: input.metadata,
    customerEmail: input.customerEmail ?? null,
    expiresAt: new Date(Date.now() + SUBSCRIPTION_SESSION_TTL_MS),
  };
  const existing = await existingSession(ctx, requested);
  if (existing) return existing;
  checkedLineItems(requested.lineItems);
  return insertSession(ctx, requested);
}

async function sessionRow(db: Database, sessionId: string, lock = false): Promise<SessionRow> {
  const query = db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new PaymentObjectNotFoundError(`No such checkout session: ${sessionId}`);
  return row;
}

async function expireSession(ctx: SandboxContext, tx: Database, row: SessionRow): Promise<SessionRow> {
  const [expired] = await tx
    .update(sandboxCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(sandboxCheckoutSessions.id, row.id), eq(sandboxCheckoutSessions.status, 'open')))
    .returning();
  if (!expired) return row;
  await emitEvent(tx, 'checkout.session.expired', sessionObject(ctx, expired));
  return expired;
}

/** Open sessions past their expiry become expired (with their event). Returns how many. */
export async function expireDueSessions(ctx: SandboxContext, now = new Date(), limit = 100): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(sandboxCheckoutSessions)
      .where(and(eq(sandboxCheckoutSessions.status, 'open'), lte(sandboxCheckoutSessions.expiresAt, now)))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) await expireSession(ctx, tx, row);
    return due.length;
  });
}

export async function retrieveCheckoutSession(ctx: SandboxContext, sessionId: string) {
  const row = await sessionRow(ctx.db, sessionId);
  if (row.status === 'open' && row.expiresAt.getTime() <= Date.now()) {
    return presentSession(
      ctx,
      await ctx.db.transaction(async (tx) => expireSession(ctx, tx, await sessionRow(tx, sessionId, true))),
    );
  }
  return presentSession(ctx, row);
}

export async function listRecentCheckoutSessions(ctx: SandboxContext, createdAfter: Date, limit: number) {
  await expireDueSessions(ctx);
  const rows = await ctx.db
    .select()
    .from(sandboxCheckoutSessions)
    .where(gte(sandboxCheckoutSessions.createdAt, createdAfter))
    .orderBy(desc(sandboxCheckoutSessions.createdAt), desc(sandboxCheckoutSessions.id))
    .limit(limit);
  return rows.map((row) => presentSession(ctx, row));
}

/** The hosted page's view of a session: line items and URLs the interface does not expose. */
export async function checkoutPageData(ctx: SandboxContext, sessionId: string): Promise<SessionRow> {
  await retrieveCheckoutSession(ctx, sessionId);
  return sessionRow(ctx.db, sessionId);
}

/**
 * The hosted page's Pay button: the session becomes complete and paid, the guide's account is
 * credited with the amount less the application fee, and the events are emitted, all in one
 * transaction. Paying twice (double click) changes nothing and leads to the same success page.
 */
export async function payCheckoutSession(
  ctx: SandboxContext,
  sessionId: string,
  now = new Date(),
): Promise<PayOutcome> {
  return ctx.db.transaction(async (tx) => {
    let row = await sessionRow(tx, sessionId, true);
    const success = () => row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id);
    if (row.status === 'complete') return { outcome: 'paid', redirectUrl: success() };
    if (row.status === 'open' && row.expiresAt.getTime() <= now.getTime()) row = await expireSession(ctx, tx, row);
    if (row.status === 'expired') return { outcome: 'expired' };
    const [paid] = await tx
      .update(sandboxCheckoutSessions)
      .set({
        status: 'complete',
        paymentStatus: row.amountTotal > 0 ? 'paid' : 'no_payment_required',
        paymentIntentId: newId('pi'),
        chargeId: newId('ch'),
        subscriptionId: row.mode === 'subscription' ? newId('sub') : null,
        completedAt: now,
      })
      .where(eq(sandboxCheckoutSessions.id, row.id))
      .returning();
    if (!paid) throw new Error('sandbox checkout update returned no row');
    row = paid;
    if (paid.destinationAccountId) {
      await tx.insert(sandboxBalanceTransactions).values({
        accountId: paid.destinationAccountId,
        type: 'payment',
        amount: paid.amountTotal - paid.applicationFeeAmount,
        sourceId: paid.id,
        createdAt: now,
      });
    }
    if (paid.mode === 'subscription' && paid.subscriptionId) {
      const interval = paid.subscriptionInterval ?? 'month';
      const [subscription] = await tx
        .insert(sandboxSubscriptions)
        .values({
          id: paid.subscriptionId,
          checkoutSessionId: paid.id,
          status: 'active',
          interval,
          unitAmount: paid.amountTotal,
          currency: paid.currency,
          currentPeriodStart: now,
          currentPeriodEnd: periodEndAfter(now, interval),
          metadata: paid.metadata,
          customerEmail: paid.customerEmail,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!subscription) throw new Error('sandbox subscription insert returned no row');
      // Stripe's order: the subscription, its first invoice, then the session.
      await emitEvent(tx, 'customer.subscription.created', subscriptionObject(subscription));
      await emitEvent(tx, 'invoice.paid', invoiceObject(subscription, 'paid'));
    }
    await emitEvent(tx, 'checkout.session.completed', sessionObject(ctx, paid));
    return { outcome: 'paid', redirectUrl: success() };
  });
}

/** The hosted page's Cancel button: like Stripe, the session stays open until it expires. */
export async function cancelUrlFor(ctx: SandboxContext, sessionId: string): Promise<string> {
  const row = await sessionRow(ctx.db, sessionId);
  return row.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id);
}
