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

/** One attempt counted in advance on one limit's current window, so it can be given back later. */
export type Reservation = { key: string; windowStart: Date };

/**
 * Counts one attempt on every limit, in order, BEFORE the guarded work runs: each count is one atomic
 * upsert, so however many requests arrive together, at most `max` of them get a place in a window. A
 * check made first and a count made after the work would let every parallel request through the check.
 *
 * Refuses with 429 + Retry-After on the first limit that is full, and then gives back every place this
 * call took (on the full limit too): a refused attempt costs nothing on the broader limits after it, so
 * a client stopped by its own narrow limit cannot use up a limit shared with others.
 */
export async function reserveAttempt(db: Database, limits: Limit[], now = new Date()): Promise<Reservation[]> {
  const taken: Reservation[] = [];
  for (const limit of limits) {
    const reservation = { key: limit.key, windowStart: windowStartFor(now, limit.windowSeconds) };
    const hits = await recordHit(db, limit, now);
    taken.push(reservation);
    if (hits > limit.max) {
      await releaseAttempt(db, taken);
      throw tooManyRequests(secondsUntilWindowEnds(now, limit.windowSeconds));
    }
  }
  return taken;
}

/** Gives back places taken by reserveAttempt (e.g. a sign-in that succeeded is no failure to count). */
export async function releaseAttempt(db: Database, reservations: Reservation[]): Promise<void> {
  for (const { key, windowStart } of reservations) {
    await db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
  }
}

/** Old windows are dead weight; dropped opportunistically. */
export async function pruneExpiredCounters(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, olderThan));
}
