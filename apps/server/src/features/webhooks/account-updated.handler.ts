import { objectIdOf } from '../../integrations/payments/checkout-session-object.ts';
import type { ConnectedAccount } from '../../integrations/payments/payment-provider.ts';
import { applyAccountFlags, retrieveAccountOrNull } from '../payouts/payout-account-sync.ts';
import type { WebhookHandler } from './webhook-registry.ts';

/**
 * `account.updated` → the guide's details_submitted, payouts_enabled and charges_enabled. The account
 * is re-read from the provider instead of taken from the event, so deliveries in any order (or a
 * stale one arriving last) leave the user with the provider's current flags.
 */
export const accountUpdatedHandler: WebhookHandler<ConnectedAccount | null> = {
  load: async (event, payments) => {
    const accountId = event.account ?? objectIdOf(event);
    return accountId ? retrieveAccountOrNull(payments, accountId) : null;
  },
  apply: async (tx, _event, account) => {
    if (account) await applyAccountFlags(tx, account);
  },
};
