import { isStaffRole, mayHoldSession } from '@cordee/shared/access-policy';
import type { RegisterClimberSchema, SignInSchema } from '@cordee/shared/auth.contracts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, FieldValidationError, unauthorized } from '../../http/errors.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { recordAuditEntry } from '../audit-log/audit-log.service.ts';
import { consume, type Limit, releaseAttempt, reserveAttempt } from '../rate-limit/rate-limit.service.ts';
import { assertNotCommonPassword } from '../users/common-passwords.ts';
import { createUser } from '../users/create-user.service.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../users/passwords.ts';
import { presentAuthUser } from '../users/user-presenter.ts';
import { findUserByEmail, findUserById } from '../users/users.service.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { sendEmailVerification } from './account-recovery.service.ts';
import { sessions } from './auth.tables.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not turn into a write per request. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
export type SessionMeta = { userAgent?: string | undefined };
export type AuthenticatedSession = { user: UserRow; sessionId: number };

/**
 * What `request.auth` holds: the session `findSessionByToken` found for the request's token, which
 * buildApp hands to http/auth.ts as its lookup. Declared here rather than in http/, which imports no
 * feature (decision 0045).
 */
declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
}

export async function createSession(db: Database, config: Config, userId: number, meta: SessionMeta = {}) {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + config.SESSION_TTL_DAYS * DAY_MS),
      userAgent: meta.userAgent?.slice(0, 255),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id };
}

/** The user behind a bearer token, or undefined when it is unknown, expired or the account is disabled. */
export async function findSessionByToken(
  db: Database,
  config: Config,
  token: string,
): Promise<AuthenticatedSession | undefined> {
  const now = new Date();
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
  if (!found) return undefined;
  if (now.getTime() - found.session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + config.SESSION_TTL_DAYS * DAY_MS) })
      .where(eq(sessions.id, found.session.id));
  }
  return { user: found.user, sessionId: found.session.id };
}

export async function registerClimber(
  db: Database,
  config: Config,
  input: z.output<typeof RegisterClimberSchema>,
  meta: SessionMeta & { ip: string },
) {
  // Counted before anything else: each call can send a verification email or tell whether an address
  // has an account, so one client may not do either in bulk.
  await consume(db, { key: `sign-up:ip:${meta.ip}`, max: config.SIGN_UPS_PER_IP_PER_HOUR, windowSeconds: 60 * 60 });
  return createUser(
    db,
    {
      role: 'climber',
      email: input.email,
      name: input.name,
      phoneNumber: input.phone_number,
      password: input.password,
      newsletter: input.newsletter,
    },
    {
      afterInsert: async (tx, user) => {
        await sendEmailVerification(tx, config, user);
        const { token } = await createSession(tx, config, user.id, meta);
        return { token, user: presentAuthUser(user) };
      },
    },
  );
}

const HOUR_SECONDS = 60 * 60;

/**
 * Sign-in failures are limited per client IP and account first: that is the attacker's own budget, so
 * the owner signing in from another address is not locked out. Repeat offenders wait longer (the same
 * pair gets twice the failures over four windows, four times over 96). The per-IP limit bounds one
 * client trying many accounts; the per-account limit, high enough that one client cannot reach it,
 * bounds guessing spread over many addresses.
 *
 * The IP never contains `|`, so `ip|email` cannot be forged to name another client's pair.
 */
function signInLimits(config: Config, email: string, ip: string): Limit[] {
  const window = config.SIGN_IN_WINDOW_SECONDS;
  const perPair = config.SIGN_IN_FAILURES_PER_EMAIL;
  const pair = `${ip}|${email}`;
  return [
    // Longest first, so a refusal's Retry-After names the longest wait that applies.
    { key: `sign-in:ip-account:${96 * window}:${pair}`, max: 4 * perPair, windowSeconds: 96 * window },
    { key: `sign-in:ip-account:${4 * window}:${pair}`, max: 2 * perPair, windowSeconds: 4 * window },
    { key: `sign-in:ip-account:${window}:${pair}`, max: perPair, windowSeconds: window },
    { key: `sign-in:ip:${ip}`, max: config.SIGN_IN_FAILURES_PER_IP, windowSeconds: window },
    { key: `sign-in:account:${email}`, max: config.SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR, windowSeconds: HOUR_SECONDS },
  ];
}

/**
 * Every attempt takes its place under the limits before the password is checked (429 + Retry-After when
 * there is none left), so parallel guesses cannot all slip through; a success gives its place back, so
 * only failures are counted.
 */
export async function signIn(
  db: Database,
  config: Config,
  input: z.output<typeof SignInSchema>,
  meta: SessionMeta & { ip: string },
) {
  const reservations = await reserveAttempt(db, signInLimits(config, input.email, meta.ip));

  const user = await findUserByEmail(db, input.email);
  let passwordMatches = false;
  if (user?.passwordHash) passwordMatches = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !passwordMatches || user.disabledAt) throw unauthorized('bad_credentials');

  await releaseAttempt(db, reservations);
  if (!mayHoldSession(user)) throw new DomainError('guide_not_approved');
  const { token } = await createSession(db, config, user.id, meta);
  return { token, user: presentAuthUser(user) };
}

/** Wrong guesses of the signed-in user's own password, before a password or email change. */
const CURRENT_PASSWORD_LIMIT = { max: 5, windowSeconds: 15 * 60 };
/**
 * A stolen session must not be enough to take an account over, so changing the password or the email
 * needs the current password. Guesses are counted per user before checking (429 past the limit); the
 * right password gives its place back.
 */
export async function confirmCurrentPassword(db: Database, userId: number, password: string | undefined) {
  const user = await findUserById(db, userId);
  if (!user?.passwordHash) throw new FieldValidationError({ current_password: ['no_password_yet'] });
  if (!password) throw new FieldValidationError({ current_password: ['current_password_required'] });
  const reservations = await reserveAttempt(db, [
    { key: `current-password:user:${userId}`, ...CURRENT_PASSWORD_LIMIT },
  ]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new FieldValidationError({ current_password: ['current_password_wrong'] });
  }
  await releaseAttempt(db, reservations);
  return user;
}

export async function logout(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** A password change keeps the current session and signs every other device out. */
export async function updatePassword(
  db: Database,
  actor: AuthenticatedSession,
  audit: AuditContext,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const user = await confirmCurrentPassword(db, actor.user.id, input.current_password);
  assertNotCommonPassword('new_password', input.new_password);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, actor.sessionId)));
    // A staff account's own password is part of who may act on others' data: the change is recorded.
    if (isStaffRole(user.role)) {
      await recordAuditEntry(tx, audit, {
        action: 'account.password_changed',
        target: { type: 'user', id: user.id, label: user.name, email: user.email },
      });
    }
  });
}
