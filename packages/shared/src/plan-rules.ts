/*
 * A plan's limits, messages and the free-plan rule, without zod: the plan picker every climber may open
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

export const PLAN_MESSAGES = {
  nameRequired: 'The plan name field is required.',
  nameLength: `The plan name may not be greater than ${PLAN_LIMITS.nameLength} characters.`,
  nameTaken: 'A plan with this name already exists.',
  priceRequired: 'The price field is required.',
  priceWhole: 'Whole dollars only',
  priceNegative: 'The price may not be negative.',
  priceTooHigh: 'The price may not be greater than CA$100,000.',
  freeYearly: 'A free plan (CA$0 per month) costs nothing per year either.',
  paidYearly: 'A paid plan needs a yearly price too.',
  featuresList: 'The features must be a list of texts.',
  featuresCount: `A plan lists at most ${PLAN_LIMITS.features} features.`,
  featureRequired: 'A feature may not be empty.',
  featureLength: `A feature may not be greater than ${PLAN_LIMITS.featureLength} characters.`,
} as const;

/** The free plan is the one that costs nothing per month: it cannot be deleted. */
export function isFreePlan(plan: { plan_monthly_price: number }): boolean {
  return plan.plan_monthly_price === 0;
}
