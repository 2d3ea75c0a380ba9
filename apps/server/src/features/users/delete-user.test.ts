import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit-log/audit-log.tables.ts';
import { sessions } from '../auth/auth.tables.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.service.ts';
import { oneTimeTokens } from '../auth/one-time-tokens.tables.ts';
import { insertBookingRow, insertEventWithRun } from '../bookings/booking.test-support.ts';
import { events } from '../events/events.tables.ts';
import { userIdentities } from '../google-auth/google-auth.tables.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import { deletedEmailOf } from './delete-user.service.ts';
import { type UserRow, users } from './users.tables.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await freshToken(t.app, (await createUser(t.database.db, { role: 'super_admin' })).id);
});
afterAll(async () => {
  await t.close();
});

const deleteUser = (id: number, token = superToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/delete-user/${id}`, headers: bearer(token) });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0] as UserRow;

/** An approved guide with a profile worth scrubbing, signed in, with a payout account and a Google link. */
async function richGuide() {
  const guide = await createUser(t.database.db, {
    role: 'guide',
    name: 'Marie Gagnon',
    phoneNumber: '604 555 0101',
    bio: 'Twenty years on Squamish granite.',
    profilePicture: 'https://example.test/marie.jpg',
    companyEmail: 'marie@gagnon-guiding.test',
    guideAwards: ['ACMG Rock Guide'],
    customerReviews: 'https://reviews.example.test/marie',
    guideExperience: [{ id: '1', name: 'Rock Climbing', alias: null, value: 20, description: 'Squamish' }],
    referees: [{ id: '1', name: 'Ada Referee', email: 'ada@example.test', phone: '403 555 0100' }],
    guideInsurance: [{ key: 'private/insurance.pdf', url: '/api/files/private/insurance.pdf' }],
    stripeAccountId: `acct_deleted_${Date.now()}`,
  });
  const token = await signInAs(t.app, guide.email);
  await t.database.db.insert(userIdentities).values({
    userId: guide.id,
    issuer: 'https://accounts.google.com',
    subject: `sub-${guide.id}`,
    email: guide.email,
  });
  await issueOneTimeToken(t.database.db, guide.id, 'password_reset');
  return { guide, token };
}

describe('deleting an account keeps the history others rely on', () => {
  it("keeps a deleted guide's past paid booking listed for its climber, with the trip's copy and the guide anonymized", async () => {
    const { guide, token: guideToken } = await richGuide();
    const climber = await createUser(t.database.db, { role: 'climber' });
    const climberToken = await signInAs(t.app, climber.email);
    const past = await insertBookingRow(t.database.db, {
      guideId: guide.id,
      climberId: climber.id,
      status: 'paid',
      startsIn: -10,
    });
    const upcomingEvent = await insertEventWithRun(t.database.db, { guideId: guide.id, startsIn: 40 });

    const deleted = await deleteUser(guide.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Guide is deleted', id: guide.id, type: 'guide' });

    const listed = await t.app.inject({ method: 'GET', url: '/api/bookings?type=past', headers: bearer(climberToken) });
    expect(listed.statusCode).toBe(200);
    const booking = listed.json().bookings.find((b: { id: number }) => b.id === past.id);
    expect(booking).toMatchObject({
      status: 'paid',
      event_name: past.eventName,
      total_price: past.totalCents,
      guide: { id: guide.id, name: 'Deleted guide', profile_picture: null },
    });
    // Nothing that named or reached the guide is shown any more.
    for (const gone of [guide.email, guide.name, 'marie@gagnon-guiding.test', '604 555 0101', 'marie.jpg']) {
      expect(listed.body).not.toContain(gone);
    }

    const row = await userRow(guide.id);
    expect(row).toMatchObject({
      role: 'guide',
      name: 'Deleted guide',
      email: deletedEmailOf(guide.id),
      phoneNumber: null,
      passwordHash: null,
      profilePicture: null,
      bio: null,
      companyEmail: null,
      guideAwards: [],
      customerReviews: null,
      guideExperience: [],
      referees: [],
      guideInsurance: [],
      // Kept: the money that went through this account must still reconcile.
      stripeAccountId: guide.stripeAccountId,
      createdAt: guide.createdAt,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.disabledAt).toBeInstanceOf(Date);
    // The public profile is gone too.
    expect((await t.app.inject({ method: 'GET', url: `/api/get-this-guide/${guide.id}` })).statusCode).toBe(404);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, guide.id))).toBe(0);
    expect(await t.database.db.$count(oneTimeTokens, eq(oneTimeTokens.userId, guide.id))).toBe(0);
    expect(await t.database.db.$count(userIdentities, eq(userIdentities.userId, guide.id))).toBe(0);
    // The guide's events go as before; the booking keeps its copy of the trip.
    expect(await t.database.db.$count(events, eq(events.id, upcomingEvent.event.id))).toBe(0);

    // The old session is dead and no sign-in opens the account again.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(guideToken) });
    expect(me.statusCode).toBe(401);
    for (const email of [guide.email, deletedEmailOf(guide.id)]) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(signIn.statusCode, email).not.toBe(200);
    }

    // The address is free to register again, as a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register-climber',
      remoteAddress: '198.51.100.25',
      payload: {
        email: guide.email,
        name: 'Marie Again',
        phone_number: '604 555 0102',
        password: 'fresh-granite-start-7',
        password_confirmation: 'fresh-granite-start-7',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().user.id).not.toBe(guide.id);

    // Deleting twice finds nobody.
    expect((await deleteUser(guide.id)).statusCode).toBe(404);
    expect(await t.database.db.$count(auditLog, eq(auditLog.targetId, guide.id))).toBe(1);
  });

  it("gives the deleted guide's picture, documents and event photos back to the sweep, and nobody else's", async () => {
    const db = t.database.db;
    const guide = await createUser(db, { role: 'guide' });
    const stranger = await createUser(db, { role: 'guide' });
    const claimed = async (uploadedBy: number | null) => {
      const key = `${randomBytes(16).toString('hex')}.png`;
      await db.insert(uploads).values({
        key,
        kind: 'image',
        contentType: 'image/png',
        sizeBytes: 10,
        originalName: 'photo.png',
        uploadedBy,
        claimedAt: new Date(),
      });
      return { key, url: `/uploads/${key}` };
    };
    const [picture, document, photo, strangersPhoto] = [
      await claimed(guide.id),
      await claimed(null),
      await claimed(guide.id),
      await claimed(stranger.id),
    ];
    await db
      .update(users)
      .set({ profilePicture: picture.url, guideLicense: [document] })
      .where(eq(users.id, guide.id));
    const { event } = await insertEventWithRun(db, { guideId: guide.id, startsIn: 30 });
    await db
      .update(events)
      .set({ gallery: [photo] })
      .where(eq(events.id, event.id));
    const { event: strangers } = await insertEventWithRun(db, { guideId: stranger.id, startsIn: 30 });
    await db
      .update(events)
      .set({ gallery: [strangersPhoto] })
      .where(eq(events.id, strangers.id));

    expect((await deleteUser(guide.id)).statusCode).toBe(200);
    const rows = await db
      .select({ key: uploads.key, claimedAt: uploads.claimedAt })
      .from(uploads)
      .where(inArray(uploads.key, [picture.key, document.key, photo.key, strangersPhoto.key]));
    const released = Object.fromEntries(rows.map((row) => [row.key, row.claimedAt === null]));
    expect(released).toEqual({
      [picture.key]: true,
      [document.key]: true,
      [photo.key]: true,
      [strangersPhoto.key]: false,
    });
  });

  it('refuses (409) a guide with a paid booking on a run still to come, and changes nothing', async () => {
    const { guide } = await richGuide();
    const upcoming = await insertBookingRow(t.database.db, { guideId: guide.id, status: 'paid', startsIn: 12 });
    const before = await userRow(guide.id);

    const refused = await deleteUser(guide.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'user_has_bookings',
      message: 'This guide has bookings on trips still to come. Cancel them before deleting the account.',
      request_id: expect.any(String),
    });
    expect(await userRow(guide.id)).toEqual(before);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, guide.id))).toBe(1);
    expect(await t.database.db.$count(events, eq(events.id, upcoming.eventId ?? 0))).toBe(1);
    expect(await t.database.db.$count(auditLog, eq(auditLog.targetId, guide.id))).toBe(0);
  });

  it('follows the shared rule: flags open guides and climbers, only the super admin deletes admins', async () => {
    const climbersAdmin = await createUser(t.database.db, { role: 'admin', permissions: ['climbers'] });
    const token = await freshToken(t.app, climbersAdmin.id);
    const climber = await createUser(t.database.db, { role: 'climber' });
    const guide = await createUser(t.database.db, { role: 'guide' });
    const admin = await createUser(t.database.db, { role: 'admin', permissions: ['guides'] });
    expect((await deleteUser(guide.id, token)).statusCode).toBe(403);
    expect((await deleteUser(admin.id, token)).statusCode).toBe(403);
    expect((await deleteUser(climbersAdmin.id, token)).statusCode).toBe(409);
    expect((await deleteUser(climber.id, token)).statusCode).toBe(200);
    expect((await userRow(climber.id)).name).toBe('Deleted climber');

    // A deleted admin leaves the Sub Admins list, loses its flags and its sessions.
    const adminToken = await freshToken(t.app, admin.id);
    expect((await deleteUser(admin.id)).statusCode).toBe(200);
    expect(await userRow(admin.id)).toMatchObject({ name: 'Deleted admin', permissions: [] });
    const list = await t.app.inject({ method: 'GET', url: '/api/admins?per_page=100', headers: bearer(superToken) });
    expect(list.json().data.map((a: { id: number }) => a.id)).not.toContain(admin.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(adminToken) })).statusCode).toBe(401);
  });
});
