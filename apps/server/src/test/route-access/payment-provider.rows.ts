import { everyone, form, PUBLIC, REDIRECT } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** The payment provider: its webhooks and the sandbox's hosted pages. */
export const paymentProviderRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/cos-connect-whs',
    rule: "The provider's webhook: public, the signature over the raw body is the credential.",
    access: PUBLIC,
    request: (_caller, world) => {
      const { payload, signature } = world.signedWebhook();
      return {
        url: '/api/cos-connect-whs',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  },
  {
    method: 'GET',
    url: '/sandbox/onboarding/:accountId',
    rule: "The sandbox's stand-in for the provider's hosted onboarding: whoever holds the guide's single-use link.",
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: `/sandbox/onboarding/${world.sandboxAccountId}?link=${await world.newAccountLink('onboarding')}`,
    }),
  },
  {
    method: 'POST',
    url: '/sandbox/onboarding/:accountId',
    rule: "The sandbox's hosted onboarding form: whoever holds the guide's single-use link (it is used up).",
    access: everyone(REDIRECT(303, 'back to the Payout screen')),
    request: async (_caller, world) => ({
      url: `/sandbox/onboarding/${world.sandboxAccountId}`,
      ...form({ link: await world.newAccountLink('onboarding') }),
    }),
  },
  {
    method: 'GET',
    url: '/sandbox/dashboard/:accountId',
    rule: "The sandbox's stand-in for the provider's account dashboard: whoever holds the guide's single-use link.",
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: `/sandbox/dashboard/${world.sandboxAccountId}?link=${await world.newAccountLink('dashboard')}`,
    }),
  },
  {
    method: 'POST',
    url: '/sandbox/dashboard/:accountId/test-payment',
    rule: "The sandbox dashboard's test payment form: whoever holds the dashboard's link; no real money anywhere.",
    access: everyone(REDIRECT(303, 'back to the sandbox dashboard')),
    request: async (_caller, world) => ({
      url: `/sandbox/dashboard/${world.sandboxAccountId}/test-payment`,
      ...form({ amount: '5', link: await world.newAccountLink('dashboard') }),
    }),
  },
  {
    method: 'GET',
    url: '/sandbox/checkout/:sessionId',
    rule: "The sandbox's stand-in for the provider's hosted checkout: reached by the checkout link.",
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/sandbox/checkout/${world.openCheckoutSessionId}` }),
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:sessionId/pay',
    rule: "The sandbox checkout's Pay button: reached by the checkout link.",
    access: everyone(REDIRECT(303, 'to the success screen')),
    request: async (_caller, world) => ({ url: `/sandbox/checkout/${await world.newCheckoutSession()}/pay` }),
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:sessionId/cancel',
    rule: "The sandbox checkout's Cancel button: reached by the checkout link.",
    access: everyone(REDIRECT(303, 'to the cancelled screen')),
    request: (_caller, world) => ({ url: `/sandbox/checkout/${world.openCheckoutSessionId}/cancel` }),
  },
];
