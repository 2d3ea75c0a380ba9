import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEvents } from '../../integrations/payments/sandbox/sandbox.tables.ts';
import { backgroundJobs } from '../../jobs.ts';
import { insertBookingRow, insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser, signInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { FakeStripeServer } from '../../test/fakes/fake-stripe-server.ts';
import { deliverWebhooks, sandboxOf } from '../../test/payments.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit-log/audit-log.tables.ts';
import { sessions } from '../auth/auth.tables.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.service.ts';
import { oneTimeTokens } from '../auth/one-time-tokens.tables.ts';
import { events } from '../events/events.tables.ts';
import { userIdentities } from '../google-auth/google-auth.tables.ts';
import { plans } from '../plans/plans.tables.ts';
import { CANCEL_AT_DELETION_WAIT_MS } from '../subscriptions/subscription-cancellations.ts';
import { subscriptions } from '../subscriptions/subscriptions.tables.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import { deletedEmailOf } from './delete-user.service.ts';
import { type UserRow, users } from './users.tables.ts';

const DAY_MS = 86_400_000;
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
    expect(deleted.json()).toEqual({
      message: 'Guide is deleted',
      code: 'user_deleted',
      context: 'guide',
      id: guide.id,
      type: 'guide',
    });

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
      params: { context: 'guide' },
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
    const deletedClimber = await deleteUser(climber.id, token);
    expect(deletedClimber.statusCode).toBe(200);
    expect(deletedClimber.json()).toMatchObject({
      message: 'Climber is deleted',
      code: 'user_deleted',
      context: 'climber',
    });
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

/**
 * A deleted account kept paying (issue 28, fault 8): its subscription renewed and charged again. Deleting
 * ends every subscription of the account at the provider at once (canceled now, not at the period's
 * end; nothing refunded, decision 0040), after the deletion commits; a provider that is down neither
 * blocks the deletion nor leaves a paying subscription: the cancellation stays recorded and a job retries
 * it until the provider confirms.
 */
const CANCEL_JOB = 'subscription cancellations';

/** The background job that retries recorded cancellations, one pass as the timer would run it. */
async function runCancellationJob(app: TestApp['app']) {
  const job = backgroundJobs(app).find((candidate) => candidate.name === CANCEL_JOB);
  if (!job) throw new Error(`no "${CANCEL_JOB}" job is scheduled`);
  return job.run(app);
}

async function insertPlan(db: TestApp['database']['db'], name: string) {
  const [plan] = await db
    .insert(plans)
    .values({ planName: name, monthlyPriceCents: 1500, yearlyPriceCents: 15000, features: ['Videos'] })
    .returning();
  if (!plan) throw new Error('no plan');
  return plan;
}

describe('deleting a subscriber ends the subscription at the provider (sandbox)', () => {
  const invoicesPaidFor = async (subscriptionId: string) =>
    (
      await t.database.db
        .select({ payload: sandboxEvents.payload })
        .from(sandboxEvents)
        .where(eq(sandboxEvents.type, 'invoice.paid'))
    ).filter((row) => row.payload.includes(subscriptionId)).length;

  async function subscriber(planId: number) {
    const climber = await createUser(t.database.db, { role: 'climber' });
    const token = await freshToken(t.app, climber.id);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/subscribe/${planId}`,
      headers: bearer(token),
      payload: { interval: 'month' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = new URL(started.json().url).pathname.split('/').pop() ?? '';
    await sandboxOf(t.app).payCheckoutSession(sessionId);
    await deliverWebhooks(t.app);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, climber.id));
    if (!row?.providerSubscriptionId) throw new Error('the subscription did not start');
    return { climber, token, sessionId, subscriptionId: row.providerSubscriptionId };
  }

  it('cancels it at once: when the renewal time comes, nothing is charged', async () => {
    const plan = await insertPlan(t.database.db, `Crag ${Date.now()}`);
    const { climber, subscriptionId } = await subscriber(plan.id);
    expect(await invoicesPaidFor(subscriptionId)).toBe(1);

    const deleted = await deleteUser(climber.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await deliverWebhooks(t.app);

    // The renewal time comes: the sandbox ends every period due, as its job does each second.
    const renewalTime = new Date(Date.now() + 40 * DAY_MS);
    await sandboxOf(t.app).renewDueSubscriptions(renewalTime);
    await deliverWebhooks(t.app);

    const atProvider = await sandboxOf(t.app).retrieveSubscription(subscriptionId);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, climber.id));
    const charges = await invoicesPaidFor(subscriptionId);
    console.log(
      `after deletion and the renewal time: provider status ${atProvider.status}, ` +
        `app row ${row?.status}, invoices paid ${charges} (1 before the deletion)`,
    );
    expect(atProvider.status).toBe('canceled');
    expect(row?.status).toBe('canceled');
    expect(charges).toBe(1);
    // Cancelled, not set to cancel later: nothing is left for a job to do.
    expect(await runCancellationJob(t.app)).toMatchObject({ canceled: 0, failed: 0 });
  });

  it('cancels a subscription whose checkout is paid after the account was deleted', async () => {
    const plan = await insertPlan(t.database.db, `Alpine ${Date.now()}`);
    const climber = await createUser(t.database.db, { role: 'climber' });
    const token = await freshToken(t.app, climber.id);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/subscribe/${plan.id}`,
      headers: bearer(token),
      payload: { interval: 'year' },
    });
    const sessionId = new URL(started.json().url).pathname.split('/').pop() ?? '';
    expect((await deleteUser(climber.id)).statusCode).toBe(200);

    // The checkout page was still open: it is paid after the deletion, and its webhooks arrive.
    await sandboxOf(t.app).payCheckoutSession(sessionId);
    await deliverWebhooks(t.app);
    await runCancellationJob(t.app);
    await deliverWebhooks(t.app);

    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, climber.id));
    expect(row?.status).toBe('canceled');
    expect((await sandboxOf(t.app).retrieveSubscription(row?.providerSubscriptionId ?? '')).status).toBe('canceled');
  });
});

describe('deleting a subscriber while Stripe is down', () => {
  let fake: FakeStripeServer;
  let stripeApp: TestApp;

  beforeAll(async () => {
    fake = await FakeStripeServer.start();
    stripeApp = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_cordee',
      STRIPE_WEBHOOK_SECRET: 'whsec_cordee_deletion_test',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: fake.port,
      STRIPE_API_PROTOCOL: 'http',
    });
  });
  afterAll(async () => {
    fake.clearFaults();
    await stripeApp?.close();
    await fake?.close();
  });

  it('deletes the account at once, records the cancellation, and a later job pass cancels it', async () => {
    const db = stripeApp.database.db;
    const plan = await insertPlan(db, 'Crag on Stripe');
    const admin = await createUser(db, { role: 'super_admin' });
    const adminToken = await freshToken(stripeApp.app, admin.id);
    const climber = await createUser(db, { role: 'climber' });
    const token = await freshToken(stripeApp.app, climber.id);
    const started = await stripeApp.app.inject({
      method: 'POST',
      url: `/api/subscribe/${plan.id}`,
      headers: bearer(token),
      payload: { interval: 'month' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = new URL(started.json().url).pathname.split('/').pop() ?? '';
    fake.completeCheckoutSession(sessionId);
    const completed = await stripeApp.app.inject({
      method: 'POST',
      url: '/api/complete-subscription',
      headers: bearer(token),
      payload: { session_id: sessionId },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const [active] = await db.select().from(subscriptions).where(eq(subscriptions.userId, climber.id));
    const subscriptionId = active?.providerSubscriptionId ?? '';
    expect(fake.object(subscriptionId).status).toBe('active');

    // Stripe answers nothing but 500s.
    fake.failAlways({ kind: 'error-500' });
    const startedAt = performance.now();
    const deleted = await stripeApp.app.inject({
      method: 'DELETE',
      url: `/api/delete-user/${climber.id}`,
      headers: bearer(adminToken),
    });
    const deletionMs = Math.round(performance.now() - startedAt);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const attemptsWhileDown = fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`).length;
    console.log(
      `Stripe down: deletion answered ${deleted.statusCode} in ${deletionMs} ms, ` +
        `${attemptsWhileDown} cancel requests sent to Stripe`,
    );
    expect(attemptsWhileDown).toBeGreaterThan(0);
    const downPass = await runCancellationJob(stripeApp.app);
    const [pending] = await db.select().from(subscriptions).where(eq(subscriptions.userId, climber.id));
    console.log(
      `Stripe down: job pass ${JSON.stringify(downPass)}; row ${pending?.status}, ` +
        `cancellation recorded at ${pending?.cancelRequestedAt?.toISOString()}`,
    );
    expect(deletionMs).toBeLessThan(15_000);
    expect(downPass).toMatchObject({ canceled: 0, failed: 1 });
    expect(pending?.cancelRequestedAt).toBeInstanceOf(Date);
    expect(fake.object(subscriptionId).status).toBe('active');

    // Stripe is back: the next pass cancels it, once.
    fake.clearFaults();
    expect(await runCancellationJob(stripeApp.app)).toMatchObject({ canceled: 1, failed: 0 });
    expect(fake.object(subscriptionId).status).toBe('canceled');
    const [ended] = await db.select().from(subscriptions).where(eq(subscriptions.userId, climber.id));
    expect(ended?.status).toBe('canceled');
    const cancelsSent = fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`).length;
    expect(await runCancellationJob(stripeApp.app)).toMatchObject({ canceled: 0, failed: 0 });
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(cancelsSent);
    // Canceled now, with nothing prorated or invoiced: what was paid for the period is not refunded.
    const cancel = fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect({ ...cancel?.query, ...cancel?.body }).toMatchObject({ invoice_now: 'false', prorate: 'false' });
  });

  it('answers the deletion within its wait when Stripe accepts the connection and never answers', async () => {
    const db = stripeApp.database.db;
    const plan = await insertPlan(db, 'Alpine on Stripe');
    const admin = await createUser(db, { role: 'super_admin' });
    const climber = await createUser(db, { role: 'climber' });
    const token = await freshToken(stripeApp.app, climber.id);
    const started = await stripeApp.app.inject({
      method: 'POST',
      url: `/api/subscribe/${plan.id}`,
      headers: bearer(token),
      payload: { interval: 'year' },
    });
    const sessionId = new URL(started.json().url).pathname.split('/').pop() ?? '';
    fake.completeCheckoutSession(sessionId);
    await stripeApp.app.inject({
      method: 'POST',
      url: '/api/complete-subscription',
      headers: bearer(token),
      payload: { session_id: sessionId },
    });
    const [active] = await db.select().from(subscriptions).where(eq(subscriptions.userId, climber.id));
    const subscriptionId = active?.providerSubscriptionId ?? '';

    fake.failAlways({ kind: 'hang' });
    const startedAt = performance.now();
    const deleted = await stripeApp.app.inject({
      method: 'DELETE',
      url: `/api/delete-user/${climber.id}`,
      headers: bearer(await freshToken(stripeApp.app, admin.id)),
    });
    const deletionMs = Math.round(performance.now() - startedAt);
    console.log(`Stripe hanging: deletion answered ${deleted.statusCode} in ${deletionMs} ms`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deletionMs).toBeLessThan(CANCEL_AT_DELETION_WAIT_MS + 3_000);

    fake.clearFaults();
    expect(await runCancellationJob(stripeApp.app)).toMatchObject({ canceled: 1, failed: 0 });
    expect(fake.object(subscriptionId).status).toBe('canceled');
  });
});
