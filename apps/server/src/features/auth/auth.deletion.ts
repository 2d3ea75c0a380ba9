import { eq } from 'drizzle-orm';
import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { sessions } from './auth.tables.ts';
import { oneTimeTokens } from './one-time-tokens.tables.ts';

/** A deleted account is signed out everywhere, and its pending links (verification, reset) stop working. */
export const authOnUserDeleted: UserDeletionHandler = {
  removeData: async (tx, { user }) => {
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
  },
};
