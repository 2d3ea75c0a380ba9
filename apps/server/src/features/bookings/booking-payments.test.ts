import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { PaymentProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { sandboxCheckoutSessions } from '../../integrations/payments/sandbox/sandbox.tables.ts';
import type { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import {
  type BookableEvent,
  bookingRow,
  insertBookableEvent,
  insertBooking,
  MODAL_ANSWERS,
  occurrenceRow,
  sessionIdOf,
} from '../../test/booking-payments.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { onboardedGuide, sandboxOf, TEST_WEBHOOK_SECRET } from '../../test/payments.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { events } from '../events/events.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { tripLocalToday } from './booking-calendar.ts';
import { chargeLinesOf } from './booking-receipts.ts';
import { holdSeats, releaseSeats } from './booking-seats.ts';
import { bookingPayments } from './bookings.tables.ts';

let t: TestApp;
let sandbox: SandboxPaymentProvider;
let guide: { id: number; token: string; accountId: string };
let trip: BookableEvent;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  sandbox = sandboxOf(t.app);
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

function attempt(token: string, bookingId: number, body: Record<string, unknown> = MODAL_ANSWERS) {
  return t.app.inject({
    method: 'POST',
    url: `/api/attempt-payment/${bookingId}`,
    payload: body,
    headers: bearer(token),
  });
}

function complete(token: string, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/complete-booking',
    payload: { session_id: sessionId },
    headers: bearer(token),
  });
}

function abandon(token: string, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cancel-booking',
    payload: { session_id: sessionId },
    headers: bearer(token),
  });
}

async function paymentsOf(bookingId: number) {
  return t.database.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
}

async function sessionRow(sessionId: string) {
  const [row] = await t.database.db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, sessionId));
  if (!row) throw new Error(`no sandbox session ${sessionId}`);
  return row;
}

async function notificationsOf(userId: number, type: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

async function mailTo(address: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

describe('POST /api/attempt-payment/{bookingId}', () => {
  it('charges the quote stored on the booking, whatever price the client sends (D1)', async () => {
    const climber = await newClimber();
    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id, groupSize: 3 });
    const response = await attempt(climber.token, booking.id, {
      ...MODAL_ANSWERS,
      total_price: 1,
      price: 1,
      amount: 1,
      quote: { total: 1, lines: [] },
      application_fee_amount: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sbx_/);

    const session = await sessionRow(sessionIdOf(url));
    expect(session.amountTotal).toBe(booking.totalCents);
    expect(session.amountTotal).toBe(booking.quote.total);
    expect(session.applicationFeeAmount).toBe(booking.platformFeeCents);
    expect(session.destinationAccountId).toBe(guide.accountId);
    expect(session.currency).toBe('cad');
    expect(session.lineItems).toEqual(
      chargeLinesOf(booking).map((line) => ({ name: line.label, unitAmount: line.amount, quantity: 1 })),
    );
    // The trip, its add-on and donation, then GST as its own line (British Columbia).
    expect(session.lineItems.map((item) => item.name)).toEqual([
      'Intro to ice climbing — 3 persons',
      'Add-on: Boot rental',
      'Donation: Trail fund',
      'GST (5%)',
    ]);
    expect(session.metadata).toEqual({
      booking_id: String(booking.id),
      climber_id: String(climber.id),
      kind: 'booking',
    });
    expect(session.successUrl).toBe('http://localhost:3000/booking/success/{CHECKOUT_SESSION_ID}');
    expect(session.cancelUrl).toBe('http://localhost:3000/booking/canceled/{CHECKOUT_SESSION_ID}');
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeGreaterThan(29 * 60 * 1000);

    const [payment, ...others] = await paymentsOf(booking.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ status: 'open', amountCents: booking.totalCents, checkoutSessionId: session.id });
    const stored = await bookingRow(t.database.db, booking.id);
    expect(stored.status).toBe('accepted');
    expect(stored.waiverSignature).toEqual(MODAL_ANSWERS.sign);
    expect(stored.termsAcceptedAt).toBeInstanceOf(Date);
    expect(stored.guideWaiverAcceptedAt).toBeInstanceOf(Date);
    expect(stored.relist).toBeNull();
  });

  it('answers the same checkout page to a double click, and to two requests at once (E5)', async () => {
    const climber = await newClimber();
    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id });
    const [first, second] = await Promise.all([attempt(climber.token, booking.id), attempt(climber.token, booking.id)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    expect(second?.json().url).toBe(first?.json().url);
    const again = await attempt(climber.token, booking.id);
    expect(again.json().url).toBe(first?.json().url);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    const sessions = await t.database.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.idempotencyKey, `booking-${booking.id}-checkout-0`));
    expect(sessions).toHaveLength(1);
  });

  it('refuses a booking that is not waiting for payment, or not the caller’s, and changes nothing', async () => {
    const climber = await newClimber();
    const stranger = await newClimber();
    const cases = [
      { status: 'requested', code: 'booking_not_accepted', http: 409 },
      { status: 'paid', code: 'already_paid', http: 409 },
      { status: 'declined', code: 'booking_not_payable', http: 409 },
      { status: 'expired', code: 'booking_not_payable', http: 409 },
      { status: 'cancelled', code: 'booking_not_payable', http: 409 },
    ] as const;
    for (const { status, code, http } of cases) {
      const own = await insertBookableEvent(t.database.db, { guideId: guide.id });
      const booking = await insertBooking(t.database.db, own, { climberId: climber.id, status, groupSize: 1 });
      const before = await bookingRow(t.database.db, booking.id);
      const paymentsBefore = await paymentsOf(booking.id);
      const response = await attempt(climber.token, booking.id);
      expect(response.statusCode, `${status}: ${response.body}`).toBe(http);
      expect(response.json().code).toBe(code);
      expect(await paymentsOf(booking.id)).toEqual(paymentsBefore);
      expect(await bookingRow(t.database.db, booking.id)).toEqual(before);
    }

    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id });
    const before = await bookingRow(t.database.db, booking.id);
    const notYours = await attempt(stranger.token, booking.id);
    expect(notYours.statusCode).toBe(404);
    expect((await attempt(climber.token, 2_000_000_000)).statusCode).toBe(404);
    const asGuide = await attempt(guide.token, booking.id);
    expect(asGuide.statusCode).toBe(403);
    expect(await bookingRow(t.database.db, booking.id)).toEqual(before);
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it('refuses once the payment window is over, the event is gone, or the guide cannot take payments', async () => {
    const climber = await newClimber();
    const late = await insertBooking(t.database.db, trip, {
      climberId: climber.id,
      expiresAt: new Date(Date.now() - 1000),
      groupSize: 1,
    });
    const lateAnswer = await attempt(climber.token, late.id);
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json()).toEqual({
      code: 'booking_not_payable',
      message: 'The time to pay for this booking has run out.',
      params: { context: 'payment_window_over' },
      request_id: expect.any(String),
    });

    const doomed = await insertBookableEvent(t.database.db, { guideId: guide.id });
    const orphan = await insertBooking(t.database.db, doomed, { climberId: climber.id });
    await t.database.db.delete(events).where(eq(events.id, doomed.event.id));
    const gone = await attempt(climber.token, orphan.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('event_unavailable');

    const unready = await createUser(t.database.db, { role: 'guide', isApproved: true });
    const unreadyTrip = await insertBookableEvent(t.database.db, { guideId: unready.id });
    const waiting = await insertBooking(t.database.db, unreadyTrip, { climberId: climber.id });
    const refused = await attempt(climber.token, waiting.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('guide_payments_unavailable');
    for (const id of [late.id, orphan.id, waiting.id]) expect(await paymentsOf(id)).toEqual([]);
  });

  it('refuses to take payment for a trip that has already started, even within the 72 hours', async () => {
    const climber = await newClimber();
    // Inserted as it was when accepted; the run's first day is today where the trip takes place (British
    // Columbia: in the first hours of a UTC day it is still yesterday there).
    const today = await insertBookableEvent(t.database.db, {
      guideId: guide.id,
      startsOn: tripLocalToday(new Date(), 'British Columbia'),
    });
    const booking = await insertBooking(t.database.db, today, { climberId: climber.id, groupSize: 1 });
    const answer = await attempt(climber.token, booking.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'run_started',
      message: 'This trip has already started: the booking can no longer be paid.',
      request_id: expect.any(String),
    });
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it('asks for the guide waiver when the event has one, and for relist on a private trip (422)', async () => {
    const climber = await newClimber();
    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id, groupSize: 1 });
    const noWaiver = await attempt(climber.token, booking.id, { ...MODAL_ANSWERS, guide_waiver_accepted: false });
    expect(noWaiver.statusCode).toBe(422);
    expect(noWaiver.json().errors).toEqual({ guide_waiver_accepted: ["Please accept the guide's waiver."] });

    const privateTrip = await insertBookableEvent(t.database.db, { guideId: guide.id, eventType: 'private' });
    const group = await insertBooking(t.database.db, privateTrip, { climberId: climber.id, groupSize: 2 });
    const noRelist = await attempt(climber.token, group.id);
    expect(noRelist.statusCode).toBe(422);
    expect(noRelist.json().errors).toEqual({
      relist: ['Please tell us whether the remaining seats may be offered to others.'],
    });
    const badBody = await attempt(climber.token, group.id, { sign: MODAL_ANSWERS.sign, relist: false });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys(badBody.json().errors)).toContain('terms_accepted');
    for (const id of [booking.id, group.id]) expect(await paymentsOf(id)).toEqual([]);

    // An event without a waiver of its own needs no guide waiver answer.
    const bare = await insertBookableEvent(t.database.db, { guideId: guide.id, termsLink: null });
    const simple = await insertBooking(t.database.db, bare, { climberId: climber.id });
    const { guide_waiver_accepted: _omitted, ...withoutWaiver } = MODAL_ANSWERS;
    const accepted = await attempt(climber.token, simple.id, withoutWaiver);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await bookingRow(t.database.db, simple.id)).guideWaiverAcceptedAt).toBeNull();
  });

  it('answers 503 when the provider is down, with nothing half-written, and works on the retry', async () => {
    const climber = await newClimber();
    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id });
    const spy = vi
      .spyOn(t.app.payments, 'createBookingCheckout')
      .mockRejectedValueOnce(new PaymentProviderUnavailableError('Stripe unavailable'));
    try {
      const down = await attempt(climber.token, booking.id);
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('payment_provider_unavailable');
      expect(await paymentsOf(booking.id)).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    const retry = await attempt(climber.token, booking.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });
});

describe('POST /api/complete-booking (D2)', () => {
  it('books nothing for a random, a stranger’s, an unpaid or an expired session, and books a paid one once', async () => {
    const climber = await newClimber();
    const stranger = await newClimber();

    // A booking whose checkout ran out unpaid.
    const other = await insertBooking(t.database.db, trip, { climberId: stranger.id });
    const expiring = sessionIdOf((await attempt(stranger.token, other.id)).json().url);
    await sandbox.expireDueSessions(new Date(Date.now() + 31 * 60 * 1000));
    const expired = await complete(stranger.token, expiring);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('payment_not_completed');
    expect((await bookingRow(t.database.db, other.id)).status).toBe('accepted');
    expect((await paymentsOf(other.id))[0]?.status).toBe('expired');

    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id });
    const { url } = (await attempt(climber.token, booking.id)).json();
    const sessionId = sessionIdOf(url);

    const random = await complete(climber.token, 'cs_sbx_0123456789abcdef0123456789abcdef0123456789abcdef');
    expect(random.statusCode).toBe(404);
    expect((await complete(stranger.token, sessionId)).statusCode).toBe(404);
    const unpaid = await complete(climber.token, sessionId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      code: 'payment_not_completed',
      message: 'Your payment has not been completed.',
      request_id: expect.any(String),
    });
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('accepted');

    await sandbox.payCheckoutSession(sessionId);
    const answers = [
      ...(await Promise.all(Array.from({ length: 5 }, () => complete(climber.token, sessionId)))),
      ...(await (async () => {
        const sequential = [];
        for (let i = 0; i < 5; i += 1) sequential.push(await complete(climber.token, sessionId));
        return sequential;
      })()),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe('Your booking is confirmed.');
      expect(answer.json().code).toBe('booking_confirmed');
      expect(answer.json().booking).toMatchObject({ id: booking.id, status: 'paid', paid: true, accepted: true });
    }
    const paid = await bookingRow(t.database.db, booking.id);
    expect(paid).toMatchObject({ status: 'paid', paidCents: booking.totalCents, expiresAt: null });
    expect(paid.receiptNo).toBe(`CRD-${paid.paidAt?.getUTCFullYear()}-${String(booking.id).padStart(6, '0')}`);
    expect(answers[0]?.json().booking.receipt_no).toBe(paid.receiptNo);
    const payments = await paymentsOf(booking.id);
    expect(payments.map((payment) => payment.status)).toEqual(['paid']);
    expect(payments[0]?.paymentIntentId).toMatch(/^pi_sbx_/);
    expect(await notificationsOf(climber.id, 'booking_paid')).toHaveLength(1);
    expect(
      (await notificationsOf(guide.id, 'booking_paid')).filter((row) => row.data.booking_id === booking.id),
    ).toHaveLength(1);
    const receipts = (await mailTo(climber.email)).filter((mail) => mail.subject.includes(paid.receiptNo ?? '-'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.textBody).toContain(`Receipt no. ${paid.receiptNo}`);
    expect(receipts[0]?.textBody).toContain('Intro to ice climbing — 2 persons: CA$500.00');
    expect(receipts[0]?.textBody).toContain('GST (5%): CA$');
    expect(receipts[0]?.textBody).toContain(`Total paid: CA$${(booking.totalCents / 100).toFixed(2)}`);
  });

  it('is for climbers only', async () => {
    const response = await complete(guide.token, 'cs_sbx_whatever');
    expect(response.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/complete-booking', payload: { session_id: 'x' } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /api/cancel-booking', () => {
  it('lets the climber leave the checkout: the booking keeps waiting, the next attempt opens a new page', async () => {
    const climber = await newClimber();
    const stranger = await newClimber();
    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id });
    const first = sessionIdOf((await attempt(climber.token, booking.id)).json().url);

    expect((await abandon(stranger.token, first)).statusCode).toBe(404);
    expect((await abandon(climber.token, 'cs_sbx_unknown')).statusCode).toBe(404);
    const left = await abandon(climber.token, first);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({
      message: 'Your payment was canceled and your event has not been booked.',
      code: 'payment_canceled',
    });
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('accepted');
    expect((await paymentsOf(booking.id)).map((payment) => payment.status)).toEqual(['expired']);

    const second = sessionIdOf((await attempt(climber.token, booking.id)).json().url);
    expect(second).not.toBe(first);
    await sandbox.payCheckoutSession(second);
    expect((await complete(climber.token, second)).statusCode).toBe(200);
    const paidAgain = await abandon(climber.token, second);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().code).toBe('already_paid');
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('paid');
  });
});

describe('money and seats after payment', () => {
  it('grows the guide’s payout balance by the booking’s guide net', async () => {
    const climber = await newClimber();
    const booking = await insertBooking(t.database.db, trip, { climberId: climber.id, groupSize: 2 });
    const before = (await sandbox.retrieveBalance(guide.accountId)).available[0]?.amount ?? 0;
    const sessionId = sessionIdOf((await attempt(climber.token, booking.id)).json().url);
    await sandbox.payCheckoutSession(sessionId);
    expect((await complete(climber.token, sessionId)).statusCode).toBe(200);
    const after = (await sandbox.retrieveBalance(guide.accountId)).available[0]?.amount ?? 0;
    expect(after - before).toBe(booking.guideNetCents);
    expect(booking.guideNetCents).toBe(booking.totalCents - booking.platformFeeCents);
  });

  it('closes the run to others when a private group paid and asked not to relist; not when it allowed it', async () => {
    const climber = await newClimber();
    const closedTrip = await insertBookableEvent(t.database.db, { guideId: guide.id, eventType: 'private' });
    const closing = await insertBooking(t.database.db, closedTrip, { climberId: climber.id, groupSize: 2 });
    const sessionId = sessionIdOf(
      (await attempt(climber.token, closing.id, { ...MODAL_ANSWERS, relist: false })).json().url,
    );
    expect((await bookingRow(t.database.db, closing.id)).relist).toBe(false);
    await sandbox.payCheckoutSession(sessionId);
    expect((await complete(climber.token, sessionId)).statusCode).toBe(200);
    const run = await occurrenceRow(t.database.db, closedTrip.occurrence.id);
    expect(run.closedByBookingId).toBe(closing.id);
    expect(run.seatsTaken).toBe(2);
    expect(await holdSeats(t.database.db, run.id, 1)).toBe(false);

    const openTrip = await insertBookableEvent(t.database.db, { guideId: guide.id, eventType: 'private' });
    const sharing = await insertBooking(t.database.db, openTrip, { climberId: climber.id, groupSize: 2 });
    const shared = sessionIdOf(
      (await attempt(climber.token, sharing.id, { ...MODAL_ANSWERS, relist: true })).json().url,
    );
    await sandbox.payCheckoutSession(shared);
    expect((await complete(climber.token, shared)).statusCode).toBe(200);
    expect((await occurrenceRow(t.database.db, openTrip.occurrence.id)).closedByBookingId).toBeNull();
    expect(await holdSeats(t.database.db, openTrip.occurrence.id, 1)).toBe(true);
    // The probe's seat goes back: no booking holds it.
    await releaseSeats(t.database.db, openTrip.occurrence.id, 1);
  });
});
