import { z } from 'zod';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { PLAN_LIMITS } from './plan-rules.ts';

/**
 * A price in integer cents (CAD), whole dollars only: the screens show plan prices without decimals, so a
 * price with cents would be charged differently from what is shown.
 */
const priceField = z
  .number({ error: 'plan_price_required' })
  .int({ error: 'plan_price_whole_dollars' })
  .min(0, { error: 'plan_price_negative' })
  .max(PLAN_LIMITS.maxPriceCents, { error: 'plan_price_too_high' })
  .refine((cents) => cents % 100 === 0, { error: 'plan_price_whole_dollars' });

const featureField = z
  .string({ error: 'plan_features_not_a_list' })
  .trim()
  .min(1, { error: 'plan_feature_empty' })
  .max(PLAN_LIMITS.featureLength, { error: 'plan_feature_too_long' });

/** plan_modal: create or edit a plan. Prices are integer cents in the API, like every price. */
export const PlanWriteSchema = z
  .object({
    plan_name: z
      .string({ error: 'plan_name_required' })
      .trim()
      .min(1, { error: 'plan_name_required' })
      .max(PLAN_LIMITS.nameLength, { error: 'plan_name_too_long' }),
    plan_monthly_price: priceField,
    plan_yearly_price: priceField,
    features: z
      .array(featureField, { error: 'plan_features_not_a_list' })
      .max(PLAN_LIMITS.features, { error: 'plan_features_too_many' })
      .default([]),
  })
  .refine((plan) => plan.plan_monthly_price > 0 || plan.plan_yearly_price === 0, {
    error: 'plan_free_yearly_price',
    path: ['plan_yearly_price'],
  })
  .refine((plan) => plan.plan_monthly_price === 0 || plan.plan_yearly_price > 0, {
    error: 'plan_yearly_price_required',
    path: ['plan_yearly_price'],
  });
export type PlanWrite = z.input<typeof PlanWriteSchema>;

/** A plan as every screen reads it. */
export const PlanSchema = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  plan_monthly_price: z.number().int(),
  plan_yearly_price: z.number().int(),
  features: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.object({ plans: z.array(PlanSchema) });
export const PlanResponseSchema = z.object({ ...NOTICE_FIELDS, plan: PlanSchema });
export const PlanDeletedSchema = z.object({ ...NOTICE_FIELDS, id: z.number().int() });
