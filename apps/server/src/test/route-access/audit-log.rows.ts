import { SUPER_ADMIN_ONLY } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** The audit log. */
export const auditLogRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/audit-log',
    rule: 'The audit log records what sub admins did: the super admin reads it, no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: () => ({ url: '/api/audit-log?action=user.deleted' }),
  },
];
