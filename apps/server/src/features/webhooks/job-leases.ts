import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { databaseNowPlus } from '../../db/lease-due-rows.ts';
import { jobLeases } from './webhooks.tables.ts';

/** Names this process when it holds a lease (for an operator reading the table). */
const HOLDER = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Takes the named lease for `ttlMs` when nobody holds it (or theirs ran out). One atomic upsert, so of
 * several instances trying at once exactly one gets `true`. Timed on the database's clock: an instance
 * whose clock runs ahead would otherwise take a lease another still holds.
 */
export async function claimJobLease(db: Database, name: string, ttlMs: number): Promise<boolean> {
  const until = databaseNowPlus(ttlMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, lockedUntil: until, holder: HOLDER, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { lockedUntil: until, holder: HOLDER, updatedAt: sql`now()` },
      setWhere: sql`${jobLeases.lockedUntil} <= now()`,
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}
