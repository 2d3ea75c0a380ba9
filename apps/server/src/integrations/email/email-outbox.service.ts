import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leaseDueRowIds } from '../../db/lease-due-rows.ts';
import type { EmailMessage } from './email-message.ts';
import { emailOutbox } from './email-outbox.tables.ts';
import type { EmailTransport } from './email-transport.ts';

/** After this many failed attempts a message is marked failed and left for an operator. */
export const MAX_EMAIL_ATTEMPTS = 10;
const LEASE_SECONDS = 120;

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

/** Leases due messages (see leaseDueRowIds). */
async function claimDueEmails(db: Database, now: Date, limit: number): Promise<OutboxRow[]> {
  const ids = await leaseDueRowIds(db, emailOutbox, now, limit, LEASE_SECONDS);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(emailOutbox)
    .where(
      sql`${emailOutbox.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(emailOutbox.id);
}

/** One pass of the worker: delivers what is due, reschedules failures with back-off. Returns how many were sent. */
export async function deliverDueEmails(
  db: Database,
  transport: EmailTransport,
  now = new Date(),
  limit = 20,
): Promise<number> {
  const due = await claimDueEmails(db, now, limit);
  let sent = 0;
  for (const row of due) {
    try {
      await transport.send({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(emailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_EMAIL_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          lockedUntil: null,
          lastError: message.slice(0, 500),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return sent;
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
