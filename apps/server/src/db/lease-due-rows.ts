import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * The work-queue pattern shared by the email outbox and the sandbox's webhook deliveries. The table
 * needs the columns `id`, `status`, `next_attempt_at`, `locked_until` and `claim_token`.
 *
 * Every time is the database's (`now()` in SQL), never the instance's: instances' clocks differ, and
 * an instance whose clock ran ahead would take rows another still holds (issue 28: emails sent twice).
 */

/** One worker's hold on one row: the token its claim wrote into `claim_token`. */
export type RowClaim = { id: number; token: string };

/** `now() + ms` on the database's clock. */
export function databaseNowPlus(ms: number): SQL {
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}

/**
 * Claims up to `limit` rows that are `pending`, due and not leased by someone else, for `leaseMs`.
 * `FOR UPDATE SKIP LOCKED` keeps two instances from taking the same row at once; the lease frees a row
 * again if its worker dies; the claim token tells a late worker that its row was taken since.
 */
export async function leaseDueRows(
  db: Database,
  table: PgTable,
  options: { limit: number; leaseMs: number },
): Promise<RowClaim[]> {
  const token = randomUUID();
  const result = await db.execute(sql`
    update ${table} set locked_until = ${databaseNowPlus(options.leaseMs)}, claim_token = ${token}
    where id in (
      select id from ${table}
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by id limit ${options.limit}
      for update skip locked
    )
    returning id`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => ({ id: Number(row.id), token }));
}

/**
 * Extends a claim for another `leaseMs` while its work goes on. False when the row is no longer this
 * claim's: the lease ran out and another worker claimed it, or the outcome is already recorded.
 */
export async function renewLease(db: Database, table: PgTable, claim: RowClaim, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update ${table} set locked_until = ${databaseNowPlus(leaseMs)}
    where id = ${claim.id} and claim_token = ${claim.token} and status = 'pending'
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Renews the claim every third of its lease while `work` runs, so a lease never has to outlast the
 * slowest send. `onLost` hears once if the claim was lost meanwhile (another worker took the row).
 */
export async function whileHoldingLease<T>(
  db: Database,
  table: PgTable,
  claim: RowClaim,
  leaseMs: number,
  work: () => Promise<T>,
  onRenewalFailed: (reason: 'lost' | Error) => void,
): Promise<T> {
  let reported = false;
  const report = (reason: 'lost' | Error) => {
    if (reported) return;
    reported = true;
    onRenewalFailed(reason);
  };
  const timer = setInterval(() => {
    renewLease(db, table, claim, leaseMs).then(
      (held) => {
        if (!held) report('lost');
      },
      (error: unknown) => report(error instanceof Error ? error : new Error(String(error))),
    );
  }, leaseMs / 3);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** The SQL condition "this claim still holds the row", for the UPDATE that records the outcome. */
export function heldBy(claim: RowClaim): SQL {
  return sql`id = ${claim.id} and claim_token = ${claim.token}`;
}
