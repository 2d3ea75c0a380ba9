import { hasPayoutAccountSetUp, type PayoutAccountFlags } from '@cordee/shared/payout-readiness';
import type { PayoutState } from '@cordee/shared/payouts.contracts';
import { DomainError } from '../../http/errors.ts';
import type { UserRow } from '../users/users.tables.ts';

type PayoutFlags = Pick<UserRow, 'stripeAccountId' | 'detailsSubmitted' | 'payoutsEnabled' | 'chargesEnabled'>;

/** Spec 3 §4: the Payout page's state from the stored account id and flags. */
export function payoutStateOf(user: PayoutFlags): PayoutState {
  if (!user.stripeAccountId) return 'setup';
  return user.detailsSubmitted && user.payoutsEnabled && user.chargesEnabled ? 'active' : 'finish';
}

/** A user's stored payout account in the provider's field names (null: none yet), for the shared rule. */
export function payoutAccountOf(user: PayoutFlags): PayoutAccountFlags | null {
  if (user.stripeAccountId === null) return null;
  return { details_submitted: user.detailsSubmitted, payouts_enabled: user.payoutsEnabled };
}

/** For the Events feature: the server refuses what the wizard's step 1 blocks (`hasPayoutAccountSetUp`). */
export function assertPayoutAccountSetUp(user: PayoutFlags): void {
  if (!hasPayoutAccountSetUp(payoutAccountOf(user))) {
    throw new DomainError('payout_setup_required');
  }
}
