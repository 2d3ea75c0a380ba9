import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A subscription plan (Training Plans screen): prices in integer cents (CAD) per month and per year, and
 * the features it lists. A plan with a zero monthly price is a free plan. Training videos and training
 * programs list the plans that open them (their own link tables).
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    planName: text('plan_name').notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    yearlyPriceCents: integer('yearly_price_cents').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('plans_monthly_price_non_negative', sql`${table.monthlyPriceCents} >= 0`),
    check('plans_yearly_price_non_negative', sql`${table.yearlyPriceCents} >= 0`),
    // Two plans whose names differ only by case would read as one on every screen.
    uniqueIndex('plans_name_lower_unique').on(sql`lower(${table.planName})`),
  ],
);
export type PlanRow = typeof plans.$inferSelect;
