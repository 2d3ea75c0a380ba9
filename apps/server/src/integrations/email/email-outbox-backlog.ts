import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from './email-outbox.tables.ts';

/** Counts stop here: past it the figure reads "at least", and the query stays a short index walk. */
export const OUTBOX_COUNT_CAP = 10_000;

export type OutboxBacklog = {
  /** Emails waiting to be sent (due or waiting for a retry), up to OUTBOX_COUNT_CAP. */
  pending: number;
  /** Emails given up after the last retry, left for an operator, up to OUTBOX_COUNT_CAP. */
  failed: number;
  /** How long the most overdue pending email has been due, on the database's clock; 0 when none is. */
  oldestDueSeconds: number;
};

/**
 * The outbox's backlog for the metrics, in one query that only walks the (status, next_attempt_at)
 * index: bounded counts and the earliest due time, so a scrape costs the same with 10 or 10 million
 * sent emails in the table. Time is the database's, like the leases (instances' clocks differ).
 */
export async function readOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const result = await db.execute(sql`
    select
      (select count(*) from (
        select 1 from ${emailOutbox} where status = 'pending' limit ${OUTBOX_COUNT_CAP}
      ) as pending)::int as pending,
      (select count(*) from (
        select 1 from ${emailOutbox} where status = 'failed' limit ${OUTBOX_COUNT_CAP}
      ) as failed)::int as failed,
      coalesce(greatest(0, extract(epoch from now() - (
        select min(next_attempt_at) from ${emailOutbox} where status = 'pending'
      ))), 0)::float8 as oldest_due_seconds`);
  const [row] = (result as unknown as { rows: Array<{ pending: number; failed: number; oldest_due_seconds: number }> })
    .rows;
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestDueSeconds: Number(row?.oldest_due_seconds ?? 0),
  };
}
