import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { plans } from '../plans/plans.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A user's subscription to a paid plan, kept in step with the payment provider's subscription by its
 * webhooks. `status` follows the provider's words (active, past_due, canceled, …); the access rule
 * reads only the active ones whose period has not ended.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    status: text('status').notNull(),
    /** The provider's subscription id, once its checkout is paid. */
    providerSubscriptionId: text('provider_subscription_id'),
    /** The checkout session that started it. */
    checkoutSessionId: text('checkout_session_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * Set when the account was deleted (decision 0040): the provider must cancel the subscription now.
     * Kept until the provider's state says it ended; the cancellations job retries until then.
     */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_id_idx').on(table.providerSubscriptionId),
    uniqueIndex('subscriptions_checkout_session_idx').on(table.checkoutSessionId),
    index('subscriptions_user_status_idx').on(table.userId, table.status),
    // The cancellations job: the few subscriptions of deleted accounts still to cancel at the provider.
    index('subscriptions_cancel_requested_idx')
      .on(table.cancelRequestedAt)
      .where(sql`${table.cancelRequestedAt} is not null`),
    check('subscriptions_interval_known', sql`${table.interval} in ('month', 'year')`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
