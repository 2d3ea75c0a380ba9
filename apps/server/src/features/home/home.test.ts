import type { Home } from '@cordee/shared/home.contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { cancelBookingRow, insertBookingRow } from '../../test/booking-rows.ts';
import { bearer, createUser, insertEventRow, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit-log/audit-log.tables.ts';
import { earliestCanadianToday } from '../bookings/booking-calendar.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { eventOccurrences, events } from '../events/events.tables.ts';
import { users } from '../users/users.tables.ts';
import { weekOf } from './home.service.ts';
import { changePercent } from './home-stats.service.ts';

/*
 * Every figure of Home checked against rows written for it. Dates: the server's "today" is the earliest
 * calendar day in Canada (Pacific), which is not always the UTC day, so runs are dated from it here.
 * Activity is dated well inside each 7-day window (3 and 10 days ago), never near a window's edge.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const today = () => earliestCanadianToday(new Date());

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

let sequence = 0;

/** A one-run course of `guideId` from `startsOn` to `endsOn` (ISO days), with its run. */
async function runOn(db: Database, guideId: number, startsOn: string, endsOn = startsOn) {
  sequence += 1;
  const event = await insertEventRow(db, {
    guideId,
    eventName: `Trip ${sequence} on ${startsOn}`,
    startDate: startsOn,
    endDate: endsOn,
    province: 'British Columbia',
  });
  const [run] = await db
    .insert(eventOccurrences)
    .values({ eventId: event.id, startsOn, endsOn, capacity: 10 })
    .returning();
  if (!run) throw new Error('the run was not written');
  return { event, run };
}

async function homeOf(t: TestApp, email: string): Promise<Home> {
  const token = await signInAs(t.app, email);
  const response = await t.app.inject({ method: 'GET', url: '/api/home', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const statOf = (home: Home, key: string) => {
  const stat = home.stats.find((card) => card.key === key);
  if (!stat) throw new Error(`no ${key} card`);
  return stat;
};

describe('changePercent', () => {
  it('rounds to a whole percent and has nothing to say without a previous period', () => {
    expect(changePercent({ current: 3, previous: 2 })).toBe(50);
    expect(changePercent({ current: 1, previous: 3 })).toBe(-67);
    expect(changePercent({ current: 4, previous: 4 })).toBe(0);
    expect(changePercent({ current: 0, previous: 5 })).toBe(-100);
    expect(changePercent({ current: 5, previous: 0 })).toBeNull();
    expect(changePercent({ current: 0, previous: 0 })).toBeNull();
  });
});

describe('weekOf', () => {
  it('runs from Sunday to Saturday', () => {
    // 2026-11-27 is a Friday.
    expect(weekOf('2026-11-27')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(weekOf('2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(weekOf('2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });
});

describe('GET /api/home: climber', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(response.statusCode).toBe(401);
  });

  it('shows an empty Home honestly: zero figures, no trend, no events', async () => {
    const climber = await createUser(t.database.db, { role: 'climber' });
    const home = await homeOf(t, climber.email);
    expect(home.stats).toEqual([
      { key: 'all_bookings', value: 0, kind: 'count', period: 'all_time', change_percent: null },
      { key: 'pending_approval', value: 0, kind: 'count', period: 'all_time', change_percent: null },
      { key: 'awaiting_payment', value: 0, kind: 'count', period: 'all_time', change_percent: null },
      { key: 'amount_spent', value: 0, kind: 'money', period: 'all_time', change_percent: null },
    ]);
    expect(home.events).toEqual({ kind: 'confirmed', items: [] });
    expect(home.today.week).toBeNull();
    expect(home.today.people?.kind).toBe('guides');
  });

  it('counts bookings and money, and compares the last 7 days with the 7 before', async () => {
    const db = t.database.db;
    const climber = await createUser(db, { role: 'climber' });
    const made = async (status: 'requested' | 'accepted' | 'paid' | 'declined', createdDaysAgo: number) => {
      const row = await insertBookingRow(db, { climberId: climber.id, status });
      const [dated] = await db
        .update(bookings)
        .set({ createdAt: daysAgo(createdDaysAgo), ...(status === 'paid' ? { paidAt: daysAgo(createdDaysAgo) } : {}) })
        .where(eq(bookings.id, row.id))
        .returning();
      if (!dated) throw new Error('not dated');
      return dated;
    };
    // Made in the last 7 days: 3 (one paid, one of two seats... all one seat here). Before: 2. Older: 1.
    const paidNow = await made('paid', 3);
    await made('requested', 2);
    await made('accepted', 1);
    const paidBefore = await made('paid', 10);
    const cancelledBefore = await made('paid', 11);
    await made('declined', 20);
    // Half of one earlier payment was refunded: what was spent then is paid less refunded.
    const refunded = await cancelBookingRow(db, cancelledBefore, Math.floor(cancelledBefore.paidCents / 2));
    // Another climber's booking moves nothing here.
    await insertBookingRow(db, { status: 'paid' });

    const home = await homeOf(t, climber.email);
    const spentNow = paidNow.paidCents;
    const spentBefore = paidBefore.paidCents + refunded.paidCents - refunded.refundedCents;
    expect(statOf(home, 'all_bookings')).toMatchObject({ value: 6, change_percent: 50 });
    expect(statOf(home, 'pending_approval')).toMatchObject({ value: 1, change_percent: null });
    expect(statOf(home, 'awaiting_payment')).toMatchObject({ value: 1, change_percent: null });
    expect(statOf(home, 'amount_spent')).toMatchObject({
      value: spentNow + spentBefore,
      kind: 'money',
      change_percent: Math.round(((spentNow - spentBefore) * 100) / spentBefore),
    });
    expect(spentNow).toBeGreaterThan(0);
    expect(spentBefore).toBeGreaterThan(0);
  });

  it('lists up to 6 confirmed bookings (accepted or paid, not ended), soonest first', async () => {
    const db = t.database.db;
    const climber = await createUser(db, { role: 'climber' });
    const guide = await createUser(db, { role: 'guide' });
    const day = today();
    const confirmed = [];
    // Seven confirmed, from a run that ends today (still on) to one in 8 days.
    for (let offset = 0; offset < 7; offset += 1) {
      const trip = await runOn(db, guide.id, shiftDay(day, offset - 1), shiftDay(day, offset));
      confirmed.push(
        await insertBookingRow(db, {
          run: trip,
          climberId: climber.id,
          status: offset % 2 ? 'paid' : 'accepted',
          quantity: offset === 0 ? 2 : 1,
        }),
      );
    }
    // Not confirmed, or over: a request, a cancelled booking, a run that ended yesterday.
    await insertBookingRow(db, { run: await runOn(db, guide.id, day), climberId: climber.id, status: 'requested' });
    const cancelled = await insertBookingRow(db, {
      run: await runOn(db, guide.id, day),
      climberId: climber.id,
      status: 'paid',
    });
    await cancelBookingRow(db, cancelled);
    await insertBookingRow(db, {
      run: await runOn(db, guide.id, shiftDay(day, -2), shiftDay(day, -1)),
      climberId: climber.id,
      status: 'paid',
    });

    const home = await homeOf(t, climber.email);
    expect(home.events.kind).toBe('confirmed');
    expect(home.events.items.map((item) => item.occurrence_id)).toEqual(
      confirmed.slice(0, 6).map((booking) => booking.occurrenceId),
    );
    expect(home.events.items[0]).toMatchObject({
      event_id: confirmed[0]?.eventId,
      starts_on: shiftDay(day, -1),
      ends_on: day,
      booked: 2,
      picture: null,
    });
  });
});

describe('GET /api/home: guide', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('compares events created; its 7-day payout figures and current bookings carry no trend', async () => {
    const db = t.database.db;
    const guide = await createUser(db, { role: 'guide' });
    const other = await createUser(db, { role: 'guide' });
    const day = today();
    const created = async (guideId: number, createdDaysAgo: number) => {
      const { event } = await runOn(db, guideId, shiftDay(day, 30));
      await db
        .update(events)
        .set({ createdAt: daysAgo(createdDaysAgo) })
        .where(eq(events.id, event.id));
      return event;
    };
    await created(guide.id, 1);
    await created(guide.id, 2);
    await created(guide.id, 9);
    await created(guide.id, 30);
    await created(other.id, 1);
    const booked = await created(guide.id, 40);
    const [run] = await db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, booked.id));
    if (!run) throw new Error('no run');
    await insertBookingRow(db, { run: { event: booked, run }, status: 'paid' });
    await insertBookingRow(db, { run: { event: booked, run }, status: 'requested' });

    const home = await homeOf(t, guide.email);
    expect(home.stats).toEqual([
      { key: 'total_transactions', value: 0, kind: 'count', period: 'last_7_days', change_percent: null },
      { key: 'payouts', value: 0, kind: 'money', period: 'last_7_days', change_percent: null },
      { key: 'total_events', value: 5, kind: 'count', period: 'all_time', change_percent: 100 },
      { key: 'current_bookings', value: 2, kind: 'count', period: 'all_time', change_percent: null },
    ]);
    expect(home.events).toEqual({ kind: 'none', items: [] });
  });

  it("lists this week's booked runs (to Saturday, not ended), at most 5, and the climbers booked", async () => {
    const db = t.database.db;
    const guide = await createUser(db, { role: 'guide' });
    const other = await createUser(db, { role: 'guide' });
    const day = today();
    const week = weekOf(day);

    // Six booked runs in the week: five on its Saturday (today or later), one still running today.
    const running = await runOn(db, guide.id, shiftDay(day, -1), day);
    const saturday = [];
    for (let i = 0; i < 5; i += 1) saturday.push(await runOn(db, guide.id, week.to));
    const climberIds: number[] = [];
    for (const trip of [running, ...saturday]) {
      const booking = await insertBookingRow(db, { run: trip, status: 'paid', quantity: 2 });
      if (booking.climberId) climberIds.push(booking.climberId);
    }
    // A second booking by a climber already counted on another run: one face, not two.
    await insertBookingRow(db, { run: saturday[0], climberId: climberIds[2], status: 'requested' });
    // Left out: the Sunday after, a run ended yesterday, a run with no booking, another guide's run,
    // and a climber whose only booking was cancelled.
    await insertBookingRow(db, { run: await runOn(db, guide.id, shiftDay(week.to, 1)), status: 'paid' });
    await insertBookingRow(db, {
      run: await runOn(db, guide.id, shiftDay(day, -3), shiftDay(day, -1)),
      status: 'paid',
    });
    await runOn(db, guide.id, day);
    await insertBookingRow(db, { run: await runOn(db, other.id, day), status: 'paid' });
    const cancelled = await insertBookingRow(db, { run: saturday[2], status: 'paid' });
    await cancelBookingRow(db, cancelled);

    const home = await homeOf(t, guide.email);
    expect(home.today.week).toEqual(week);
    expect(home.today.has_more).toBe(true);
    expect(home.today.events.map((run) => run.occurrence_id)).toEqual(
      [running, ...saturday].slice(0, 5).map((trip) => trip.run.id),
    );
    expect(home.today.events[0]).toMatchObject({ starts_on: shiftDay(day, -1), ends_on: day, booked: 2 });
    // The Sunday-after run counts among the climbers (its run is not ended) but not in this week's list.
    expect(home.today.people?.kind).toBe('climbers');
    expect(home.today.people?.total).toBe(climberIds.length + 1);
    expect(home.today.people?.shown).toHaveLength(5);
    const names = home.today.people?.shown.map((person) => person.name) ?? [];
    expect(names).toEqual([...names].sort());
  });

  it('shows a guide without booked runs an empty week, and exactly 5 runs without Show all', async () => {
    const db = t.database.db;
    const guide = await createUser(db, { role: 'guide' });
    expect((await homeOf(t, guide.email)).today).toMatchObject({
      events: [],
      has_more: false,
      people: { kind: 'climbers', shown: [], total: 0 },
    });
    const week = weekOf(today());
    for (let i = 0; i < 5; i += 1)
      await insertBookingRow(db, { run: await runOn(db, guide.id, week.to), status: 'accepted' });
    const home = await homeOf(t, guide.email);
    expect(home.today.events).toHaveLength(5);
    expect(home.today.has_more).toBe(false);
  });
});

describe('GET /api/home: super admin and admin', () => {
  let t: TestApp;
  let superEmail: string;
  let adminEmail: string;
  let topEventIds: number[];
  let nextCourseIds: number[];
  let confirmedRunIds: number[];
  let approvedGuides: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const day = today();
    superEmail = (await createUser(db, { role: 'super_admin' })).email;
    adminEmail = (await createUser(db, { role: 'admin', permissions: ['guides', 'climbers', 'events'] })).email;
    const guide = await createUser(db, { role: 'guide' });
    for (let i = 0; i < 6; i += 1) await createUser(db, { role: 'guide', name: `Guide ${i}` });
    await createUser(db, { role: 'guide', isApproved: false });
    await createUser(db, { role: 'guide', deletedAt: new Date() });
    approvedGuides = 7;

    // Courses with 1 to 7 booked seats (one paid booking, then requests of one seat each).
    const top: { id: number; seats: number }[] = [];
    for (let seats = 1; seats <= 7; seats += 1) {
      const first = await runOn(db, guide.id, shiftDay(day, 10 + seats));
      await insertBookingRow(db, { run: first, status: 'paid', quantity: 1 });
      for (let more = 1; more < seats; more += 1) await insertBookingRow(db, { run: first, status: 'requested' });
      top.push({ id: first.event.id, seats });
    }
    topEventIds = top
      .sort((a, b) => b.seats - a.seats)
      .slice(0, 6)
      .map((row) => row.id);
    // Admin's confirmed runs: the soonest six holding a paid booking; a run holding only a request is not one.
    await insertBookingRow(db, { run: await runOn(db, guide.id, day), status: 'requested' });
    const ended = await runOn(db, guide.id, shiftDay(day, -2), shiftDay(day, -1));
    await insertBookingRow(db, { run: ended, status: 'paid', quantity: 4 });
    const confirmed = await db
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .where(
        inArray(
          eventOccurrences.eventId,
          top.map((row) => row.id),
        ),
      )
      .orderBy(eventOccurrences.startsOn);
    confirmedRunIds = confirmed.slice(0, 6).map((row) => row.id);

    // Next courses starting: a daily course (runs tomorrow and the days after) counts once.
    const daily = await insertEventRow(db, {
      guideId: guide.id,
      eventName: 'Daily crag',
      startDate: shiftDay(day, 1),
      endDate: shiftDay(day, 9),
    });
    await db.insert(eventOccurrences).values(
      Array.from({ length: 9 }, (_, i) => ({
        eventId: daily.id,
        startsOn: shiftDay(day, i + 1),
        endsOn: shiftDay(day, i + 1),
        capacity: 4,
      })),
    );
    const soon = [];
    for (let i = 2; i <= 5; i += 1) soon.push((await runOn(db, guide.id, shiftDay(day, i))).event.id);
    // The next courses are the daily one, then the four from day +2 to +5; then the first "top" course.
    nextCourseIds = [daily.id, ...soon];

    // Dates of the activity the trends compare.
    await db.update(users).set({ createdAt: daysAgo(60) });
    await db.update(events).set({ createdAt: daysAgo(60) });
    const climbers = await db.select({ id: users.id }).from(users).where(eq(users.role, 'climber')).limit(3);
    await db
      .update(users)
      .set({ createdAt: daysAgo(2) })
      .where(eq(users.id, climbers[0]?.id ?? 0));
    await db
      .update(users)
      .set({ createdAt: daysAgo(9) })
      .where(inArray(users.id, [climbers[1]?.id ?? 0, climbers[2]?.id ?? 0]));
    const someEvents = await db.select({ id: events.id }).from(events).orderBy(events.id).limit(4);
    await db
      .update(events)
      .set({ createdAt: daysAgo(3) })
      .where(
        inArray(
          events.id,
          someEvents.slice(0, 2).map((row) => row.id),
        ),
      );
    await db
      .update(events)
      .set({ createdAt: daysAgo(10) })
      .where(
        inArray(
          events.id,
          someEvents.slice(2, 4).map((row) => row.id),
        ),
      );
    const approval = (createdAt: Date) => ({
      createdAt,
      action: 'guide.approved',
      targetType: 'user',
      targetId: guide.id,
      targetLabel: guide.name,
    });
    await db.insert(auditLog).values([approval(daysAgo(1)), approval(daysAgo(2)), approval(daysAgo(3))]);
    await db.insert(auditLog).values([approval(daysAgo(8)), approval(daysAgo(12)), approval(daysAgo(40))]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the platform and compares approvals, sign-ups and new events with the week before', async () => {
    const db = t.database.db;
    const home = await homeOf(t, superEmail);
    const climbers = await db.$count(users, eq(users.role, 'climber'));
    const allEvents = await db.$count(events);
    expect(home.stats).toEqual([
      { key: 'registered_guides', value: approvedGuides, kind: 'count', period: 'all_time', change_percent: 50 },
      { key: 'total_climbers', value: climbers, kind: 'count', period: 'all_time', change_percent: -50 },
      { key: 'total_events', value: allEvents, kind: 'count', period: 'all_time', change_percent: 0 },
      // The seven ranked courses hold 1 + 2 + … + 7 bookings; the lone request on today's run is one more.
      { key: 'current_bookings', value: 29, kind: 'count', period: 'all_time', change_percent: null },
    ]);
  });

  it('ranks the top 6 courses by booked seats for the super admin', async () => {
    const home = await homeOf(t, superEmail);
    expect(home.events.kind).toBe('top');
    expect(home.events.items.map((item) => item.event_id)).toEqual(topEventIds);
    expect(home.events.items.map((item) => item.booked)).toEqual([7, 6, 5, 4, 3, 2]);
  });

  it("lists the next 5 courses starting, one card a course, and the registered guides' faces", async () => {
    const home = await homeOf(t, superEmail);
    expect(home.today.events.map((item) => item.event_id)).toEqual(nextCourseIds);
    expect(home.today.events[0]).toMatchObject({ event_name: 'Daily crag', starts_on: shiftDay(today(), 1) });
    expect(home.today.has_more).toBe(true);
    expect(home.today.people?.kind).toBe('guides');
    expect(home.today.people?.total).toBe(approvedGuides);
    expect(home.today.people?.shown).toHaveLength(5);
    expect(home.today.week).toBeNull();
  });

  it("shows an admin the platform's confirmed runs: a paid booking, not ended, soonest first", async () => {
    const home = await homeOf(t, adminEmail);
    expect(home.events.kind).toBe('confirmed');
    expect(home.events.items.map((item) => item.occurrence_id)).toEqual(confirmedRunIds);
    expect(statOf(home, 'registered_guides').value).toBe(approvedGuides);
  });

  /** What an admin holding these flags is sent: the stat cards' keys, guide faces, and its events' kind. */
  const homeShapeOf = async (permissions: string[]) => {
    const admin = await createUser(t.database.db, { role: 'admin', permissions });
    const token = await signInAs(t.app, admin.email);
    const answerOf = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const homeAnswer = await answerOf('/api/home');
    const home: Home = homeAnswer.json();
    const bootstrap: { stats: Array<{ key: string }> } = (await answerOf('/api/user')).json();
    const names = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.role, 'guide'), eq(users.isApproved, true)));
    return {
      stats: home.stats.map((card) => card.key),
      bootstrapStats: bootstrap.stats.map((card) => card.key),
      people: home.today.people,
      events: home.events.kind,
      namesSent: names.filter(({ name }) => homeAnswer.body.includes(JSON.stringify(name))).length,
    };
  };

  it('sends a sub admin only what its flags grant: no guide names or counts without Guides (issue 28)', async () => {
    const none = await homeShapeOf([]);
    const chatsOnly = await homeShapeOf(['chats_admin']);
    console.log(`admin with no flags: ${JSON.stringify(none)}`);
    for (const shape of [none, chatsOnly]) {
      expect(shape.stats).toEqual([]);
      expect(shape.bootstrapStats).toEqual([]);
      expect(shape.people).toBeNull();
      expect(shape.namesSent).toBe(0);
      // The platform's booked runs are All Courses' business.
      expect(shape.events).toBe('none');
    }

    // Guides: the registered guides, faces and count; nothing of climbers or bookings.
    const guides = await homeShapeOf(['guides']);
    expect(guides.stats).toEqual(['registered_guides']);
    expect(guides.people).toMatchObject({ kind: 'guides', total: approvedGuides });
    expect(guides.namesSent).toBeGreaterThan(0);
    expect(guides.events).toBe('none');

    // Statistics shows platform counts on its own screen (total guides, climbers, bookings, events), so
    // the same counts may show here; it names nobody.
    const statistics = await homeShapeOf(['statistics']);
    expect(statistics.stats).toEqual(['registered_guides', 'total_climbers', 'total_events', 'current_bookings']);
    expect(statistics.people).toBeNull();
    expect(statistics.namesSent).toBe(0);

    // Climbers and All Courses open their own cards.
    expect((await homeShapeOf(['climbers'])).stats).toEqual(['total_climbers']);
    const allCourses = await homeShapeOf(['events']);
    expect(allCourses.stats).toEqual(['total_events', 'current_bookings']);
    expect(allCourses.events).toBe('confirmed');
    expect(allCourses.people).toBeNull();
  });
});
