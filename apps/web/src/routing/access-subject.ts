import type { AccessSubject, StaffSubject } from '@cordee/shared/access-policy';
import type { AuthUser } from '@cordee/shared/auth.contracts';

/**
 * The signed-in user as the shared access rules read it (`@cordee/shared/access-policy`): the API lists
 * an admin's flags as `{ id, status }` entries, the rules want the ids that are on. Every screen guard,
 * menu entry and action button asks the shared rules through this, as the server does.
 */
export function accessSubjectOf(
  user: Pick<AuthUser, 'id' | 'role' | 'is_approved' | 'permissions'>,
): StaffSubject & AccessSubject & { id: number } {
  return {
    id: user.id,
    role: user.role,
    isApproved: user.is_approved,
    permissions: user.permissions.filter((permission) => permission.status).map((permission) => permission.id),
  };
}
