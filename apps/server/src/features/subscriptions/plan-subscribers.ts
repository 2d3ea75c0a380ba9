import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { PlanSubscribers } from '../plans/plans.service.ts';
import { subscriptions } from './subscriptions.tables.ts';

const SUBSCRIBER_STATUSES = ['active', 'trialing', 'past_due', 'incomplete', 'unpaid'];

/** The plans feature's questions about a plan's subscriptions, answered here (app.ts passes this to its routes). */
export const planSubscribers: PlanSubscribers = {
  count: (tx, planId, now) =>
    tx.$count(
      subscriptions,
      and(
        eq(subscriptions.planId, planId),
        inArray(subscriptions.status, SUBSCRIBER_STATUSES),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    ),
  removeAll: async (tx, planId) => {
    await tx.delete(subscriptions).where(eq(subscriptions.planId, planId));
  },
};
