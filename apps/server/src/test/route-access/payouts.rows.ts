import { allowed, answers, forbidden, GUIDE_CAPABILITY } from './route-access.rules.ts';
import type { MatrixCaller, MatrixWorld, RouteAccess } from './route-access.types.ts';

const NO_PAYOUT_ACCOUNT = answers(409, 'there is no payout account yet: "Get started" creates it first');

/** A caller with a payout account asks about its own; anybody else about the approved guide's. */
const payoutOf = (caller: MatrixCaller, world: MatrixWorld) =>
  caller.payout && caller.kind !== 'otherGuide' ? caller.payout : world.guide.payout;

/** Payouts: the payout account, balances, bank accounts and withdrawals. */
export const payoutRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/stripe',
    rule: 'Payout is a guide screen: "Get started" creates the guide\'s payout account.',
    access: GUIDE_CAPABILITY,
    freshCaller: true,
    request: () => ({ url: '/api/stripe' }),
  },
  {
    method: 'POST',
    url: '/api/finish-onboarding',
    rule: 'Payout is a guide screen: "Finish setup" of the guide\'s own payout account.',
    access: { ...GUIDE_CAPABILITY, guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT },
    request: () => ({ url: '/api/finish-onboarding' }),
  },
  {
    method: 'POST',
    url: '/api/goto-stripe-dashboard/:id',
    rule: "A payout account's dashboard: its guide, or the super admin.",
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: forbidden,
      otherGuide: forbidden,
      superAdmin: allowed,
    },
    request: (caller, world) => ({ url: `/api/goto-stripe-dashboard/${payoutOf(caller, world).accountId}` }),
  },
  {
    method: 'POST',
    url: '/api/get-this-stripe/:id',
    rule: 'A payout account as the provider reports it: its guide, or the super admin.',
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: forbidden,
      otherGuide: forbidden,
      superAdmin: allowed,
    },
    request: (caller, world) => ({ url: `/api/get-this-stripe/${payoutOf(caller, world).accountId}` }),
  },
  {
    method: 'GET',
    url: '/api/payouts/overview',
    rule: 'Payout is a guide screen (a guide without an account sees "Setup Payout Account").',
    access: GUIDE_CAPABILITY,
    request: () => ({ url: '/api/payouts/overview' }),
  },
  {
    method: 'POST',
    url: '/api/payouts/bank-accounts',
    rule: "Payout is a guide screen: bank accounts of the guide's own payout account.",
    access: { ...GUIDE_CAPABILITY, guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT },
    request: () => ({
      url: '/api/payouts/bank-accounts',
      payload: {
        account_holder_name: 'Marie Gagnon',
        transit_number: '10101',
        institution_number: '815',
        account_number: '12345678',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/payouts/bank-accounts/:id/default',
    rule: "Payout is a guide screen: the default among the guide's own bank accounts.",
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT,
      otherGuide: answers(404, "another guide's bank account is not revealed"),
    },
    request: (caller, world) => ({
      url: `/api/payouts/bank-accounts/${payoutOf(caller, world).bankAccountId}/default`,
    }),
  },
  {
    method: 'POST',
    url: '/api/payouts/withdraw',
    rule: "Payout is a guide screen: withdraw from the guide's own balance.",
    access: { ...GUIDE_CAPABILITY, guideWithoutPayoutAccount: NO_PAYOUT_ACCOUNT },
    request: (_caller, world) => ({
      url: '/api/payouts/withdraw',
      payload: { amount: 100, request_id: `matrix-${world.unique()}` },
    }),
  },
];
