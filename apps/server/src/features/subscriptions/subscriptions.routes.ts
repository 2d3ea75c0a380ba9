import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { DatabaseIdSchema } from '@cordee/shared/ids.contracts';
import {
  CheckoutUrlSchema,
  CompleteSubscriptionSchema,
  SubscribeSchema,
  SubscriptionResponseSchema,
} from '@cordee/shared/subscriptions.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import {
  completeSubscription,
  type SubscriptionContext,
  sandboxSubscriptionPage,
  setCancelAtPeriodEnd,
  startSubscriptionCheckout,
} from './subscriptions.service.ts';

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const tags = ['subscriptions'];
const security = [{ bearer: [] }];
const signedIn = { onRequest: requireUser };

/** Subscribing to a plan through the provider's checkout, and managing the subscription after. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: SubscriptionContext = { db: app.db, payments: app.payments, log: app.log, config: app.config };

  app.post(
    '/api/subscribe/:planId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The provider's checkout for a paid plan, monthly or yearly",
        description:
          'Climbers and approved guides. 409 `free_plan` for a plan with no monthly price; 409 `already_subscribed` ' +
          'for the plan the caller already has. Subscribing to another plan starts the new one and sets the old ' +
          'one to cancel at the end of its period.',
        params: z.object({ planId: DatabaseIdSchema }),
        body: SubscribeSchema,
        response: {
          200: CheckoutUrlSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => startSubscriptionCheckout(ctx, actorOf(request), request.params.planId, request.body.interval),
  );

  app.post(
    '/api/complete-subscription',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The success screen: activates the subscription once the provider reports its checkout paid',
        description:
          'Idempotent, and equal to the webhook (whichever comes first). 404 for a session that is not one of ' +
          'the caller’s subscription checkouts; 409 `payment_not_completed` while it is not paid.',
        body: CompleteSubscriptionSchema,
        response: {
          200: SubscriptionResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => completeSubscription(ctx, actorOf(request), request.body.session_id),
  );

  app.post(
    '/api/subscription/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Cancel the current subscription at the end of its paid period',
        response: { 200: SubscriptionResponseSchema, ...denied, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => setCancelAtPeriodEnd(ctx, actorOf(request), true),
  );

  app.post(
    '/api/subscription/resume',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Undo a cancellation at period end before the period ends',
        response: { 200: SubscriptionResponseSchema, ...denied, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => setCancelAtPeriodEnd(ctx, actorOf(request), false),
  );

  app.post(
    '/api/subscription/sandbox-page',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Sandbox only: a single-use link to the current subscription's test page (renew or fail now)",
        description: '404 with Stripe, or without a current subscription.',
        response: { 200: CheckoutUrlSchema, ...denied, 404: ErrorSchema },
      },
    },
    async (request) => sandboxSubscriptionPage(ctx, actorOf(request)),
  );
};
