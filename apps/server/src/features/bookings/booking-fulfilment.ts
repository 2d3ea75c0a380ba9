import { mayApply } from '@cordee/shared/booking-lifecycle';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { objectIdOf } from '../../integrations/payments/checkout-session-object.ts';
import { PaymentObjectNotFoundError, providerCall } from '../../integrations/payments/payment-errors.ts';
import type { CheckoutSession, PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import type { WebhookHandler } from '../webhooks/webhook-registry.ts';
import { receiptNumberOf, recordBookingPaid, recordPaymentRefunded } from './booking-receipts.ts';
import { closeRun } from './booking-seats.ts';
import { type BookingRefundRow, bookingPayments, bookingRefunds, bookings } from './bookings.tables.ts';

/**
 * Fulfilment: a checkout session paid at the provider becomes a paid booking, once, whoever reports it
 * first (the provider's webhook, the reconciler, or the climber's browser on the success screen) and
 * however often. The provider is asked whether the session is paid; the session's own event is never
 * taken at its word. Refunds that fulfilment or cancellation decide are recorded as pending rows in
 * their transaction and made at the provider after it commits (no network call holds a transaction
 * open), by `settlePendingRefunds`, which a retry or a background sweep can run again safely.
 */

export type MoneyContext = { db: Database; payments: Payments; log: FastifyBaseLogger };
export type FulfilmentSource = 'webhook' | 'complete_booking' | 'attempt_payment';

export type RefundReason = BookingRefundRow['reason'];

export type FulfilmentOutcome =
  /** This call paid the booking. */
  | { outcome: 'paid'; bookingId: number }
  /** The session had already paid the booking: a replay, nothing changed. */
  | { outcome: 'already_paid'; bookingId: number }
  /** Paid when the booking no longer waited for it: the payment is refunded in full. */
  | { outcome: 'refunded'; bookingId: number; reason: 'late_payment' | 'duplicate_payment'; amount: number }
  /** Open, abandoned or expired without payment: nothing is booked. */
  | { outcome: 'not_paid'; bookingId: number }
  /** Not one of our booking sessions, or one whose amount, currency or booking does not match ours. */
  | { outcome: 'ignored'; reason: 'not_a_booking' | 'unknown_session' | 'mismatch' };

/** Only sessions this feature opened (the Training feature's subscriptions have their own kind). */
function isBookingCheckout(metadata: unknown): boolean {
  return typeof metadata === 'object' && metadata !== null && (metadata as Record<string, unknown>).kind === 'booking';
}

/** The session as the provider knows it now, or null when the provider has no such session. */
export async function retrieveSessionOrNull(payments: Payments, sessionId: string): Promise<CheckoutSession | null> {
  try {
    return await providerCall(payments.retrieveCheckoutSession(sessionId));
  } catch (error) {
    if (error instanceof PaymentObjectNotFoundError) return null;
    throw error;
  }
}

/**
 * The effect of a session's current state on its booking, inside the caller's transaction (only `tx`
 * is used). Idempotent: a payment row already marked paid means the work was done.
 */
export async function applyCheckoutSession(
  tx: Database,
  session: CheckoutSession,
  now = new Date(),
): Promise<FulfilmentOutcome> {
  if (!isBookingCheckout(session.metadata)) return { outcome: 'ignored', reason: 'not_a_booking' };
  const [found] = await tx
    .select({ id: bookingPayments.id, bookingId: bookingPayments.bookingId })
    .from(bookingPayments)
    .where(eq(bookingPayments.checkoutSessionId, session.id));
  if (!found) return { outcome: 'ignored', reason: 'unknown_session' };
  if (session.metadata.booking_id !== String(found.bookingId)) return { outcome: 'ignored', reason: 'mismatch' };

  // The booking first, then its payment: every use case locks them in this order, so none deadlocks another.
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
  const [payment] = await tx.select().from(bookingPayments).where(eq(bookingPayments.id, found.id)).for('update');
  if (!booking || !payment) return { outcome: 'ignored', reason: 'unknown_session' };

  if (session.paymentStatus !== 'paid') {
    if (session.status === 'expired') await markPaymentExpired(tx, payment.checkoutSessionId);
    return { outcome: 'not_paid', bookingId: booking.id };
  }
  if (session.amountTotal !== payment.amountCents || session.currency.toLowerCase() !== 'cad') {
    return { outcome: 'ignored', reason: 'mismatch' };
  }

  if (payment.status === 'paid' || payment.status === 'refunded') {
    const [refund] = await tx
      .select()
      .from(bookingRefunds)
      .where(
        and(
          eq(bookingRefunds.paymentId, payment.id),
          inArray(bookingRefunds.reason, ['late_payment', 'duplicate_payment']),
        ),
      );
    if (refund && (refund.reason === 'late_payment' || refund.reason === 'duplicate_payment')) {
      return { outcome: 'refunded', bookingId: booking.id, reason: refund.reason, amount: refund.amountCents };
    }
    return { outcome: 'already_paid', bookingId: booking.id };
  }

  // Open, or marked expired on our side (the climber left the page) and paid anyway: the money is in.
  await tx
    .update(bookingPayments)
    .set({ status: 'paid', paymentIntentId: session.paymentIntentId, paidAt: now })
    .where(eq(bookingPayments.id, payment.id));

  if (mayApply('pay', booking.status, 'provider')) {
    const [paid] = await tx
      .update(bookings)
      .set({
        status: 'paid',
        receiptNo: receiptNumberOf(booking.id, now),
        paidCents: payment.amountCents,
        paidAt: now,
        expiresAt: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!paid) throw new Error('the paid booking update returned no row');
    // A private group that asked not to relist its remaining seats has the run to itself.
    if (paid.eventType === 'private' && paid.relist === false) await closeRun(tx, paid.occurrenceId, paid.id);
    await recordBookingPaid(tx, paid);
    return { outcome: 'paid', bookingId: booking.id };
  }

  // Expired, cancelled, or already paid through another session: nothing to sell, all of it goes back.
  const reason = booking.status === 'paid' ? 'duplicate_payment' : 'late_payment';
  await tx
    .insert(bookingRefunds)
    .values({
      bookingId: booking.id,
      paymentId: payment.id,
      reason,
      idempotencyKey: `refund-payment-${payment.id}`,
      amountCents: payment.amountCents,
    })
    .onConflictDoNothing();
  await recordPaymentRefunded(tx, booking, { paymentId: payment.id, amount: payment.amountCents, reason });
  return { outcome: 'refunded', bookingId: booking.id, reason, amount: payment.amountCents };
}

/** An abandoned or expired checkout: its payment row stops counting as open (a paid one is left alone). */
export async function markPaymentExpired(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(bookingPayments)
    .set({ status: 'expired' })
    .where(and(eq(bookingPayments.checkoutSessionId, sessionId), eq(bookingPayments.status, 'open')))
    .returning({ id: bookingPayments.id });
  return rows.length > 0;
}

/**
 * THE fulfilment: asks the provider for the session (outside any transaction), applies it in one
 * transaction, then makes any refund it decided. The webhook handlers below run the same steps through
 * the webhook pipeline (load, apply, afterCommit).
 */
export async function fulfilCheckoutSession(
  ctx: MoneyContext,
  sessionId: string,
  source: FulfilmentSource,
): Promise<FulfilmentOutcome> {
  const session = await retrieveSessionOrNull(ctx.payments, sessionId);
  if (!session) return { outcome: 'ignored', reason: 'unknown_session' };
  const outcome = await ctx.db.transaction((tx) => applyCheckoutSession(tx, session));
  if (outcome.outcome === 'ignored' && outcome.reason === 'mismatch') {
    ctx.log.error({ sessionId, source }, 'a paid checkout session does not match its booking payment; nothing booked');
  }
  if (outcome.outcome === 'refunded') await settlePendingRefunds(ctx, { bookingId: outcome.bookingId });
  return outcome;
}

/**
 * How a refund moves the money of a destination charge: the guide's share is always taken back from
 * the guide's account (reverse transfer), and the platform gives back its 10 % of what is refunded too,
 * so whatever stays paid is still split 90/10. That holds for a guide's cancellation (all of it goes
 * back), a late or duplicate payment (all of it), and a climber's cancellation under the terms (the
 * platform keeps 10 % of the part the climber does not get back, the guide 90 %).
 */
function refundMovement(_reason: RefundReason) {
  return { reverseTransfer: true, refundApplicationFee: true };
}

const PENDING_REFUNDS_PER_PASS = 50;

/**
 * Makes pending refunds at the provider: each row's idempotency key makes a retry, or two instances
 * settling the same row, one refund. Once the provider answers, the row gets its refund id and, for a
 * cancellation, the booking's refunded amount grows, in one guarded update, so it is counted once.
 * A failure is logged and left pending for the next pass. Answers how many were settled and failed.
 */
export async function settlePendingRefunds(
  ctx: MoneyContext,
  filter: { bookingId?: number; limit?: number } = {},
): Promise<{ settled: number; failed: number }> {
  const pending = await ctx.db
    .select({ refund: bookingRefunds, paymentIntentId: bookingPayments.paymentIntentId })
    .from(bookingRefunds)
    .innerJoin(bookingPayments, eq(bookingPayments.id, bookingRefunds.paymentId))
    .where(
      and(
        isNull(bookingRefunds.providerRefundId),
        filter.bookingId === undefined ? undefined : eq(bookingRefunds.bookingId, filter.bookingId),
      ),
    )
    .orderBy(bookingRefunds.id)
    .limit(filter.limit ?? PENDING_REFUNDS_PER_PASS);

  let settled = 0;
  let failed = 0;
  for (const { refund, paymentIntentId } of pending) {
    if (!paymentIntentId) {
      ctx.log.error({ refundId: refund.id }, 'a pending refund has no payment intent to refund');
      failed += 1;
      continue;
    }
    try {
      const made = await providerCall(
        ctx.payments.createRefund({
          idempotencyKey: refund.idempotencyKey,
          paymentIntentId,
          amount: refund.amountCents,
          ...refundMovement(refund.reason),
          metadata: { booking_id: String(refund.bookingId), refund_id: String(refund.id), reason: refund.reason },
        }),
      );
      await ctx.db.transaction(async (tx) => {
        const [marked] = await tx
          .update(bookingRefunds)
          .set({ providerRefundId: made.id })
          .where(and(eq(bookingRefunds.id, refund.id), isNull(bookingRefunds.providerRefundId)))
          .returning({ id: bookingRefunds.id });
        if (!marked) return;
        if (refund.reason === 'climber_cancelled' || refund.reason === 'guide_cancelled') {
          await tx
            .update(bookings)
            .set({ refundedCents: sql`${bookings.refundedCents} + ${refund.amountCents}`, updatedAt: new Date() })
            .where(eq(bookings.id, refund.bookingId));
        }
        // The payment is refunded once everything it took has gone back.
        await tx
          .update(bookingPayments)
          .set({ status: 'refunded' })
          .where(
            and(
              eq(bookingPayments.id, refund.paymentId),
              sql`${bookingPayments.amountCents} <= (select coalesce(sum(${bookingRefunds.amountCents}), 0) from ${bookingRefunds} where ${bookingRefunds.paymentId} = ${refund.paymentId} and ${isNotNull(bookingRefunds.providerRefundId)})`,
            ),
          );
      });
      settled += 1;
    } catch (error) {
      failed += 1;
      ctx.log.error({ err: error, refundId: refund.id }, 'a booking refund could not be made; it stays pending');
    }
  }
  return { settled, failed };
}

/**
 * `checkout.session.completed` and `checkout.session.async_payment_succeeded`: the fulfilment above, in
 * the webhook pipeline's three steps. The session is re-read from the provider, so deliveries in any
 * order (an expiry after the completion, a completion after our own "abandoned" mark) end right.
 */
export const checkoutSessionPaidHandler: WebhookHandler<CheckoutSession | null> = {
  load: async (event, payments) => {
    const sessionId = objectIdOf(event);
    if (!sessionId || !isBookingCheckout(event.data.object.metadata)) return null;
    return retrieveSessionOrNull(payments, sessionId);
  },
  apply: async (tx, _event, session) => {
    if (session) await applyCheckoutSession(tx, session);
  },
  afterCommit: async (ctx, _event, session) => {
    const bookingId = Number(session?.metadata.booking_id);
    if (Number.isSafeInteger(bookingId) && bookingId > 0) await settlePendingRefunds(ctx, { bookingId });
  },
};

/** `checkout.session.expired`: the payment row stops counting as open (never a paid one). */
export const checkoutSessionExpiredHandler: WebhookHandler<undefined> = {
  apply: async (tx, event) => {
    const sessionId = objectIdOf(event);
    if (sessionId && isBookingCheckout(event.data.object.metadata)) await markPaymentExpired(tx, sessionId);
  },
};
