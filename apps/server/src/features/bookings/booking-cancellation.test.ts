import { localDayOf, refundAmountOf, timeZoneOfProvince } from '@cordee/shared/booking-policy';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { PaymentProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { sandboxRefunds } from '../../integrations/payments/sandbox/sandbox.tables.ts';
import type { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import {
  bookingCalls,
  bookingRow,
  insertBookableEvent,
  insertBooking,
  MODAL_ANSWERS,
  occurrenceRow,
} from '../../test/booking-payments.ts';
import { createUser } from '../../test/factories.ts';
import { onboardedGuide, sandboxOf, TEST_WEBHOOK_SECRET } from '../../test/payments.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { settlePendingRefunds } from './booking-fulfilment.ts';
import { holdSeats, releaseSeats } from './booking-seats.ts';
import { bookingPayments, bookingRefunds, bookings } from './bookings.tables.ts';

let t: TestApp;
let sandbox: SandboxPaymentProvider;
let calls: ReturnType<typeof bookingCalls>;
let guide: { id: number; email: string; token: string; accountId: string };

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  sandbox = sandboxOf(t.app);
  calls = bookingCalls(t.app);
  const onboarded = await onboardedGuide(t.app);
  guide = {
    id: onboarded.guide.id,
    email: onboarded.guide.email,
    token: onboarded.token,
    accountId: onboarded.accountId,
  };
});
afterAll(async () => {
  await t.close();
});

async function newUser(role: 'climber' | 'guide' | 'admin' | 'super_admin', values: { permissions?: string[] } = {}) {
  const user = await createUser(t.database.db, { role, ...values });
  return { ...user, token: await freshToken(t.app, user.id) };
}

/** The trip's start day `days` calendar days after today where it takes place (British Columbia). */
function startDayIn(days: number): string {
  const today = localDayOf(new Date(), timeZoneOfProvince('British Columbia'));
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A paid booking of two on a new run starting `days` days from now, paid through the sandbox. */
async function paidBooking(days: number, options: { eventType?: 'public' | 'private'; relist?: boolean } = {}) {
  const climber = await newUser('climber');
  const trip = await insertBookableEvent(t.database.db, {
    guideId: guide.id,
    startsOn: startDayIn(days),
    eventType: options.eventType,
  });
  const booking = await insertBooking(t.database.db, trip, { climberId: climber.id, groupSize: 2 });
  const sessionId = await calls.checkout(climber.token, booking.id, {
    ...MODAL_ANSWERS,
    ...(options.eventType === 'private' ? { relist: options.relist ?? true } : {}),
  });
  await sandbox.payCheckoutSession(sessionId);
  const completed = await calls.complete(climber.token, sessionId);
  if (completed.statusCode !== 200) throw new Error(`complete-booking: ${completed.statusCode} ${completed.body}`);
  return { climber, trip, booking: await bookingRow(t.database.db, booking.id) };
}

async function providerRefundsOf(bookingId: number) {
  const payments = await t.database.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
  const intents = payments.map((payment) => payment.paymentIntentId).filter((id): id is string => id !== null);
  if (intents.length === 0) return [];
  return t.database.db.select().from(sandboxRefunds).where(inArray(sandboxRefunds.paymentIntentId, intents));
}

async function cancellationNotices(bookingId: number) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.type, 'booking_cancelled'));
  return rows.filter((row) => row.data.booking_id === bookingId);
}

async function mailByKey(key: string) {
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key));
  return row;
}

const balanceOf = async (accountId: string) => (await sandbox.retrieveBalance(accountId)).available[0]?.amount ?? 0;

describe('the climber cancels under the terms copied onto the booking', () => {
  // Away from the tiers' edges, so a test running across midnight cannot change the tier (the edges
  // themselves are in booking-refund-terms.test.ts, with a fixed clock).
  it.each([
    { days: 20, percent: 100 },
    { days: 10, percent: 50 },
    { days: 3, percent: 0 },
  ])('$days days out: $percent % back, seats released, both told', async ({ days, percent }) => {
    const { climber, trip, booking } = await paidBooking(days);
    const expected = refundAmountOf(booking.paidCents, percent);
    expect(booking.paidCents).toBe(booking.totalCents);

    const preview = await calls.preview(climber.token, booking.id);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      booking_id: booking.id,
      by: 'climber',
      paid_amount: booking.totalCents,
      refund_percent: percent,
      refund_amount: expected,
      started: false,
    });
    expect([days - 1, days]).toContain(preview.json().days_before_start);

    const cancelled = await calls.cancel(climber.token, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      // The refund is told by its amount, not in the notice's words (the screen words both).
      message: 'The booking is cancelled.',
      code: 'booking_cancelled',
      refund_amount: expected,
      booking: { id: booking.id, status: 'cancelled', cancelled_by: 'climber', refunded_amount: expected },
    });
    const after = await bookingRow(t.database.db, booking.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'climber',
      refundedCents: expected,
      expiresAt: null,
    });
    expect(after.closedAt).toBeInstanceOf(Date);
    expect((await occurrenceRow(t.database.db, trip.occurrence.id)).seatsTaken).toBe(0);

    const refunds = await t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking.id));
    const atProvider = await providerRefundsOf(booking.id);
    if (expected === 0) {
      expect(refunds).toEqual([]);
      expect(atProvider).toEqual([]);
    } else {
      expect(refunds).toEqual([
        expect.objectContaining({
          reason: 'climber_cancelled',
          amountCents: expected,
          idempotencyKey: `refund-booking-${booking.id}-cancel`,
          providerRefundId: expect.stringMatching(/^re_sbx_/),
        }),
      ]);
      expect(atProvider.map((refund) => refund.amount)).toEqual([expected]);
    }

    expect((await cancellationNotices(booking.id)).map((row) => row.userId).sort()).toEqual(
      [climber.id, guide.id].sort(),
    );
    const mail = await mailByKey(`booking-${booking.id}-cancelled-climber`);
    expect(mail?.toAddress).toBe(climber.email);
    if (expected > 0) expect(mail?.textBody).toContain(`A refund of CA$${(expected / 100).toFixed(2)}`);
    else expect(mail?.textBody).toContain('gives no refund');
    expect(await mailByKey(`booking-${booking.id}-cancelled-guide`)).toBeDefined();
  });

  it('after the start: nothing back', async () => {
    const { climber, booking } = await paidBooking(20);
    // The trip has begun by now (time passed since it was paid).
    await t.database.db
      .update(bookings)
      .set({ startsOn: startDayIn(-1), endsOn: startDayIn(-1) })
      .where(eq(bookings.id, booking.id));
    const preview = (await calls.preview(climber.token, booking.id)).json();
    expect(preview).toMatchObject({ started: true, refund_percent: 0, refund_amount: 0 });
    const cancelled = await calls.cancel(climber.token, booking.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund_amount).toBe(0);
    expect(await providerRefundsOf(booking.id)).toEqual([]);
  });

  it('a request or an unpaid acceptance: nothing to refund, the seats go back, an open checkout stops counting', async () => {
    const climber = await newUser('climber');
    const trip = await insertBookableEvent(t.database.db, { guideId: guide.id });
    const requested = await insertBooking(t.database.db, trip, { climberId: climber.id, status: 'requested' });
    expect((await calls.cancel(climber.token, requested.id)).json()).toMatchObject({ refund_amount: 0 });

    const accepted = await insertBooking(t.database.db, trip, { climberId: climber.id });
    const sessionId = await calls.checkout(climber.token, accepted.id);
    const cancelled = await calls.cancel(climber.token, accepted.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('The booking is cancelled.');
    expect(cancelled.json().code).toBe('booking_cancelled');
    expect((await occurrenceRow(t.database.db, trip.occurrence.id)).seatsTaken).toBe(0);
    const [payment] = await t.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.checkoutSessionId, sessionId));
    expect(payment?.status).toBe('expired');
  });
});

describe('the guide (or staff) cancels with a full refund', () => {
  it('refunds everything paid, takes the guide’s share back, releases the seats', async () => {
    const balanceBefore = await balanceOf(guide.accountId);
    const { climber, trip, booking } = await paidBooking(10);
    expect(await balanceOf(guide.accountId)).toBe(balanceBefore + booking.guideNetCents);

    const preview = await calls.preview(guide.token, booking.id);
    expect(preview.json()).toMatchObject({ by: 'guide', refund_percent: 100, refund_amount: booking.totalCents });
    const cancelled = await calls.cancel(guide.token, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      refund_amount: booking.totalCents,
      booking: { status: 'cancelled', cancelled_by: 'guide', guide_delete: true, refunded_amount: booking.totalCents },
    });
    expect((await occurrenceRow(t.database.db, trip.occurrence.id)).seatsTaken).toBe(0);
    expect((await providerRefundsOf(booking.id)).map((refund) => refund.amount)).toEqual([booking.totalCents]);
    // The platform gave its fee back too: the guide is where it was before the booking.
    expect(await balanceOf(guide.accountId)).toBe(balanceBefore);
    const [refund] = await t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking.id));
    expect(refund?.reason).toBe('guide_cancelled');
    expect((await mailByKey(`booking-${booking.id}-cancelled-climber`))?.textBody).toContain(
      `A refund of CA$${(booking.totalCents / 100).toFixed(2)}`,
    );
    expect((await cancellationNotices(booking.id)).map((row) => row.userId).sort()).toEqual(
      [climber.id, guide.id].sort(),
    );
  });

  it('lets a super admin and an admin with the events permission act; anybody else learns nothing (404)', async () => {
    const superAdmin = await newUser('super_admin');
    const eventsAdmin = await newUser('admin', { permissions: ['events'] });
    const otherAdmin = await newUser('admin', { permissions: ['guides', 'climbers'] });
    const stranger = await newUser('climber');
    const otherGuide = await newUser('guide');
    const pendingGuide = await createUser(t.database.db, { role: 'guide', isApproved: false });
    const pendingToken = await freshToken(t.app, pendingGuide.id);
    const { booking } = await paidBooking(25);

    for (const outsider of [otherAdmin.token, stranger.token, otherGuide.token]) {
      expect((await calls.preview(outsider, booking.id)).statusCode).toBe(404);
      expect((await calls.cancel(outsider, booking.id)).statusCode).toBe(404);
    }
    expect((await calls.cancel(pendingToken, booking.id)).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/cancel` });
    expect(visitor.statusCode).toBe(401);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('paid');

    expect((await calls.preview(eventsAdmin.token, booking.id)).json()).toMatchObject({
      by: 'guide',
      refund_percent: 100,
    });
    const bySuper = await calls.cancel(superAdmin.token, booking.id);
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect(bySuper.json().refund_amount).toBe(booking.totalCents);
  });

  it('a request waiting for the guide is declined, not cancelled, by the guide', async () => {
    const climber = await newUser('climber');
    const trip = await insertBookableEvent(t.database.db, { guideId: guide.id });
    const requested = await insertBooking(t.database.db, trip, { climberId: climber.id, status: 'requested' });
    const refused = await calls.cancel(guide.token, requested.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'invalid_transition',
      message: 'This booking request is waiting for your answer: decline it instead.',
      params: { context: 'decline_instead' },
      request_id: expect.any(String),
    });
    expect((await bookingRow(t.database.db, requested.id)).status).toBe('requested');
  });
});

describe('cancelling twice', () => {
  it('answers 409 the second time, one after the other or at once, and the provider refunds once', async () => {
    const { climber, booking } = await paidBooking(30);
    const first = await calls.cancel(climber.token, booking.id);
    expect(first.statusCode).toBe(200);
    const snapshot = await bookingRow(t.database.db, booking.id);
    const second = await calls.cancel(climber.token, booking.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'invalid_transition',
      message: 'This booking is already cancelled.',
      params: { context: 'already_cancelled' },
      request_id: expect.any(String),
    });
    expect((await calls.cancel(guide.token, booking.id)).statusCode).toBe(409);
    expect((await calls.preview(climber.token, booking.id)).statusCode).toBe(409);
    expect(await bookingRow(t.database.db, booking.id)).toEqual(snapshot);
    expect(await providerRefundsOf(booking.id)).toHaveLength(1);
    expect(await cancellationNotices(booking.id)).toHaveLength(2);

    const racing = await paidBooking(30);
    const answers = await Promise.all([
      calls.cancel(racing.climber.token, racing.booking.id),
      calls.cancel(racing.climber.token, racing.booking.id),
      calls.cancel(guide.token, racing.booking.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await providerRefundsOf(racing.booking.id)).toHaveLength(1);
    const settled = await bookingRow(t.database.db, racing.booking.id);
    expect(settled.refundedCents).toBe(settled.paidCents);
  });
});

describe('seats and runs', () => {
  it('reopens a run a private group had closed when its booking is cancelled', async () => {
    const { climber, trip, booking } = await paidBooking(20, { eventType: 'private', relist: false });
    expect((await occurrenceRow(t.database.db, trip.occurrence.id)).closedByBookingId).toBe(booking.id);
    expect(await holdSeats(t.database.db, trip.occurrence.id, 1)).toBe(false);
    expect((await calls.cancel(climber.token, booking.id)).statusCode).toBe(200);
    const run = await occurrenceRow(t.database.db, trip.occurrence.id);
    expect(run).toMatchObject({ closedByBookingId: null, seatsTaken: 0 });
    expect(await holdSeats(t.database.db, trip.occurrence.id, 1)).toBe(true);
    // The probe's seat goes back: no booking holds it.
    await releaseSeats(t.database.db, trip.occurrence.id, 1);
  });
});

describe('a provider outage during the refund', () => {
  it('keeps the cancellation and makes the refund on the next pass', async () => {
    const { climber, booking } = await paidBooking(20);
    const spy = vi
      .spyOn(t.app.payments, 'createRefund')
      .mockRejectedValue(new PaymentProviderUnavailableError('Stripe unavailable'));
    let answer: Awaited<ReturnType<typeof calls.cancel>>;
    try {
      answer = await calls.cancel(climber.token, booking.id);
    } finally {
      spy.mockRestore();
    }
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ refund_amount: booking.totalCents, booking: { status: 'cancelled' } });
    expect((await bookingRow(t.database.db, booking.id)).refundedCents).toBe(0);
    const [pending] = await t.database.db
      .select()
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.bookingId, booking.id), eq(bookingRefunds.reason, 'climber_cancelled')));
    expect(pending?.providerRefundId).toBeNull();

    const pass = await settlePendingRefunds({ db: t.app.db, payments: t.app.payments, log: t.app.log });
    expect(pass.settled).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(t.database.db, booking.id)).refundedCents).toBe(booking.totalCents);
    expect((await providerRefundsOf(booking.id)).map((refund) => refund.amount)).toEqual([booking.totalCents]);
  });
});
