import { and, eq, or } from 'drizzle-orm';
import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { isLiveOnRunNotEnded } from './booking-queries.service.ts';
import { bookings } from './bookings.tables.ts';

/**
 * Nobody is deleted while someone is owed a trip or a refund by them: the live bookings of the account,
 * as climber or guide, on runs not yet ended refuse the deletion until they are cancelled. Ended and
 * cancelled bookings stay, keeping their party as "Deleted guide" and so on (decision 0025).
 */
export const bookingsOnUserDeleted: UserDeletionHandler = {
  countOwed: (tx, { user, now }) =>
    tx.$count(
      bookings,
      and(isLiveOnRunNotEnded(now), or(eq(bookings.climberId, user.id), eq(bookings.guideId, user.id))),
    ),
};
