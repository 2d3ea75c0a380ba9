import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through POST /api/contactform, kept even when the mail to support is delayed. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** Optional: the spec's Ask a Question form sends only email and message. */
    name: text('name'),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** What the spec's client sends along (§7): the visitor's status and the event they asked about. */
    userStatus: text('user_status'),
    eventId: integer('event_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
