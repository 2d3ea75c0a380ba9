import type { EventWrite } from '@cordee/shared/event-write.contracts';
import type { AdminPermissionId, Role } from '@cordee/shared/roles';
import { daysFromNow } from '../test/factories.ts';

/**
 * Who may call what: every route the server registers, with the answer each kind of caller must get
 * when it sends a valid request. The rules come from the product's route and call tables (who opens
 * which screen, who makes which call) and its product rules for admins' permission flags; where they
 * are silent, from the decisions the code records. `route-access.test.ts` calls every cell and checks
 * that no route exists without a row here, so a new route cannot ship without an access decision.
 */

/** The callers of the matrix. */
export const CALLER_KINDS = [
  /** No token. */
  'visitor',
  'climber',
  /** Approved, with an active payout account, a balance and a bank account. */
  'guide',
  /** Approved, but has not set up a payout account. */
  'guideWithoutPayoutAccount',
  /**
   * An applicant not yet approved who holds a session anyway (as a skipped review would give it) and has
   * a payout account: it must get nothing a guide gets.
   */
  'pendingGuide',
  /**
   * An approved guide with an active payout account, asking about another guide's event, booking, payout
   * account or profile: ownership, not the role, must refuse it.
   */
  'otherGuide',
  /** Eighteen callers: a sub admin with no flag, with each flag alone, with every flag but that one, with all. */
  'admin',
  'superAdmin',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** What a valid request of one caller must get. */
export type Expected =
  /** Any 2xx. */
  | { kind: 'allowed' }
  /** 401: the route needs a signed-in caller. */
  | { kind: 'unauthenticated' }
  /** 403: signed in, but this caller may not do this. */
  | { kind: 'forbidden' }
  /** A valid request whose right answer is not 2xx (a redirect, a state refusal); never 401 or 403. */
  | { kind: 'status'; status: number; because: string };

/** An admin's answer either ignores the permission flags or depends on one of them. */
export type AdminExpected = Expected | { permission: AdminPermissionId; withFlag: Expected; withoutFlag: Expected };

export type Access = Record<Exclude<CallerKind, 'admin'>, Expected> & { admin: AdminExpected };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One caller of one cell, as the test made it. */
export type MatrixCaller = {
  kind: CallerKind;
  /** e.g. "admin with guides", "admin without guides". */
  label: string;
  token: string | null;
  user: { id: number; role: Role; email: string; name: string; phoneNumber: string | null } | null;
  /** The caller's own connected payout account and bank account, when it has set one up. */
  payout: { accountId: string; bankAccountId: string } | null;
  permissions: AdminPermissionId[];
};

/** The data the request builders draw on; the test makes it once, plus fresh rows per cell. */
export interface MatrixWorld {
  /** The approved guide with an active payout account who owns the shared data. */
  readonly guide: MatrixCaller & {
    user: NonNullable<MatrixCaller['user']>;
    payout: NonNullable<MatrixCaller['payout']>;
  };
  /** A published event of that guide. */
  readonly eventId: number;
  /** A stored upload a public record holds (a course's photo). */
  readonly uploadKey: string;
  /** A signed url of an uploaded training video, as a training hands it to a caller who may play it. */
  readonly mediaUrl: string;
  /** A small MP4 header, as the content check accepts it. */
  readonly mp4: Buffer;
  /** A connected account used only by the sandbox's hosted pages. */
  readonly sandboxAccountId: string;
  /** An open sandbox checkout session to that account. */
  readonly openCheckoutSessionId: string;
  /** A sub admin who is not one of the callers, for the Sub Admins writes. */
  readonly subAdmin: { id: number; email: string };
  /** Credentials of an account that only ever signs in. */
  readonly signIn: { email: string; password: string };
  /** The password of every caller that has one. */
  readonly callerPassword: string;
  readonly png: Buffer;
  readonly pdf: Buffer;
  /** A new suffix for unique emails, ids and addresses. */
  unique(): string;
  newUser(values: {
    role: Role;
    isApproved?: boolean;
    withoutPassword?: boolean;
  }): Promise<{ id: number; email: string }>;
  newEventOf(guideId: number): Promise<number>;
  /** A new training listing no plan: its id. */
  newTraining(): Promise<number>;
  /** A new event of the guide with one run a few weeks away: its id and the run's start day. */
  newTripOf(guideId: number): Promise<{ eventId: number; startsOn: string }>;
  /** A booking written straight to the table, on a new event of the guide; a new climber unless named. */
  /** A booking written as the request (and accept) use cases leave it, on a new trip of `guideId`. */
  newBookingRequest(options: {
    guideId: number;
    climberId?: number;
    status: 'requested' | 'accepted';
  }): Promise<number>;
  oneTimeToken(userId: number, purpose: 'email_verification' | 'password_reset' | 'guide_invitation'): Promise<string>;
  newCheckoutSession(): Promise<string>;
  /** A fresh single-use link to the sandbox account's onboarding or dashboard page, as the guide's API mints it. */
  newAccountLink(purpose: 'onboarding' | 'dashboard'): Promise<string>;
  /** Path and query of the callback the identity provider sends a browser back with, for a new Google account. */
  googleCallback(): Promise<string>;
  signedWebhook(): { payload: string; signature: string };
  /** A new paid plan: its id. */
  newPlan(): Promise<number>;
  /** A paid sandbox subscription (of nobody among the callers) and a fresh single-use link to its test page. */
  newSandboxSubscriptionLink(): Promise<{ subscriptionId: string; link: string }>;
  /** A new unread notification of the user: its id. */
  newNotificationFor(userId: number): Promise<number>;
  /** A new published training program that lists no plan (free for all). */
  newTrainingPage(): Promise<{ id: number; slug: string }>;
  /** A new Climbing Journal entry of the climber, private unless shared: its id. */
  newDiaryOf(authorId: number, options?: { shared?: boolean }): Promise<number>;
  /**
   * An accepted booking ("Waiting payment") on a new event of `guideId` (the data owner by default) for
   * `climberId` (a new climber by default), written as the request and accept use cases leave it; with
   * `checkout`, its checkout page opened through the API, and paid at the sandbox when asked.
   */
  newBooking(values: {
    climberId?: number;
    guideId?: number;
    checkout?: 'open' | 'paid';
  }): Promise<{ id: number; sessionId: string | null }>;
}

export type CellRequest = {
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
};

export type RouteAccess = {
  method: Method;
  /** The path as registered. */
  url: string;
  /** When the answer depends on the target (which kind of user is deleted). */
  variant?: string;
  /** False for the web app's history fallback: a not-found handler, not a route. */
  registered?: false;
  /** Who may call it, and why. */
  rule: string;
  access: Access;
  /** The cell changes the caller's own account (signs it out, changes its password): a fresh caller per cell. */
  freshCaller?: true;
  request: (caller: MatrixCaller, world: MatrixWorld) => CellRequest | Promise<CellRequest>;
};

const allowed: Expected = { kind: 'allowed' };
const unauthenticated: Expected = { kind: 'unauthenticated' };
const forbidden: Expected = { kind: 'forbidden' };
const answers = (status: number, because: string): Expected => ({ kind: 'status', status, because });

const everyone = (expected: Expected): Access => ({
  visitor: expected,
  climber: expected,
  guide: expected,
  guideWithoutPayoutAccount: expected,
  pendingGuide: expected,
  otherGuide: expected,
  admin: expected,
  superAdmin: expected,
});

/** Public: the same answer with or without a token. */
const PUBLIC = everyone(allowed);
/** Any signed-in account. */
const SIGNED_IN: Access = { ...everyone(allowed), visitor: unauthenticated };
/** Signed in, and refused to everyone the row does not open it to. */
const NOBODY: Access = { ...everyone(forbidden), visitor: unauthenticated };
/**
 * A guide's capability: approved guides only. An applicant whose review is pending is no guide yet and
 * is refused exactly like a climber, whatever session or payout account it managed to get.
 */
const GUIDE_CAPABILITY: Access = { ...NOBODY, guide: allowed, guideWithoutPayoutAccount: allowed, otherGuide: allowed };
const SUPER_ADMIN_ONLY: Access = { ...NOBODY, superAdmin: allowed };
const withPermission = (permission: AdminPermissionId): AdminExpected => ({
  permission,
  withFlag: allowed,
  withoutFlag: forbidden,
});

const TRAINING_PAGES_RULE =
  'Training Pages Management: the super admin, or an admin holding the Training Programs flag (decision 0041).';
const TRAINING_PAGES_MANAGERS: Access = { ...SUPER_ADMIN_ONLY, admin: withPermission('training_pages') };

const NO_PAYOUT_ACCOUNT = answers(409, 'there is no payout account yet: "Get started" creates it first');
const REDIRECT = (status: number, to: string) => answers(status, `a browser navigation: the answer sends it ${to}`);

/** The whole event wizard draft, as the Submit of its last step sends it. */
export function eventDraft(): EventWrite {
  return {
    event_name: 'Intro to ice climbing',
    duration_type: 'multi',
    event_duration: ['2 days'],
    start_date: daysFromNow(30),
    end_date: daysFromNow(31),
    category: 'Ice Climbing',
    address: 'Haffner Creek, Kootenay National Park',
    latitude: 51.17,
    longitude: -116.0,
    event_type: 'public',
    attendance_min: 1,
    attendance_limit: 4,
    price: [{ id: 1, price: 25_000 }],
    event_description: '<p>Two days on <strong>Haffner</strong> ice.</p>',
    experience_required: ['Beginner'],
    terms_type: 'link',
    terms_link: 'https://example.test/waiver.pdf',
  };
}

/** One file as a browser's multipart/form-data upload sends it. */
export function multipartFile(url: string, filename: string, contentType: string, data: Buffer): CellRequest {
  const boundary = `----cordee-matrix-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const PASSWORD = 'granite-sunrise-belay-42';
const NEW_PASSWORD = 'quartzite-evening-rappel-77';

/** The other guide is the one caller that acts on what belongs to somebody else while holding the same role. */
const isOwnerGuide = (caller: MatrixCaller) => caller.user?.role === 'guide' && caller.kind !== 'otherGuide';
/** A guide acts on its own event; anybody else (the other guide included) on the approved guide's. */
const eventOwnerOf = (caller: MatrixCaller, world: MatrixWorld) =>
  caller.user && isOwnerGuide(caller) ? caller.user.id : world.guide.user.id;
/** A caller with a payout account asks about its own; anybody else about the approved guide's. */
const payoutOf = (caller: MatrixCaller, world: MatrixWorld) =>
  caller.payout && caller.kind !== 'otherGuide' ? caller.payout : world.guide.payout;
/** Its own account, but for the other guide, which asks about the approved guide's. */
const selfId = (caller: MatrixCaller, world: MatrixWorld) =>
  caller.user && caller.kind !== 'otherGuide' ? caller.user.id : world.guide.user.id;
/** A climber pays, confirms and cancels its own bookings; anybody else is asked about a stranger's. */
const ownBookingOf = (caller: MatrixCaller) => (caller.user?.role === 'climber' ? caller.user.id : undefined);
/** A guide's part in a booking is the event's: a guide caller is asked about a booking on its own event. */
const bookingPartiesOf = (caller: MatrixCaller) => ({
  climberId: ownBookingOf(caller),
  guideId: caller.user && isOwnerGuide(caller) ? caller.user.id : undefined,
});
const checkoutSessionOf = async (
  caller: MatrixCaller,
  world: MatrixWorld,
  checkout: 'open' | 'paid',
): Promise<string> => {
  const { sessionId } = await world.newBooking({ climberId: ownBookingOf(caller), checkout });
  if (!sessionId) throw new Error('the booking has no checkout session');
  return sessionId;
};
const MODAL_ANSWERS = {
  sign: { signature: 'Ada Lovelace', name: 'Ada Lovelace', date: '2026-01-10' },
  terms_accepted: true,
  guide_waiver_accepted: true,
};
/** A booking is not revealed to someone who plays no part in it. */
const NOT_A_PARTY = answers(404, 'the caller plays no part in this booking: it is not revealed');
/** Its climber, the guide of its event, and staff (the super admin, an admin holding All Courses). */
const PARTY_OF_A_BOOKING: Access = {
  ...GUIDE_CAPABILITY,
  climber: allowed,
  superAdmin: allowed,
  admin: { permission: 'events', withFlag: allowed, withoutFlag: NOT_A_PARTY },
};
/** A booking the caller takes part in: its own as a climber, on its event as a guide; the approved guide's otherwise. */
const bookingSeenBy = (caller: MatrixCaller, world: MatrixWorld) =>
  world.newBookingRequest({
    guideId: eventOwnerOf(caller, world),
    climberId: caller.user?.role === 'climber' ? caller.user.id : undefined,
    status: 'requested',
  });
/** Who reads bookings: climbers (their own), approved guides (on their events), staff with All Courses. */
const BOOKING_READERS: Access = {
  ...GUIDE_CAPABILITY,
  climber: allowed,
  superAdmin: allowed,
  admin: withPermission('events'),
};

/**
 * Somebody the caller may write to: for a climber, a new guide it has just asked to book; for a guide,
 * a new climber who asked to book one of its trips; for anybody else, a new climber it shares nothing
 * with (staff write to anyone, others are refused).
 */
const chatCounterpartOf = async (caller: MatrixCaller, world: MatrixWorld): Promise<number> => {
  if (caller.user?.role === 'climber') {
    const guide = await world.newUser({ role: 'guide', isApproved: true });
    await world.newBookingRequest({ guideId: guide.id, climberId: caller.user.id, status: 'requested' });
    return guide.id;
  }
  const climber = await world.newUser({ role: 'climber' });
  if (caller.user?.role === 'guide' && caller.kind !== 'pendingGuide') {
    await world.newBookingRequest({ guideId: caller.user.id, climberId: climber.id, status: 'requested' });
  }
  return climber.id;
};
/**
 * Who may write to a counterpart it has no conversation with yet: climbers and approved guides with the
 * other party of a booking, staff (the super admin, an admin with the Chats flag) with anyone. An admin
 * without the flag shares nothing with the new climber, and a guide applicant is kept out of chat.
 */
const CHAT_STARTERS: Access = {
  ...GUIDE_CAPABILITY,
  climber: allowed,
  superAdmin: allowed,
  admin: withPermission('chats_admin'),
};
/** Trainings (videos) are managed by the super admin and admins holding the Videos flag. */
const TRAINING_MANAGERS: Access = { ...NOBODY, superAdmin: allowed, admin: withPermission('trainings') };
/** Every role but a guide applicant whose review is pending. */
const CHATTERS: Access = { ...SIGNED_IN, pendingGuide: forbidden };

/** Climbers only: the journal routes. */
const JOURNAL_KEEPERS: Access = { ...NOBODY, climber: allowed };
/** A climber asks about its own entry; anybody else about a new climber's. */
const diaryAuthorOf = async (caller: MatrixCaller, world: MatrixWorld): Promise<number> =>
  caller.user?.role === 'climber' ? caller.user.id : (await world.newUser({ role: 'climber' })).id;
const diaryDraft = () => ({
  dairy_title: 'Skaha: Doctor’s Wall',
  dairy_description: '<p>Warm granite gneiss.</p>',
  dairy_date: daysFromNow(-2),
  dairy_gallery: [],
  is_shared: false,
});

export const ROUTE_ACCESS: RouteAccess[] = [
  // ---- Health, configuration, documentation -----------------------------------------------------
  {
    method: 'GET',
    url: '/api/health',
    rule: 'Liveness for load balancers: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/health' }),
  },
  {
    method: 'GET',
    url: '/api/ready',
    rule: 'Readiness for load balancers: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/ready' }),
  },
  {
    method: 'GET',
    url: '/api/public-config',
    rule: 'What the web app needs before anyone signs in: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/public-config' }),
  },
  {
    method: 'GET',
    url: '/api/docs',
    rule: 'The OpenAPI documentation page: public, it describes only what every client sees anyway.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs' }),
  },
  {
    method: 'GET',
    url: '/api/docs/static/index.html',
    rule: 'The documentation page under its file name: public.',
    access: everyone(REDIRECT(302, 'to /api/docs')),
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  {
    method: 'GET',
    url: '/api/docs/static/swagger-initializer.js',
    rule: 'Script of the documentation page: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    rule: 'Static files of the documentation page: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  {
    method: 'GET',
    url: '/api/docs/json',
    rule: 'The OpenAPI document: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/json' }),
  },
  {
    method: 'GET',
    url: '/api/docs/yaml',
    rule: 'The OpenAPI document: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/yaml' }),
  },
  {
    method: 'GET',
    url: '/dev/mailbox',
    rule: 'Development only (404 in production): the outbox, so emailed links can be followed without a mail server.',
    access: PUBLIC,
    request: () => ({ url: '/dev/mailbox' }),
  },
  {
    method: 'GET',
    url: '/dev/mailbox.json',
    rule: 'Development only (404 in production): the outbox as JSON.',
    access: PUBLIC,
    request: () => ({ url: '/dev/mailbox.json' }),
  },

  // ---- The web app --------------------------------------------------------------------------------
  {
    method: 'GET',
    url: '/',
    rule: 'The web app shell: public; its screens decide what to show after sign-in.',
    access: PUBLIC,
    request: () => ({ url: '/', headers: { accept: 'text/html' } }),
  },
  {
    method: 'GET',
    url: '/index.html',
    rule: 'A file of the web build (every built file gets a public route at start): public.',
    access: PUBLIC,
    request: () => ({ url: '/index.html' }),
  },
  {
    method: 'GET',
    url: '(any other page path)',
    registered: false,
    rule: "The web app's history fallback: any GET for a page gets the shell; the screen's guard decides.",
    access: PUBLIC,
    request: () => ({ url: '/viewevents', headers: { accept: 'text/html' } }),
  },
  {
    method: 'GET',
    url: '/uploads/:key',
    rule:
      'Files a public record holds are served by unguessable key to whoever has the link (images in public ' +
      'listings); a file no record holds, to its uploader only (decision 0041).',
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/uploads/${world.uploadKey}` }),
  },

  // ---- Accounts -----------------------------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/register-climber',
    rule: 'Sign-up is open to climbers; being signed in already changes nothing on the server.',
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/register-climber',
      payload: {
        email: `matrix-climber-${world.unique()}@example.test`,
        name: 'Matrix Climber',
        phone_number: '604 555 0199',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        newsletter: false,
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/sign-in',
    rule: 'Sign-in: public.',
    access: PUBLIC,
    request: (_caller, world) => ({ url: '/api/sign-in', payload: world.signIn }),
  },
  {
    method: 'DELETE',
    url: '/api/logout',
    rule: 'Every signed-in role logs out (its own session).',
    access: SIGNED_IN,
    freshCaller: true,
    request: () => ({ url: '/api/logout' }),
  },
  {
    method: 'POST',
    url: '/api/update-password',
    rule: 'Every signed-in role changes its own password from the settings dropdown.',
    access: {
      ...SIGNED_IN,
      pendingGuide: answers(422, 'an applicant has no password yet, so no current password can match'),
    },
    freshCaller: true,
    request: (_caller, world) => ({
      url: '/api/update-password',
      payload: { current_password: world.callerPassword, new_password: NEW_PASSWORD },
    }),
  },
  {
    method: 'POST',
    url: '/api/forgot-password',
    rule: 'Public (the same answer for known and unknown emails).',
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: '/api/forgot-password',
      payload: { email: (await world.newUser({ role: 'climber' })).email },
    }),
  },
  {
    method: 'POST',
    url: '/api/reset-password',
    rule: 'Public: the emailed link is the credential.',
    access: PUBLIC,
    request: async (_caller, world) => {
      const user = await world.newUser({ role: 'climber' });
      return {
        url: '/api/reset-password',
        payload: {
          token: await world.oneTimeToken(user.id, 'password_reset'),
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/verify-account-email',
    rule: 'Public: the emailed link is the credential.',
    access: PUBLIC,
    request: async (_caller, world) => {
      const user = await world.newUser({ role: 'climber' });
      return {
        url: '/api/verify-account-email',
        payload: { token: await world.oneTimeToken(user.id, 'email_verification') },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/resend-verification-email',
    rule: 'Every signed-in role asks for a new link to verify its own email.',
    access: SIGNED_IN,
    request: () => ({ url: '/api/resend-verification-email' }),
  },
  {
    method: 'POST',
    url: '/api/request-verification-email',
    rule: 'Public: a failed link asks for a new one by email (the same answer for every email).',
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: '/api/request-verification-email',
      payload: { email: (await world.newUser({ role: 'climber' })).email },
    }),
  },
  {
    method: 'GET',
    url: '/api/realtime',
    rule:
      'Every signed-in role opens its own live stream (its notifications and chat messages); a visitor has ' +
      "none. The stream carries only the caller's own events, so no role is refused.",
    access: SIGNED_IN,
    request: () => ({ url: '/api/realtime' }),
  },
  {
    method: 'GET',
    url: '/api/user',
    rule: 'Every signed-in role loads itself and its role-shaped dashboard data.',
    access: SIGNED_IN,
    request: () => ({ url: '/api/user' }),
  },
  {
    method: 'GET',
    url: '/api/home',
    rule: 'Every signed-in role opens Home; the service shapes what it holds by role (own bookings, own runs, platform figures for staff).',
    access: SIGNED_IN,
    request: () => ({ url: '/api/home' }),
  },
  {
    method: 'PUT',
    url: '/api/user/:id',
    rule: "The climber sign-up wizard is the climber's only; everybody edits only their own record.",
    access: { ...NOBODY, climber: allowed },
    request: (caller, world) => ({
      url: `/api/user/${selfId(caller, world)}`,
      payload: {
        dob: '1990-05-01',
        gender: 'female',
        skills: ['Top rope', 'Leading'],
        activities: [{ name: 'Rock Climbing', level: 60 }],
        bio: 'Weekend climber.',
        new_skills: ['Trad'],
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/auth-user/:id',
    rule: 'Every signed-in role edits its own name, email, phone and avatar.',
    access: { ...SIGNED_IN, otherGuide: forbidden },
    request: (caller, world) => ({
      url: `/api/auth-user/${selfId(caller, world)}`,
      payload: {
        name: caller.user?.name ?? 'Nobody',
        email: caller.user?.email ?? 'nobody@example.test',
        phone_number: caller.user?.phoneNumber ?? '604 555 0199',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/auth/google/redirect',
    rule: 'Sign-in with Google starts by browser navigation: public.',
    access: everyone(REDIRECT(302, 'to the identity provider')),
    request: () => ({ url: '/api/auth/google/redirect' }),
  },
  {
    method: 'GET',
    url: '/api/auth/google/callback',
    rule: 'The identity provider sends the browser back here: public, the signed answer is the credential.',
    access: everyone(REDIRECT(302, 'to the Google landing screen with a session token')),
    request: async (_caller, world) => ({ url: await world.googleCallback() }),
  },

  // ---- Uploads ------------------------------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/temp-image-upload',
    rule: 'Open to visitors: the guide application uploads its documents before any sign-in.',
    access: PUBLIC,
    request: (_caller, world) => multipartFile('/api/temp-image-upload', 'avatar.png', 'image/png', world.png),
  },
  {
    method: 'POST',
    url: '/api/temp-pdf-upload',
    rule: 'Open to visitors: the guide application uploads its documents before any sign-in.',
    access: PUBLIC,
    request: (_caller, world) => multipartFile('/api/temp-pdf-upload', 'insurance.pdf', 'application/pdf', world.pdf),
  },

  {
    method: 'POST',
    url: '/api/temp-video-upload',
    rule: 'Training videos are uploaded by those who manage trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: (_caller, world) => multipartFile('/api/temp-video-upload', 'lesson.mp4', 'video/mp4', world.mp4),
  },
  {
    method: 'GET',
    url: '/api/media/:key',
    rule: 'A private video by a short-lived signed url: the signature, handed out with a playable training, is the right.',
    access: PUBLIC,
    request: (_caller, world) => ({ url: world.mediaUrl }),
  },

  // ---- Trainings (videos) -------------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/training',
    rule: 'Every signed-in user lists trainings; each says whether the caller may play it (locked media withheld).',
    access: SIGNED_IN,
    request: () => ({ url: '/api/training' }),
  },
  {
    method: 'GET',
    url: '/api/training/plan-options',
    rule: 'The plans the Trainings form offers: those who manage trainings.',
    access: TRAINING_MANAGERS,
    request: () => ({ url: '/api/training/plan-options' }),
  },
  {
    method: 'GET',
    url: '/api/training/:id',
    rule: 'Every signed-in user opens a training; its media only when the caller may play it.',
    access: SIGNED_IN,
    request: async (_caller, world) => ({ url: `/api/training/${await world.newTraining()}` }),
  },
  {
    method: 'POST',
    url: '/api/training',
    rule: 'Adding trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: () => ({ url: '/api/training', payload: { training_title: 'Matrix footwork drills', plans: [] } }),
  },
  {
    method: 'PUT',
    url: '/api/training/:id',
    rule: 'Editing trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: async (_caller, world) => ({
      url: `/api/training/${await world.newTraining()}`,
      payload: { training_title: 'Matrix footwork drills, edited' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/training/:id',
    rule: 'Deleting trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: async (_caller, world) => ({ url: `/api/training/${await world.newTraining()}` }),
  },

  // ---- Guide application and review ---------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/register-guide',
    rule: 'Anybody may apply to be a guide; the application is stored unapproved.',
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/register-guide',
      payload: {
        name: 'Matrix Mountain Co.',
        email: `matrix-applicant-${world.unique()}@example.test`,
        phone_number: '403 555 0142',
        country: 'CA',
        guide_experience: [{ name: 'Rock Climbing', value: 8, description: 'Multi-pitch in the Bow Valley' }],
        referees: [{ name: 'Ada Referee', email: 'ada@example.test', phone: '403 555 0100' }],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/check-guide-email',
    rule: 'Anybody starting a guide application may ask whether its email is free (as applying would tell).',
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/check-guide-email',
      payload: { email: `matrix-applicant-${world.unique()}@example.test` },
    }),
  },
  {
    method: 'PUT',
    url: '/api/accept-guide/:id',
    rule: 'Guide review: the super admin, or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/accept-guide/${(await world.newUser({ role: 'guide', isApproved: false, withoutPassword: true })).id}`,
    }),
  },
  {
    method: 'PUT',
    url: '/api/decline-guide/:id',
    rule: 'Guide review: the super admin, or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/decline-guide/${(await world.newUser({ role: 'guide', isApproved: false, withoutPassword: true })).id}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/create-guide-login',
    rule: 'Public: the invitation link emailed on approval is the credential.',
    access: PUBLIC,
    request: async (_caller, world) => {
      const guide = await world.newUser({ role: 'guide', isApproved: true, withoutPassword: true });
      return {
        url: '/api/create-guide-login',
        payload: {
          token: await world.oneTimeToken(guide.id, 'guide_invitation'),
          email: guide.email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/get-this-guide/:id',
    rule: "An approved guide's public profile (never email or phone): visitors browse guides and their trips.",
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/api/get-this-guide/${world.guide.user.id}` }),
  },

  // ---- Staff reads: Guides, Climbers, Statistics ----
  {
    method: 'GET',
    url: '/api/guides',
    rule: 'The Guides screen: the super admin, or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: () => ({ url: '/api/guides?status=all&search=matrix' }),
  },
  {
    method: 'GET',
    url: '/api/guides/:id',
    rule: "A guide's whole application (pending ones too): the super admin, or an admin holding the Guides flag.",
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/guides/${(await world.newUser({ role: 'guide', isApproved: false, withoutPassword: true })).id}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/climbers',
    rule: 'The Climbers screen: the super admin, or an admin holding the Climbers flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('climbers') },
    request: () => ({ url: '/api/climbers?search=matrix' }),
  },
  {
    method: 'GET',
    url: '/api/climbers/:id',
    rule: "A climber's profile and activity: the super admin, or an admin holding the Climbers flag.",
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('climbers') },
    request: async (_caller, world) => ({
      url: `/api/climbers/${(await world.newUser({ role: 'climber' })).id}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/statistics',
    rule: 'Platform statistics: the super admin, or an admin holding the Statistics flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('statistics') },
    request: () => ({ url: '/api/statistics?state=guides' }),
  },

  // ---- Sub admins and users -----------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/admins',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: () => ({ url: '/api/admins' }),
  },
  {
    method: 'POST',
    url: '/api/admins',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: '/api/admins',
      payload: {
        name: 'Matrix Admin',
        email: `matrix-admin-${world.unique()}@example.test`,
        password: PASSWORD,
        permissions: ['statistics'],
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admins/:id',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: `/api/admins/${world.subAdmin.id}`,
      payload: { name: 'Matrix Target Admin', email: world.subAdmin.email },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admins/:id/password',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: `/api/admins/${world.subAdmin.id}/password`,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admins/:id/permissions',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: `/api/admins/${world.subAdmin.id}/permissions`,
      payload: { permissions: ['statistics', 'plans'] },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/delete-user/:id',
    variant: 'a climber',
    rule: 'Climbers are deleted by the super admin or an admin holding the Climbers flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('climbers') },
    request: async (_caller, world) => ({
      url: `/api/delete-user/${(await world.newUser({ role: 'climber' })).id}`,
    }),
  },
  {
    method: 'DELETE',
    url: '/api/delete-user/:id',
    variant: 'a guide',
    rule: 'Guides are deleted by the super admin or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/delete-user/${(await world.newUser({ role: 'guide', isApproved: true })).id}`,
    }),
  },
  {
    method: 'DELETE',
    url: '/api/delete-user/:id',
    variant: 'an admin',
    rule: 'Sub admins are deleted by the super admin only (managing sub admins stays with it).',
    access: SUPER_ADMIN_ONLY,
    request: async (_caller, world) => ({
      url: `/api/delete-user/${(await world.newUser({ role: 'admin' })).id}`,
    }),
  },

  // ---- Events: public reads -----------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/getevents',
    rule: 'Visitors search and view events without signing in.',
    access: PUBLIC,
    request: () => ({ url: '/api/getevents' }),
  },
  {
    method: 'GET',
    url: '/api/event/:id',
    rule: 'Visitors view events without signing in.',
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/api/event/${world.eventId}` }),
  },
  {
    method: 'POST',
    url: '/api/search-events/:query',
    rule: 'Visitors search events without signing in.',
    access: PUBLIC,
    request: () => ({ url: '/api/search-events/ice' }),
  },
  {
    method: 'POST',
    url: '/api/get-nearby-events',
    rule: 'Visitors search events near a place without signing in.',
    access: PUBLIC,
    request: () => ({ url: '/api/get-nearby-events', payload: { lat: 51.2, lng: -116.0, rad: 100 } }),
  },
  {
    method: 'GET',
    url: '/api/event-markers',
    rule: "The search screen's map: public like the search.",
    access: PUBLIC,
    request: () => ({ url: '/api/event-markers?query=ice' }),
  },
  {
    method: 'GET',
    url: '/api/reverse-geocode',
    rule: 'Names the place of a point for the nearby search and the wizard: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/reverse-geocode?lat=49.7&lng=-123.15' }),
  },
  {
    method: 'GET',
    url: '/api/places/search',
    rule: 'Places an address typed in the event wizard may mean: public like the reverse lookup, rate-limited.',
    access: PUBLIC,
    request: () => ({ url: '/api/places/search?q=squamish' }),
  },
  {
    method: 'POST',
    url: '/api/contactform',
    rule: "Ask a Question on the search screens: visitors and signed-in users alike (the server records who's signed in).",
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/contactform',
      payload: { email: `matrix-contact-${world.unique()}@example.test`, message: 'Is gear included?', event_id: 0 },
    }),
  },

  // ---- Events: the guide's writes and lists -------------------------------------------------------
  {
    method: 'POST',
    url: '/api/event',
    rule: "Guides create events (Calendar's wizard); a guide without a payout account cannot pass the wizard's first step.",
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: answers(409, "the payout account is not set up, the wizard's first step refuses"),
    },
    request: () => ({ url: '/api/event', payload: eventDraft() }),
  },
  {
    method: 'PUT',
    url: '/api/event/:id',
    rule: 'A guide edits its own events; the super admin and an admin holding the All Courses flag edit any. Only creating needs a payout account, not editing.',
    access: { ...GUIDE_CAPABILITY, otherGuide: forbidden, superAdmin: allowed, admin: withPermission('events') },
    request: async (caller, world) => ({
      url: `/api/event/${await world.newEventOf(eventOwnerOf(caller, world))}`,
      payload: eventDraft(),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/event/:id',
    rule: 'A guide deletes its own events; the super admin and an admin holding the All Courses flag delete any from All Courses.',
    access: { ...GUIDE_CAPABILITY, otherGuide: forbidden, superAdmin: allowed, admin: withPermission('events') },
    request: async (caller, world) => ({
      url: `/api/event/${await world.newEventOf(eventOwnerOf(caller, world))}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/my-events',
    rule: "A guide's own courses (Calendar, All Courses); every course for the super admin and an admin holding the All Courses flag.",
    access: { ...GUIDE_CAPABILITY, superAdmin: allowed, admin: withPermission('events') },
    request: () => ({ url: '/api/my-events?type=all' }),
  },

  // ---- Bookings: requests, answers, reads -----------------------------------------------------------
  {
    method: 'POST',
    url: '/api/prebook-event/:eventId',
    rule: 'Booking is for climbers: the request for seats on a run. Guides and staff do not book.',
    access: { ...NOBODY, climber: allowed },
    request: async (_caller, world) => {
      const trip = await world.newTripOf(world.guide.user.id);
      return {
        url: `/api/prebook-event/${trip.eventId}`,
        payload: {
          occurrence_date: trip.startsOn,
          group_size: 1,
          attendees: [{ name: 'Matrix Climber', email: 'matrix-climber@example.test', dob: '1990-05-01' }],
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/accept-booking/:id',
    rule: "The event's guide answers a booking request; staff never answer on a guide's behalf.",
    access: { ...GUIDE_CAPABILITY, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/accept-booking/${await world.newBookingRequest({ guideId: eventOwnerOf(caller, world), status: 'requested' })}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/decline-booking/:id',
    rule: "The event's guide answers a booking request; staff never answer on a guide's behalf.",
    access: { ...GUIDE_CAPABILITY, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/decline-booking/${await world.newBookingRequest({ guideId: eventOwnerOf(caller, world), status: 'requested' })}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/bookings',
    rule: "A climber's own bookings (My Courses), a guide's on its events (registered climbers), every booking for the super admin and an admin holding the All Courses flag.",
    access: BOOKING_READERS,
    request: () => ({ url: '/api/bookings?type=all' }),
  },
  {
    method: 'GET',
    url: '/api/bookings/:id',
    rule: 'One booking for its climber, the guide of its event, or staff holding All Courses (404 for anyone else).',
    access: { ...BOOKING_READERS, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({ url: `/api/bookings/${await bookingSeenBy(caller, world)}` }),
  },

  // ---- Payouts ------------------------------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/stripe',
    rule: 'Payout is a guide screen: "Get started" creates the guide\'s payout account.',
    access: GUIDE_CAPABILITY,
    freshCaller: true,
    request: () => ({ url: '/api/stripe' }),
  },
  {
    method: 'POST',
    url: '/api/finish-onboarding',
    rule: 'Payout is a guide screen: "Finish setup" of the guide\'s own payout account.',
    access: { ...GUIDE_CAPABILITY, guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT },
    request: () => ({ url: '/api/finish-onboarding' }),
  },
  {
    method: 'POST',
    url: '/api/goto-stripe-dashboard/:id',
    rule: "A payout account's dashboard: its guide, or the super admin.",
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: forbidden,
      otherGuide: forbidden,
      superAdmin: allowed,
    },
    request: (caller, world) => ({ url: `/api/goto-stripe-dashboard/${payoutOf(caller, world).accountId}` }),
  },
  {
    method: 'POST',
    url: '/api/get-this-stripe/:id',
    rule: 'A payout account as the provider reports it: its guide, or the super admin.',
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: forbidden,
      otherGuide: forbidden,
      superAdmin: allowed,
    },
    request: (caller, world) => ({ url: `/api/get-this-stripe/${payoutOf(caller, world).accountId}` }),
  },
  {
    method: 'GET',
    url: '/api/payouts/overview',
    rule: 'Payout is a guide screen (a guide without an account sees "Setup Payout Account").',
    access: GUIDE_CAPABILITY,
    request: () => ({ url: '/api/payouts/overview' }),
  },
  {
    method: 'POST',
    url: '/api/payouts/bank-accounts',
    rule: "Payout is a guide screen: bank accounts of the guide's own payout account.",
    access: { ...GUIDE_CAPABILITY, guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT },
    request: () => ({
      url: '/api/payouts/bank-accounts',
      payload: {
        account_holder_name: 'Marie Gagnon',
        transit_number: '10101',
        institution_number: '815',
        account_number: '12345678',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/payouts/bank-accounts/:id/default',
    rule: "Payout is a guide screen: the default among the guide's own bank accounts.",
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT,
      otherGuide: answers(404, "another guide's bank account is not revealed"),
    },
    request: (caller, world) => ({
      url: `/api/payouts/bank-accounts/${payoutOf(caller, world).bankAccountId}/default`,
    }),
  },
  {
    method: 'POST',
    url: '/api/payouts/withdraw',
    rule: "Payout is a guide screen: withdraw from the guide's own balance.",
    access: { ...GUIDE_CAPABILITY, guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT },
    request: (_caller, world) => ({
      url: '/api/payouts/withdraw',
      payload: { amount: 100, request_id: `matrix-${world.unique()}` },
    }),
  },

  // ---- Bookings: payment and cancellation -----------------------------------------------------------
  {
    method: 'POST',
    url: '/api/attempt-payment/:bookingId',
    rule: "The booking modal's Pay: only the climber of the booking, for its own booking.",
    access: { ...NOBODY, climber: allowed },
    request: async (caller, world) => ({
      url: `/api/attempt-payment/${(await world.newBooking({ climberId: ownBookingOf(caller) })).id}`,
      payload: MODAL_ANSWERS,
    }),
  },
  {
    method: 'POST',
    url: '/api/complete-booking',
    rule: 'The success screen after payment: climbers confirm their own paid checkout.',
    access: { ...NOBODY, climber: allowed },
    request: async (caller, world) => ({
      url: '/api/complete-booking',
      payload: { session_id: await checkoutSessionOf(caller, world, 'paid') },
    }),
  },
  {
    method: 'POST',
    url: '/api/cancel-booking',
    rule: 'The cancelled screen after leaving the checkout: climbers abandon their own open checkout.',
    access: { ...NOBODY, climber: allowed },
    request: async (caller, world) => ({
      url: '/api/cancel-booking',
      payload: { session_id: await checkoutSessionOf(caller, world, 'open') },
    }),
  },
  {
    method: 'GET',
    url: '/api/bookings/:id/cancellation',
    rule: "What cancelling would refund: the booking's climber, the guide of its event, and staff.",
    access: { ...PARTY_OF_A_BOOKING, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/bookings/${(await world.newBooking(bookingPartiesOf(caller))).id}/cancellation`,
    }),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancel',
    rule: 'Cancelling a booking: its climber (by the terms), the guide of its event or staff (full refund).',
    access: { ...PARTY_OF_A_BOOKING, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/bookings/${(await world.newBooking(bookingPartiesOf(caller))).id}/cancel`,
    }),
  },

  // ---- Chat -----------------------------------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/send-chat',
    rule: 'Chat send: the parties of a booking write to each other, staff with the Chats flag to anyone.',
    access: CHAT_STARTERS,
    request: async (caller, world) => ({
      url: '/api/send-chat',
      payload: { message: 'Hello from the matrix', recipient_id: await chatCounterpartOf(caller, world) },
    }),
  },
  {
    method: 'GET',
    url: '/api/fetch-this-chat/:recipient_id',
    rule: 'A conversation not started yet opens to whoever may start it: the same callers as chat send.',
    access: CHAT_STARTERS,
    request: async (caller, world) => ({ url: `/api/fetch-this-chat/${await chatCounterpartOf(caller, world)}` }),
  },
  {
    method: 'GET',
    url: '/api/chats',
    variant: 'Recent',
    rule: 'Every role lists its own conversations (spec 3 route table: chats for all).',
    access: CHATTERS,
    request: () => ({ url: '/api/chats?tab=recent' }),
  },
  {
    method: 'GET',
    url: '/api/chats',
    variant: 'Guides tab',
    rule: 'The Guides and Climbers tabs are shown to the super admin and admins with the Chats flag only.',
    access: { ...NOBODY, superAdmin: allowed, admin: withPermission('chats_admin') },
    request: () => ({ url: '/api/chats?tab=guides' }),
  },
  {
    method: 'POST',
    url: '/api/chats/:recipient_id/block',
    rule: 'Blocking a conversation the caller has or could start: the same callers as chat send.',
    access: CHAT_STARTERS,
    request: async (caller, world) => ({ url: `/api/chats/${await chatCounterpartOf(caller, world)}/block` }),
  },
  {
    method: 'DELETE',
    url: '/api/chats/:recipient_id/block',
    rule: 'Unblocking: every role may lift its own block (nothing to lift is no error).',
    access: CHATTERS,
    request: async (_caller, world) => ({
      url: `/api/chats/${(await world.newUser({ role: 'climber' })).id}/block`,
    }),
  },

  // ---- The payment provider -----------------------------------------------------------------------
  {
    method: 'POST',
    url: '/api/cos-connect-whs',
    rule: "The provider's webhook: public, the signature over the raw body is the credential.",
    access: PUBLIC,
    request: (_caller, world) => {
      const { payload, signature } = world.signedWebhook();
      return {
        url: '/api/cos-connect-whs',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  },
  {
    method: 'GET',
    url: '/sandbox/onboarding/:accountId',
    rule: "The sandbox's stand-in for the provider's hosted onboarding: whoever holds the guide's single-use link.",
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: `/sandbox/onboarding/${world.sandboxAccountId}?link=${await world.newAccountLink('onboarding')}`,
    }),
  },
  {
    method: 'POST',
    url: '/sandbox/onboarding/:accountId',
    rule: "The sandbox's hosted onboarding form: whoever holds the guide's single-use link (it is used up).",
    access: everyone(REDIRECT(303, 'back to the Payout screen')),
    request: async (_caller, world) => ({
      url: `/sandbox/onboarding/${world.sandboxAccountId}`,
      ...form({ link: await world.newAccountLink('onboarding') }),
    }),
  },
  {
    method: 'GET',
    url: '/sandbox/dashboard/:accountId',
    rule: "The sandbox's stand-in for the provider's account dashboard: whoever holds the guide's single-use link.",
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: `/sandbox/dashboard/${world.sandboxAccountId}?link=${await world.newAccountLink('dashboard')}`,
    }),
  },
  {
    method: 'POST',
    url: '/sandbox/dashboard/:accountId/test-payment',
    rule: "The sandbox dashboard's test payment form: whoever holds the dashboard's link; no real money anywhere.",
    access: everyone(REDIRECT(303, 'back to the sandbox dashboard')),
    request: async (_caller, world) => ({
      url: `/sandbox/dashboard/${world.sandboxAccountId}/test-payment`,
      ...form({ amount: '5', link: await world.newAccountLink('dashboard') }),
    }),
  },
  {
    method: 'GET',
    url: '/sandbox/checkout/:sessionId',
    rule: "The sandbox's stand-in for the provider's hosted checkout: reached by the checkout link.",
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/sandbox/checkout/${world.openCheckoutSessionId}` }),
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:sessionId/pay',
    rule: "The sandbox checkout's Pay button: reached by the checkout link.",
    access: everyone(REDIRECT(303, 'to the success screen')),
    request: async (_caller, world) => ({ url: `/sandbox/checkout/${await world.newCheckoutSession()}/pay` }),
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:sessionId/cancel',
    rule: "The sandbox checkout's Cancel button: reached by the checkout link.",
    access: everyone(REDIRECT(303, 'to the cancelled screen')),
    request: (_caller, world) => ({ url: `/sandbox/checkout/${world.openCheckoutSessionId}/cancel` }),
  },

  // ---- Notifications ----------------------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/notifications',
    rule: "Every signed-in account has a bell: it lists its own notifications, nobody else's.",
    access: SIGNED_IN,
    request: () => ({ url: '/api/notifications?page=1&per_page=8' }),
  },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    rule: "A user marks one of its own notifications read (another user's id answers 404).",
    access: SIGNED_IN,
    request: async (caller, world) => ({
      url: `/api/notifications/${await world.newNotificationFor(caller.user?.id ?? world.guide.user.id)}/read`,
    }),
  },
  {
    method: 'POST',
    url: '/api/notifications/read-all',
    rule: 'A user marks all its own notifications read (Mark all as read).',
    access: SIGNED_IN,
    request: () => ({ url: '/api/notifications/read-all' }),
  },

  // ---- Training programs ----------------------------------------------------------------------------
  // Managed by the super admin and admins holding the Training Programs flag (decision 0041: the flag
  // governs it, as every other staff screen's flag does).
  {
    method: 'GET',
    url: '/api/training-pages',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: () => ({ url: '/api/training-pages?search=anchor' }),
  },
  {
    method: 'GET',
    url: '/api/training-pages/public',
    rule: 'The public list of published programs: anyone, signed in or not (locked ones are flagged).',
    access: PUBLIC,
    request: () => ({ url: '/api/training-pages/public' }),
  },
  {
    method: 'GET',
    url: '/api/training-pages/slug/:slug',
    rule: 'A published program is public; its plans decide who reads its sections (a free one: everyone).',
    access: PUBLIC,
    request: async (_caller, world) => ({ url: `/api/training-pages/slug/${(await world.newTrainingPage()).slug}` }),
  },
  {
    method: 'GET',
    url: '/api/training-pages/:id',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: async (_caller, world) => ({ url: `/api/training-pages/${(await world.newTrainingPage()).id}` }),
  },
  {
    method: 'POST',
    url: '/api/training-pages',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: () => ({
      url: '/api/training-pages',
      payload: { title: 'Matrix multi-pitch', is_published: 1, sections: [{ title: '<p>Belay transitions</p>' }] },
    }),
  },
  {
    method: 'PUT',
    url: '/api/training-pages/:id',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: async (_caller, world) => ({
      url: `/api/training-pages/${(await world.newTrainingPage()).id}`,
      payload: { title: 'Matrix rappelling', is_published: 0 },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/training-pages/:id',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: async (_caller, world) => ({ url: `/api/training-pages/${(await world.newTrainingPage()).id}` }),
  },

  // ---- Climbing Journal ----
  {
    method: 'GET',
    url: '/api/dairy',
    rule: 'Only climbers keep a Climbing Journal (route table: VideoDiary for climbers); a climber lists its own entries.',
    access: JOURNAL_KEEPERS,
    request: () => ({ url: '/api/dairy?search=skaha' }),
  },
  {
    method: 'POST',
    url: '/api/dairy',
    rule: 'Only climbers add journal entries.',
    access: JOURNAL_KEEPERS,
    request: () => ({ url: '/api/dairy', payload: diaryDraft() }),
  },
  {
    method: 'GET',
    url: '/api/dairy/:id',
    rule: 'A climber opens its own entry; every other role is refused whoever wrote it.',
    access: JOURNAL_KEEPERS,
    request: async (caller, world) => ({
      url: `/api/dairy/${await world.newDiaryOf(await diaryAuthorOf(caller, world))}`,
    }),
  },
  {
    method: 'PUT',
    url: '/api/dairy/:id',
    rule: 'A climber edits its own entry.',
    access: JOURNAL_KEEPERS,
    request: async (caller, world) => ({
      url: `/api/dairy/${await world.newDiaryOf(await diaryAuthorOf(caller, world))}`,
      payload: diaryDraft(),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/dairy/:id',
    rule: 'A climber deletes its own entry.',
    access: JOURNAL_KEEPERS,
    request: async (caller, world) => ({
      url: `/api/dairy/${await world.newDiaryOf(await diaryAuthorOf(caller, world))}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/viewdiary/:diaryid',
    rule: 'A shared journal entry is public (spec 1: public diary viewing needs no login).',
    access: PUBLIC,
    request: async (_caller, world) => {
      const author = await world.newUser({ role: 'climber' });
      return { url: `/api/viewdiary/${await world.newDiaryOf(author.id, { shared: true })}` };
    },
  },

  // ---- Audit log ----
  {
    method: 'GET',
    url: '/api/audit-log',
    rule: 'The audit log records what sub admins did: the super admin reads it, no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: () => ({ url: '/api/audit-log?action=user.deleted' }),
  },
  // ---- Plans and subscriptions -------------------------------------------------------------------
  {
    method: 'GET',
    url: '/api/plan',
    rule: 'Every signed-in user reads the plans: the subscription picker lists them for anyone who may subscribe.',
    access: SIGNED_IN,
    request: () => ({ url: '/api/plan' }),
  },
  {
    method: 'POST',
    url: '/api/plan',
    rule: 'Training Plans: the super admin, or an admin holding the Training Plans flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('plans') },
    request: (_caller, world) => ({
      url: '/api/plan',
      payload: {
        plan_name: `Matrix ${world.unique()}`,
        plan_monthly_price: 1000,
        plan_yearly_price: 10000,
        features: [],
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/plan/:id',
    rule: 'Training Plans: the super admin, or an admin holding the Training Plans flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('plans') },
    request: async (_caller, world) => ({
      url: `/api/plan/${await world.newPlan()}`,
      payload: {
        plan_name: `Matrix ${world.unique()}`,
        plan_monthly_price: 2000,
        plan_yearly_price: 20000,
        features: ['x'],
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/plan/:id',
    rule: 'Training Plans: the super admin, or an admin holding the Training Plans flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('plans') },
    request: async (_caller, world) => ({ url: `/api/plan/${await world.newPlan()}` }),
  },
  {
    method: 'POST',
    url: '/api/subscribe/:planId',
    rule: 'Climbers and approved guides subscribe; staff open all content without a plan, an applicant is no guide yet.',
    access: { ...NOBODY, climber: allowed, guide: allowed, guideWithoutPayoutAccount: allowed, otherGuide: allowed },
    request: async (_caller, world) => ({
      url: `/api/subscribe/${await world.newPlan()}`,
      payload: { interval: 'month' },
    }),
  },
  {
    method: 'POST',
    url: '/api/complete-subscription',
    rule: 'The success screen of one’s own subscription checkout: a session of nobody among the callers is unknown to each.',
    access: {
      ...everyone(answers(404, 'the session is not one of the caller’s subscription checkouts')),
      visitor: unauthenticated,
    },
    request: () => ({ url: '/api/complete-subscription', payload: { session_id: 'cs_sbx_matrix_unknown_session' } }),
  },
  {
    method: 'POST',
    url: '/api/subscription/cancel',
    rule: 'One’s own subscription only; the callers have none.',
    access: { ...everyone(answers(404, 'the caller has no subscription to cancel')), visitor: unauthenticated },
    request: () => ({ url: '/api/subscription/cancel' }),
  },
  {
    method: 'POST',
    url: '/api/subscription/resume',
    rule: 'One’s own subscription only; the callers have none.',
    access: { ...everyone(answers(404, 'the caller has no subscription to resume')), visitor: unauthenticated },
    request: () => ({ url: '/api/subscription/resume' }),
  },
  {
    method: 'POST',
    url: '/api/subscription/sandbox-page',
    rule: 'The sandbox test page of one’s own subscription; the callers have none.',
    access: { ...everyone(answers(404, 'the caller has no subscription')), visitor: unauthenticated },
    request: () => ({ url: '/api/subscription/sandbox-page' }),
  },
  {
    method: 'GET',
    url: '/sandbox/subscription/:subscriptionId',
    rule: "The sandbox subscription test page: whoever holds the subscriber's single-use link.",
    access: PUBLIC,
    request: async (_caller, world) => {
      const { subscriptionId, link } = await world.newSandboxSubscriptionLink();
      return { url: `/sandbox/subscription/${subscriptionId}?link=${link}` };
    },
  },
  {
    method: 'POST',
    url: '/sandbox/subscription/:subscriptionId/renew',
    rule: "The sandbox subscription page's renewal buttons: whoever holds its link; no real money anywhere.",
    access: everyone(REDIRECT(303, 'back to the sandbox subscription page')),
    request: async (_caller, world) => {
      const { subscriptionId, link } = await world.newSandboxSubscriptionLink();
      return {
        url: `/sandbox/subscription/${subscriptionId}/renew`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ link, outcome: 'paid' }).toString(),
      };
    },
  },
];

/** The answer one caller must get; an admin's depends on its flags when the row says so. */
export function expectedFor(row: RouteAccess, caller: Pick<MatrixCaller, 'kind' | 'permissions'>): Expected {
  if (caller.kind !== 'admin') return row.access[caller.kind];
  const admin = row.access.admin;
  if (!('permission' in admin)) return admin;
  return caller.permissions.includes(admin.permission) ? admin.withFlag : admin.withoutFlag;
}
