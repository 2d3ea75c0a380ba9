import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CheckoutLineItem } from '../payment-provider.ts';

/**
 * The sandbox payment provider keeps its whole state here (not in memory), so several server instances
 * sharing the database see the same accounts, sessions and balances. Money is integer cents, never
 * negative; a balance is derived from the ledger below rather than stored.
 */

/** Simulated Connect Express accounts. */
export const sandboxAccounts = pgTable(
  'sandbox_accounts',
  {
    id: text('id').primaryKey(),
    /** The caller's idempotency key: the same key returns the same account. */
    idempotencyKey: text('idempotency_key').notNull(),
    email: text('email'),
    country: text('country').notNull(),
    defaultCurrency: text('default_currency').notNull().default('cad'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutInterval: text('payout_interval').notNull().default('daily'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_accounts_idempotency_unique').on(table.idempotencyKey)],
);

/** Bank accounts receiving payouts. Only the last four digits of the account number are kept. */
export const sandboxExternalAccounts = pgTable(
  'sandbox_external_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    transitNumber: text('transit_number').notNull(),
    institutionNumber: text('institution_number').notNull(),
    last4: text('last4').notNull(),
    bankName: text('bank_name'),
    defaultForCurrency: boolean('default_for_currency').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_external_accounts_idempotency_unique').on(table.accountId, table.idempotencyKey),
    check('sandbox_external_accounts_transit_digits', sql`${table.transitNumber} ~ '^[0-9]{5}$'`),
    check('sandbox_external_accounts_institution_digits', sql`${table.institutionNumber} ~ '^[0-9]{3}$'`),
  ],
);

/** Hosted checkout sessions: one-off payments (destination charges) and subscriptions. */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentStatus: text('payment_status', { enum: ['paid', 'unpaid', 'no_payment_required'] })
      .notNull()
      .default('unpaid'),
    currency: text('currency').notNull(),
    amountTotal: integer('amount_total').notNull(),
    applicationFeeAmount: integer('application_fee_amount').notNull().default(0),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    destinationAccountId: text('destination_account_id').references(() => sandboxAccounts.id),
    lineItems: jsonb('line_items').$type<CheckoutLineItem[]>().notNull(),
    /** Subscriptions only. */
    subscriptionInterval: text('subscription_interval', { enum: ['month', 'year'] }),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    customerEmail: text('customer_email'),
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    subscriptionId: text('subscription_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_checkout_sessions_idempotency_unique').on(table.idempotencyKey),
    uniqueIndex('sandbox_checkout_sessions_payment_intent_unique').on(table.paymentIntentId),
    index('sandbox_checkout_sessions_created_idx').on(table.createdAt),
    index('sandbox_checkout_sessions_destination_idx').on(table.destinationAccountId, table.completedAt),
    check('sandbox_checkout_sessions_amount_total_nonnegative', sql`${table.amountTotal} >= 0`),
    check(
      'sandbox_checkout_sessions_fee_within_total',
      sql`${table.applicationFeeAmount} >= 0 and ${table.applicationFeeAmount} <= ${table.amountTotal}`,
    ),
    check(
      'sandbox_checkout_sessions_refunded_within_total',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amountTotal}`,
    ),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amount: integer('amount').notNull(),
    /** What was taken back from the connected account (reverse_transfer), net of a refunded fee. */
    reversedAmount: integer('reversed_amount').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_refunds_idempotency_unique').on(table.idempotencyKey),
    check('sandbox_refunds_amount_positive', sql`${table.amount} > 0`),
    check('sandbox_refunds_reversed_nonnegative', sql`${table.reversedAmount} >= 0`),
  ],
);

export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    externalAccountId: text('external_account_id').notNull(),
    description: text('description'),
    /** in_transit until then, paid after. */
    arrivalDate: timestamp('arrival_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payouts_idempotency_unique').on(table.accountId, table.idempotencyKey),
    index('sandbox_payouts_account_created_idx').on(table.accountId, table.createdAt),
    check('sandbox_payouts_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * The account ledger: the balance is the sum of payments minus refunds and payouts. Amounts are
 * magnitudes (≥ 0) and the type says which way the money went.
 */
export const sandboxBalanceTransactions = pgTable(
  'sandbox_balance_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['payment', 'refund', 'payout'] }).notNull(),
    amount: integer('amount').notNull(),
    /** The session, refund or payout that moved the money. */
    sourceId: text('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_balance_transactions_account_idx').on(table.accountId, table.createdAt),
    check('sandbox_balance_transactions_amount_nonnegative', sql`${table.amount} >= 0`),
  ],
);

/** Every event the sandbox emitted, with the exact JSON text that is signed and delivered. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    accountId: text('account_id'),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_events_created_idx').on(table.createdAt)],
);

/** One delivery per event to the webhook route, retried with back-off like Stripe's. */
export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => sandboxEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lease of the instance delivering it, on the database's clock; others skip the row until it runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Written by each claim: only the claim's holder records the outcome. */
    claimToken: text('claim_token'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_webhook_deliveries_event_unique').on(table.eventId),
    index('sandbox_webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * Subscriptions started by paid subscription checkouts. Each keeps the price it was sold at; the renewal
 * sweep moves its period on (or fails it, when the hosted page asked for a failed renewal) once the
 * period ends, emitting the events Stripe Billing would.
 */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    checkoutSessionId: text('checkout_session_id')
      .notNull()
      .references(() => sandboxCheckoutSessions.id),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    unitAmount: integer('unit_amount').notNull(),
    currency: text('currency').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Set on the hosted page: the next renewal's payment is declined. */
    failNextRenewal: boolean('fail_next_renewal').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    customerEmail: text('customer_email'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_subscriptions_session_unique').on(table.checkoutSessionId),
    index('sandbox_subscriptions_due_idx').on(table.status, table.currentPeriodEnd),
    check('sandbox_subscriptions_amount_nonnegative', sql`${table.unitAmount} >= 0`),
  ],
);
