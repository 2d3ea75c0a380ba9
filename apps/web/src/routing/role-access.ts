import { canUseGuideFeatures } from '@cordee/shared/access-policy';
import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { AdminPermissionId, Role } from '@cordee/shared/roles';

/**
 * Whether a user may open a screen meant for some roles. An admin (sub admin) may also open a
 * super-admin screen whose permission flag is on. A guide screen needs an approved guide, as the
 * server's guide routes do.
 */
export function hasRoleAccess(
  user: Pick<AuthUser, 'role' | 'permissions' | 'is_approved'>,
  roles: readonly Role[],
  adminPermission?: AdminPermissionId,
): boolean {
  if (roles.includes(user.role)) {
    return user.role !== 'guide' || canUseGuideFeatures({ role: user.role, isApproved: user.is_approved });
  }
  return (
    user.role === 'admin' &&
    adminPermission !== undefined &&
    user.permissions.some((permission) => permission.id === adminPermission && permission.status)
  );
}
