import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { toCheckoutSessionObject } from '../../integrations/payments/checkout-session-object.ts';
import { PaymentProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { sandboxEvents, sandboxRefunds } from '../../integrations/payments/sandbox/sandbox.tables.ts';
import type { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import { signWebhookPayload, WEBHOOK_PATH } from '../../integrations/payments/webhook-signature.ts';
import {
  type BookableEvent,
  bookingCalls,
  bookingRow,
  insertBookableEvent,
  insertBooking,
  occurrenceRow,
} from '../../test/booking-payments.ts';
import { createUser } from '../../test/factories.ts';
import { deliverWebhooks, onboardedGuide, sandboxOf, TEST_WEBHOOK_SECRET } from '../../test/payments.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { reconcilePayments } from '../webhooks/reconcile-payments.service.ts';
import { processedWebhookEvents } from '../webhooks/webhooks.tables.ts';
import { settlePendingRefunds } from './booking-fulfilment.ts';
import { releaseSeats } from './booking-seats.ts';
import { bookingPayments, bookingRefunds, bookings } from './bookings.tables.ts';

let t: TestApp;
let sandbox: SandboxPaymentProvider;
let calls: ReturnType<typeof bookingCalls>;
let guide: { id: number; token: string; accountId: string };
let trip: BookableEvent;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  sandbox = sandboxOf(t.app);
  calls = bookingCalls(t.app);
  const onboarded = await onboardedGuide(t.app);
  guide = { id: onboarded.guide.id, token: onboarded.token, accountId: onboarded.accountId };
  trip = await insertBookableEvent(t.database.db, { guideId: guide.id, capacity: 30 });
});
afterAll(async () => {
  await t.close();
});

async function newClimber() {
  const user = await createUser(t.database.db, { role: 'climber' });
  return { ...user, token: await freshToken(t.app, user.id) };
}

/** An accepted booking of a new climber with its checkout open. */
async function bookingWithCheckout(on: BookableEvent = trip) {
  const climber = await newClimber();
  const booking = await insertBooking(t.database.db, on, { climberId: climber.id, groupSize: 1 });
  const sessionId = await calls.checkout(climber.token, booking.id);
  return { climber, booking, sessionId };
}

function postWebhook(payload: string) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhookPayload(payload, TEST_WEBHOOK_SECRET),
    },
    payload,
  });
}

/** The `checkout.session.completed` the sandbox emitted for a session it was paid through. */
async function completedEventOf(sessionId: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(sandboxEvents)
    .where(and(eq(sandboxEvents.type, 'checkout.session.completed'), like(sandboxEvents.payload, `%${sessionId}%`)));
  const [row] = rows;
  if (!row || rows.length !== 1) throw new Error(`expected one completed event for ${sessionId}, got ${rows.length}`);
  return row.payload;
}

let eventSequence = 0;
/** A signed event about one of our sessions, in the provider's shape, with the snapshot a test chooses. */
async function eventAbout(type: string, sessionId: string, snapshot: Record<string, unknown> = {}) {
  const session = await sandbox.retrieveCheckoutSession(sessionId);
  eventSequence += 1;
  return JSON.stringify({
    id: `evt_test_fulfilment_${eventSequence}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...toCheckoutSessionObject(session), ...snapshot } },
  });
}

async function notificationsAbout(bookingId: number, type: string) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.type, type));
  return rows.filter((row) => row.data.booking_id === bookingId);
}

async function mailsTo(address: string, subjectPart: string) {
  const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  return rows.filter((row) => row.subject.includes(subjectPart));
}

async function paymentsOf(bookingId: number) {
  return t.database.db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(bookingPayments.id);
}

async function refundsOf(bookingId: number) {
  return t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId));
}

async function providerRefundsFor(paymentIntentIds: string[]) {
  return t.database.db.select().from(sandboxRefunds).where(inArray(sandboxRefunds.paymentIntentId, paymentIntentIds));
}

const balanceOf = async (accountId: string) => (await sandbox.retrieveBalance(accountId)).available[0]?.amount ?? 0;

describe('one fulfilment, however many reports (D4)', () => {
  it('books once when the same completion arrives 5 times at once while the success screen confirms', async () => {
    const { climber, booking, sessionId } = await bookingWithCheckout();
    await sandbox.payCheckoutSession(sessionId);
    const payload = await completedEventOf(sessionId);

    const [confirmation, ...webhooks] = await Promise.all([
      calls.complete(climber.token, sessionId),
      ...Array.from({ length: 5 }, () => postWebhook(payload)),
    ]);
    expect(confirmation?.statusCode, confirmation?.body).toBe(200);
    expect(confirmation?.json().booking.status).toBe('paid');
    for (const webhook of webhooks) expect(webhook.statusCode, webhook.body).toBe(200);
    expect(webhooks.filter((webhook) => webhook.json().duplicate === false)).toHaveLength(1);

    const paid = await bookingRow(t.database.db, booking.id);
    expect(paid).toMatchObject({ status: 'paid', paidCents: booking.totalCents });
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['paid']);
    const paidNotices = await notificationsAbout(booking.id, 'booking_paid');
    expect(paidNotices.map((row) => row.userId).sort()).toEqual([climber.id, guide.id].sort());
    expect(await mailsTo(climber.email, 'receipt')).toHaveLength(1);
    expect(
      (
        await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.dedupeKey, `booking-${booking.id}-paid-guide`))
      ).length,
    ).toBe(1);

    // The sandbox's own delivery of the event comes later still: acknowledged as a duplicate.
    await deliverWebhooks(t.app);
    expect(await notificationsAbout(booking.id, 'booking_paid')).toHaveLength(2);
  });

  it('fulfils once when one completion is replayed 100 times, and when the same fact comes under new ids', async () => {
    const { climber, booking, sessionId } = await bookingWithCheckout();
    await sandbox.payCheckoutSession(sessionId);
    const payload = await completedEventOf(sessionId);
    const answers = [];
    for (let i = 0; i < 100; i += 1) answers.push(await postWebhook(payload));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.map((answer) => answer.json().duplicate)).toEqual([false, ...Array(99).fill(true)]);
    // The reconciler's copy and an async success of the same session: other event ids, same outcome.
    expect((await postWebhook(await eventAbout('checkout.session.completed', sessionId))).json().duplicate).toBe(true);
    expect(
      (await postWebhook(await eventAbout('checkout.session.async_payment_succeeded', sessionId))).statusCode,
    ).toBe(200);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('paid');
    expect(await notificationsAbout(booking.id, 'booking_paid')).toHaveLength(2);
    expect(await mailsTo(climber.email, 'receipt')).toHaveLength(1);
    const processed = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.dedupeKey, `checkout.session.completed:${sessionId}`));
    expect(processed).toHaveLength(1);
  });

  it('trusts the provider, not the event: a completion claimed for an unpaid session books nothing', async () => {
    const { booking, sessionId } = await bookingWithCheckout();
    const forged = await eventAbout('checkout.session.completed', sessionId, {
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await postWebhook(forged)).statusCode).toBe(200);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('accepted');
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['open']);
    expect(await notificationsAbout(booking.id, 'booking_paid')).toEqual([]);
  });

  it('recovers a completion whose webhook never came through the reconciler', async () => {
    const { booking, sessionId } = await bookingWithCheckout();
    await sandbox.payCheckoutSession(sessionId);
    // The delivery is lost: nothing is sent, the reconciler finds the completed session on its pass.
    const result = await reconcilePayments({
      db: t.app.db,
      payments: t.app.payments,
      log: t.app.log,
      webhookHandlers: t.app.webhookHandlers,
    });
    expect(result.checkoutsRecovered).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('paid');
    expect(await notificationsAbout(booking.id, 'booking_paid')).toHaveLength(2);
  });
});

describe('events in any order (D5)', () => {
  it('expired, then completed: the payment made on the page still books', async () => {
    const { booking, sessionId } = await bookingWithCheckout();
    const expired = await eventAbout('checkout.session.expired', sessionId, { status: 'expired' });
    expect((await postWebhook(expired)).statusCode).toBe(200);
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['expired']);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('accepted');

    await sandbox.payCheckoutSession(sessionId);
    await deliverWebhooks(t.app);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('paid');
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['paid']);
  });

  it('completed, then expired: the late expiry changes nothing', async () => {
    const { booking, sessionId } = await bookingWithCheckout();
    await sandbox.payCheckoutSession(sessionId);
    await deliverWebhooks(t.app);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('paid');
    const expired = await eventAbout('checkout.session.expired', sessionId, { status: 'expired' });
    expect((await postWebhook(expired)).statusCode).toBe(200);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('paid');
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['paid']);
  });

  it('an unpaid checkout that runs out marks its payment expired, and the booking waits for another', async () => {
    const { climber, booking, sessionId } = await bookingWithCheckout();
    await sandbox.expireDueSessions(new Date(Date.now() + 31 * 60 * 1000));
    await deliverWebhooks(t.app);
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['expired']);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('accepted');
    const next = await calls.checkout(climber.token, booking.id);
    expect(next).not.toBe(sessionId);
  });
});

describe('payments that come too late or twice are refunded in full (E2)', () => {
  it('refunds a payment made after the booking expired, and tells the climber', async () => {
    const { climber, booking, sessionId } = await bookingWithCheckout();
    // The payment window ran out while the checkout page stayed open (what the expiry job does).
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ status: 'expired', cancelledBy: 'system', closedAt: new Date(), expiresAt: null })
        .where(eq(bookings.id, booking.id));
      await releaseSeats(tx, booking.occurrenceId, booking.quantity);
    });
    const balanceBefore = await balanceOf(guide.accountId);

    await sandbox.payCheckoutSession(sessionId);
    await deliverWebhooks(t.app);

    const after = await bookingRow(t.database.db, booking.id);
    expect(after).toMatchObject({ status: 'expired', paidCents: 0, refundedCents: 0, receiptNo: null });
    const [payment] = await paymentsOf(booking.id);
    expect(payment?.status).toBe('refunded');
    const refunds = await refundsOf(booking.id);
    expect(refunds).toEqual([
      expect.objectContaining({
        reason: 'late_payment',
        amountCents: booking.totalCents,
        idempotencyKey: `refund-payment-${payment?.id}`,
        providerRefundId: expect.stringMatching(/^re_sbx_/),
      }),
    ]);
    const atProvider = await providerRefundsFor([payment?.paymentIntentId ?? '']);
    expect(atProvider.map((refund) => refund.amount)).toEqual([booking.totalCents]);
    // The guide's share came and went back; the platform gave its fee back too.
    expect(await balanceOf(guide.accountId)).toBe(balanceBefore);

    const notices = await notificationsAbout(booking.id, 'payment_refunded');
    expect(notices.map((row) => row.userId)).toEqual([climber.id]);
    expect(await notificationsAbout(booking.id, 'booking_paid')).toEqual([]);
    const [mail] = await mailsTo(climber.email, 'was refunded');
    expect(mail?.textBody).toContain('no longer waiting for payment');

    const screen = await calls.complete(climber.token, sessionId);
    expect(screen.statusCode).toBe(409);
    expect(screen.json().code).toBe('booking_not_payable');
    expect(await providerRefundsFor([payment?.paymentIntentId ?? ''])).toHaveLength(1);
  });

  it('refunds a payment made after the climber cancelled the booking', async () => {
    const { climber, booking, sessionId } = await bookingWithCheckout();
    const cancelled = await calls.cancel(climber.token, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund_amount).toBe(0);
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['expired']);

    await sandbox.payCheckoutSession(sessionId);
    const screen = await calls.complete(climber.token, sessionId);
    expect(screen.statusCode).toBe(409);
    expect(screen.json().message).toContain('refunded');
    await deliverWebhooks(t.app);

    expect((await bookingRow(t.database.db, booking.id)).status).toBe('cancelled');
    const refunds = await refundsOf(booking.id);
    expect(refunds.map((refund) => [refund.reason, refund.amountCents])).toEqual([
      ['late_payment', booking.totalCents],
    ]);
    expect(refunds[0]?.providerRefundId).toMatch(/^re_sbx_/);
    expect(await notificationsAbout(booking.id, 'payment_refunded')).toHaveLength(1);
  });

  it('refunds the second of two paid checkouts of one booking, which stays paid once', async () => {
    const climber = await newClimber();
    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id, groupSize: 1 });
    const first = await calls.checkout(climber.token, booking.id);
    expect((await calls.abandon(climber.token, first)).statusCode).toBe(200);
    const second = await calls.checkout(climber.token, booking.id);
    expect(second).not.toBe(first);

    await sandbox.payCheckoutSession(second);
    expect((await calls.complete(climber.token, second)).statusCode).toBe(200);
    // The first page was still open in another tab and got paid too.
    await sandbox.payCheckoutSession(first);
    const screen = await calls.complete(climber.token, first);
    expect(screen.statusCode).toBe(200);
    expect(screen.json().message).toBe(
      'Your booking was already paid, so this second payment has been refunded in full.',
    );
    expect(screen.json().code).toBe('duplicate_payment_refunded');
    await deliverWebhooks(t.app);

    const after = await bookingRow(t.database.db, booking.id);
    expect(after).toMatchObject({ status: 'paid', paidCents: booking.totalCents, refundedCents: 0 });
    const payments = await paymentsOf(booking.id);
    expect(payments.map((payment) => [payment.checkoutSessionId, payment.status])).toEqual([
      [first, 'refunded'],
      [second, 'paid'],
    ]);
    const refunds = await refundsOf(booking.id);
    expect(refunds.map((refund) => [refund.reason, refund.paymentId])).toEqual([
      ['duplicate_payment', payments[0]?.id],
    ]);
    expect(await notificationsAbout(booking.id, 'booking_paid')).toHaveLength(2);
    expect(await notificationsAbout(booking.id, 'payment_refunded')).toHaveLength(1);
  });

  it('keeps a refund pending through a provider outage and makes it once on the next pass', async () => {
    const { booking, sessionId } = await bookingWithCheckout();
    await t.database.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, booking.id));
      await releaseSeats(tx, booking.occurrenceId, booking.quantity);
    });
    await sandbox.payCheckoutSession(sessionId);
    const spy = vi
      .spyOn(t.app.payments, 'createRefund')
      .mockRejectedValue(new PaymentProviderUnavailableError('Stripe unavailable'));
    try {
      await deliverWebhooks(t.app);
    } finally {
      spy.mockRestore();
    }
    // The event was processed (no redelivery storm); the refund waits, recorded.
    const [pending] = await refundsOf(booking.id);
    expect(pending).toMatchObject({ reason: 'late_payment', providerRefundId: null });
    const ctx = { db: t.app.db, payments: t.app.payments, log: t.app.log };
    const [once, twice] = await Promise.all([
      settlePendingRefunds(ctx, { bookingId: booking.id }),
      settlePendingRefunds(ctx, { bookingId: booking.id }),
    ]);
    expect((once?.settled ?? 0) + (twice?.settled ?? 0)).toBeGreaterThanOrEqual(1);
    const [settled] = await refundsOf(booking.id);
    expect(settled?.providerRefundId).toMatch(/^re_sbx_/);
    const [payment] = await paymentsOf(booking.id);
    expect(await providerRefundsFor([payment?.paymentIntentId ?? ''])).toHaveLength(1);
    expect(payment?.status).toBe('refunded');
    expect(await settlePendingRefunds(ctx, { bookingId: booking.id })).toEqual({ settled: 0, failed: 0 });
  });
});

describe('seats after fulfilment', () => {
  it('keeps the booking’s seats held once paid', async () => {
    const own = await insertBookableEvent(t.database.db, { guideId: guide.id });
    const { booking, sessionId } = await bookingWithCheckout(own);
    await sandbox.payCheckoutSession(sessionId);
    await deliverWebhooks(t.app);
    expect((await occurrenceRow(t.database.db, own.occurrence.id)).seatsTaken).toBe(booking.quantity);
  });
});
