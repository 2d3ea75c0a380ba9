import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError, forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { findUserById } from './users.service.ts';
import { users } from './users.tables.ts';

const DELETED_LABEL = { admin: 'Admin', guide: 'Guide', climber: 'Climber' } as const;

/**
 * DELETE /api/delete-user/{id}: admins are managed by the super admin only; guides and climbers by the
 * super admin or an admin holding the Guides or Climbers flag. Nobody deletes a super admin or themselves.
 */
export async function deleteUser(db: Database, actor: AuthenticatedSession, id: number) {
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

  // Sessions go with the user (ON DELETE CASCADE); later features add their own clean-up rules here.
  await db.delete(users).where(eq(users.id, target.id));
  return { message: `${DELETED_LABEL[target.role]} is deleted`, id: target.id, type: target.role };
}
