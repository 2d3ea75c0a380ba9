import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Every event pushed to a user's live stream, kept a day so a client that reconnects gets what it
 * missed (Last-Event-ID). Written in the use case's transaction; a NOTIFY naming the row tells every
 * server instance, which reads the row and writes it to that user's open streams.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A RealtimeEvent kind (packages/shared/src/realtime-events.ts). */
    kind: text('kind').notNull(),
    /** The whole RealtimeEvent, as sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('realtime_events_user_id_idx').on(table.userId, table.id),
    index('realtime_events_created_idx').on(table.createdAt),
  ],
);
