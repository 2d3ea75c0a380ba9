import { type BookingTransitionName, mayApply } from '@cordee/shared/booking-lifecycle';
import { climberRefundTerms, refundAmountOf } from '@cordee/shared/booking-policy';
import type { CancellationPreview } from '@cordee/shared/bookings.contracts';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { recordAuditEntry } from '../audit-log/audit-log.service.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { bookingForActor, type roleInBooking } from './booking-access.ts';
import { type MoneyContext, settlePendingRefunds } from './booking-fulfilment.ts';
import { presentBookings } from './booking-presenter.ts';
import { recordBookingCancelled } from './booking-receipts.ts';
import { releaseSeats, reopenRun } from './booking-seats.ts';
import { type BookingRow, bookingPayments, bookingRefunds, bookings } from './bookings.tables.ts';

type Role = NonNullable<ReturnType<typeof roleInBooking>>;

/**
 * The climber cancels under the terms copied onto the booking; the guide (or staff acting for the
 * platform) cancels with a full refund. Both are transitions of the lifecycle table.
 */
function transitionFor(role: Role): BookingTransitionName {
  return role === 'climber' ? 'cancel_by_climber' : 'cancel_by_guide';
}

function refusal(booking: BookingRow, role: Role): DomainError {
  const context =
    booking.status === 'cancelled'
      ? 'already_cancelled'
      : booking.status === 'requested' && role !== 'climber'
        ? 'decline_instead'
        : 'cancellation_closed';
  return new DomainError('invalid_transition', { context });
}

/** What cancelling now gives back: the terms for the climber, everything paid for the guide or staff. */
function cancellationTerms(booking: BookingRow, role: Role, now: Date): CancellationPreview {
  const terms = climberRefundTerms(booking.cancellationPolicy, booking.startsOn, booking.province, now);
  const refundable = booking.paidCents - booking.refundedCents;
  const percent = role === 'climber' ? terms.refund_percent : 100;
  return {
    booking_id: booking.id,
    by: role === 'climber' ? 'climber' : 'guide',
    paid_amount: booking.paidCents,
    refund_percent: percent,
    refund_amount: refundAmountOf(refundable, percent),
    days_before_start: terms.days_before_start,
    started: terms.started,
  };
}

/** GET /api/bookings/{id}/cancellation: shown before the climber or the guide confirms. */
export async function previewCancellation(
  ctx: Pick<MoneyContext, 'db'>,
  actor: AuthenticatedSession,
  bookingId: number,
  now = new Date(),
): Promise<CancellationPreview> {
  const { booking, role } = await bookingForActor(ctx.db, bookingId, actor);
  if (!mayApply(transitionFor(role), booking.status, role)) throw refusal(booking, role);
  return cancellationTerms(booking, role, now);
}

/** The payment that paid the booking (not a late or duplicate one, which are refunded on their own). */
async function payingPaymentOf(tx: Database, bookingId: number) {
  const [payment] = await tx
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        inArray(bookingPayments.status, ['paid', 'refunded']),
        notExists(
          tx
            .select({ id: bookingRefunds.id })
            .from(bookingRefunds)
            .where(
              and(
                eq(bookingRefunds.paymentId, bookingPayments.id),
                inArray(bookingRefunds.reason, ['late_payment', 'duplicate_payment']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(bookingPayments.paidAt), asc(bookingPayments.id))
    .limit(1);
  return payment;
}

/**
 * POST /api/bookings/{id}/cancel. In one transaction: the booking (locked) becomes cancelled, its seats
 * go back to the run (which reopens if the booking had closed it), an open checkout stops counting, the
 * refund is recorded as pending and both parties are told. After the commit the refund is made at the
 * provider under a key of its own (`refund-booking-<id>-cancel`), so the second of two cancellations
 * finds the booking cancelled (409) and the provider refunds once. A provider outage leaves the refund
 * pending for the sweep; the cancellation stands.
 */
export async function cancelBooking(
  ctx: MoneyContext,
  actor: AuthenticatedSession,
  audit: AuditContext,
  bookingId: number,
  now = new Date(),
) {
  const { refundAmount } = await ctx.db.transaction(async (tx) => {
    const { booking, role } = await bookingForActor(tx, bookingId, actor, { lock: true });
    if (!mayApply(transitionFor(role), booking.status, role)) throw refusal(booking, role);
    const terms = cancellationTerms(booking, role, now);
    const by = role === 'climber' ? 'climber' : 'guide';

    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: by, closedAt: now, expiresAt: null, updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!cancelled) throw notFound('booking');
    await releaseSeats(tx, booking.occurrenceId, booking.quantity);
    await reopenRun(tx, booking.occurrenceId, booking.id);
    await tx
      .update(bookingPayments)
      .set({ status: 'expired' })
      .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.status, 'open')));

    if (terms.refund_amount > 0) {
      const payment = await payingPaymentOf(tx, booking.id);
      if (!payment) throw new Error(`booking ${booking.id} was paid but has no paying payment row`);
      await tx
        .insert(bookingRefunds)
        .values({
          bookingId: booking.id,
          paymentId: payment.id,
          reason: by === 'climber' ? 'climber_cancelled' : 'guide_cancelled',
          idempotencyKey: `refund-booking-${booking.id}-cancel`,
          amountCents: terms.refund_amount,
        })
        .onConflictDoNothing();
      // Money going back is recorded whoever cancels: staff reading the log see every refund decided.
      await recordAuditEntry(tx, audit, {
        action: 'booking.refunded',
        target: { type: 'booking', id: booking.id, label: booking.eventName },
        details: { amount_cents: terms.refund_amount, cancelled_by: by, refund_percent: terms.refund_percent },
      });
    }
    await recordBookingCancelled(tx, cancelled, { by, refundAmount: terms.refund_amount });
    return { refundAmount: terms.refund_amount };
  });

  if (refundAmount > 0) await settlePendingRefunds(ctx, { bookingId });
  const [booking] = await presentBookings(
    ctx.db,
    await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)),
    { viewer: actor.user, now },
  );
  if (!booking) throw notFound('booking');
  // The notice says the booking is cancelled; the refund travels as `refund_amount`, which the screen words.
  return { ...noticeOf('booking_cancelled'), booking, refund_amount: refundAmount };
}
