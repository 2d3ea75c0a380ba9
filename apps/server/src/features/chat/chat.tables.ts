import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from '../events/events.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * One conversation between two users, stored once for the pair (lower id first). It keeps what the
 * Chats list needs (the last message, each side's unread count, who blocked whom), so listing a
 * user's conversations is one index scan whatever the number of messages.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: serial('id').primaryKey(),
    lowUserId: integer('low_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highUserId: integer('high_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastPreview: text('last_preview').notNull().default(''),
    /** Messages not yet read by the low / high user. */
    unreadForLow: integer('unread_for_low').notNull().default(0),
    unreadForHigh: integer('unread_for_high').notNull().default(0),
    blockedByLow: boolean('blocked_by_low').notNull().default(false),
    blockedByHigh: boolean('blocked_by_high').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_threads_pair_idx').on(table.lowUserId, table.highUserId),
    index('chat_threads_low_recent_idx').on(table.lowUserId, table.lastMessageAt),
    index('chat_threads_high_recent_idx').on(table.highUserId, table.lastMessageAt),
    check('chat_threads_pair_order', sql`${table.lowUserId} < ${table.highUserId}`),
    check('chat_threads_unread_non_negative', sql`${table.unreadForLow} >= 0 and ${table.unreadForHigh} >= 0`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The course a climber asked about before booking (the course panel's "Message the guide"). */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the recipient was emailed about it, having left it unread too long (once per message). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_thread_idx').on(table.threadId, table.id),
    // The unread-message email job scans only messages still waiting for it.
    index('chat_messages_unread_email_idx')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null and ${table.emailedAt} is null`),
  ],
);
