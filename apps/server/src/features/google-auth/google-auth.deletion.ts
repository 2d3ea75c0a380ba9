import { eq } from 'drizzle-orm';
import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { userIdentities } from './google-auth.tables.ts';

/** The Google identity linked to a deleted account signs nobody in again. */
export const googleAuthOnUserDeleted: UserDeletionHandler = {
  removeData: async (tx, { user }) => {
    await tx.delete(userIdentities).where(eq(userIdentities.userId, user.id));
  },
};
