import { z } from 'zod';
import { PLAN_LIMITS, PLAN_MESSAGES } from './plan-rules.ts';

/**
 * A price in integer cents (CAD), whole dollars only: the screens show plan prices without decimals, so a
 * price with cents would be charged differently from what is shown.
 */
const priceField = z
  .number({ error: PLAN_MESSAGES.priceRequired })
  .int({ error: PLAN_MESSAGES.priceWhole })
  .min(0, { error: PLAN_MESSAGES.priceNegative })
  .max(PLAN_LIMITS.maxPriceCents, { error: PLAN_MESSAGES.priceTooHigh })
  .refine((cents) => cents % 100 === 0, { error: PLAN_MESSAGES.priceWhole });

const featureField = z
  .string({ error: PLAN_MESSAGES.featuresList })
  .trim()
  .min(1, { error: PLAN_MESSAGES.featureRequired })
  .max(PLAN_LIMITS.featureLength, { error: PLAN_MESSAGES.featureLength });

/** plan_modal: create or edit a plan. Prices are integer cents in the API, like every price. */
export const PlanWriteSchema = z
  .object({
    plan_name: z
      .string({ error: PLAN_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: PLAN_MESSAGES.nameRequired })
      .max(PLAN_LIMITS.nameLength, { error: PLAN_MESSAGES.nameLength }),
    plan_monthly_price: priceField,
    plan_yearly_price: priceField,
    features: z
      .array(featureField, { error: PLAN_MESSAGES.featuresList })
      .max(PLAN_LIMITS.features, { error: PLAN_MESSAGES.featuresCount })
      .default([]),
  })
  .refine((plan) => plan.plan_monthly_price > 0 || plan.plan_yearly_price === 0, {
    error: PLAN_MESSAGES.freeYearly,
    path: ['plan_yearly_price'],
  })
  .refine((plan) => plan.plan_monthly_price === 0 || plan.plan_yearly_price > 0, {
    error: PLAN_MESSAGES.paidYearly,
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
export const PlanResponseSchema = z.object({ message: z.string(), plan: PlanSchema });
export const PlanDeletedSchema = z.object({ message: z.string(), id: z.number().int() });
