import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every provider event applied once. `event_id` catches replays and retried deliveries; `dedupe_key`
 * catches the same fact arriving twice under different ids (a checkout completed once by the
 * reconciler, then by its late webhook). The row is written in the transaction of the event's effect,
 * so "recorded" and "applied" cannot diverge.
 */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    type: text('type').notNull(),
    /** The session, account or charge the event is about. */
    objectId: text('object_id'),
    /** The connected account of a Connect event. */
    accountId: text('account_id'),
    source: text('source', { enum: ['webhook', 'reconciler'] }).notNull(),
    /** False while no feature handles the type yet: stored and acknowledged only. */
    handled: boolean('handled').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('processed_webhook_events_event_unique').on(table.eventId),
    uniqueIndex('processed_webhook_events_dedupe_unique').on(table.dedupeKey),
    index('processed_webhook_events_type_idx').on(table.type, table.processedAt),
  ],
);

/**
 * Leases for periodic jobs that must run on one instance at a time: taking one is a single conditional
 * UPDATE, so any number of instances may try and exactly one wins until the lease runs out.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  holder: text('holder').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
