import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { databaseNowPlus, heldBy, leaseDueRows, type RowClaim, whileHoldingLease } from '../../db/lease-due-rows.ts';
import type { EmailMessage } from './email-message.ts';
import { emailOutbox } from './email-outbox.tables.ts';
import type { EmailTransport } from './email-transport.ts';

/** After this many failed attempts a message is marked failed and left for an operator. */
export const MAX_EMAIL_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Queues an email. Call it with the use case's transaction handle so the mail exists exactly when the
 * change that caused it commits. A dedupe key makes a repeated call queue nothing.
 */
export async function enqueueEmail(db: Database, message: EmailMessage, dedupeKey?: string): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      dedupeKey,
    })
    .onConflictDoNothing();
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * How long a claim on one message lasts before another instance may take it, on the database's clock.
 * It is renewed every third of that while the message is being sent, so it bounds only how long a
 * message waits after its worker died, never how long a send may take.
 */
export const EMAIL_LEASE_MS = 60_000;

/** Pauses between tries to record a sent message while the database is away (a failover's seconds). */
const RECORD_RETRY_PAUSES_MS = [500, 1_000, 2_000, 4_000];

export type OutboxDependencies = { db: Database; transport: EmailTransport; log?: FastifyBaseLogger };

/**
 * One pass of the worker: sends up to `limit` due messages, one claim per message, and reschedules
 * failures with back-off. Returns how many were sent.
 *
 * Claiming one message at a time (not a batch) means a slow mail server holds only the message being
 * sent: the other instances take the next ones instead of waiting for a batch's lease to run out, and
 * no lease has to guess how long twenty sends take. The outcome is written only under the claim's
 * token, so a worker that lost its claim never overwrites what the new holder does.
 */
export async function deliverDueEmails(
  deps: OutboxDependencies,
  options: { limit?: number; leaseMs?: number } = {},
): Promise<number> {
  const { db } = deps;
  const limit = options.limit ?? 20;
  const leaseMs = options.leaseMs ?? EMAIL_LEASE_MS;
  let sent = 0;
  for (let taken = 0; taken < limit; taken += 1) {
    const [claim] = await leaseDueRows(db, emailOutbox, { limit: 1, leaseMs });
    if (!claim) break;
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, claim.id));
    if (!row) continue;
    if (await deliverClaimed(deps, row, claim, leaseMs)) sent += 1;
  }
  return sent;
}

/** Sends one claimed message and records the outcome; true when it was sent. */
async function deliverClaimed(
  { db, transport, log }: OutboxDependencies,
  row: OutboxRow,
  claim: RowClaim,
  leaseMs: number,
): Promise<boolean> {
  try {
    await whileHoldingLease(
      db,
      emailOutbox,
      claim,
      leaseMs,
      () =>
        transport.send(
          { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody },
          { messageKey: messageKeyOf(row) },
        ),
      (reason) =>
        log?.warn(
          { emailId: row.id, err: reason === 'lost' ? undefined : reason },
          reason === 'lost'
            ? 'email outbox: the claim on a message being sent was taken by another worker'
            : 'email outbox: could not renew the claim on a message being sent',
        ),
    );
  } catch (error) {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await recordOutcome(db, log, row, claim, {
      attempts,
      status: attempts >= MAX_EMAIL_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: databaseNowPlus(retryDelayMs(attempts)),
      lastError: message.slice(0, 500),
    });
    return false;
  }
  await recordOutcome(db, log, row, claim, {
    status: 'sent',
    sentAt: sql`now()`,
    attempts: row.attempts + 1,
    lastError: null,
  });
  return true;
}

/**
 * Writes the outcome of a send, only while the claim is still this worker's, and releases the claim.
 * A database that is away for a few seconds is waited for: a sent message whose `sent` is lost would
 * be sent again once its lease runs out.
 */
async function recordOutcome(
  db: Database,
  log: FastifyBaseLogger | undefined,
  row: OutboxRow,
  claim: RowClaim,
  outcome: PgUpdateSetSource<typeof emailOutbox>,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const written = await db
        .update(emailOutbox)
        .set({ ...outcome, lockedUntil: null, claimToken: null })
        .where(heldBy(claim))
        .returning({ id: emailOutbox.id });
      if (written.length === 0) {
        log?.warn(
          { emailId: row.id, outcome: outcome.status },
          'email outbox: another worker holds this message now; its outcome here is not recorded',
        );
      }
      return;
    } catch (error) {
      const pause = RECORD_RETRY_PAUSES_MS[attempt];
      if (pause === undefined) {
        log?.error(
          { err: error, emailId: row.id, outcome: outcome.status },
          outcome.status === 'sent'
            ? 'email outbox: a message was sent but could not be marked sent; it will be sent again when its claim runs out'
            : 'email outbox: the outcome of a send could not be recorded',
        );
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Names one message for good: the same Message-ID on every attempt, unique across databases. */
function messageKeyOf(row: OutboxRow): string {
  return `outbox-${row.id}.${row.createdAt.getTime()}`;
}

/**
 * What waits in the outbox, on the database's clock: messages due now, the oldest due one's age, and
 * messages given up on. For an operator's metrics.
 */
export async function outboxBacklog(
  db: Database,
): Promise<{ due: number; waiting: number; failed: number; oldestDueSeconds: number }> {
  const result = await db.execute(sql`
    select
      count(*) filter (where status = 'pending' and next_attempt_at <= now())::int as due,
      count(*) filter (where status = 'pending' and next_attempt_at > now())::int as waiting,
      count(*) filter (where status = 'failed')::int as failed,
      coalesce(extract(epoch from now() - min(next_attempt_at) filter (where status = 'pending' and next_attempt_at <= now())), 0)::float as oldest
    from ${emailOutbox}
    where status <> 'sent'`);
  const [row] = (result as unknown as { rows: Array<{ due: number; waiting: number; failed: number; oldest: number }> })
    .rows;
  return {
    due: Number(row?.due ?? 0),
    waiting: Number(row?.waiting ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestDueSeconds: Number(row?.oldest ?? 0),
  };
}

/** The dev mailbox: newest first. */
export async function listMailbox(db: Database, limit = 100) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);
}

export async function findMailTo(db: Database, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to)))
    .orderBy(desc(emailOutbox.id));
}
