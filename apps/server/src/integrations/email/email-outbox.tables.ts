import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every email is written here in the transaction of the use case that causes it, then delivered by a
 * background worker with retries; a slow or failing mail server never blocks or fails a request.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** pending → sent, or failed after the last retry. */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A worker that claimed the row holds it until then, on the database's clock (renewed while it
     * sends); another instance skips it until the lease runs out.
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Written by each claim: the outcome of a send is recorded only by the worker whose claim this still is. */
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    /** Optional idempotency key so a retried use case cannot queue the same email twice. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('email_outbox_dedupe_unique').on(table.dedupeKey),
  ],
);
