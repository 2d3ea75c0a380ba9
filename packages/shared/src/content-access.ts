import { isStaffRole } from './access-policy.ts';
import type { Role } from './roles.ts';

/**
 * Who is asking to open training content (a video or a training program), as the access rule reads it.
 * `planMonthlyPriceCents` is the monthly price of the viewer's active subscription's plan, or null when
 * the viewer has none (the 'free' plan).
 */
export type ContentViewer = { role: Role; planMonthlyPriceCents: number | null };

/** A plan that opens a piece of content; only its monthly price matters to the rule. */
export type OpeningPlan = { monthlyPriceCents: number };

/**
 * Whether a viewer may open content that lists these plans:
 * - the super admin and admins open everything;
 * - content that lists no plan is free for all;
 * - content listing a plan with a zero monthly price is open to everyone;
 * - a viewer with an active paid subscription opens content that lists any plan whose monthly price is
 *   at most their own plan's.
 * A plan id the content lists but that no longer exists is simply not among `openingPlans`; content
 * whose every plan is gone stays locked rather than becoming free.
 */
export function mayOpenContent(
  viewer: ContentViewer | null,
  listsPlans: boolean,
  openingPlans: readonly OpeningPlan[],
): boolean {
  if (viewer && isStaffRole(viewer.role)) return true;
  if (!listsPlans) return true;
  if (openingPlans.some((plan) => plan.monthlyPriceCents === 0)) return true;
  const ownPrice = viewer?.planMonthlyPriceCents ?? null;
  if (ownPrice === null || ownPrice <= 0) return false;
  return openingPlans.some((plan) => plan.monthlyPriceCents <= ownPrice);
}
