import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobLeases } from './webhooks.tables.ts';

/** Names this process when it holds a lease (for an operator reading the table). */
const HOLDER = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Takes the named lease until `now + ttlMs` when nobody holds it (or theirs ran out). One atomic
 * upsert, so of several instances trying at once exactly one gets `true`.
 */
export async function claimJobLease(db: Database, name: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const until = new Date(now.getTime() + ttlMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, lockedUntil: until, holder: HOLDER, updatedAt: now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { lockedUntil: until, holder: HOLDER, updatedAt: now },
      setWhere: sql`${jobLeases.lockedUntil} <= ${now.toISOString()}`,
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}
