import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** Stored notifications: created by the use cases, listed in GET /api/user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. new_guide_signup, booking_requested, booking_accepted. */
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    /** What a click opens: the guide, the event, the booking. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    // The bell's unread count reads only the unread rows.
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
