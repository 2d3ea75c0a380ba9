import { formatAmount } from '@cordee/shared/money';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { composeEmail } from '../../integrations/email/email-message.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import { createNotifications } from '../notifications/notifications.service.ts';
import { users } from '../users/users.tables.ts';
import type { BookingRow } from './bookings.tables.ts';

/**
 * What a climber and a guide are told when money moves on a booking: the receipt of a payment, the
 * cancellation with its refund, and the refund of a payment that came too late or twice. Everything is
 * written on the caller's transaction handle, so a notice exists exactly when the change that caused it
 * commits; email dedupe keys keep a retried use case from queueing one twice.
 */

export const BOOKING_NOTICE_SUBJECTS = {
  paidClimber: 'Your booking is confirmed.',
  paidGuide: 'A climber paid for a booking.',
  /** Each party reads who cancelled, and the climber whether money comes back. */
  cancelledByClimber: { climber: 'You cancelled your booking.', guide: 'A climber cancelled a booking.' },
  cancelledByClimberRefunded: {
    climber: 'You cancelled your booking. Your refund is on its way.',
    guide: 'A climber cancelled a booking.',
  },
  cancelledByGuide: { climber: 'Your guide cancelled your booking.', guide: 'You cancelled a booking.' },
  cancelledByGuideRefunded: {
    climber: 'Your guide cancelled your booking. Your refund is on its way.',
    guide: 'You cancelled a booking.',
  },
  paymentRefunded: 'Your payment was refunded.',
} as const;

/** The texts of a cancellation, by who cancelled and whether the climber gets money back. */
export function cancellationSubjectsOf(by: 'climber' | 'guide', refundAmount: number) {
  if (by === 'climber')
    return refundAmount > 0
      ? BOOKING_NOTICE_SUBJECTS.cancelledByClimberRefunded
      : BOOKING_NOTICE_SUBJECTS.cancelledByClimber;
  return refundAmount > 0 ? BOOKING_NOTICE_SUBJECTS.cancelledByGuideRefunded : BOOKING_NOTICE_SUBJECTS.cancelledByGuide;
}

/** One line of what the climber is charged, as the checkout page and the receipt both show it. */
export type ChargeLine = { label: string; amount: number };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const personsText = (count: number) => (count === 1 ? '1 person' : `${count} persons`);
/** Rates are stored in thousandths of a percent: 9975 reads "9.975%". */
const ratePercentText = (rate: number) => `${rate / 1000}%`;

/**
 * The booking's charges from the quote stored on it (never the event as it is now): the trip, each
 * add-on and donation, then each sales tax as its own line. They add up to the booking's total.
 */
export function chargeLinesOf(booking: Pick<BookingRow, 'eventName' | 'quote'>): ChargeLine[] {
  const { quote } = booking;
  const lines: ChargeLine[] = quote.lines.map((line) => {
    switch (line.kind) {
      case 'trip':
        return {
          label: `${booking.eventName} — ${personsText(line.quantity)}${quote.day_option === 'half' ? ' (half day)' : ''}`,
          amount: line.amount,
        };
      case 'addon':
        return { label: `Add-on: ${line.label}`, amount: line.amount };
      default:
        return { label: `Donation: ${line.label}`, amount: line.amount };
    }
  });
  for (const tax of quote.taxes)
    lines.push({ label: `${tax.code} (${ratePercentText(tax.rate)})`, amount: tax.amount });
  return lines;
}

/** A receipt number readable on the phone: the year paid and the booking's id, e.g. CRD-2025-000042. */
export function receiptNumberOf(bookingId: number, paidAt: Date): string {
  return `CRD-${paidAt.getUTCFullYear()}-${String(bookingId).padStart(6, '0')}`;
}

const refundText = (percent: number) =>
  percent >= 100 ? 'a full refund' : percent <= 0 ? 'no refund' : `a ${percent}% refund`;

/** The terms copied on the booking, in words: "14 days or more before the start, a full refund; …". */
export function termsTextOf(policy: BookingRow['cancellationPolicy']): string {
  const tiers = [...policy.tiers].sort((a, b) => b.min_days_before - a.min_days_before);
  const parts = tiers.map((tier, index) => {
    const upper = index === 0 ? null : (tiers[index - 1]?.min_days_before ?? 0) - 1;
    const span =
      upper === null
        ? `${tier.min_days_before} days or more before the start`
        : tier.min_days_before <= 0
          ? `${upper} days or fewer`
          : `${tier.min_days_before} to ${upper} days`;
    return `${span}, ${refundText(tier.refund_percent)}`;
  });
  return `${parts.join('; ')}; no refund once the trip has started.`;
}

type Party = { id: number; email: string; name: string };

async function partiesOf(tx: Database, booking: Pick<BookingRow, 'climberId' | 'guideId'>) {
  const ids = [booking.climberId, booking.guideId].filter((id): id is number => id !== null);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    climber: booking.climberId === null ? undefined : byId.get(booking.climberId),
    guide: booking.guideId === null ? undefined : byId.get(booking.guideId),
  } satisfies { climber?: Party; guide?: Party };
}

async function notify(
  tx: Database,
  booking: Pick<BookingRow, 'id' | 'eventId'>,
  entries: Array<{ userId: number | undefined; type: string; subject: string; extra?: Record<string, unknown> }>,
) {
  const values = entries
    .filter((entry): entry is typeof entry & { userId: number } => entry.userId !== undefined)
    .map((entry) => ({
      userId: entry.userId,
      type: entry.type,
      subject: entry.subject,
      data: { booking_id: booking.id, event_id: booking.eventId, ...entry.extra },
    }));
  // Stored and pushed live to each party's open screens, on the use case's transaction.
  await createNotifications(tx, values);
}

const tripWhen = (booking: Pick<BookingRow, 'startsOn' | 'endsOn'>) =>
  booking.startsOn === booking.endsOn ? booking.startsOn : `${booking.startsOn} to ${booking.endsOn}`;

/** The booking was paid: both parties notified, the climber's receipt and the guide's notice queued. */
export async function recordBookingPaid(tx: Database, booking: BookingRow): Promise<void> {
  const { climber, guide } = await partiesOf(tx, booking);
  await notify(tx, booking, [
    { userId: climber?.id, type: 'booking_paid', subject: BOOKING_NOTICE_SUBJECTS.paidClimber },
    { userId: guide?.id, type: 'booking_paid', subject: BOOKING_NOTICE_SUBJECTS.paidGuide },
  ]);
  const receiptNo = booking.receiptNo ?? '';
  if (climber) {
    await enqueueEmail(
      tx,
      composeEmail({
        to: climber.email,
        subject: `Your Cordée receipt ${receiptNo}`,
        greeting: `Hi ${firstName(climber.name)},`,
        paragraphs: [
          `Your booking of ${booking.eventName} (${tripWhen(booking)}, ${personsText(booking.quantity)}) is confirmed.`,
          `Receipt no. ${receiptNo}${booking.paidAt ? `, paid on ${booking.paidAt.toISOString().slice(0, 10)}` : ''}.`,
          ...chargeLinesOf(booking).map((line) => `${line.label}: ${formatAmount(line.amount)}`),
          `Total paid: ${formatAmount(booking.paidCents)} (CAD, taxes included).`,
          `Cancellation terms: ${termsTextOf(booking.cancellationPolicy)}`,
          'You can chat with your guide from Cordée to prepare the trip.',
        ],
      }),
      `booking-${booking.id}-receipt`,
    );
  }
  if (guide) {
    await enqueueEmail(
      tx,
      composeEmail({
        to: guide.email,
        subject: `A climber paid for ${booking.eventName}`,
        greeting: `Hi ${firstName(guide.name)},`,
        paragraphs: [
          `${climber?.name ?? 'A climber'} paid for ${booking.eventName} (${tripWhen(booking)}, ${personsText(booking.quantity)}).`,
          `Receipt no. ${receiptNo}. Paid: ${formatAmount(booking.paidCents)}; platform fee: ${formatAmount(booking.platformFeeCents)}; your net: ${formatAmount(booking.guideNetCents)}.`,
        ],
      }),
      `booking-${booking.id}-paid-guide`,
    );
  }
}

/**
 * The booking was cancelled: both parties notified and emailed, with the refund the cancellation gives
 * (it reaches the climber's card once the provider has made it, usually within days).
 */
export async function recordBookingCancelled(
  tx: Database,
  booking: BookingRow,
  cancellation: { by: 'climber' | 'guide'; refundAmount: number },
): Promise<void> {
  const { climber, guide } = await partiesOf(tx, booking);
  const extra = { refund_amount: cancellation.refundAmount, cancelled_by: cancellation.by };
  const subjects = cancellationSubjectsOf(cancellation.by, cancellation.refundAmount);
  await notify(tx, booking, [
    { userId: climber?.id, type: 'booking_cancelled', subject: subjects.climber, extra },
    { userId: guide?.id, type: 'booking_cancelled', subject: subjects.guide, extra },
  ]);
  const who = cancellation.by === 'climber' ? 'the climber' : 'the guide';
  const refundText =
    booking.paidCents === 0
      ? 'Nothing had been paid, so there is nothing to refund.'
      : cancellation.refundAmount > 0
        ? `A refund of ${formatAmount(cancellation.refundAmount)} goes back to the card that paid ${formatAmount(booking.paidCents)}.`
        : `Under the cancellation terms this cancellation gives no refund of the ${formatAmount(booking.paidCents)} paid.`;
  if (climber) {
    await enqueueEmail(
      tx,
      composeEmail({
        to: climber.email,
        subject: `Your booking of ${booking.eventName} was cancelled`,
        greeting: `Hi ${firstName(climber.name)},`,
        paragraphs: [
          `Your booking of ${booking.eventName} (${tripWhen(booking)}) was cancelled by ${cancellation.by === 'climber' ? 'you' : who}.`,
          refundText,
          ...(booking.receiptNo ? [`Receipt no. ${booking.receiptNo}.`] : []),
        ],
      }),
      `booking-${booking.id}-cancelled-climber`,
    );
  }
  if (guide) {
    await enqueueEmail(
      tx,
      composeEmail({
        to: guide.email,
        subject: `A booking of ${booking.eventName} was cancelled`,
        greeting: `Hi ${firstName(guide.name)},`,
        paragraphs: [
          `The booking of ${climber?.name ?? 'a climber'} for ${booking.eventName} (${tripWhen(booking)}, ${personsText(booking.quantity)}) was cancelled by ${cancellation.by === 'guide' ? 'you' : who}. Its seats are open again.`,
          booking.paidCents === 0
            ? 'Nothing had been paid.'
            : `Refund to the climber: ${formatAmount(cancellation.refundAmount)}.`,
        ],
      }),
      `booking-${booking.id}-cancelled-guide`,
    );
  }
}

/**
 * A payment that arrived when the booking was no longer waiting for it (it had expired or been
 * cancelled, or another payment had already paid it) is refunded in full: the climber is told why.
 */
export async function recordPaymentRefunded(
  tx: Database,
  booking: BookingRow,
  refund: { paymentId: number; amount: number; reason: 'late_payment' | 'duplicate_payment' },
): Promise<void> {
  const { climber } = await partiesOf(tx, booking);
  await notify(tx, booking, [
    {
      userId: climber?.id,
      type: 'payment_refunded',
      subject: BOOKING_NOTICE_SUBJECTS.paymentRefunded,
      extra: { refund_amount: refund.amount, reason: refund.reason },
    },
  ]);
  if (!climber) return;
  const why =
    refund.reason === 'duplicate_payment'
      ? 'This booking had already been paid, so this second payment was not needed.'
      : 'The booking was no longer waiting for payment (it had expired or been cancelled) when this payment arrived, so it could not be booked.';
  await enqueueEmail(
    tx,
    composeEmail({
      to: climber.email,
      subject: `Your payment for ${booking.eventName} was refunded`,
      greeting: `Hi ${firstName(climber.name)},`,
      paragraphs: [why, `The whole ${formatAmount(refund.amount)} goes back to the card that paid it.`],
    }),
    `booking-payment-${refund.paymentId}-refunded`,
  );
}
