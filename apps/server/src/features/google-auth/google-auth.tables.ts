import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** An external sign-in bound to a user by (issuer, subject), never by email alone. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_unique').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * In-flight authorization requests (state, nonce, PKCE verifier) kept in the database so the callback
 * may land on any instance; single use, short-lived.
 */
export const oidcLoginStates = pgTable('oidc_login_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
