/*
 * A plan's limits and the free-plan rule, without zod: the plan picker every climber may open
 * reads them on first paint (plans.contracts.ts holds the schemas built from them).
 */

/** Limits of a plan's fields, shared by the form and the server. */
export const PLAN_LIMITS = {
  nameLength: 60,
  features: 20,
  featureLength: 120,
  /** CA$100,000: far above any plan, low enough that a typo is caught. */
  maxPriceCents: 10_000_000,
} as const;

/** The free plan is the one that costs nothing per month: it cannot be deleted. */
export function isFreePlan(plan: { plan_monthly_price: number }): boolean {
  return plan.plan_monthly_price === 0;
}
