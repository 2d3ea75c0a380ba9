import { NEW_PASSWORD, PASSWORD, SUPER_ADMIN_ONLY, withPermission } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Sub admins, and deleting users. */
export const subAdminRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/admins',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: () => ({ url: '/api/admins' }),
  },
  {
    method: 'POST',
    url: '/api/admins',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: '/api/admins',
      payload: {
        name: 'Matrix Admin',
        email: `matrix-admin-${world.unique()}@example.test`,
        password: PASSWORD,
        permissions: ['statistics'],
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admins/:id',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: `/api/admins/${world.subAdmin.id}`,
      payload: { name: 'Matrix Target Admin', email: world.subAdmin.email },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admins/:id/password',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: `/api/admins/${world.subAdmin.id}/password`,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admins/:id/permissions',
    rule: 'Managing sub admins stays with the super admin: no permission flag opens it.',
    access: SUPER_ADMIN_ONLY,
    request: (_caller, world) => ({
      url: `/api/admins/${world.subAdmin.id}/permissions`,
      payload: { permissions: ['statistics', 'plans'] },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/delete-user/:id',
    variant: 'a climber',
    rule: 'Climbers are deleted by the super admin or an admin holding the Climbers flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('climbers') },
    request: async (_caller, world) => ({
      url: `/api/delete-user/${(await world.newUser({ role: 'climber' })).id}`,
    }),
  },
  {
    method: 'DELETE',
    url: '/api/delete-user/:id',
    variant: 'a guide',
    rule: 'Guides are deleted by the super admin or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/delete-user/${(await world.newUser({ role: 'guide', isApproved: true })).id}`,
    }),
  },
  {
    method: 'DELETE',
    url: '/api/delete-user/:id',
    variant: 'an admin',
    rule: 'Sub admins are deleted by the super admin only (managing sub admins stays with it).',
    access: SUPER_ADMIN_ONLY,
    request: async (_caller, world) => ({
      url: `/api/delete-user/${(await world.newUser({ role: 'admin' })).id}`,
    }),
  },
];
