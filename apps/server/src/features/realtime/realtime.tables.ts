import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Every event pushed to a user's live stream, kept a day so a client that reconnects gets what it
 * missed (Last-Event-ID). Written in the use case's transaction; a NOTIFY naming the row tells every
 * server instance, which reads the row and writes it to that user's open streams.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    /** Names the row (the NOTIFY's payload); handed out at INSERT, so NOT in commit order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The event's place in commit order: what streams send as their `id:` and clients resume from. Null
     * until the writing transaction commits: a deferred trigger (migration 0021) takes it from the
     * `realtime_event_positions` sequence under a transaction-level advisory lock at COMMIT, so every
     * event committed later has a greater position (decision 0028, issue 28).
     */
    position: bigint('position', { mode: 'number' }),
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
    uniqueIndex('realtime_events_position_idx').on(table.position),
    index('realtime_events_user_position_idx').on(table.userId, table.position),
    index('realtime_events_created_idx').on(table.createdAt),
  ],
);
