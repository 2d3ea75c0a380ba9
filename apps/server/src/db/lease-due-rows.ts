import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * The work-queue pattern shared by the email outbox and the sandbox's webhook deliveries: leases up to
 * `limit` rows that are `pending`, due (`next_attempt_at <= now`) and not leased by someone else, and
 * returns their ids. `FOR UPDATE SKIP LOCKED` keeps two instances from taking the same row; the lease
 * (`locked_until`) frees a row again if its worker dies. The table needs the columns `id`, `status`,
 * `next_attempt_at` and `locked_until`.
 */
export async function leaseDueRowIds(
  db: Database,
  table: PgTable,
  now: Date,
  limit: number,
  leaseSeconds: number,
): Promise<number[]> {
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const result = await db.execute(sql`
    update ${table} set locked_until = ${leaseUntil}
    where id in (
      select id from ${table}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        and (locked_until is null or locked_until < ${now.toISOString()})
      order by id limit ${limit}
      for update skip locked
    )
    returning id`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}
