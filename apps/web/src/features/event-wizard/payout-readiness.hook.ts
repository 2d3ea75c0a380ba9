import type { AuthUser } from '@cordee/shared/auth.contracts';
import { hasPayoutAccountSetUp } from '@cordee/shared/payout-readiness';
import type { PayoutOverview } from '@cordee/shared/payouts.contracts';
import { usePayoutOverview } from '../payouts/payouts.api.ts';

export type PayoutReadiness = 'ready' | 'blocked' | 'checking';

/**
 * What step 1 should do, by the shared `hasPayoutAccountSetUp` (the server checks the same on create):
 * GET /api/payouts/overview is the truth; until it answers (or if it cannot),
 * the signed-in user's own flags decide, except that "not set up" waits for the overview rather than
 * flashing a prompt at a guide whose stored flags are merely stale.
 */
export function payoutReadinessOf(
  overview: Pick<PayoutOverview, 'account'> | undefined,
  overviewSettled: boolean,
  user: Pick<AuthUser, 'stripe_account_id' | 'details_submitted' | 'payouts_enabled'>,
): PayoutReadiness {
  if (overview) return hasPayoutAccountSetUp(overview.account) ? 'ready' : 'blocked';
  if (user.stripe_account_id && hasPayoutAccountSetUp(user)) return 'ready';
  return overviewSettled ? 'blocked' : 'checking';
}

export function usePayoutReadiness(
  user: Pick<AuthUser, 'stripe_account_id' | 'details_submitted' | 'payouts_enabled'>,
): PayoutReadiness {
  const overview = usePayoutOverview();
  return payoutReadinessOf(overview.data, !overview.isPending, user);
}
