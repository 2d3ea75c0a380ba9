import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import {
  AddBankAccountSchema,
  ConnectedAccountSchema,
  PayoutMethodResponseSchema,
  PayoutOverviewSchema,
  PayoutResponseSchema,
  RedirectUrlSchema,
  WithdrawSchema,
} from '@cordee/shared/payouts.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireRole } from '../../http/auth.ts';
import {
  addPayoutBankAccount,
  finishPayoutOnboarding,
  getPayoutAccount,
  openPayoutDashboard,
  type PayoutContext,
  payoutOverview,
  setDefaultPayoutBankAccount,
  startPayoutOnboarding,
  withdrawPayout,
} from './payouts.service.ts';

const AccountIdParams = z.object({ id: z.string().trim().min(1).max(255).describe('The connected account id') });
const ExternalAccountParams = z.object({ id: z.string().trim().min(1).max(255).describe('The bank account id') });
const tags = ['payouts'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };
const unavailable = { 503: ErrorSchema };
const guideOnly = { onRequest: requireRole('guide') };
const ownerOrSuper = { onRequest: requireRole('guide', 'super_admin') };

/** Payout: the guide's connected account, bank accounts and withdrawals. */
export const payoutsRoutes: FastifyPluginAsyncZod<Pick<PayoutContext, 'countEventsOf'>> = async (
  app,
  { countEventsOf },
) => {
  const ctx: PayoutContext = { db: app.db, payments: app.payments, config: app.config, countEventsOf };

  app.post(
    '/api/stripe',
    {
      ...guideOnly,
      schema: {
        tags,
        security,
        summary: 'Get started: create the payout account if missing, answer its onboarding URL',
        description:
          'Idempotent per guide (one connected account, country CA). The spec says "body is a URL to redirect to"; ' +
          'the API answers `{ url }` and the browser is sent there.',
        response: { 200: RedirectUrlSchema, ...denied, 409: ErrorSchema, ...unavailable },
      },
    },
    async (request) => startPayoutOnboarding(ctx, actorOf(request)),
  );

  app.post(
    '/api/finish-onboarding',
    {
      ...guideOnly,
      schema: {
        tags,
        security,
        summary: 'Finish setup: a fresh onboarding URL for the existing payout account',
        description: '409 `payout_account_missing` when the guide has no account yet (use POST /api/stripe).',
        response: { 200: RedirectUrlSchema, ...denied, 404: ErrorSchema, 409: ErrorSchema, ...unavailable },
      },
    },
    async (request) => finishPayoutOnboarding(ctx, actorOf(request)),
  );

  app.post(
    '/api/goto-stripe-dashboard/:id',
    {
      ...ownerOrSuper,
      schema: {
        tags,
        security,
        summary: "The payout account's dashboard URL (opened in a new tab); owner or super admin",
        params: AccountIdParams,
        response: { 200: RedirectUrlSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema, ...unavailable },
      },
    },
    async (request) => openPayoutDashboard(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/get-this-stripe/:id',
    {
      ...ownerOrSuper,
      schema: {
        tags,
        security,
        summary: 'The payout account as the provider reports it; owner or super admin',
        params: AccountIdParams,
        response: {
          200: ConnectedAccountSchema,
          ...denied,
          404: ErrorSchema,
          422: ValidationErrorSchema,
          ...unavailable,
        },
      },
    },
    async (request) => getPayoutAccount(ctx, actorOf(request), request.params.id),
  );

  app.get(
    '/api/payouts/overview',
    {
      ...guideOnly,
      schema: {
        tags,
        security,
        summary: 'The Payout screen: state (setup, finish, active), account, bank accounts, balance, payouts, stats',
        description:
          'Money in integer cents. Stats: gross = paid checkouts to the account in the last 7 days, ' +
          'fee = round(gross × 10%), net = gross − fee; total events and bookings are all time.',
        response: { 200: PayoutOverviewSchema, ...denied, 404: ErrorSchema, ...unavailable },
      },
    },
    async (request) => payoutOverview(ctx, actorOf(request)),
  );

  app.post(
    '/api/payouts/bank-accounts',
    {
      ...guideOnly,
      schema: {
        tags,
        security,
        summary: 'Add a Canadian bank account for payouts (the first becomes the default)',
        body: AddBankAccountSchema,
        response: {
          201: PayoutMethodResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          ...unavailable,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await addPayoutBankAccount(ctx, actorOf(request), request.body)),
  );

  app.post(
    '/api/payouts/bank-accounts/:id/default',
    {
      ...guideOnly,
      schema: {
        tags,
        security,
        summary: 'Make one of the guide’s bank accounts the default for payouts',
        params: ExternalAccountParams,
        response: {
          200: PayoutMethodResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          ...unavailable,
        },
      },
    },
    async (request) => setDefaultPayoutBankAccount(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/payouts/withdraw',
    {
      ...guideOnly,
      schema: {
        tags,
        security,
        summary: 'Withdraw an amount (cents) of the available balance to the default bank account',
        description:
          'Send a `request_id` made when the form opens: repeating it with the same amount returns the same payout; ' +
          'with another amount it is refused with 409 `idempotency_key_reused`. ' +
          '422 on `amount` above the available balance; 409 when payouts are not enabled or no bank account exists.',
        body: WithdrawSchema,
        response: {
          201: PayoutResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          ...unavailable,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await withdrawPayout(ctx, actorOf(request), request.body)),
  );
};
