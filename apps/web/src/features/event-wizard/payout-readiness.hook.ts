import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { PayoutOverview } from '@cordee/shared/payouts.contracts';
import { usePayoutOverview } from '../payouts/payouts.api.ts';

export type PayoutReadiness = 'ready' | 'blocked' | 'checking';

type AccountFlags = { details_submitted: boolean; payouts_enabled: boolean };

/**
 * Spec 2 §2.7 step 1 and API-NOTES (Payouts): a guide may go past step 1 once the payout account is set
 * up, i.e. the provider has the details or already pays out. The server checks the same on create.
 */
export function isPayoutAccountSetUp(account: AccountFlags | null | undefined): boolean {
  return Boolean(account && (account.details_submitted || account.payouts_enabled));
}

/**
 * What step 1 should do: GET /api/payouts/overview is the truth; until it answers (or if it cannot),
 * the signed-in user's own flags decide, except that "not set up" waits for the overview rather than
 * flashing a prompt at a guide whose stored flags are merely stale.
 */
export function payoutReadinessOf(
  overview: Pick<PayoutOverview, 'account'> | undefined,
  overviewSettled: boolean,
  user: Pick<AuthUser, 'stripe_account_id' | 'details_submitted' | 'payouts_enabled'>,
): PayoutReadiness {
  if (overview) return isPayoutAccountSetUp(overview.account) ? 'ready' : 'blocked';
  if (user.stripe_account_id && isPayoutAccountSetUp(user)) return 'ready';
  return overviewSettled ? 'blocked' : 'checking';
}

export function usePayoutReadiness(
  user: Pick<AuthUser, 'stripe_account_id' | 'details_submitted' | 'payouts_enabled'>,
): PayoutReadiness {
  const overview = usePayoutOverview();
  return payoutReadinessOf(overview.data, !overview.isPending, user);
}
