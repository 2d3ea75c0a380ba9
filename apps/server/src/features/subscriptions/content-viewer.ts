import type { ContentViewer, OpeningPlan } from '@cordee/shared/content-access';
import type { Role } from '@cordee/shared/roles';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans } from '../plans/plans.tables.ts';
import { subscriptions } from './subscriptions.tables.ts';

/** The subscription statuses that open paid content while their period lasts. */
export const CONTENT_OPENING_STATUSES = ['active', 'trialing'] as const;

/** Subscriptions that open content at `now`: an opening status, and a period not yet ended. */
export const opensContentNow = (now: Date) =>
  and(
    inArray(subscriptions.status, [...CONTENT_OPENING_STATUSES]),
    or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
  );

export type ActivePlan = { id: number; planName: string; monthlyPriceCents: number; subscriptionId: number };

/**
 * The plan of the user's active subscription, or null (the 'free' plan). When several are active (a
 * change of plan mid-period), the dearest one counts, so a user never loses access they pay for.
 */
export async function activePlanOf(db: Database, userId: number, now = new Date()): Promise<ActivePlan | null> {
  const [row] = await db
    .select({
      id: plans.id,
      planName: plans.planName,
      monthlyPriceCents: plans.monthlyPriceCents,
      subscriptionId: subscriptions.id,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), opensContentNow(now)))
    .orderBy(desc(plans.monthlyPriceCents), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The access rule's view of a caller (null: a visitor without a session). */
export async function contentViewerOf(
  db: Database,
  user: { id: number; role: Role } | null,
  now = new Date(),
): Promise<ContentViewer | null> {
  if (!user) return null;
  const plan = await activePlanOf(db, user.id, now);
  return { role: user.role, planMonthlyPriceCents: plan?.monthlyPriceCents ?? null };
}

/** The plans among these ids that still exist, by id (one query for a whole page of content). */
export async function openingPlansByIds(
  db: Database,
  planIds: readonly number[],
): Promise<Map<number, OpeningPlan & { id: number; planName: string }>> {
  const unique = [...new Set(planIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: plans.id, planName: plans.planName, monthlyPriceCents: plans.monthlyPriceCents })
    .from(plans)
    .where(inArray(plans.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
