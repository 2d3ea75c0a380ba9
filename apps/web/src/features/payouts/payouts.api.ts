import type {
  AddBankAccount,
  PayoutMethodResponseSchema,
  PayoutOverview,
  PayoutResponseSchema,
  RedirectUrl,
  Withdraw,
} from '@cordee/shared/payouts.contracts';
import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { BOOTSTRAP_QUERY_KEY } from '../../session/bootstrap.api.ts';
import { publicConfigQueryOptions } from '../../session/public-config.api.ts';

export type PayoutMethodResponse = z.infer<typeof PayoutMethodResponseSchema>;
export type PayoutResponse = z.infer<typeof PayoutResponseSchema>;

/** While the provider has not yet enabled an account it has the details of, the screen asks again this often. */
export const PAYOUT_POLL_INTERVAL_MS = 2000;
/** …and for this long after the guide came back: an account still not enabled then needs the guide. */
export const PAYOUT_POLL_WINDOW_MS = 30_000;

export const payoutKeys = {
  all: ['payouts'] as const,
  overview: () => [...payoutKeys.all, 'overview'] as const,
};

export function fetchPayoutOverview(signal?: AbortSignal): Promise<PayoutOverview> {
  return apiRequest<PayoutOverview>('/api/payouts/overview', { signal });
}

/** POST /api/stripe: creates the payout account if missing; answers its onboarding page. */
export function startPayoutOnboarding(): Promise<RedirectUrl> {
  return apiRequest<RedirectUrl>('/api/stripe', { method: 'POST' });
}

/** POST /api/finish-onboarding: a fresh onboarding link for the existing account. */
export function finishPayoutOnboarding(): Promise<RedirectUrl> {
  return apiRequest<RedirectUrl>('/api/finish-onboarding', { method: 'POST' });
}

export function payoutDashboardLink(accountId: string): Promise<RedirectUrl> {
  return apiRequest<RedirectUrl>(`/api/goto-stripe-dashboard/${encodeURIComponent(accountId)}`, { method: 'POST' });
}

export function addBankAccount(body: AddBankAccount): Promise<PayoutMethodResponse> {
  return apiRequest<PayoutMethodResponse>('/api/payouts/bank-accounts', { method: 'POST', body });
}

export function makeDefaultBankAccount(id: string): Promise<PayoutMethodResponse> {
  return apiRequest<PayoutMethodResponse>(`/api/payouts/bank-accounts/${encodeURIComponent(id)}/default`, {
    method: 'POST',
  });
}

export function withdrawFunds(body: Withdraw): Promise<PayoutResponse> {
  return apiRequest<PayoutResponse>('/api/payouts/withdraw', { method: 'POST', body });
}

export const payoutOverviewQueryOptions = queryOptions({
  queryKey: payoutKeys.overview(),
  queryFn: ({ signal }) => fetchPayoutOverview(signal),
});

/** The overview as the modals read it: the screen's cached copy, fetched if they open without it. */
export function usePayoutOverview() {
  return useQuery(payoutOverviewQueryOptions);
}

/**
 * Whether the provider has the guide's details and is still enabling the account: the one state a
 * moment's wait can change. An account the guide left unfinished (onboarding cancelled) does not
 * become active by itself, so it is shown as it is at once.
 */
export function isAwaitingProvider(overview: PayoutOverview | undefined): boolean {
  return overview?.state === 'finish' && overview.account?.details_submitted === true;
}

/**
 * The overview for the screen itself. The server reads the account from the provider on each call, so
 * the first answer is the real state. Only just back from onboarding (`polling`), with details submitted
 * but the account not yet enabled, does the screen ask again every 2 s. A failed call stops it: the
 * guide has the error and a Retry button instead.
 */
export function usePolledPayoutOverview(polling: boolean) {
  return useQuery({
    ...payoutOverviewQueryOptions,
    refetchInterval: (query) =>
      polling && query.state.status !== 'error' && isAwaitingProvider(query.state.data)
        ? PAYOUT_POLL_INTERVAL_MS
        : false,
  });
}

/**
 * After a change the overview is fetched again (and awaited, so a modal closes on fresh data). GET
 * /api/user also carries payouts and balance: it is marked stale and reloads when next read.
 */
function refreshOverview(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY, refetchType: 'none' });
  return queryClient.invalidateQueries({ queryKey: payoutKeys.overview() });
}

export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: startPayoutOnboarding });
}

export function useFinishPayoutOnboarding() {
  return useMutation({ mutationFn: finishPayoutOnboarding });
}

export function usePayoutDashboardLink() {
  return useMutation({ mutationFn: payoutDashboardLink });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBankAccount, onSuccess: () => refreshOverview(queryClient) });
}

export function useMakeDefaultBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeDefaultBankAccount, onSuccess: () => refreshOverview(queryClient) });
}

export function useWithdrawFunds() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawFunds, onSuccess: () => refreshOverview(queryClient) });
}

/** The user-facing text of a failed call: the server's message, or the generic one. */
export function failureMessage(error: unknown): string {
  return messageOf(error);
}

/** Which payment provider runs; the screen labels the sandbox. */
export function paymentProviderOf(config: PublicConfig): PublicConfig['payment_provider'] {
  return config.payment_provider;
}

export function usePaymentProvider() {
  return useQuery({ ...publicConfigQueryOptions, select: paymentProviderOf });
}
