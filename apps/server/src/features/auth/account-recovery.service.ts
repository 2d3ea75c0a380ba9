import { mayHoldSession } from '@cordee/shared/access-policy';
import type {
  ForgotPasswordSchema,
  RequestVerificationEmailSchema,
  ResetPasswordSchema,
} from '@cordee/shared/auth.contracts';
import type { Notice } from '@cordee/shared/notice-codes';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { FieldValidationError, tooManyRequests } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import { consume, reserveAttempt } from '../rate-limit/rate-limit.service.ts';
import { assertNotCommonPassword } from '../users/common-passwords.ts';
import { hashPassword } from '../users/passwords.ts';
import { findUserByEmail, findUserById } from '../users/users.service.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { resetPasswordMessage, verifyEmailMessage } from './account-emails.ts';
import { sessions } from './auth.tables.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.service.ts';
import { oneTimeTokens } from './one-time-tokens.tables.ts';

const WINDOW_SECONDS = 15 * 60;

/**
 * The limits of an anonymous "email me a link" request: per client IP and email first (the requester's
 * own budget, so someone else asking for your address does not block you), per IP, and per email over
 * an hour to bound the mail one address can receive.
 */
function emailRequestLimits(kind: string, ip: string, email: string, perEmailPerHour: number) {
  return [
    // An IP never contains `|`, so the pair cannot be forged to name another client's.
    { key: `${kind}:ip-email:${ip}|${email}`, max: 5, windowSeconds: WINDOW_SECONDS },
    { key: `${kind}:ip:${ip}`, max: 60, windowSeconds: WINDOW_SECONDS },
    { key: `${kind}:email:${email}`, max: perEmailPerHour, windowSeconds: 60 * 60 },
  ];
}

/**
 * Always the same answer, known email or not. Limited per client IP and email first (the
 * requester's own budget, so someone else asking for your address does not block your own reset), per
 * IP, and per email over an hour to bound the mail one address can receive. Unknown emails are counted
 * too, so a 429 reveals nothing either.
 */
export async function requestPasswordReset(
  db: Database,
  config: Config,
  input: z.output<typeof ForgotPasswordSchema>,
  ip: string,
): Promise<Notice> {
  await reserveAttempt(db, emailRequestLimits('forgot', ip, input.email, 20));
  const user = await findUserByEmail(db, input.email);
  if (user && mayResetPassword(user)) {
    await db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, user.id, 'password_reset');
      await enqueueEmail(tx, resetPasswordMessage(config, user, token));
    });
  }
  return { code: 'password_reset_requested' };
}

/**
 * A guide's first password comes only from the invitation sent on approval, so a guide without one
 * (an applicant under review above all) gets no reset link. A climber who signed up with Google has no
 * password either, and may set one this way (it is needed to change their email).
 */
function mayResetPassword(user: UserRow): boolean {
  if (!mayHoldSession(user)) return false;
  return user.passwordHash !== null || user.role === 'climber';
}

/** Sets the new password and ends every session of the user (a reset means the old one may be known). */
export async function resetPassword(
  db: Database,
  input: z.output<typeof ResetPasswordSchema>,
  ip: string,
): Promise<Notice> {
  await consume(db, { key: `reset:ip:${ip}`, max: 30, windowSeconds: WINDOW_SECONDS });
  assertNotCommonPassword('password', input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, input.token, 'password_reset');
    if (userId === undefined) throw new FieldValidationError({ token: ['reset_link_invalid'] });
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  return { code: 'password_reset' };
}

/** Queues the verification email; called in the sign-up transaction. */
export async function sendEmailVerification(
  db: Database,
  config: Config,
  user: { id: number; email: string; name: string },
) {
  const token = await issueOneTimeToken(db, user.id, 'email_verification');
  await enqueueEmail(db, verifyEmailMessage(config, user, token));
}

export async function verifyEmail(db: Database, token: string, ip: string) {
  await consume(db, { key: `verify:ip:${ip}`, max: 30, windowSeconds: WINDOW_SECONDS });
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'email_verification');
    if (userId === undefined) throw new FieldValidationError({ token: ['verification_link_invalid'] });
    await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    return { status: 'success' as const, ...noticeOf('email_verified') };
  });
}

/** A new verification link at most this often per account: a second click must not send a second email. */
export const VERIFICATION_LINK_COOLDOWN_SECONDS = 60;

/**
 * Sends a new verification link unless one went out less than the cooldown ago; answers the seconds
 * left when it did not send. The user's row is locked first, so two requests at once cannot both see
 * no recent link and both send one.
 */
async function sendVerificationUnlessRecent(
  db: Database,
  config: Config,
  userId: number,
  now = new Date(),
): Promise<{ sent: true } | { sent: false; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { sent: false, retryAfterSeconds: VERIFICATION_LINK_COOLDOWN_SECONDS };
    const [latest] = await tx
      .select({ at: max(oneTimeTokens.createdAt) })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'email_verification')));
    const elapsedMs = latest?.at ? now.getTime() - latest.at.getTime() : Number.POSITIVE_INFINITY;
    const cooldownMs = VERIFICATION_LINK_COOLDOWN_SECONDS * 1000;
    if (elapsedMs < cooldownMs) return { sent: false, retryAfterSeconds: Math.ceil((cooldownMs - elapsedMs) / 1000) };
    await sendEmailVerification(tx, config, user);
    return { sent: true };
  });
}

/** A signed-in user whose link expired asks for a new one: at most one a minute, five an hour. */
export async function resendEmailVerification(db: Database, config: Config, userId: number): Promise<Notice> {
  await consume(db, { key: `verify-resend:user:${userId}`, max: 5, windowSeconds: 60 * 60 });
  const user = await findUserById(db, userId);
  if (!user) return { code: 'verification_nothing_to_send' };
  if (user.emailVerifiedAt) return { code: 'email_already_verified' };
  const result = await sendVerificationUnlessRecent(db, config, user.id);
  if (!result.sent) throw tooManyRequests(result.retryAfterSeconds, 'verification_link');
  return { code: 'verification_link_sent' };
}

/**
 * Someone who is not signed in (their link failed) asks for a new link by email. The answer is the same
 * whether or not an account exists, is verified or was sent a link a moment ago, so it reveals nothing;
 * the limits mirror forgot-password's and count unknown emails too.
 */
export async function requestEmailVerification(
  db: Database,
  config: Config,
  input: z.output<typeof RequestVerificationEmailSchema>,
  ip: string,
): Promise<Notice> {
  await reserveAttempt(db, emailRequestLimits('verify-request', ip, input.email, 10));
  const user = await findUserByEmail(db, input.email);
  // An applicant under review has no login yet: their address is verified by the invitation.
  if (user && mayHoldSession(user) && !user.emailVerifiedAt) {
    await sendVerificationUnlessRecent(db, config, user.id);
  }
  return { code: 'verification_requested' };
}
