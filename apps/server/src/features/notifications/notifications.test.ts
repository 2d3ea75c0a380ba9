import type { Booking } from '@cordee/shared/bookings.contracts';
import type { NotificationList } from '@cordee/shared/notifications.contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, MODAL_ANSWERS } from '../../test/booking-payments.ts';
import { insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { onboardedGuide, sandboxOf, TEST_WEBHOOK_SECRET } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireDueBookings } from '../bookings/booking-expiry.service.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { realtimeEvents } from '../realtime/realtime.tables.ts';
import type { UserRow } from '../users/users.tables.ts';
import { createNotifications, notifyGuideReviewers, removeGuideSignupNotifications } from './notifications.service.ts';
import { notifications } from './notifications.tables.ts';

let t: TestApp;
type Account = { user: UserRow; token: string };

async function account(values: Parameters<typeof createUser>[1] = {}): Promise<Account> {
  const user = await createUser(t.database.db, values);
  return { user, token: await signInAs(t.app, user.email) };
}

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await t.close();
});

const list = (token: string | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: token ? bearer(token) : {} });
const markRead = (token: string | null, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: token ? bearer(token) : {} });
const markAllRead = (token: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: token ? bearer(token) : {} });

/** `count` notifications of the user, stored one by one so the newest is the last. */
async function seed(userId: number, count: number, prefix = 'Notice'): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const [row] = await createNotifications(t.database.db, [
      { userId, type: 'booking_requested', subject: `${prefix} ${index}`, data: { booking_id: index, event_id: 1 } },
    ]);
    if (!row) throw new Error('not stored');
    ids.push(row.id);
  }
  return ids;
}

async function readAtOf(id: number) {
  const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
  return row?.readAt ?? null;
}

async function liveEventsOf(userId: number, kind: string) {
  return t.database.db
    .select()
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, userId), eq(realtimeEvents.kind, kind)));
}

describe('GET /api/notifications', () => {
  it('lists only the caller’s notifications, newest first, a page at a time, with the unread count', async () => {
    const me = await account();
    const someoneElse = await account();
    await seed(me.user.id, 5);
    await seed(someoneElse.user.id, 2, 'Not mine');

    const first = await list(me.token, '?page=1&per_page=2');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as NotificationList;
    expect(body.data.map((n) => n.subject)).toEqual(['Notice 5', 'Notice 4']);
    expect(body).toMatchObject({ page: 1, per_page: 2, total: 5, unread: 5 });
    expect(body.data[0]).toMatchObject({ type: 'booking_requested', read_at: null, data: { booking_id: 5 } });

    const last = (await list(me.token, '?page=3&per_page=2')).json() as NotificationList;
    expect(last.data.map((n) => n.subject)).toEqual(['Notice 1']);
    const beyond = (await list(me.token, '?page=9&per_page=2')).json() as NotificationList;
    expect(beyond).toMatchObject({ data: [], total: 5 });
  });

  it('lists the unread ones only with unread=1, and all of them with unread=0', async () => {
    const me = await account();
    const [first, second] = await seed(me.user.id, 3);
    await markRead(me.token, first ?? 0);
    await markRead(me.token, second ?? 0);

    const unread = (await list(me.token, '?unread=1')).json() as NotificationList;
    expect(unread.data.map((n) => n.subject)).toEqual(['Notice 3']);
    expect(unread).toMatchObject({ total: 1, unread: 1 });
    const all = (await list(me.token, '?unread=0')).json() as NotificationList;
    expect(all).toMatchObject({ total: 3, unread: 1 });
    expect(all.data.filter((n) => n.read_at !== null).map((n) => n.subject)).toEqual(['Notice 2', 'Notice 1']);
  });

  it('defaults to the first page of 20', async () => {
    const me = await account();
    await seed(me.user.id, 21);
    const body = (await list(me.token)).json() as NotificationList;
    expect(body).toMatchObject({ page: 1, per_page: 20, total: 21 });
    expect(body.data).toHaveLength(20);
  });

  it.each([
    ['?per_page=101', 'per_page'],
    ['?per_page=0', 'per_page'],
    ['?page=0', 'page'],
    ['?page=99999999999', 'page'],
    ['?page=abc', 'page'],
    ['?page=%00', 'page'],
    ['?unread=2', 'unread'],
    ['?unread=%00', 'unread'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const me = await account();
    const response = await list(me.token, query);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]?.[0]).toEqual(expect.any(String));
  });

  it('answers 401 without a session', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks the caller’s notification read once, answers the unread count and tells the other tabs', async () => {
    const me = await account();
    const [first] = await seed(me.user.id, 2);
    const id = first ?? 0;

    const response = await markRead(me.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unread: 1 });
    const readAt = await readAtOf(id);
    expect(readAt).not.toBeNull();
    expect(await liveEventsOf(me.user.id, 'notifications_read')).toHaveLength(1);

    // Again: the same answer, the first read time kept, nobody told twice.
    const again = await markRead(me.token, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ unread: 1 });
    expect(await readAtOf(id)).toEqual(readAt);
    expect(await liveEventsOf(me.user.id, 'notifications_read')).toHaveLength(1);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const me = await account();
    const owner = await account();
    const [theirs] = await seed(owner.user.id, 1);
    const response = await markRead(me.token, theirs ?? 0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await readAtOf(theirs ?? 0)).toBeNull();
    expect(await liveEventsOf(me.user.id, 'notifications_read')).toHaveLength(0);
    expect(await liveEventsOf(owner.user.id, 'notifications_read')).toHaveLength(0);
  });

  it('answers 404 for an id that does not exist', async () => {
    const me = await account();
    expect((await markRead(me.token, 2_000_000_000)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999', '%00', '%F0%9F%A7%97'])(
    'refuses the id %s with 422',
    async (id) => {
      const me = await account();
      const response = await markRead(me.token, id);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors.id?.[0]).toEqual(expect.any(String));
    },
  );

  it('ignores a JSON null body rather than failing', async () => {
    const me = await account();
    const [id] = await seed(me.user.id, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: { ...bearer(me.token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });
  });

  it('answers 401 without a session, before looking at the id', async () => {
    expect((await markRead(null, 'abc')).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every unread notification of the caller read, and nobody else’s', async () => {
    const me = await account();
    const other = await account();
    const mine = await seed(me.user.id, 3);
    const [theirs] = await seed(other.user.id, 1);

    const response = await markAllRead(me.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });
    for (const id of mine) expect(await readAtOf(id)).not.toBeNull();
    expect(await readAtOf(theirs ?? 0)).toBeNull();
    expect(await liveEventsOf(me.user.id, 'notifications_read')).toHaveLength(1);

    // With nothing left unread it changes nothing and tells no one.
    const again = await markAllRead(me.token);
    expect(again.json()).toEqual({ unread: 0 });
    expect(await liveEventsOf(me.user.id, 'notifications_read')).toHaveLength(1);
    expect(((await list(me.token)).json() as NotificationList).unread).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await markAllRead(null)).statusCode).toBe(401);
  });
});

describe('a new guide sign-up', () => {
  it('reaches the super admin live, and its removal tells the bell to refetch', async () => {
    const reviewer = await account({ role: 'super_admin' });
    const applicant = await createUser(t.database.db, { role: 'guide', isApproved: false });
    await t.database.db.transaction((tx) => notifyGuideReviewers(tx, applicant.id));

    const listed = (await list(reviewer.token)).json() as NotificationList;
    expect(listed.data[0]).toMatchObject({
      type: 'new_guide_signup',
      subject: 'There is a new guide sign up',
      data: { guide_id: applicant.id },
    });
    const pushed = await liveEventsOf(reviewer.user.id, 'notification');
    expect(pushed.map((row) => (row.payload as { notification: { id: number } }).notification.id)).toContain(
      listed.data[0]?.id,
    );

    await t.database.db.transaction((tx) => removeGuideSignupNotifications(tx, applicant.id));
    const after = (await list(reviewer.token)).json() as NotificationList;
    expect(after.data.some((n) => n.data.guide_id === applicant.id)).toBe(false);
    expect(await liveEventsOf(reviewer.user.id, 'notifications_read')).toHaveLength(1);
  });
});

describe('what each party of a booking hears, pushed live', () => {
  const subjectsOf = async (who: Account, bookingId: number) => {
    const body = (await list(who.token, '?per_page=100')).json() as NotificationList;
    return body.data
      .filter((n) => n.data.booking_id === bookingId)
      .map((n) => ({ type: n.type, subject: n.subject, event_id: n.data.event_id }))
      .reverse();
  };
  /** Every notification stored for the user was also pushed to their live streams, with the same row. */
  async function expectAllPushed(who: Account) {
    const stored = await t.database.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
    const pushed = (await liveEventsOf(who.user.id, 'notification')).map(
      (row) => (row.payload as { notification: { id: number } }).notification.id,
    );
    expect(pushed.sort()).toEqual(stored.map((row) => row.id).sort());
  }

  async function requestOn(guideId: number, climber: Account) {
    const trip = await insertEventWithRun(t.database.db, { guideId, startsIn: 30 });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/prebook-event/${trip.event.id}`,
      headers: bearer(climber.token),
      payload: {
        occurrence_date: trip.run.startsOn,
        group_size: 1,
        attendees: [{ name: 'Ava Climber', email: 'ava@example.test', dob: '1990-01-01' }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { eventId: trip.event.id, booking: response.json().booking as Booking };
  }
  const answer = (kind: 'accept' | 'decline', token: string, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/${kind}-booking/${id}`, headers: bearer(token) });

  async function onboarded(): Promise<Account> {
    const created = await onboardedGuide(t.app);
    return { user: created.guide, token: created.token };
  }

  async function pay(climber: Account, bookingId: number) {
    const calls = bookingCalls(t.app);
    const sessionId = await calls.checkout(climber.token, bookingId, MODAL_ANSWERS);
    await sandboxOf(t.app).payCheckoutSession(sessionId);
    const completed = await calls.complete(climber.token, sessionId);
    expect(completed.statusCode, completed.body).toBe(200);
  }

  it('request, accept, pay, then the climber cancels (a refund under the terms)', async () => {
    const guide = await onboarded();
    const climber = await account();
    const { eventId, booking } = await requestOn(guide.user.id, climber);
    expect((await answer('accept', guide.token, booking.id)).statusCode).toBe(200);
    await pay(climber, booking.id);
    const cancelled = await bookingCalls(t.app).cancel(climber.token, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await subjectsOf(guide, booking.id)).toEqual([
      { type: 'booking_requested', subject: 'You have a new booking request.', event_id: eventId },
      { type: 'booking_paid', subject: 'A climber paid for a booking.', event_id: eventId },
      { type: 'booking_cancelled', subject: 'A climber cancelled a booking.', event_id: eventId },
    ]);
    expect(await subjectsOf(climber, booking.id)).toEqual([
      { type: 'booking_accepted', subject: 'Your booking request is accepted.', event_id: eventId },
      { type: 'booking_paid', subject: 'Your booking is confirmed.', event_id: eventId },
      {
        type: 'booking_cancelled',
        subject: 'You cancelled your booking. Your refund is on its way.',
        event_id: eventId,
      },
    ]);
    await expectAllPushed(guide);
    await expectAllPushed(climber);
  });

  it('the guide cancels a paid booking: the climber hears of it and of the refund', async () => {
    const guide = await onboarded();
    const climber = await account();
    const { booking } = await requestOn(guide.user.id, climber);
    await answer('accept', guide.token, booking.id);
    await pay(climber, booking.id);
    const cancelled = await bookingCalls(t.app).cancel(guide.token, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await subjectsOf(climber, booking.id)).at(-1)).toMatchObject({
      type: 'booking_cancelled',
      subject: 'Your guide cancelled your booking. Your refund is on its way.',
    });
    expect((await subjectsOf(guide, booking.id)).at(-1)).toMatchObject({
      type: 'booking_cancelled',
      subject: 'You cancelled a booking.',
    });
    await expectAllPushed(climber);
  });

  it('a declined request tells the climber', async () => {
    const guide = await account({ role: 'guide', isApproved: true });
    const climber = await account();
    const { eventId, booking } = await requestOn(guide.user.id, climber);
    expect((await answer('decline', guide.token, booking.id)).statusCode).toBe(200);
    expect(await subjectsOf(climber, booking.id)).toEqual([
      { type: 'booking_declined', subject: 'Your booking request was declined.', event_id: eventId },
    ]);
    await expectAllPushed(climber);
  });

  it('an unanswered request that expires tells both', async () => {
    const guide = await account({ role: 'guide', isApproved: true });
    const climber = await account();
    const { eventId, booking } = await requestOn(guide.user.id, climber);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(await expireDueBookings(t.database.db, row?.expiresAt ?? new Date(), t.app.config)).toBeGreaterThan(0);

    expect((await subjectsOf(guide, booking.id)).at(-1)).toEqual({
      type: 'booking_expired',
      subject: 'A booking request expired.',
      event_id: eventId,
    });
    expect(await subjectsOf(climber, booking.id)).toEqual([
      { type: 'booking_expired', subject: 'A booking request expired.', event_id: eventId },
    ]);
    await expectAllPushed(guide);
    await expectAllPushed(climber);
  });
});
