import type { RegisterClimberSchema, SignInSchema } from '@cordee/shared/auth.contracts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { FieldValidationError, unauthorized } from '../../http/errors.ts';
import { assertUnderLimit, type Limit, recordHit } from '../rate-limit/rate-limit.service.ts';
import { presentAuthUser } from '../users/user-presenter.ts';
import { findUserByEmail, findUserById, isUniqueViolation, pickAvatarColor } from '../users/users.service.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { sendEmailVerification } from './account-recovery.service.ts';
import { sessions } from './auth.tables.ts';
import { assertNotCommonPassword } from './common-passwords.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not turn into a write per request. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const EMAIL_TAKEN = 'The email has already been taken.';
const BAD_CREDENTIALS = 'These credentials do not match our records.';

export type SessionMeta = { userAgent?: string | undefined };
export type AuthenticatedSession = { user: UserRow; sessionId: number };

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
  meta: SessionMeta,
) {
  assertNotCommonPassword('password', input.password);
  if (await findUserByEmail(db, input.email)) throw new FieldValidationError({ email: [EMAIL_TAKEN] });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'climber',
          email: input.email,
          name: input.name,
          phoneNumber: input.phone_number,
          passwordHash,
          color: pickAvatarColor(),
          newsletter: input.newsletter,
        })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      await sendEmailVerification(tx, config, user);
      const { token } = await createSession(tx, config, user.id, meta);
      return { token, user: presentAuthUser(user) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldValidationError({ email: [EMAIL_TAKEN] });
    throw error;
  }
}

function signInLimits(config: Config, email: string, ip: string): Limit[] {
  const windowSeconds = config.SIGN_IN_WINDOW_SECONDS;
  return [
    { key: `sign-in:email:${email}`, max: config.SIGN_IN_FAILURES_PER_EMAIL, windowSeconds },
    { key: `sign-in:ip:${ip}`, max: config.SIGN_IN_FAILURES_PER_IP, windowSeconds },
  ];
}

/**
 * Failed attempts are counted per account and per client IP; an account over its limit is refused
 * (429) before its password is even checked, and other accounts are not affected.
 */
export async function signIn(
  db: Database,
  config: Config,
  input: z.output<typeof SignInSchema>,
  meta: SessionMeta & { ip: string },
) {
  const limits = signInLimits(config, input.email, meta.ip);
  for (const limit of limits) await assertUnderLimit(db, limit);

  const user = await findUserByEmail(db, input.email);
  let passwordMatches = false;
  if (user?.passwordHash) passwordMatches = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !passwordMatches || user.disabledAt) {
    for (const limit of limits) await recordHit(db, limit);
    throw unauthorized(BAD_CREDENTIALS);
  }
  const { token } = await createSession(db, config, user.id, meta);
  return { token, user: presentAuthUser(user) };
}

export async function logout(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** A password change keeps the current session and signs every other device out. */
export async function updatePassword(
  db: Database,
  actor: AuthenticatedSession,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const user = await findUserById(db, actor.user.id);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new FieldValidationError({ current_password: ['The current password is incorrect.'] });
  }
  assertNotCommonPassword('new_password', input.new_password);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, actor.sessionId)));
  });
}
