import { mayManagePlans } from '@cordee/shared/access-policy';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import { PlanDeletedSchema, PlanListSchema, PlanResponseSchema, PlanWriteSchema } from '@cordee/shared/plans.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAccess, requireUser } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import { createPlan, deletePlan, listPlans, type PlanSubscribers, updatePlan } from './plans.service.ts';

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const managers = { onRequest: requireAccess(mayManagePlans) };
const tags = ['plans'];
const security = [{ bearer: [] }];

/** Training Plans (the staff screen) and the plan list every subscription picker reads. */
/** What the plans routes ask of a plan's subscriptions, passed in by app.ts (plans imports no subscription code). */
export type PlansRoutesOptions = { subscribers: PlanSubscribers };

export const plansRoutes: FastifyPluginAsyncZod<PlansRoutesOptions> = async (app, { subscribers }) => {
  app.get(
    '/api/plan',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Every plan, cheapest first (the subscription picker and Training Plans)',
        response: { 200: PlanListSchema, ...denied },
      },
    },
    async () => ({ plans: await listPlans(app.db) }),
  );

  app.post(
    '/api/plan',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Add a plan (prices in whole dollars, as integer cents)',
        body: PlanWriteSchema,
        response: { 201: PlanResponseSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const plan = await createPlan(app.db, actorOf(request), auditContextOf(request), request.body);
      return reply.status(201).send({ ...noticeOf('plan_created'), plan });
    },
  );

  app.put(
    '/api/plan/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Edit a plan; existing subscribers keep the price they subscribed at',
        description: '409 `plan_has_subscribers` when a paid plan with subscribers would become free.',
        params: IdParamsSchema,
        body: PlanWriteSchema,
        response: {
          200: PlanResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) => ({
      ...noticeOf('plan_updated'),
      plan: await updatePlan(
        app.db,
        actorOf(request),
        auditContextOf(request),
        request.params.id,
        request.body,
        subscribers,
      ),
    }),
  );

  app.delete(
    '/api/plan/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Delete a paid plan without subscribers',
        description:
          '409 `free_plan` for a plan with a zero monthly price; 409 `plan_has_subscribers` while anyone is subscribed.',
        params: IdParamsSchema,
        response: { 200: PlanDeletedSchema, ...denied, 404: ErrorSchema, 409: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => deletePlan(app.db, actorOf(request), auditContextOf(request), request.params.id, subscribers),
  );
};
