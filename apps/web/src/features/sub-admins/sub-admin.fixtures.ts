import { ADMIN_PERMISSIONS, type AdminPermissionId } from '@cordee/shared/roles';
import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import type { SubAdminList } from './sub-admins.api.ts';

/** Every flag, as the server sends them, with `status` true for the ids given. */
export function permissionFlags(granted: readonly AdminPermissionId[]): SubAdmin['permissions'] {
  return ADMIN_PERMISSIONS.map(({ id, name, abbr }) => ({ id, name, abbr, status: granted.includes(id) }));
}

export function makeSubAdmin(overrides: Partial<SubAdmin> = {}): SubAdmin {
  return {
    id: 2,
    name: 'Alex Martin',
    email: 'alex@example.test',
    image: null,
    color: 'green',
    permissions: permissionFlags([]),
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSubAdminList(admins: SubAdmin[], overrides: Partial<SubAdminList> = {}): SubAdminList {
  return { data: admins, page: 1, per_page: 20, total: admins.length, ...overrides };
}
