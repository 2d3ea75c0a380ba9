import type { PayoutState } from '@cordee/shared/payouts.contracts';
import { DomainError } from '../../http/errors.ts';
import type { UserRow } from '../users/users.tables.ts';

type PayoutFlags = Pick<UserRow, 'stripeAccountId' | 'detailsSubmitted' | 'payoutsEnabled' | 'chargesEnabled'>;

/** Spec 3 §4: the Payout page's state from the stored account id and flags. */
export function payoutStateOf(user: PayoutFlags): PayoutState {
  if (!user.stripeAccountId) return 'setup';
  return user.detailsSubmitted && user.payoutsEnabled && user.chargesEnabled ? 'active' : 'finish';
}

/** Spec 2 §2.7 step 1: a guide may list events once the payout account is set up. */
export function hasPayoutAccountSetUp(user: PayoutFlags): boolean {
  return user.stripeAccountId !== null && (user.detailsSubmitted || user.payoutsEnabled);
}

/** For the Events feature: the server refuses what the wizard's step 1 blocks. */
export function assertPayoutAccountSetUp(user: PayoutFlags): void {
  if (!hasPayoutAccountSetUp(user)) {
    throw new DomainError('payout_setup_required');
  }
}
