import type { AttemptPaymentSchema } from '@cordee/shared/bookings.contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { DomainError, FieldValidationError, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import {
  PaymentIdempotencyError,
  PaymentObjectNotFoundError,
  PaymentRequestError,
  providerCall,
} from '../../integrations/payments/payment-errors.ts';
import type { CheckoutLineItem } from '../../integrations/payments/payment-provider.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { events } from '../events/events.tables.ts';
import { users } from '../users/users.tables.ts';
import { bookingForActor, requireBookingRole } from './booking-access.ts';
import { runHasStarted } from './booking-calendar.ts';
import {
  type FulfilmentOutcome,
  fulfilCheckoutSession,
  type MoneyContext,
  markPaymentExpired,
  retrieveSessionOrNull,
} from './booking-fulfilment.ts';
import { presentBookings } from './booking-presenter.ts';
import { chargeLinesOf } from './booking-receipts.ts';
import { type BookingPaymentRow, type BookingRow, bookingPayments, bookings } from './bookings.tables.ts';

export type PaymentContext = MoneyContext & { config: Pick<Config, 'PUBLIC_URL'> };

/** How long the provider's checkout page stays payable (Stripe's shortest lifetime). */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

/** Why a booking in this status cannot be paid, or null when it can (the lifecycle's `pay`). */
function refusalToPay(booking: BookingRow, now: Date): DomainError | null {
  switch (booking.status) {
    case 'accepted':
      if (booking.expiresAt && booking.expiresAt.getTime() <= now.getTime()) {
        return new DomainError('booking_not_payable', { context: 'payment_window_over' });
      }
      // A trip that has begun where it takes place can no longer be joined, whatever is left of the 72 hours.
      return runHasStarted(booking.startsOn, booking.province, now) ? new DomainError('run_started') : null;
    case 'requested':
      return new DomainError('booking_not_accepted');
    case 'paid':
      return new DomainError('already_paid');
    default:
      return new DomainError('booking_not_payable');
  }
}

/** The event asks for its own waiver when it has one: an uploaded file or a link. */
function hasGuideWaiver(event: Pick<typeof events.$inferSelect, 'termsType' | 'eventTerms' | 'termsLink'>): boolean {
  return event.termsType === 'upload' ? event.eventTerms !== null : Boolean(event.termsLink?.trim());
}

/** The checkout's line items: the stored quote's lines and each tax as its own item. */
export function checkoutLineItemsOf(
  booking: Pick<BookingRow, 'eventName' | 'quote' | 'totalCents'>,
): CheckoutLineItem[] {
  const items = chargeLinesOf(booking)
    .filter((line) => line.amount > 0)
    .map((line) => ({ name: line.label, unitAmount: line.amount, quantity: 1 }));
  const sum = items.reduce((total, item) => total + item.unitAmount * item.quantity, 0);
  // The quote adds up by construction; a booking whose lines do not must never reach a card.
  if (sum !== booking.totalCents) throw new Error(`booking quote lines add up to ${sum}, not ${booking.totalCents}`);
  return items;
}

const publicUrl = (config: PaymentContext['config'], path: string) =>
  `${(config.PUBLIC_URL ?? '').replace(/\/+$/, '')}${path}`;

type PreparedAttempt = {
  booking: BookingRow;
  destinationAccountId: string;
  climberEmail: string | undefined;
  openPayments: BookingPaymentRow[];
  previousPayments: number;
};

/**
 * POST /api/attempt-payment/{bookingId}: records the booking modal's answers, then answers the URL of
 * the booking's checkout page: the one still open if there is one (a double click gets the same page),
 * otherwise a new one for the amount quoted when the booking was made. The provider is called outside
 * any transaction, with an idempotency key per attempt, so concurrent or retried calls make one session.
 */
export async function attemptPayment(
  ctx: PaymentContext,
  actor: AuthenticatedSession,
  bookingId: number,
  input: z.output<typeof AttemptPaymentSchema>,
): Promise<{ url: string }> {
  const now = new Date();
  const prepared = await ctx.db.transaction(async (tx): Promise<PreparedAttempt> => {
    const { booking, role } = await bookingForActor(tx, bookingId, actor, { lock: true });
    requireBookingRole(role, ['climber'], 'only_the_climber');
    const refusal = refusalToPay(booking, now);
    if (refusal) throw refusal;
    const [event] =
      booking.eventId === null ? [] : await tx.select().from(events).where(eq(events.id, booking.eventId));
    if (!event) throw new DomainError('event_unavailable');

    const errors: Record<string, string[]> = {};
    if (hasGuideWaiver(event) && input.guide_waiver_accepted !== true) {
      errors.guide_waiver_accepted = ['booking_guide_waiver_required'];
    }
    if (booking.eventType === 'private' && input.relist === undefined) errors.relist = ['booking_relist_required'];
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);

    const [guide] =
      booking.guideId === null
        ? []
        : await tx
            .select({ accountId: users.stripeAccountId, chargesEnabled: users.chargesEnabled })
            .from(users)
            .where(eq(users.id, booking.guideId));
    if (!guide?.accountId || !guide.chargesEnabled) {
      throw new DomainError('guide_payments_unavailable');
    }

    const [recorded] = await tx
      .update(bookings)
      .set({
        waiverSignature: input.sign,
        termsAcceptedAt: now,
        guideWaiverAcceptedAt: input.guide_waiver_accepted ? now : null,
        relist: booking.eventType === 'private' ? (input.relist ?? null) : null,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!recorded) throw notFound('booking');
    const openPayments = await tx
      .select()
      .from(bookingPayments)
      .where(
        and(
          eq(bookingPayments.bookingId, booking.id),
          eq(bookingPayments.status, 'open'),
          gt(bookingPayments.expiresAt, now),
        ),
      )
      .orderBy(desc(bookingPayments.id));
    const [previous] = await tx
      .select({ value: count() })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    return {
      booking: recorded,
      destinationAccountId: guide.accountId,
      climberEmail: actor.user.email,
      openPayments,
      previousPayments: previous?.value ?? 0,
    };
  });

  const reused = await reuseOpenCheckout(ctx, prepared.openPayments);
  if (reused) return { url: reused };
  return openCheckout(ctx, prepared, now);
}

/**
 * The URL of a checkout page still open at the provider, if any. One that was paid meanwhile is
 * fulfilled on the spot (its webhook may be late) and the climber told it is paid; one that ran out
 * stops counting as open.
 */
async function reuseOpenCheckout(ctx: PaymentContext, open: BookingPaymentRow[]): Promise<string | null> {
  for (const payment of open) {
    const session = await retrieveSessionOrNull(ctx.payments, payment.checkoutSessionId);
    if (session?.status === 'open' && session.url) return session.url;
    if (session?.paymentStatus === 'paid') {
      const outcome = await fulfilCheckoutSession(ctx, session.id, 'attempt_payment');
      if (outcome.outcome === 'paid' || outcome.outcome === 'already_paid') {
        throw new DomainError('already_paid');
      }
      throw new DomainError('booking_not_payable');
    }
    // Completed but not yet paid (a payment method that settles later): its outcome is still to come.
    if (session?.status === 'complete') throw new DomainError('checkout_in_progress');
    await markPaymentExpired(ctx.db, payment.checkoutSessionId);
  }
  return null;
}

async function openCheckout(ctx: PaymentContext, prepared: PreparedAttempt, now: Date): Promise<{ url: string }> {
  const { booking } = prepared;
  let session: Awaited<ReturnType<MoneyContext['payments']['createBookingCheckout']>>;
  try {
    session = await providerCall(
      ctx.payments.createBookingCheckout({
        // One key per attempt: a retry or a concurrent twin of this attempt gets the same session.
        idempotencyKey: `booking-${booking.id}-checkout-${prepared.previousPayments}`,
        lineItems: checkoutLineItemsOf(booking),
        currency: 'cad',
        destinationAccountId: prepared.destinationAccountId,
        applicationFeeAmount: booking.platformFeeCents,
        successUrl: publicUrl(ctx.config, '/booking/success/{CHECKOUT_SESSION_ID}'),
        cancelUrl: publicUrl(ctx.config, '/booking/canceled/{CHECKOUT_SESSION_ID}'),
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
        metadata: {
          booking_id: String(booking.id),
          climber_id: String(booking.climberId ?? ''),
          kind: 'booking',
        },
        ...(prepared.climberEmail ? { customerEmail: prepared.climberEmail } : {}),
      }),
    );
  } catch (error) {
    if (error instanceof PaymentIdempotencyError) {
      // A concurrent twin asked for this attempt with a slightly different request (Stripe compares the
      // expiry to the second): its session is the one to use once it is recorded.
      const [twin] = await ctx.db
        .select()
        .from(bookingPayments)
        .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.status, 'open')))
        .orderBy(desc(bookingPayments.id))
        .limit(1);
      if (twin?.checkoutUrl) return { url: twin.checkoutUrl };
      throw new DomainError('checkout_in_progress');
    }
    if (
      error instanceof PaymentObjectNotFoundError ||
      (error instanceof PaymentRequestError && error.code === 'destination_not_ready')
    ) {
      throw new DomainError('guide_payments_unavailable');
    }
    throw error;
  }
  if (!session.url) throw new DomainError('checkout_in_progress');
  await ctx.db
    .insert(bookingPayments)
    .values({
      bookingId: booking.id,
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      status: 'open',
      amountCents: session.amountTotal,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    })
    // A concurrent twin of this attempt may have recorded the same session first.
    .onConflictDoNothing({ target: bookingPayments.checkoutSessionId });
  return { url: session.url };
}

/** The payment row of a session and its booking, when the booking is the caller's; 404 otherwise. */
async function ownPaymentOf(ctx: MoneyContext, actor: AuthenticatedSession, sessionId: string) {
  const [row] = await ctx.db
    .select({ payment: bookingPayments, climberId: bookings.climberId })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(eq(bookingPayments.checkoutSessionId, sessionId));
  if (!row || row.climberId !== actor.user.id) throw notFound('payment_session');
  return row.payment;
}

async function presentedBooking(ctx: MoneyContext, actor: AuthenticatedSession, bookingId: number) {
  const rows = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = await presentBookings(ctx.db, rows, { viewer: actor.user, now: new Date() });
  if (!booking) throw notFound('booking');
  return booking;
}

/** What the success screen is told of a fulfilled session: its notice, and the booking it went to. */
function completionAnswer(outcome: FulfilmentOutcome): {
  notice: 'booking_confirmed' | 'duplicate_payment_refunded';
  bookingId: number;
} {
  switch (outcome.outcome) {
    case 'paid':
    case 'already_paid':
      return { notice: 'booking_confirmed', bookingId: outcome.bookingId };
    case 'refunded':
      if (outcome.reason === 'duplicate_payment') {
        return { notice: 'duplicate_payment_refunded', bookingId: outcome.bookingId };
      }
      throw new DomainError('booking_not_payable', { context: 'late_payment_refunded' });
    case 'not_paid':
      throw new DomainError('payment_not_completed');
    default:
      throw new DomainError('payment_not_completed');
  }
}

/**
 * POST /api/complete-booking (the success screen): the same fulfilment as the webhook, so the screen
 * may confirm the booking before the webhook arrives, and any number of calls book it once. A session
 * the provider does not report paid books nothing (409 payment_not_completed).
 */
export async function completeBooking(ctx: MoneyContext, actor: AuthenticatedSession, sessionId: string) {
  await ownPaymentOf(ctx, actor, sessionId);
  const outcome = await fulfilCheckoutSession(ctx, sessionId, 'complete_booking');
  const { notice, bookingId } = completionAnswer(outcome);
  return { ...noticeOf(notice), booking: await presentedBooking(ctx, actor, bookingId) };
}

/**
 * POST /api/cancel-booking (the cancelled screen): the climber left the checkout page. Its payment
 * stops counting as open, so the next attempt opens a new page; the booking keeps waiting for payment.
 * Should the abandoned page be paid after all, fulfilment still takes that payment.
 */
export async function abandonCheckout(ctx: MoneyContext, actor: AuthenticatedSession, sessionId: string) {
  const payment = await ownPaymentOf(ctx, actor, sessionId);
  if (payment.status === 'paid' || payment.status === 'refunded') {
    throw new DomainError('already_paid');
  }
  await markPaymentExpired(ctx.db, sessionId);
  return noticeOf('payment_canceled');
}
