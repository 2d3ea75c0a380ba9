import { mayManagePlans } from '@cordee/shared/access-policy';
import type { Plan, PlanWriteSchema } from '@cordee/shared/plans.contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { DomainError, FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { changesBetween, recordAuditEntry } from '../audit-log/audit-log.service.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { type PlanRow, plans } from './plans.tables.ts';

type PlanInput = z.output<typeof PlanWriteSchema>;
type Actor = Pick<AuthenticatedSession, 'user'>;

/**
 * Subscriptions that still count as subscribers: paying (or retrying a failed payment) with a period
 * that has not ended. A plan holding any is neither deleted nor made free under them.
 */

export function presentPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    plan_name: row.planName,
    plan_monthly_price: row.monthlyPriceCents,
    plan_yearly_price: row.yearlyPriceCents,
    features: Array.isArray(row.features) ? row.features.filter((f): f is string => typeof f === 'string') : [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every plan, cheapest first (the subscription picker and the Training Plans screen). */
export async function listPlans(db: Database): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .orderBy(asc(plans.monthlyPriceCents), asc(plans.yearlyPriceCents), asc(plans.id));
  return rows.map(presentPlan);
}

function assertMayManage(actor: Actor): void {
  if (!mayManagePlans(actor.user)) throw forbidden();
}

async function assertNameFree(tx: Database, name: string, exceptId?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        eq(sql`lower(${plans.planName})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(plans.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new FieldValidationError({ plan_name: ['plan_name_taken'] });
}

/**
 * What the plans feature asks of a plan's subscriptions, answered by the subscriptions feature
 * (`planSubscribers`) and handed to the plans routes by app.ts: subscriptions build on plans, so plans
 * imports no subscription code (decision 0045).
 */
export type PlanSubscribers = {
  /** Subscriptions of the plan that still give access or may still charge. */
  count: (tx: Database, planId: number, now: Date) => Promise<number>;
  /** Every subscription of the plan (those left have ended: history only the provider needs). */
  removeAll: (tx: Database, planId: number) => Promise<void>;
};

/** A unique index backs the name check: two saves racing for one name get the same 422. */
async function savingName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldValidationError({ plan_name: ['plan_name_taken'] });
    throw error;
  }
}

/** What the audit log keeps of a plan: its name, prices (cents) and features. */
function auditedFieldsOf(plan: Plan) {
  return {
    plan_name: plan.plan_name,
    plan_monthly_price: plan.plan_monthly_price,
    plan_yearly_price: plan.plan_yearly_price,
    features: plan.features,
  };
}

const auditTarget = (row: PlanRow) => ({ type: 'plan', id: row.id, label: row.planName }) as const;

export async function createPlan(db: Database, actor: Actor, audit: AuditContext, input: PlanInput): Promise<Plan> {
  assertMayManage(actor);
  return savingName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.plan_name);
      const [row] = await tx
        .insert(plans)
        .values({
          planName: input.plan_name,
          monthlyPriceCents: input.plan_monthly_price,
          yearlyPriceCents: input.plan_yearly_price,
          features: input.features,
        })
        .returning();
      if (!row) throw new Error('plan insert returned no row');
      const plan = presentPlan(row);
      const { plan_name: _name, ...details } = auditedFieldsOf(plan);
      await recordAuditEntry(tx, audit, { action: 'plan.created', target: auditTarget(row), details });
      return plan;
    }),
  );
}

/**
 * Editing a plan changes what new subscriptions pay. Existing subscribers keep the price their checkout
 * was made with: the provider's subscription holds its own price (Stripe's price_data, the sandbox's
 * unit amount), and nothing here touches it.
 */
export async function updatePlan(
  db: Database,
  actor: Actor,
  audit: AuditContext,
  planId: number,
  input: PlanInput,
  subscribers: PlanSubscribers,
  now = new Date(),
): Promise<Plan> {
  assertMayManage(actor);
  return savingName(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
      if (!before) throw notFound('plan');
      await assertNameFree(tx, input.plan_name, planId);
      if (before.monthlyPriceCents > 0 && input.plan_monthly_price === 0) {
        const count = await subscribers.count(tx, planId, now);
        if (count > 0) throw new DomainError('plan_has_subscribers', { count, context: 'made_free' });
      }
      const [row] = await tx
        .update(plans)
        .set({
          planName: input.plan_name,
          monthlyPriceCents: input.plan_monthly_price,
          yearlyPriceCents: input.plan_yearly_price,
          features: input.features,
          updatedAt: now,
        })
        .where(eq(plans.id, planId))
        .returning();
      if (!row) throw notFound('plan');
      const plan = presentPlan(row);
      await recordAuditEntry(tx, audit, {
        action: 'plan.updated',
        target: auditTarget(before),
        details: { changes: changesBetween(auditedFieldsOf(presentPlan(before)), auditedFieldsOf(plan)) },
      });
      return plan;
    }),
  );
}

/**
 * Deletes a paid plan nobody pays for any more. The free plan stays (spec: delete only when the monthly
 * price is above 0), and a plan with subscribers is refused with their count rather than deleted under
 * them. Subscriptions of the plan that have ended are history only the provider needs: they go with it.
 * Content that listed the plan keeps its id and shows 'Unknown Plan', staying locked.
 */
export async function deletePlan(
  db: Database,
  actor: Actor,
  audit: AuditContext,
  planId: number,
  subscribers: PlanSubscribers,
  now = new Date(),
) {
  assertMayManage(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (!row) throw notFound('plan');
    if (row.monthlyPriceCents <= 0) {
      throw new DomainError('free_plan', { context: 'undeletable' });
    }
    const count = await subscribers.count(tx, planId, now);
    if (count > 0) throw new DomainError('plan_has_subscribers', { count, context: 'deleted' });
    await subscribers.removeAll(tx, planId);
    await tx.delete(plans).where(eq(plans.id, planId));
    const { plan_name: _name, ...details } = auditedFieldsOf(presentPlan(row));
    await recordAuditEntry(tx, audit, { action: 'plan.deleted', target: auditTarget(row), details });
    return { ...noticeOf('plan_deleted'), id: planId };
  });
}
