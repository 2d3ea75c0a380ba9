import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { removeChatsOf } from './chat.service.ts';

/** Conversations are personal data of both parties: they go with the account. */
export const chatOnUserDeleted: UserDeletionHandler = {
  removeData: (tx, { user }) => removeChatsOf(tx, user.id),
};
