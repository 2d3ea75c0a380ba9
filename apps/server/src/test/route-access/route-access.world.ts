import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PERMISSIONS, type AdminPermissionId, type Role } from '@cordee/shared/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createSession } from '../../features/auth/auth.service.ts';
import { issueOneTimeToken } from '../../features/auth/one-time-tokens.service.ts';
import { diaries } from '../../features/journal/journal.tables.ts';
import { createNotifications } from '../../features/notifications/notifications.service.ts';
import { plans } from '../../features/plans/plans.tables.ts';
import { trainings } from '../../features/trainings/trainings.tables.ts';
import { uploads } from '../../features/uploads/uploads.tables.ts';
import { hashPassword } from '../../features/users/passwords.ts';
import { users } from '../../features/users/users.tables.ts';
import type { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import { signWebhookPayload } from '../../integrations/payments/webhook-signature.ts';
import { bookingCalls, insertBookableEvent, insertBooking } from '../booking-payments.ts';
import { insertBookingRow, insertEventWithRun } from '../booking-rows.ts';
import { eventDraft } from '../event-draft.ts';
import { bearer, insertEventRow, TEST_PASSWORD } from '../factories.ts';
import { startTestIdentityProvider } from '../fakes/fake-identity-provider.ts';
import { multipartFile } from '../multipart-file.ts';
import { fundedPayoutAccount, openCheckout, sandboxOf, TEST_WEBHOOK_SECRET } from '../payments.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { tinyPdf } from '../tiny-pdf.ts';
import { tinyMp4 } from '../tiny-videos.ts';
import { insertTrainingPageRow } from '../training-page-rows.ts';
import { CALLER_KINDS, type CallerKind, type MatrixCaller, type MatrixWorld } from './route-access.types.ts';

/*
 * The app, the callers and the data of the role × route matrix, set up once per test file: the access
 * matrix calls every cell with them (route-access.test.ts), and the OpenAPI answers test checks what
 * those valid requests are answered against the API document (openapi-answers.test.ts).
 */

export const MATRIX_PUBLIC_URL = 'http://localhost:3000';

/**
 * The callers as the test names them: the admin column is an admin with no flag, one with each flag
 * alone, one with every flag but each, and one with every flag.
 */
export type CallerSpec = { kind: CallerKind; label: string; permissions: AdminPermissionId[] };
const ALL_PERMISSIONS = ADMIN_PERMISSIONS.map((permission) => permission.id);
export const CALLERS: CallerSpec[] = CALLER_KINDS.flatMap((kind): CallerSpec[] => {
  if (kind !== 'admin') return [{ kind, label: kind, permissions: [] }];
  return [
    { kind, label: 'admin with no flags', permissions: [] },
    ...ALL_PERMISSIONS.flatMap((flag): CallerSpec[] => [
      { kind, label: `admin with ${flag}`, permissions: [flag] },
      { kind, label: `admin without ${flag}`, permissions: ALL_PERMISSIONS.filter((other) => other !== flag) },
    ]),
    { kind, label: 'admin with all flags', permissions: ALL_PERMISSIONS },
  ];
});

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${++sequence}`;
/** Each cell comes from its own address, so per-address rate limits never answer for the access rule. */
export const nextAddress = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

export type MatrixSetup = {
  t: TestApp;
  world: MatrixWorld;
  /** A new caller of that kind, with its own session (and payout account where its kind has one). */
  makeCaller(spec: CallerSpec): Promise<MatrixCaller>;
  close(): Promise<void>;
};

/** The app (with a minimal web build, the sandbox, a local identity provider) and the matrix's world. */
export async function setUpMatrix(): Promise<MatrixSetup> {
  let t: TestApp;
  let sandbox: SandboxPaymentProvider;
  let passwordHash: string;

  async function newUser(values: {
    role: Role;
    isApproved?: boolean;
    withoutPassword?: boolean;
    permissions?: AdminPermissionId[];
  }) {
    const [row] = await t.database.db
      .insert(users)
      .values({
        role: values.role,
        email: `matrix-${values.role.replace('_', '-')}-${unique()}@example.test`,
        name: `Matrix ${values.role}`,
        phoneNumber: '604 555 0199',
        color: 'blue',
        // Hashed once: argon2 per user would dominate the run.
        passwordHash: values.withoutPassword ? null : passwordHash,
        isApproved: values.isApproved ?? false,
        permissions: values.permissions ?? [],
        // Signed-in users of the matrix clicked their verification link (a booking request needs it).
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  }

  const ROLE_OF: Record<Exclude<CallerKind, 'visitor'>, Role> = {
    climber: 'climber',
    guide: 'guide',
    guideWithoutPayoutAccount: 'guide',
    pendingGuide: 'guide',
    otherGuide: 'guide',
    admin: 'admin',
    superAdmin: 'super_admin',
  };

  /**
   * One caller of the given kind with its own session. Sessions are made as sign-in makes them (sign-in
   * itself is a row of the matrix); the pending applicant has no password, so a session in the database
   * is the only way it holds one — which is exactly the hole the refusals must close.
   */
  async function makeCaller(spec: CallerSpec): Promise<MatrixCaller> {
    if (spec.kind === 'visitor') return { ...spec, token: null, user: null, payout: null };
    const role = ROLE_OF[spec.kind];
    const user = await newUser({
      role,
      isApproved: spec.kind === 'guide' || spec.kind === 'guideWithoutPayoutAccount' || spec.kind === 'otherGuide',
      withoutPassword: spec.kind === 'pendingGuide',
      permissions: spec.permissions,
    });
    const payout =
      spec.kind === 'guide' || spec.kind === 'pendingGuide' || spec.kind === 'otherGuide'
        ? await fundedPayoutAccount(t.app, user)
        : null;
    const { token } = await createSession(t.database.db, t.app.config, user.id);
    return {
      ...spec,
      token,
      user: { id: user.id, role: user.role, email: user.email, name: user.name, phoneNumber: user.phoneNumber },
      payout,
    };
  }

  async function buildWorld(app: FastifyInstance): Promise<MatrixWorld> {
    const guide = await makeCaller({ kind: 'guide', label: 'guide (data owner)', permissions: [] });
    if (!guide.user || !guide.payout || !guide.token) throw new Error('the data owner is not set up');
    const ownerId = guide.user.id;
    const created = await app.inject({
      method: 'POST',
      url: '/api/event',
      payload: eventDraft(),
      headers: bearer(guide.token),
    });
    if (created.statusCode !== 201) throw new Error(`event set-up failed: ${created.statusCode} ${created.body}`);

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const uploaded = await app.inject({
      method: 'POST',
      ...multipartFile('/api/temp-image-upload', 'a.png', 'image/png', png),
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload set-up failed: ${uploaded.statusCode} ${uploaded.body}`);
    // Held by a public record, as a course's photo is: a file no record holds is served to its uploader only.
    await t.database.db.update(uploads).set({ claimedAt: new Date() }).where(eq(uploads.key, uploaded.json().key));

    const mp4 = tinyMp4();
    const videoUploader = await newUser({ role: 'super_admin' });
    const videoUpload = multipartFile('/api/temp-video-upload', 'lesson.mp4', 'video/mp4', mp4);
    const uploaderSession = await createSession(t.database.db, t.app.config, videoUploader.id);
    const video = await app.inject({
      method: 'POST',
      ...videoUpload,
      headers: { ...videoUpload.headers, ...bearer(uploaderSession.token) },
    });
    if (video.statusCode !== 201) throw new Error(`video upload set-up failed: ${video.statusCode} ${video.body}`);

    const pagesOwner = await newUser({ role: 'guide', isApproved: true });
    const pagesAccount = await fundedPayoutAccount(t.app, pagesOwner);
    const newCheckoutSession = async () => (await openCheckout(t.app, pagesAccount.accountId, 10_000)).id;
    const signInUser = await newUser({ role: 'climber' });
    const subAdmin = await newUser({ role: 'admin', permissions: ['statistics'] });

    return {
      guide: { ...guide, user: guide.user, payout: guide.payout },
      eventId: created.json().event.id,
      uploadKey: uploaded.json().key,
      mediaUrl: video.json().url,
      mp4,
      sandboxAccountId: pagesAccount.accountId,
      openCheckoutSessionId: await newCheckoutSession(),
      subAdmin: { id: subAdmin.id, email: subAdmin.email },
      signIn: { email: signInUser.email, password: TEST_PASSWORD },
      callerPassword: TEST_PASSWORD,
      png,
      pdf: tinyPdf(),
      unique,
      newUser: async (values) => {
        const user = await newUser(values);
        return { id: user.id, email: user.email };
      },
      newTraining: async () => {
        const [row] = await t.database.db
          .insert(trainings)
          .values({ title: `Matrix training ${unique()}` })
          .returning({ id: trainings.id });
        if (!row) throw new Error('training insert returned no row');
        return row.id;
      },
      newEventOf: async (guideId) => {
        const start = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        const row = await insertEventRow(t.database.db, {
          guideId,
          eventName: 'Matrix crag day',
          startDate: start,
          endDate: start,
        });
        return row.id;
      },
      newTripOf: async (guideId) => {
        const { event, run } = await insertEventWithRun(t.database.db, { guideId, startsIn: 20 });
        return { eventId: event.id, startsOn: run.startsOn };
      },
      newBookingRequest: async (options) => (await insertBookingRow(t.database.db, options)).id,
      oneTimeToken: (userId, purpose) => issueOneTimeToken(t.database.db, userId, purpose),
      newCheckoutSession,
      newPlan: async () => {
        const [plan] = await t.database.db
          .insert(plans)
          .values({ planName: `Matrix plan ${unique()}`, monthlyPriceCents: 1000, yearlyPriceCents: 10000 })
          .returning();
        if (!plan) throw new Error('plan insert returned no row');
        return plan.id;
      },
      newSandboxSubscriptionLink: async () => {
        const session = await sandbox.createSubscriptionCheckout({
          idempotencyKey: `matrix-subscription:${unique()}`,
          productName: 'Matrix plan',
          unitAmount: 1000,
          currency: 'cad',
          interval: 'month',
          successUrl: `${MATRIX_PUBLIC_URL}/subscription/success/{CHECKOUT_SESSION_ID}`,
          cancelUrl: `${MATRIX_PUBLIC_URL}/subscription/cancelled/{CHECKOUT_SESSION_ID}`,
          metadata: { kind: 'matrix' },
        });
        await sandbox.payCheckoutSession(session.id);
        const paid = await sandbox.retrieveCheckoutSession(session.id);
        const subscriptionId = paid.subscriptionId ?? '';
        const page = new URL(await sandbox.subscriptionPagePath(subscriptionId), MATRIX_PUBLIC_URL);
        return { subscriptionId, link: page.searchParams.get('link') ?? '' };
      },
      newAccountLink: (purpose) =>
        sandbox.mintAccountLink(
          pagesAccount.accountId,
          purpose,
          purpose === 'onboarding'
            ? { returnUrl: `${MATRIX_PUBLIC_URL}/payout`, refreshUrl: `${MATRIX_PUBLIC_URL}/payout` }
            : null,
        ),
      googleCallback: async () => {
        idp.signInAs(`matrix-sub-${unique()}`, {
          email: `matrix-google-${unique()}@example.test`,
          email_verified: true,
          name: 'Matrix Hiker',
        });
        const start = await app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
        if (start.statusCode !== 302) throw new Error(`Google sign-in did not start: ${start.statusCode}`);
        const callback = await idp.authorize(String(start.headers.location));
        return `${callback.pathname}${callback.search}`;
      },
      newBooking: async ({ climberId, guideId, checkout }) => {
        const climber = climberId ?? (await newUser({ role: 'climber' })).id;
        const trip = await insertBookableEvent(t.database.db, { guideId: guideId ?? ownerId });
        const booking = await insertBooking(t.database.db, trip, { climberId: climber, groupSize: 1 });
        if (!checkout) return { id: booking.id, sessionId: null };
        const { token } = await createSession(t.database.db, t.app.config, climber);
        const sessionId = await bookingCalls(app).checkout(token, booking.id);
        if (checkout === 'paid') await sandbox.payCheckoutSession(sessionId);
        return { id: booking.id, sessionId };
      },
      newDiaryOf: async (authorId, options = {}) => {
        const [row] = await t.database.db
          .insert(diaries)
          .values({ authorId, title: 'Matrix crag notes', diaryDate: '2026-01-10', isShared: options.shared ?? false })
          .returning({ id: diaries.id });
        if (!row) throw new Error('the diary was not written');
        return row.id;
      },
      newNotificationFor: async (userId) => {
        const [row] = await createNotifications(t.database.db, [{ userId, type: 'matrix', subject: 'Matrix notice' }]);
        if (!row) throw new Error('the notification was not written');
        return row.id;
      },
      newTrainingPage: async () => {
        const row = await insertTrainingPageRow(t.database.db);
        return { id: row.id, slug: row.slug };
      },
      signedWebhook: () => {
        const payload = JSON.stringify({
          id: `evt_matrix_${unique()}`,
          type: 'account.updated',
          created: Math.floor(Date.now() / 1000),
          account: pagesAccount.accountId,
          data: { object: { id: pagesAccount.accountId, object: 'account' } },
        });
        return { payload, signature: signWebhookPayload(payload, TEST_WEBHOOK_SECRET) };
      },
    };
  }

  const idp = await startTestIdentityProvider({ redirectUri: `${MATRIX_PUBLIC_URL}/api/auth/google/callback` });
  // A minimal web build, so the web app's routes and history fallback are registered as in production.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-matrix-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cordée</title><div id="root"></div>');
  t = await createTestApp({
    PUBLIC_URL: MATRIX_PUBLIC_URL,
    WEB_DIST_DIR: webDist,
    SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
    // Access is the question here: a busy CI machine must not turn a cell into the overload refusal.
    MAX_EVENT_LOOP_DELAY_MS: 0,
  });
  sandbox = sandboxOf(t.app);
  passwordHash = await hashPassword(TEST_PASSWORD);
  const world = await buildWorld(t.app);
  return {
    t,
    world,
    makeCaller,
    close: async () => {
      await t.close();
      await idp.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}
