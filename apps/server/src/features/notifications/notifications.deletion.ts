import { eq } from 'drizzle-orm';
import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { removeGuideSignupNotifications } from './notifications.service.ts';
import { notifications } from './notifications.tables.ts';

/** The account's own notifications go with it. */
export const notificationsOnUserDeleted: UserDeletionHandler = {
  removeData: async (tx, { user }) => {
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
  },
};

/**
 * A deleted guide's sign-up no longer waits for anyone's review: the staff's notifications of it go.
 * Registered after the chats and journal, where the deletion has always removed them.
 */
export const guideSignupNotificationsOnUserDeleted: UserDeletionHandler = {
  removeData: async (tx, { user }) => {
    if (user.role === 'guide') await removeGuideSignupNotifications(tx, user.id);
  },
};
