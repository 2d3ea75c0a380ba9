import { PAYMENT_WINDOW_MS, REQUEST_ANSWER_WINDOW_MS } from '@cordee/shared/booking-lifecycle';
import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import type { Booking, PrebookRequest } from '@cordee/shared/bookings.contracts';
import { quote } from '@cordee/shared/event-pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessageOf } from '../../http/errors.ts';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { insertBookingRow, insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser, daysFromNow, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eventOccurrences } from '../events/events.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import type { UserRow } from '../users/users.tables.ts';
import { tripStartsAt } from './booking-calendar.ts';
import { bookings } from './bookings.tables.ts';

let t: TestApp;
type Account = { user: UserRow; token: string };
let guide: Account;
let otherGuide: Account;
let superAdmin: Account;
let admin: Account;

async function account(values: Parameters<typeof createUser>[1]): Promise<Account> {
  const user = await createUser(t.database.db, values);
  return { user, token: await signInAs(t.app, user.email) };
}
const climber = () => account({ role: 'climber' });

beforeAll(async () => {
  t = await createTestApp();
  guide = await account({ role: 'guide', isApproved: true, name: 'Gabriel Roy' });
  otherGuide = await account({ role: 'guide', isApproved: true });
  superAdmin = await account({ role: 'super_admin' });
  admin = await account({ role: 'admin', permissions: ['events', 'guides', 'climbers'] });
});
afterAll(async () => {
  await t.close();
});

const attendees = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Climber ${index + 1}`,
    email: `climber${index + 1}@example.test`,
    dob: '1992-05-17',
  }));

function prebook(eventId: number | string, body: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/prebook-event/${eventId}`,
    payload: body as Record<string, unknown>,
    headers: token ? bearer(token) : {},
  });
}
const answer = (id: number, kind: 'accept' | 'decline', token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/${kind}-booking/${id}`, headers: token ? bearer(token) : {} });

async function seatsOf(runId: number): Promise<number> {
  const [run] = await t.database.db.select().from(eventOccurrences).where(eq(eventOccurrences.id, runId));
  return run?.seatsTaken ?? -1;
}
async function bookingCountOn(runId: number): Promise<number> {
  return t.database.db.$count(bookings, eq(bookings.occurrenceId, runId));
}
async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}
async function mailsTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

/** A private trip for 2 to 4 with add-ons, a fixed and an open donation, in Quebec (GST + QST). */
async function privateTrip(startsIn = 30) {
  return insertEventWithRun(t.database.db, {
    guideId: guide.user.id,
    startsIn,
    capacity: 4,
    eventType: 'private',
    attendanceMin: 2,
    province: 'Quebec',
    eventDuration: ['fhday'],
    price: [
      { id: 2, price: 20_000, priceh: 12_000 },
      { id: 3, price: 18_000, priceh: 11_000 },
      { id: 4, price: 16_000, priceh: 10_000 },
    ],
    addons: [{ id: 'rental', addons_title: 'Gear rental', addons_price: 2_500 }],
    donations: [
      { id: 'avalanche', donations_title: 'Avalanche Canada', donations_price: 1_000 },
      { id: 'crag', donations_title: 'Crag fund', donations_price: null },
    ],
  });
}

/** A snapshot of what a refused request must leave untouched. */
async function stateOf(runId: number) {
  return { seats: await seatsOf(runId), bookings: await bookingCountOn(runId) };
}

describe('POST /api/prebook-event/{eventId}', () => {
  it('holds the seats, quotes the stored event, copies the trip and the terms, and tells the guide', async () => {
    const me = await climber();
    const trip = await privateTrip();
    const body = {
      occurrence_date: trip.run.startsOn,
      group_size: 3,
      day_option: 'half',
      attendees: attendees(3),
      addons: ['rental'],
      donations: [{ id: 'avalanche' }, { id: 'crag', amount: 2_500 }],
      // A client's figures are never read.
      total_price: 1,
      price: 1,
      quote: { total: 1 },
    };
    const before = Date.now();
    const response = await prebook(trip.event.id, body, me.token);
    expect(response.statusCode, response.body).toBe(201);
    const { message, code, booking } = response.json() as { message: string; code: string; booking: Booking };
    expect(message).toBe('Your booking request has been sent to the guide.');
    expect(code).toBe('booking_request_sent');

    const expected = quote(
      {
        event_type: 'private',
        attendance_min: 2,
        attendance_limit: 4,
        event_duration: ['fhday'],
        price: trip.event.price,
        addons: trip.event.addons,
        donations: trip.event.donations,
        province: 'Quebec',
      },
      {
        groupSize: 3,
        dayOption: 'half',
        addons: ['rental'],
        donations: [{ id: 'avalanche' }, { id: 'crag', amount: 2_500 }],
      },
    );
    expect(booking.quote).toEqual(expected);
    expect(booking).toMatchObject({
      status: 'requested',
      accepted: false,
      paid: false,
      guide_delete: false,
      event_id: trip.event.id,
      occurrence_id: trip.run.id,
      event_name: trip.event.eventName,
      event_type: 'private',
      start_date: trip.run.startsOn,
      end_date: trip.run.endsOn,
      duration: 'Half day',
      province: 'Quebec',
      quantity: 3,
      price: 11_000,
      total_price: expected.total,
      refunded_amount: 0,
      receipt_no: null,
      cancellation_policy: { version: CANCELLATION_POLICY.version },
      climber: { id: me.user.id },
      guide: { id: guide.user.id, name: 'Gabriel Roy' },
    });
    expect(expected.taxes.map((tax) => tax.code)).toEqual(['GST', 'QST']);
    expect(booking.attendees.map((a) => a.name)).toEqual(['Climber 1', 'Climber 2', 'Climber 3']);
    expect(booking.addons).toEqual([{ id: 'rental', addons_title: 'Gear rental', addons_price: 2_500 }]);
    expect(booking.donations.map((d) => d.donations_price)).toEqual([1_000, 2_500]);
    // Six days to answer: the trip is a month away.
    const expiresAt = Date.parse(booking.expires_at ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(before + REQUEST_ANSWER_WINDOW_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + REQUEST_ANSWER_WINDOW_MS);

    expect(await seatsOf(trip.run.id)).toBe(3);
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({
      totalCents: expected.total,
      platformFeeCents: expected.platform_fee,
      guideNetCents: expected.guide_net,
      cancellationPolicy: CANCELLATION_POLICY,
    });

    const [notice] = (await notificationsOf(guide.user.id)).filter((n) => n.data.booking_id === booking.id);
    expect(notice).toMatchObject({
      type: 'booking_requested',
      subject: 'You have a new booking request.',
      data: { booking_id: booking.id, event_id: trip.event.id },
    });
    const mails = (await mailsTo(guide.user.email)).filter(
      (m) => m.dedupeKey === `booking-${booking.id}-requested-guide`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You have a new booking request.');
    expect(mails[0]?.textBody).toContain(`/upcoming-events?current=${trip.event.id}`);
    expect(mails[0]?.textBody).toContain('3 persons');
    // The climber hears nothing until the guide answers.
    expect(await notificationsOf(me.user.id)).toEqual([]);
  });

  it('stops waiting for an answer when the trip starts, if that comes before six days', async () => {
    const me = await climber();
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 3 });
    const response = await prebook(
      trip.event.id,
      { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) },
      me.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().booking.expires_at).toBe(tripStartsAt(trip.run.startsOn, 'British Columbia').toISOString());
  });

  it('answers the same request sent twice with the first booking, and holds the seats once', async () => {
    const me = await climber();
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const body = { occurrence_date: trip.run.startsOn, group_size: 2, attendees: attendees(2) };
    const first = await prebook(trip.event.id, body, me.token);
    const second = await prebook(trip.event.id, body, me.token);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().booking.id).toBe(first.json().booking.id);
    expect(await stateOf(trip.run.id)).toEqual({ seats: 2, bookings: 1 });
    expect(
      (await notificationsOf(guide.user.id)).filter((n) => n.data.booking_id === first.json().booking.id),
    ).toHaveLength(1);
  });

  it('refuses a second, different request for the same run, and changes nothing', async () => {
    const me = await climber();
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const first = await prebook(
      trip.event.id,
      { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) },
      me.token,
    );
    expect(first.statusCode).toBe(201);
    const second = await prebook(
      trip.event.id,
      { occurrence_date: trip.run.startsOn, group_size: 2, attendees: attendees(2) },
      me.token,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'already_booked',
      message: 'You already have a booking for this date.',
      request_id: expect.any(String),
    });
    expect(await stateOf(trip.run.id)).toEqual({ seats: 1, bookings: 1 });
  });

  it('takes a new request for a run once the earlier booking was declined', async () => {
    const me = await climber();
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const body = { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) };
    const first = await prebook(trip.event.id, body, me.token);
    expect((await answer(first.json().booking.id, 'decline', guide.token)).statusCode).toBe(200);
    const again = await prebook(trip.event.id, body, me.token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().booking.id).not.toBe(first.json().booking.id);
    expect(await stateOf(trip.run.id)).toEqual({ seats: 1, bookings: 2 });
  });

  it('refuses a full run with 409 and changes nothing', async () => {
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12, capacity: 3 });
    const first = await climber();
    expect(
      (
        await prebook(
          trip.event.id,
          { occurrence_date: trip.run.startsOn, group_size: 2, attendees: attendees(2) },
          first.token,
        )
      ).statusCode,
    ).toBe(201);
    const late = await climber();
    const response = await prebook(
      trip.event.id,
      { occurrence_date: trip.run.startsOn, group_size: 2, attendees: attendees(2) },
      late.token,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'run_full',
      message: 'Not enough seats are left on this date.',
      request_id: expect.any(String),
    });
    expect(await stateOf(trip.run.id)).toEqual({ seats: 2, bookings: 1 });
    // The one seat left is still for sale.
    const single = await prebook(
      trip.event.id,
      { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) },
      late.token,
    );
    expect(single.statusCode).toBe(201);
    expect(await seatsOf(trip.run.id)).toBe(3);
  });

  it('refuses a run closed by a private group with 409', async () => {
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const closer = await insertBookingRow(t.database.db, { run: trip, status: 'paid' });
    await t.database.db
      .update(eventOccurrences)
      .set({ closedByBookingId: closer.id })
      .where(eq(eventOccurrences.id, trip.run.id));
    const me = await climber();
    const response = await prebook(
      trip.event.id,
      { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) },
      me.token,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'run_closed',
      message: 'This date is no longer open for booking.',
      request_id: expect.any(String),
    });
    expect(await stateOf(trip.run.id)).toEqual({ seats: 1, bookings: 1 });
  });

  it('refuses a run that started today or earlier with 422 on occurrence_date', async () => {
    const me = await climber();
    for (const startsIn of [-3, -1]) {
      const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn, days: 5 });
      const response = await prebook(
        trip.event.id,
        { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) },
        me.token,
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({
        occurrence_date: ['This date has already started. Please choose a later date.'],
      });
      expect(await stateOf(trip.run.id)).toEqual({ seats: 0, bookings: 0 });
    }
  });

  it('refuses a date the event does not run on', async () => {
    const me = await climber();
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const response = await prebook(
      trip.event.id,
      { occurrence_date: daysFromNow(13), group_size: 1, attendees: attendees(1) },
      me.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ occurrence_date: [englishMessageOf('booking_occurrence_unknown')] });
    expect(await stateOf(trip.run.id)).toEqual({ seats: 0, bookings: 0 });
  });

  it('refuses choices the event does not offer, each on its own field, and changes nothing', async () => {
    const me = await climber();
    const trip = await privateTrip();
    const base = { occurrence_date: trip.run.startsOn, group_size: 2, attendees: attendees(2) };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, group_size: 1, attendees: attendees(1) }, 'group_size', englishMessageOf('group_size_not_offered')],
      [{ ...base, group_size: 5, attendees: attendees(5) }, 'group_size', englishMessageOf('group_size_not_offered')],
      [{ ...base, group_size: 3 }, 'attendees', englishMessageOf('attendees_one_per_person')],
      [{ ...base, addons: ['helicopter'] }, 'addons', englishMessageOf('quote_addon_unknown')],
      [{ ...base, donations: [{ id: 'nobody' }] }, 'donations', englishMessageOf('quote_donation_unknown')],
      [{ ...base, donations: [{ id: 'crag' }] }, 'donations', englishMessageOf('quote_donation_amount')],
      [
        { ...base, attendees: [{ name: 'A', email: 'not-an-email', dob: '1990-01-01' }, ...attendees(1)] },
        'attendees.0.email',
        englishMessageOf('attendee_email_invalid'),
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await prebook(trip.event.id, body, me.token);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    }
    const publicTrip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const halfDay = await prebook(
      publicTrip.event.id,
      { occurrence_date: publicTrip.run.startsOn, group_size: 1, day_option: 'half', attendees: attendees(1) },
      me.token,
    );
    expect(halfDay.statusCode).toBe(422);
    expect(halfDay.json().errors).toEqual({ day_option: [englishMessageOf('half_day_not_offered')] });
    expect(await stateOf(trip.run.id)).toEqual({ seats: 0, bookings: 0 });
    expect(await stateOf(publicTrip.run.id)).toEqual({ seats: 0, bookings: 0 });
  });

  it('answers 404 for an event that does not exist', async () => {
    const me = await climber();
    const response = await prebook(
      2_147_483_000,
      { occurrence_date: daysFromNow(10), group_size: 1, attendees: attendees(1) },
      me.token,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('is for climbers only: 401 without a session, 403 for guides and staff, before reading the body', async () => {
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const body = { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) };
    expect((await prebook(trip.event.id, body)).statusCode).toBe(401);
    for (const caller of [guide, otherGuide, admin, superAdmin]) {
      const response = await prebook(trip.event.id, body, caller.token);
      expect(response.statusCode, caller.user.role).toBe(403);
      // Refused before validation: a bad body gets the same answer.
      expect((await prebook(trip.event.id, null, caller.token)).statusCode).toBe(403);
    }
    expect(await stateOf(trip.run.id)).toEqual({ seats: 0, bookings: 0 });
  });

  it('refuses hostile input with a 4xx and changes nothing', async () => {
    const me = await climber();
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: 12 });
    const valid: PrebookRequest = { occurrence_date: trip.run.startsOn, group_size: 1, attendees: attendees(1) };
    const attempts: Array<[string, unknown]> = [
      [String(trip.event.id), null],
      [String(trip.event.id), []],
      [String(trip.event.id), {}],
      [String(trip.event.id), { ...valid, attendees: [{ ...attendees(1)[0], name: 'A\u0000B' }] }],
      [String(trip.event.id), { ...valid, occurrence_date: '2026-02-30' }],
      [String(trip.event.id), { ...valid, group_size: 1.5 }],
      [String(trip.event.id), { ...valid, group_size: 2_147_483_648 }],
      ['2147483648', valid],
      ['9'.repeat(400), valid],
      ['-1', valid],
      ['abc', valid],
    ];
    for (const [id, body] of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/prebook-event/${id}`,
        payload: JSON.stringify(body),
        headers: { ...bearer(me.token), 'content-type': 'application/json' },
      });
      const seen = `${id} ${JSON.stringify(body)?.slice(0, 80)}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode, seen).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, seen).toBeLessThan(500);
      expect(typeof response.json().message, seen).toBe('string');
    }
    expect(await stateOf(trip.run.id)).toEqual({ seats: 0, bookings: 0 });
  });
});

describe('POST /api/accept-booking/{id} and /api/decline-booking/{id}', () => {
  async function requested(options: { quantity?: number; startsIn?: number } = {}) {
    const me = await climber();
    const trip = await insertEventWithRun(t.database.db, {
      guideId: guide.user.id,
      startsIn: options.startsIn ?? 15,
    });
    const quantity = options.quantity ?? 2;
    const response = await prebook(
      trip.event.id,
      { occurrence_date: trip.run.startsOn, group_size: quantity, attendees: attendees(quantity) },
      me.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    return { me, trip, booking: response.json().booking as Booking };
  }

  async function rowOf(id: number) {
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  it('accepts: "Waiting payment" with 72 hours to pay, seats kept, the climber told', async () => {
    const { me, trip, booking } = await requested();
    const before = Date.now();
    const response = await answer(booking.id, 'accept', guide.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; code: string; booking: Booking };
    expect(body.message).toBe('The booking request is accepted. The climber has 72 hours to pay.');
    expect(body.code).toBe('booking_request_accepted');
    expect(body.booking).toMatchObject({ id: booking.id, status: 'accepted', accepted: true, paid: false });
    expect(body.booking.accepted_at).not.toBeNull();
    const expiresAt = Date.parse(body.booking.expires_at ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(before + PAYMENT_WINDOW_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + PAYMENT_WINDOW_MS);
    expect(await seatsOf(trip.run.id)).toBe(2);

    const [notice] = await notificationsOf(me.user.id);
    expect(notice).toMatchObject({
      type: 'booking_accepted',
      subject: 'Your booking request is accepted.',
      data: { booking_id: booking.id, event_id: trip.event.id },
    });
    const [mail] = await mailsTo(me.user.email);
    expect(mail?.subject).toBe('Your booking request is accepted.');
    expect(mail?.textBody).toContain(`/my-events?current=${trip.event.id}&status=${booking.id}`);
  });

  it('declines: seats released, "Booking canceled" for the climber, who is told', async () => {
    const { me, trip, booking } = await requested({ quantity: 3 });
    expect(await seatsOf(trip.run.id)).toBe(3);
    const response = await answer(booking.id, 'decline', guide.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('The booking request is declined.');
    expect(response.json().code).toBe('booking_request_declined');
    expect(response.json().booking).toMatchObject({
      status: 'declined',
      guide_delete: true,
      accepted: false,
      expires_at: null,
    });
    expect(response.json().booking.cancelled_at).not.toBeNull();
    expect(await seatsOf(trip.run.id)).toBe(0);
    const [notice] = await notificationsOf(me.user.id);
    expect(notice).toMatchObject({ type: 'booking_declined', subject: 'Your booking request was declined.' });
    expect((await mailsTo(me.user.email)).map((m) => m.subject)).toEqual(['Your booking request was declined.']);
  });

  it('refuses a second answer with 409 and changes nothing: accept twice, decline after accept, accept after decline', async () => {
    const accepted = await requested();
    expect((await answer(accepted.booking.id, 'accept', guide.token)).statusCode).toBe(200);
    const acceptedRow = await rowOf(accepted.booking.id);
    for (const kind of ['accept', 'decline'] as const) {
      const response = await answer(accepted.booking.id, kind, guide.token);
      expect(response.statusCode, kind).toBe(409);
      expect(response.json()).toEqual({
        code: 'invalid_transition',
        message: 'This booking request was already answered.',
        params: { context: 'already_answered' },
        request_id: expect.any(String),
      });
    }
    expect(await rowOf(accepted.booking.id)).toEqual(acceptedRow);
    expect(await seatsOf(accepted.trip.run.id)).toBe(2);
    expect(await notificationsOf(accepted.me.user.id)).toHaveLength(1);

    const declined = await requested();
    expect((await answer(declined.booking.id, 'decline', guide.token)).statusCode).toBe(200);
    const again = await answer(declined.booking.id, 'accept', guide.token);
    expect(again.statusCode).toBe(409);
    expect(await rowOf(declined.booking.id)).toMatchObject({ status: 'declined' });
    expect(await seatsOf(declined.trip.run.id)).toBe(0);
  });

  it('hides the booking from another guide (404), and refuses its climber and staff (403)', async () => {
    const { me, trip, booking } = await requested();
    const stranger = await climber();
    for (const kind of ['accept', 'decline'] as const) {
      const other = await answer(booking.id, kind, otherGuide.token);
      expect(other.statusCode, kind).toBe(404);
      expect(other.json().message).toBe('This booking cannot be found.');
      // The route is the guide's: a climber, even the booking's own, and staff are refused before any lookup.
      for (const caller of [me, stranger, admin, superAdmin]) {
        expect((await answer(booking.id, kind, caller.token)).statusCode, caller.user.role).toBe(403);
      }
      expect((await answer(booking.id, kind)).statusCode).toBe(401);
    }
    expect(await rowOf(booking.id)).toMatchObject({ status: 'requested' });
    expect(await seatsOf(trip.run.id)).toBe(2);
    // A booking id that names nothing reads the same as somebody else's.
    expect((await answer(2_147_483_000, 'accept', guide.token)).statusCode).toBe(404);
    for (const id of ['2147483648', '0', 'abc', '%00']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/accept-booking/${id}`,
        headers: bearer(guide.token),
      });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
  });

  it('refuses to accept a request whose deadline passed, even before the expiry job ran', async () => {
    const row = await insertBookingRow(t.database.db, {
      guideId: guide.user.id,
      status: 'requested',
      expiresAt: new Date(Date.now() - 60_000),
    });
    const response = await answer(row.id, 'accept', guide.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking request has expired.');
    expect(await rowOf(row.id)).toMatchObject({ status: 'requested', acceptedAt: null });
  });

  it('refuses to accept once the trip has started, but the guide may still decline', async () => {
    const trip = await insertEventWithRun(t.database.db, { guideId: guide.user.id, startsIn: -1, days: 4 });
    const row = await insertBookingRow(t.database.db, { run: trip, status: 'requested' });
    const response = await answer(row.id, 'accept', guide.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'run_started',
      message: 'This trip has already started: the request can no longer be accepted.',
      params: { context: 'accept' },
      request_id: expect.any(String),
    });
    expect(await rowOf(row.id)).toMatchObject({ status: 'requested' });
    expect((await answer(row.id, 'decline', guide.token)).statusCode).toBe(200);
    const [run] = await t.database.db.select().from(eventOccurrences).where(eq(eventOccurrences.id, trip.run.id));
    expect(run?.seatsTaken).toBe(0);
  });

  it('answers expired and cancelled bookings with their own message', async () => {
    for (const [status, message] of [
      ['expired', 'This booking request has expired.'],
      ['cancelled', 'This booking was cancelled.'],
    ] as const) {
      const row = await insertBookingRow(t.database.db, { guideId: guide.user.id, status });
      const response = await answer(row.id, 'accept', guide.token);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message, status).toBe(message);
    }
  });

  it('sends each email once per booking and kind', async () => {
    const { me, booking } = await requested();
    await answer(booking.id, 'accept', guide.token);
    const keys = await t.database.db
      .select({ key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, me.user.email)));
    expect(keys.map((k) => k.key)).toEqual([`booking-${booking.id}-accepted-climber`]);
  });
});
