import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { rateLimitCounters } from './rate-limit.tables.ts';

export type Limit = { key: string; max: number; windowSeconds: number };

function windowStartFor(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

function secondsUntilWindowEnds(now: Date, windowSeconds: number): number {
  const end = windowStartFor(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** Refuses with 429 + Retry-After when the key has already used its window. Does not count. */
export async function assertUnderLimit(db: Database, limit: Limit, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, limit.key),
        eq(rateLimitCounters.windowStart, windowStartFor(now, limit.windowSeconds)),
      ),
    );
  if (row && row.hits >= limit.max) throw tooManyRequests(secondsUntilWindowEnds(now, limit.windowSeconds));
}

/** Counts one hit atomically (one upsert), so concurrent requests on several instances add up exactly. */
export async function recordHit(db: Database, limit: Limit, now = new Date()): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: limit.key, windowStart: windowStartFor(now, limit.windowSeconds), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? 1;
}

/** Counts one hit and refuses when it goes over the limit (for calls limited on every attempt). */
export async function consume(db: Database, limit: Limit, now = new Date()): Promise<void> {
  const hits = await recordHit(db, limit, now);
  if (hits > limit.max) throw tooManyRequests(secondsUntilWindowEnds(now, limit.windowSeconds));
}

/** Old windows are dead weight; dropped opportunistically. */
export async function pruneExpiredCounters(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, olderThan));
}
