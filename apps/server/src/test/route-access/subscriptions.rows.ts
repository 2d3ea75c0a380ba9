import {
  allowed,
  answers,
  everyone,
  NOBODY,
  PUBLIC,
  REDIRECT,
  SIGNED_IN,
  SUPER_ADMIN_ONLY,
  unauthenticated,
  withPermission,
} from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Plans and subscriptions. */
export const subscriptionRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/plan',
    rule: 'Every signed-in user reads the plans: the subscription picker lists them for anyone who may subscribe.',
    access: SIGNED_IN,
    request: () => ({ url: '/api/plan' }),
  },
  {
    method: 'POST',
    url: '/api/plan',
    rule: 'Training Plans: the super admin, or an admin holding the Training Plans flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('plans') },
    request: (_caller, world) => ({
      url: '/api/plan',
      payload: {
        plan_name: `Matrix ${world.unique()}`,
        plan_monthly_price: 1000,
        plan_yearly_price: 10000,
        features: [],
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/plan/:id',
    rule: 'Training Plans: the super admin, or an admin holding the Training Plans flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('plans') },
    request: async (_caller, world) => ({
      url: `/api/plan/${await world.newPlan()}`,
      payload: {
        plan_name: `Matrix ${world.unique()}`,
        plan_monthly_price: 2000,
        plan_yearly_price: 20000,
        features: ['x'],
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/plan/:id',
    rule: 'Training Plans: the super admin, or an admin holding the Training Plans flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('plans') },
    request: async (_caller, world) => ({ url: `/api/plan/${await world.newPlan()}` }),
  },
  {
    method: 'POST',
    url: '/api/subscribe/:planId',
    rule: 'Climbers and approved guides subscribe; staff open all content without a plan, an applicant is no guide yet.',
    access: { ...NOBODY, climber: allowed, guide: allowed, guideWithoutPayoutAccount: allowed, otherGuide: allowed },
    request: async (_caller, world) => ({
      url: `/api/subscribe/${await world.newPlan()}`,
      payload: { interval: 'month' },
    }),
  },
  {
    method: 'POST',
    url: '/api/complete-subscription',
    rule: 'The success screen of one’s own subscription checkout: a session of nobody among the callers is unknown to each.',
    access: {
      ...everyone(answers(404, 'the session is not one of the caller’s subscription checkouts')),
      visitor: unauthenticated,
    },
    request: () => ({ url: '/api/complete-subscription', payload: { session_id: 'cs_sbx_matrix_unknown_session' } }),
  },
  {
    method: 'POST',
    url: '/api/subscription/cancel',
    rule: 'One’s own subscription only; the callers have none.',
    access: { ...everyone(answers(404, 'the caller has no subscription to cancel')), visitor: unauthenticated },
    request: () => ({ url: '/api/subscription/cancel' }),
  },
  {
    method: 'POST',
    url: '/api/subscription/resume',
    rule: 'One’s own subscription only; the callers have none.',
    access: { ...everyone(answers(404, 'the caller has no subscription to resume')), visitor: unauthenticated },
    request: () => ({ url: '/api/subscription/resume' }),
  },
  {
    method: 'POST',
    url: '/api/subscription/sandbox-page',
    rule: 'The sandbox test page of one’s own subscription; the callers have none.',
    access: { ...everyone(answers(404, 'the caller has no subscription')), visitor: unauthenticated },
    request: () => ({ url: '/api/subscription/sandbox-page' }),
  },
  {
    method: 'GET',
    url: '/sandbox/subscription/:subscriptionId',
    rule: "The sandbox subscription test page: whoever holds the subscriber's single-use link.",
    access: PUBLIC,
    request: async (_caller, world) => {
      const { subscriptionId, link } = await world.newSandboxSubscriptionLink();
      return { url: `/sandbox/subscription/${subscriptionId}?link=${link}` };
    },
  },
  {
    method: 'POST',
    url: '/sandbox/subscription/:subscriptionId/renew',
    rule: "The sandbox subscription page's renewal buttons: whoever holds its link; no real money anywhere.",
    access: everyone(REDIRECT(303, 'back to the sandbox subscription page')),
    request: async (_caller, world) => {
      const { subscriptionId, link } = await world.newSandboxSubscriptionLink();
      return {
        url: `/sandbox/subscription/${subscriptionId}/renew`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ link, outcome: 'paid' }).toString(),
      };
    },
  },
];
