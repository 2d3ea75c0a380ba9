import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { cancelSubscriptionsOfDeletedAccount, recordSubscriptionCancellations } from './subscription-cancellations.ts';

/**
 * A deleted account does not keep paying (decision 0040): its subscriptions are recorded for cancellation
 * in the deletion's transaction, and cancelled at the provider right after it commits (at once, nothing
 * refunded); a provider that is down or slow leaves them to the cancellations job, never holding the deletion.
 */
export const subscriptionsOnUserDeleted: UserDeletionHandler = {
  removeData: async (tx, { user, now }) => {
    await recordSubscriptionCancellations(tx, user.id, now);
  },
  afterCommit: (ctx, { user }) => cancelSubscriptionsOfDeletedAccount(ctx, user.id),
};
