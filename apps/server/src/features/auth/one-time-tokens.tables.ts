import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Single-use links sent by email: verify the address (24 h), reset the password (1 h), create the
 * guide login from the invitation (7 days). Only the SHA-256 of the token is stored.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_verification', 'password_reset', 'guide_invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_unique').on(table.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);
