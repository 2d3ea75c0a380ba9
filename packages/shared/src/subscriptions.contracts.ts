import { z } from 'zod';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { nullableEnum } from './nullable-enum.contracts.ts';

export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** POST /api/subscribe/{planId}. */
export const SubscribeSchema = z.object({
  interval: z.enum(SUBSCRIPTION_INTERVALS, { error: 'subscription_interval_unknown' }),
});
export type Subscribe = z.infer<typeof SubscribeSchema>;

/** The provider's hosted checkout, where the browser goes next. */
export const CheckoutUrlSchema = z.object({ url: z.string() });

/** POST /api/complete-subscription: the checkout session the success screen was opened with. */
export const CompleteSubscriptionSchema = z.object({
  session_id: z
    .string({ error: 'session_id_required' })
    .trim()
    .min(1, { error: 'session_id_required' })
    .max(255, { error: 'session_id_too_long' }),
});

/**
 * The user's subscription as GET /api/user and the subscription calls answer it:
 * plan 'free' when there is no active subscription.
 */
export const SubscriptionSummarySchema = z.object({
  is_active: z.boolean(),
  plan_id: z.union([z.number().int(), z.literal('free')]),
  plan_name: z.string(),
  interval: nullableEnum(SUBSCRIPTION_INTERVALS),
  /** ISO date-time; the renewal date, or the end date when it is set to cancel. */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** The provider's word (active, past_due, canceled, …); 'free' without a subscription. */
  status: z.string(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

export const SubscriptionResponseSchema = z.object({
  ...NOTICE_FIELDS,
  subscription: SubscriptionSummarySchema,
});

export const FREE_SUBSCRIPTION: SubscriptionSummary = {
  is_active: false,
  plan_id: 'free',
  plan_name: 'free',
  interval: null,
  current_period_end: null,
  cancel_at_period_end: false,
  status: 'free',
};
