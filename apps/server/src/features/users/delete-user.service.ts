import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError, forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { isLiveOnRunNotEnded } from '../bookings/booking-queries.service.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { findUserById } from './users.service.ts';
import { users } from './users.tables.ts';

const DELETED_LABEL = { admin: 'Admin', guide: 'Guide', climber: 'Climber' } as const;

const hasBookingsMessage = (label: string) =>
  `This ${label.toLowerCase()} has bookings on trips still to come. Cancel them before deleting the account.`;

/**
 * DELETE /api/delete-user/{id}: admins are managed by the super admin only; guides and climbers by the
 * super admin or an admin holding the Guides or Climbers flag. Nobody deletes a super admin or themselves.
 */
export async function deleteUser(db: Database, actor: AuthenticatedSession, id: number, now: Date = new Date()) {
  const target = await findUserById(db, id);
  if (!target) throw notFound('This user does not exist.');
  if (target.id === actor.user.id)
    throw new DomainError(409, 'cannot_delete_self', 'You cannot delete your own account.');
  if (target.role === 'super_admin') throw forbidden('A super admin cannot be deleted.');

  const isSuper = actor.user.role === 'super_admin';
  const allowed =
    target.role === 'admin'
      ? isSuper
      : isSuper ||
        (actor.user.role === 'admin' &&
          actor.user.permissions.includes(target.role === 'guide' ? 'guides' : 'climbers'));
  if (!allowed) throw forbidden();

  // Sessions go with the user (ON DELETE CASCADE), and a guide's events with the guide. Bookings stay,
  // with their copy of the trip and a null link to the person; but nobody is deleted while someone is
  // owed a trip or a refund by them: live bookings on runs not yet ended are cancelled first.
  const label = DELETED_LABEL[target.role];
  await db.transaction(async (tx) => {
    const held = await tx.$count(
      bookings,
      and(isLiveOnRunNotEnded(now), or(eq(bookings.climberId, target.id), eq(bookings.guideId, target.id))),
    );
    if (held > 0) throw new DomainError(409, 'user_has_bookings', hasBookingsMessage(label));
    await tx.delete(users).where(eq(users.id, target.id));
  });
  return { message: `${label} is deleted`, id: target.id, type: target.role };
}
