import { isStaffRole } from './access-policy.ts';
import type { Role } from './roles.ts';

/**
 * Training Pages Management (list, create, edit, delete, preview of unpublished programs) is open to the
 * super admin and to every admin, whatever their permission flags (API-NOTES, Roles and permissions).
 */
export function mayManageTrainingPages(user: { role: Role }): boolean {
  return isStaffRole(user.role);
}
