import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeTokens } from './one-time-tokens.tables.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

const HOUR_MS = 60 * 60 * 1000;
/** Lifetimes (decision 0008): verification 24 h, reset 1 h, guide invitation 7 days. */
export const TOKEN_LIFETIME_MS: Record<OneTimePurpose, number> = {
  email_verification: 24 * HOUR_MS,
  password_reset: HOUR_MS,
  guide_invitation: 7 * 24 * HOUR_MS,
};

/** A new link for the purpose; earlier unused links of the same purpose stop working. */
export async function issueOneTimeToken(
  db: Database,
  userId: number,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const token = newOpaqueToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses a link up atomically (one UPDATE … RETURNING), so two clicks racing cannot both succeed.
 * Returns the user id, or undefined for an unknown, used, expired or wrong-purpose token.
 */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<number | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Reads without using up (the guide sign-up checks the email before setting a password). */
export async function peekOneTimeToken(db: Database, token: string, purpose: OneTimePurpose, now = new Date()) {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  return row?.userId;
}
