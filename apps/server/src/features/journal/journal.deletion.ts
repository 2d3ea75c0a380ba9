import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { removeJournalOf } from './journal.service.ts';

/** The account's journal goes with it. */
export const journalOnUserDeleted: UserDeletionHandler = {
  removeData: (tx, { user }) => removeJournalOf(tx, user.id),
};
