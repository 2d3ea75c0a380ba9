import type { Booking } from '@cordee/shared/bookings.contracts';
import { CATEGORIES } from '@cordee/shared/catalogue';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { THUMBNAIL_WIDTH, thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_BOOKING_CLIMBER, DEMO_BOOKING_GUIDE } from './demo-bookings.ts';
import { DEMO_CHAT } from './demo-chat.ts';
import { DEMO_JOURNAL } from './demo-journal.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PENDING_GUIDE, seedDemoData } from './demo-seed.ts';
import { DEMO_TRAININGS } from './demo-trainings.ts';

let t: TestApp;
let events: EventSummary[];
const NEW_GUIDE = 'newguide@cordee.test';
/** The demo guides with events and payouts; the new guide has neither, to demo the payout setup. */
const guideEmails: string[] = DEMO_ACCOUNTS.filter((a) => a.role === 'guide' && a.email !== NEW_GUIDE).map(
  (a) => a.email,
);

beforeAll(async () => {
  t = await createTestApp();
  const seed = () =>
    seedDemoData(t.database.db, {
      storage: t.app.storage,
      payments: t.app.payments,
      geocoder: t.app.geocoder,
      config: t.app.config,
    });
  // Two instances started together on one empty database: one seeds, the other stands aside.
  expect((await Promise.all([seed(), seed()])).sort()).toEqual([false, true]);
  const list = await t.app.inject({ method: 'GET', url: '/api/getevents?per_page=100' });
  expect(list.statusCode).toBe(200);
  events = list.json().events;
}, 30_000);
afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  it('lists some thirty events by the demo guides, of every category, public and private', async () => {
    expect(events.length).toBeGreaterThanOrEqual(28);
    const guideIds = new Set(events.map((e) => e.guide_id));
    expect(guideIds.size).toBe(guideEmails.length);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(CATEGORIES));
    for (const other of events.filter((e) => e.category === 'Other')) expect(other.alias).toBeTruthy();
    expect(events.some((e) => e.event_type === 'public')).toBe(true);
    const privates = events.filter((e) => e.event_type === 'private');
    expect(privates.length).toBeGreaterThan(0);
    for (const event of privates) {
      expect(event.price.map((row) => row.id)).toEqual(
        Array.from({ length: event.attendance_limit - event.attendance_min + 1 }, (_, i) => event.attendance_min + i),
      );
    }
    expect(events.some((e) => e.duration_type === 'multi')).toBe(true);
    expect(events.some((e) => e.duration_type === 'single')).toBe(true);
    expect(new Set(events.filter((e) => e.repeat).map((e) => e.repeat_at))).toEqual(
      new Set(['daily', 'weekly', 'weekdays', 'weekends', 'custom']),
    );
    expect(events.some((e) => !e.repeat)).toBe(true);
    for (const event of events) {
      expect(event.province, event.event_name).not.toBe('Unknown State');
      expect(event.occurrence_count, event.event_name).toBeGreaterThan(0);
      expect(event.next_occurrences.length, event.event_name).toBeGreaterThan(0);
    }
  });

  it('puts every date in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const event of events) {
      expect(event.start_date > today, event.event_name).toBe(true);
      for (const occurrence of event.next_occurrences) expect(occurrence.starts_on > today).toBe(true);
    }
  });

  it('serves every gallery image', async () => {
    const urls = new Set(events.flatMap((e) => e.gallery.map((image) => image.url)));
    expect(urls.size).toBeGreaterThanOrEqual(8);
    for (const event of events) {
      expect(event.gallery.length, event.event_name).toBeGreaterThanOrEqual(1);
      expect(event.gallery.length, event.event_name).toBeLessThanOrEqual(4);
    }
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/jpeg/);
    }
  });

  it('gives every gallery image the 320-px preview the cards show, where the web app looks for it', async () => {
    const urls = new Set(events.flatMap((e) => e.gallery.map((image) => image.url)));
    for (const url of urls) {
      const preview = thumbnailUrlOf(url);
      expect(preview, url).not.toBe(url);
      const response = await t.app.inject({ method: 'GET', url: preview });
      expect(response.statusCode, preview).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/webp/);
      const { width, format } = await sharp(response.rawPayload).metadata();
      expect({ width, format }).toEqual({ width: THUMBNAIL_WIDTH, format: 'webp' });
    }
  });

  it("hashes the demo password once and stores each guide's image once, however many events show it", async () => {
    // Seeding runs at every fresh development start: its slow steps (argon2, image re-encoding) run once,
    // not once per account or per event.
    const hashes = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(hashes).toHaveLength(DEMO_ACCOUNTS.length);
    expect(new Set(hashes.map((row) => row.hash)).size).toBe(1);
    const shown = events.flatMap((event) => event.gallery.map((image) => image.url));
    const guideIds = (
      await t.database.db.select({ id: users.id }).from(users).where(inArray(users.email, guideEmails))
    ).map((row) => row.id);
    const stored = await t.database.db.$count(
      uploads,
      and(eq(uploads.kind, 'image'), inArray(uploads.uploadedBy, guideIds)),
    );
    expect(stored).toBe(new Set(shown).size);
    expect(shown.length).toBeGreaterThan(stored);
  });

  it('gives every demo guide an active payout account', async () => {
    for (const email of guideEmails) {
      const token = await signInAs(t.app, email, DEMO_PASSWORD);
      const response = await t.app.inject({ method: 'GET', url: '/api/payouts/overview', headers: bearer(token) });
      expect(response.statusCode, email).toBe(200);
      expect(response.json().state, email).toBe('active');
      const user = await findUserByEmail(t.database.db, email);
      const account = await t.app.payments.retrieveAccount(user?.stripeAccountId ?? '');
      expect(account, email).toMatchObject({ detailsSubmitted: true, payoutsEnabled: true, chargesEnabled: true });
    }
  });

  it("counts each guide's events on the Payout screen and the home cards, and all of them for the super admin", async () => {
    const totalEventsCard = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }))
        .json()
        .stats.find((card: { key: string }) => card.key === 'total_events').value;
    for (const email of guideEmails) {
      const user = await findUserByEmail(t.database.db, email);
      const expected = events.filter((e) => e.guide_id === user?.id).length;
      expect(expected, email).toBeGreaterThan(0);
      const token = await signInAs(t.app, email, DEMO_PASSWORD);
      const overview = await t.app.inject({ method: 'GET', url: '/api/payouts/overview', headers: bearer(token) });
      expect(overview.json().stats.total_events, email).toBe(expected);
      expect(await totalEventsCard(token), email).toBe(expected);
    }
    expect(await totalEventsCard(await signInAs(t.app, 'super@cordee.test', DEMO_PASSWORD))).toBe(events.length);
  });

  it('leaves the new guide without a payout account, ready to demo the setup', async () => {
    const token = await signInAs(t.app, NEW_GUIDE, DEMO_PASSWORD);
    const response = await t.app.inject({ method: 'GET', url: '/api/payouts/overview', headers: bearer(token) });
    expect(response.json().state).toBe('setup');
  });

  it('gives the demo climber a request waiting for the demo guide and an accepted booking waiting for payment', async () => {
    const climberToken = await signInAs(t.app, DEMO_BOOKING_CLIMBER, DEMO_PASSWORD);
    const guideToken = await signInAs(t.app, DEMO_BOOKING_GUIDE, DEMO_PASSWORD);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?type=registered',
      headers: bearer(climberToken),
    });
    expect(mine.statusCode).toBe(200);
    const booked = mine.json().bookings as Booking[];
    expect(booked.map((booking) => booking.status).sort()).toEqual(['accepted', 'requested']);
    const guide = await findUserByEmail(t.database.db, DEMO_BOOKING_GUIDE);
    for (const booking of booked) {
      expect(booking.guide?.id).toBe(guide?.id);
      expect(booking.quantity).toBe(2);
      expect(booking.total_price).toBeGreaterThan(0);
      // The seats are held on the run.
      const event = events.find((e) => e.id === booking.event_id);
      const run = event?.next_occurrences.find((occurrence) => occurrence.id === booking.occurrence_id);
      expect(run?.seats_taken, booking.event_name).toBe(2);
    }

    const theirs = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(guideToken) });
    expect(
      theirs
        .json()
        .bookings.map((b: Booking) => b.id)
        .sort(),
    ).toEqual(booked.map((b) => b.id).sort());
    const home = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(guideToken) })).json();
    expect(home.notifications.map((n: { subject: string }) => n.subject)).toContain('You have a new booking request.');
    const climberHome = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(climberToken) })).json();
    expect(climberHome.stats.filter((s: { key: string }) => s.key !== 'amount_spent')).toEqual([
      { key: 'all_bookings', value: 2, kind: 'count' },
      { key: 'pending_approval', value: 1, kind: 'count' },
      { key: 'awaiting_payment', value: 1, kind: 'count' },
    ]);
  });

  it('holds a conversation between the demo climber and guide, the guide’s last answer unread by the climber', async () => {
    const climberToken = await signInAs(t.app, DEMO_BOOKING_CLIMBER, DEMO_PASSWORD);
    const guide = await findUserByEmail(t.database.db, DEMO_BOOKING_GUIDE);
    const list = await t.app.inject({ method: 'GET', url: '/api/chats', headers: bearer(climberToken) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().messages).toEqual([
      expect.objectContaining({ sender: expect.objectContaining({ id: guide?.id }), unread: 1 }),
    ]);
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/fetch-this-chat/${guide?.id}`,
      headers: bearer(climberToken),
    });
    expect(thread.json().chats.map((chat: { message: string }) => chat.message)).toEqual(
      DEMO_CHAT.map((line) => line.message),
    );
    expect(thread.json().can_send).toBe(true);
  });

  it('holds a pending guide application, announced to the reviewers as the public form announces one', async () => {
    const pending = await findUserByEmail(t.database.db, DEMO_PENDING_GUIDE.email);
    if (!pending) throw new Error('the pending application is missing');
    expect(pending).toMatchObject({ role: 'guide', isApproved: false, passwordHash: null, isCompany: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: DEMO_PENDING_GUIDE.email, password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).not.toBe(200);
    expect(await lastMailTo(t.database.db, DEMO_PENDING_GUIDE.email)).toBeTruthy();

    const notificationsOf = async (email: string) => {
      const token = await signInAs(t.app, email, DEMO_PASSWORD);
      const home = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
      return (home.notifications as Array<{ subject: string; data: { guide_id?: number } }>).filter(
        (n) => n.subject === 'There is a new guide sign up',
      );
    };
    // The super admin and the admin holding every flag review guides; the Statistics-only admin does not.
    for (const email of ['super@cordee.test', 'admin@cordee.test']) {
      expect(
        (await notificationsOf(email)).map((n) => n.data.guide_id),
        email,
      ).toEqual([pending.id]);
    }
    expect(await notificationsOf('stats@cordee.test')).toEqual([]);

    const superToken = await signInAs(t.app, 'super@cordee.test', DEMO_PASSWORD);
    const review = await t.app.inject({ method: 'GET', url: `/api/guides/${pending.id}`, headers: bearer(superToken) });
    expect(review.statusCode).toBe(200);
    const application = review.json();
    expect(application).toMatchObject({ is_approved: false, is_company: true, name: DEMO_PENDING_GUIDE.name });
    expect(application.customer_reviews).toMatch(/^https:\/\//);
    expect(application.guide_experience.length).toBeGreaterThanOrEqual(1);
    expect(application.referees).toHaveLength(2);
    expect(application.documents.insurance).toEqual([
      { url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.pdf$/), name: DEMO_PENDING_GUIDE.documentName },
    ]);
    const documentUrl = application.documents.insurance[0].url;
    const served = await t.app.inject({ method: 'GET', url: documentUrl, headers: bearer(superToken) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/pdf/);
    // A private document: not for a visitor, nor for an admin who does not review guides.
    expect((await t.app.inject({ method: 'GET', url: documentUrl })).statusCode).toBe(404);
    const statsToken = await signInAs(t.app, 'stats@cordee.test', DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: documentUrl, headers: bearer(statsToken) })).statusCode).toBe(404);
  });

  it('has a sub admin holding only the Statistics flag: Statistics opens, no other staff screen does', async () => {
    const token = await signInAs(t.app, 'stats@cordee.test', DEMO_PASSWORD);
    const status = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;
    expect(await status('/api/statistics')).toBe(200);
    expect(await status('/api/statistics?state=guides')).toBe(200);
    for (const url of ['/api/guides', '/api/climbers', '/api/admins']) expect(await status(url), url).toBe(403);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
    expect(me.user.permissions.filter((p: { status: boolean }) => p.status).map((p: { id: string }) => p.id)).toEqual([
      'statistics',
    ]);
  });

  it('publishes two training programs with header images: a free one, and one the Crag plan opens', async () => {
    const climber = await signInAs(t.app, 'climber@cordee.test', DEMO_PASSWORD);
    const list = await t.app.inject({ method: 'GET', url: '/api/training-pages/public', headers: bearer(climber) });
    const programs = list.json().data as Array<{
      slug: string;
      header_image: string | null;
      required_plans: Array<{ plan_name: string }>;
      userCanAccess: boolean;
      section_count: number;
    }>;
    expect(programs.map((program) => [program.slug, program.required_plans.map((plan) => plan.plan_name)])).toEqual([
      ['multi-pitch-foundations', ['Crag']],
      ['alpine-rock-first-steps', []],
    ]);
    expect(programs.map((program) => program.userCanAccess)).toEqual([false, true]);
    expect(programs.every((program) => program.header_image && program.section_count >= 2)).toBe(true);
    const header = await t.app.inject({ method: 'GET', url: programs[0]?.header_image ?? '' });
    expect(header.statusCode).toBe(200);
  });

  it('gives the demo climber a journal with pictures, one entry shared and open to visitors', async () => {
    const token = await signInAs(t.app, DEMO_BOOKING_CLIMBER, DEMO_PASSWORD);
    const list = await t.app.inject({ method: 'GET', url: '/api/dairy', headers: bearer(token) });
    const entries = list.json().dairies as Array<{
      id: number;
      dairy_title: string;
      is_shared: boolean;
      dairy_thumbnail: string;
    }>;
    expect(entries.map((entry) => entry.dairy_title)).toEqual(DEMO_JOURNAL.map((entry) => entry.title));
    expect(entries.every((entry) => entry.dairy_thumbnail.startsWith('/uploads/'))).toBe(true);
    const shared = entries.filter((entry) => entry.is_shared);
    expect(shared).toHaveLength(1);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/viewdiary/${shared[0]?.id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().diary.author.username).toBe('chloe-wong');
    const thumbnail = await t.app.inject({ method: 'GET', url: shared[0]?.dairy_thumbnail ?? '' });
    expect(thumbnail.statusCode).toBe(200);
  });

  it('has training videos on the Free, Crag and Alpine plans, playable by the plan and served by signed url', async () => {
    const climber = await signInAs(t.app, 'climber@cordee.test', DEMO_PASSWORD);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/training?per_page=100', headers: bearer(climber) })
    ).json();
    expect(list.total).toBe(DEMO_TRAININGS.length);
    const playable = list.data.filter((row: { userCanPlay: boolean }) => row.userCanPlay);
    expect(playable.map((row: { training_title: string }) => row.training_title).sort()).toEqual(
      DEMO_TRAININGS.filter((demo) => demo.plan === 'Free')
        .map((demo) => demo.title)
        .sort(),
    );
    for (const row of list.data) expect(row.training_gallery[0].thumbnail).toMatch(/^\/uploads\//);
    const video = await t.app.inject({
      method: 'GET',
      url: playable[0].training_gallery[0].url,
      headers: { range: 'bytes=0-7' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('does nothing the second time', async () => {
    expect(
      await seedDemoData(t.database.db, {
        storage: t.app.storage,
        payments: t.app.payments,
        geocoder: t.app.geocoder,
        config: t.app.config,
      }),
    ).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/api/getevents?per_page=100' });
    expect(list.json().total).toBe(events.length);
  });
});
