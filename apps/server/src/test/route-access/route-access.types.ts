import type { AdminPermissionId, Role } from '@cordee/shared/roles';

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

/** The answer one caller must get; an admin's depends on its flags when the row says so. */
export function expectedFor(row: RouteAccess, caller: Pick<MatrixCaller, 'kind' | 'permissions'>): Expected {
  if (caller.kind !== 'admin') return row.access[caller.kind];
  const admin = row.access.admin;
  if (!('permission' in admin)) return admin;
  return caller.permissions.includes(admin.permission) ? admin.withFlag : admin.withoutFlag;
}
