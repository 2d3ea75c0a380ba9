import type { Database } from '../../db/client.ts';
import { plans } from '../plans/plans.tables.ts';

/**
 * The demo's plans: a free plan that every climber is on without subscribing, and two paid plans. The
 * demo videos and training programs name the plans that open them by these names.
 */
export const DEMO_PLANS = [
  {
    planName: 'Free',
    monthlyPriceCents: 0,
    yearlyPriceCents: 0,
    features: ['Free technique videos', 'Climbing journal', 'Public training programs'],
  },
  {
    planName: 'Crag',
    monthlyPriceCents: 1000,
    yearlyPriceCents: 10000,
    features: ['Every Crag video', 'Multi-pitch and rescue skills programs', 'New videos every month'],
  },
  {
    planName: 'Alpine',
    monthlyPriceCents: 2500,
    yearlyPriceCents: 25000,
    features: [
      'Everything in Crag',
      'Big-wall and alpine training programs',
      'Ice and mixed climbing videos',
      'Priority answers from guides',
    ],
  },
] as const;

export type DemoPlanName = (typeof DEMO_PLANS)[number]['planName'];

/** Inserts the demo plans; answers their ids by name for the demo content that lists them. */
export async function seedDemoPlans(db: Database): Promise<Map<DemoPlanName, number>> {
  const rows = await db
    .insert(plans)
    .values(DEMO_PLANS.map((plan) => ({ ...plan, features: [...plan.features] })))
    .returning({ id: plans.id, planName: plans.planName });
  return new Map(rows.map((row) => [row.planName as DemoPlanName, row.id]));
}
