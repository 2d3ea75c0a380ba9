import { canUseGuideFeatures, hasAdminPermission } from '@cordee/shared/access-policy';
import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { AdminPermissionId, Role } from '@cordee/shared/roles';
import { accessSubjectOf } from './access-subject.ts';

/**
 * Whether a user may open a screen meant for some roles, by the shared access rules the server applies
 * too. An admin (sub admin) may also open a super-admin screen whose permission flag is on. A guide
 * screen needs an approved guide, as the server's guide routes do.
 */
export function hasRoleAccess(
  user: Pick<AuthUser, 'id' | 'role' | 'permissions' | 'is_approved'>,
  roles: readonly Role[],
  adminPermission?: AdminPermissionId,
): boolean {
  const subject = accessSubjectOf(user);
  if (roles.includes(user.role)) return user.role !== 'guide' || canUseGuideFeatures(subject);
  return user.role === 'admin' && adminPermission !== undefined && hasAdminPermission(subject, adminPermission);
}
