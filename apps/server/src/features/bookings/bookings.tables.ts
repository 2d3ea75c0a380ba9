import type { CancellationPolicy } from '@cordee/shared/booking-policy';
import type { BookingStatus } from '@cordee/shared/booking-status';
import type { Attendee } from '@cordee/shared/bookings.contracts';
import type { Quote } from '@cordee/shared/event-pricing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eventOccurrences, events } from '../events/events.tables.ts';
import { users } from '../users/users.tables.ts';

export type WaiverSignature = { signature: string; name: string; date: string };

/**
 * A climber's booking of one run of an event. It keeps a copy of what it was made with (the event's
 * name, the run's days, the quote, the cancellation terms), so an edited or deleted event never changes
 * or loses a booking: the links to the event, the run and the people are set to null instead of
 * cascading. Money in integer cents (CAD).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    occurrenceId: integer('occurrence_id').references(() => eventOccurrences.id, { onDelete: 'set null' }),
    climberId: integer('climber_id').references(() => users.id, { onDelete: 'set null' }),
    guideId: integer('guide_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', {
      enum: ['requested', 'accepted', 'paid', 'declined', 'expired', 'cancelled'],
    })
      .$type<BookingStatus>()
      .notNull(),
    cancelledBy: text('cancelled_by', { enum: ['climber', 'guide', 'system'] }),
    // What the booking was made with, copied from the event and the run.
    eventName: text('event_name').notNull(),
    eventType: text('event_type', { enum: ['public', 'private'] }).notNull(),
    repeatAt: text('repeat_at', { enum: ['daily', 'weekly', 'weekdays', 'weekends', 'monthly', 'custom'] }).notNull(),
    duration: text('duration').notNull(),
    address: text('address').notNull(),
    province: text('province'),
    color: text('color').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    quantity: integer('quantity').notNull(),
    attendees: jsonb('attendees').$type<Attendee[]>().notNull(),
    quote: jsonb('quote').$type<Quote>().notNull(),
    totalCents: integer('total_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    guideNetCents: integer('guide_net_cents').notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>().notNull(),
    // The booking modal's answers, recorded when the climber goes to pay.
    waiverSignature: jsonb('waiver_signature').$type<WaiverSignature>(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    guideWaiverAcceptedAt: timestamp('guide_waiver_accepted_at', { withTimezone: true }),
    relist: boolean('relist'),
    // Money that moved.
    receiptNo: text('receipt_no'),
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When a requested or accepted booking runs out; null once paid or closed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live booking per climber and run: a second request for the same run is refused.
    uniqueIndex('bookings_climber_occurrence_live_unique')
      .on(table.climberId, table.occurrenceId)
      .where(sql`${table.status} in ('requested', 'accepted', 'paid')`),
    uniqueIndex('bookings_receipt_no_unique').on(table.receiptNo),
    index('bookings_climber_starts_idx').on(table.climberId, table.startsOn),
    index('bookings_guide_starts_idx').on(table.guideId, table.startsOn),
    index('bookings_event_idx').on(table.eventId),
    index('bookings_occurrence_idx').on(table.occurrenceId),
    // Statistics: bookings made, and paid, per day of a range.
    index('bookings_created_idx').on(table.createdAt),
    index('bookings_paid_idx').on(table.paidAt).where(sql`${table.paidAt} is not null`),
    // The expiry jobs: live bookings with a deadline, soonest first.
    index('bookings_expiry_idx').on(table.expiresAt).where(sql`${table.status} in ('requested', 'accepted')`),
    check('bookings_quantity_range', sql`${table.quantity} between 1 and 30`),
    check(
      'bookings_money_non_negative',
      sql`${table.totalCents} >= 0 and ${table.platformFeeCents} >= 0 and ${table.guideNetCents} >= 0 and ${table.paidCents} >= 0 and ${table.refundedCents} >= 0`,
    ),
    check('bookings_refund_within_paid', sql`${table.refundedCents} <= ${table.paidCents}`),
    check('bookings_days_order', sql`${table.startsOn} <= ${table.endsOn}`),
    check(
      'bookings_paid_has_receipt',
      sql`${table.status} <> 'paid' or (${table.receiptNo} is not null and ${table.paidAt} is not null)`,
    ),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

/**
 * Each checkout session opened for a booking. More than one may exist (an abandoned one, then a retry);
 * a booking is paid by at most one, and any other that the climber also pays is refunded in full.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    checkoutSessionId: text('checkout_session_id').notNull(),
    checkoutUrl: text('checkout_url'),
    status: text('status', { enum: ['open', 'paid', 'expired', 'refunded'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentIntentId: text('payment_intent_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('booking_payments_session_unique').on(table.checkoutSessionId),
    index('booking_payments_booking_idx').on(table.bookingId),
    check('booking_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

/** Every refund asked of the provider, once per logical action (the idempotency key is unique). */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'restrict' }),
    reason: text('reason', {
      enum: ['climber_cancelled', 'guide_cancelled', 'late_payment', 'duplicate_payment'],
    }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_refunds_idempotency_unique').on(table.idempotencyKey),
    index('booking_refunds_booking_idx').on(table.bookingId),
    check('booking_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
export type BookingRefundRow = typeof bookingRefunds.$inferSelect;
