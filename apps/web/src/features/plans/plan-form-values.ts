import { centsToDollarsText, parseDollarsToCents } from '@cordee/shared/money';
import { PLAN_LIMITS } from '@cordee/shared/plan-rules';
import type { Plan, PlanWrite } from '@cordee/shared/plans.contracts';
import { z } from 'zod';
import { i18n } from '../../lib/i18n.ts';

/**
 * What the plan form holds: prices as typed dollars, features as rows (react-hook-form's field arrays
 * need objects). The server's contract (PlanWriteSchema) checks the converted values again.
 */
export type PlanFormValues = {
  plan_name: string;
  monthly: string;
  yearly: string;
  features: Array<{ text: string }>;
};

/** Typed dollars as whole-dollar cents, or a message for the field. */
function dollarsField() {
  return z.string().superRefine((text, context) => {
    const cents = parseDollarsToCents(text);
    if (cents === null) context.addIssue({ code: 'custom', message: i18n.t('plans.form.priceInvalid') });
    else if (cents % 100 !== 0) context.addIssue({ code: 'custom', message: i18n.t('plans.form.priceWhole') });
  });
}

export function planFormSchema() {
  return z.object({
    plan_name: z.string(),
    monthly: dollarsField(),
    yearly: dollarsField(),
    features: z.array(z.object({ text: z.string() })).max(PLAN_LIMITS.features),
  });
}

export function planFormDefaults(plan?: Plan): PlanFormValues {
  if (!plan) return { plan_name: '', monthly: '', yearly: '', features: [] };
  return {
    plan_name: plan.plan_name,
    monthly: centsToDollarsText(plan.plan_monthly_price),
    yearly: centsToDollarsText(plan.plan_yearly_price),
    features: plan.features.map((text) => ({ text })),
  };
}

/** The body of POST /api/plan and PUT /api/plan/{id}: integer cents, features as a real list. */
export function planWriteOf(values: PlanFormValues): PlanWrite {
  return {
    plan_name: values.plan_name,
    plan_monthly_price: parseDollarsToCents(values.monthly) ?? Number.NaN,
    plan_yearly_price: parseDollarsToCents(values.yearly) ?? Number.NaN,
    features: values.features.map((feature) => feature.text),
  };
}
