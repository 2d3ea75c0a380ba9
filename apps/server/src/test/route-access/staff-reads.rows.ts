import { SUPER_ADMIN_ONLY, withPermission } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Staff reads: Guides, Climbers, Statistics. */
export const staffReadRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/guides',
    rule: 'The Guides screen: the super admin, or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: () => ({ url: '/api/guides?status=all&search=matrix' }),
  },
  {
    method: 'GET',
    url: '/api/guides/:id',
    rule: "A guide's whole application (pending ones too): the super admin, or an admin holding the Guides flag.",
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/guides/${(await world.newUser({ role: 'guide', isApproved: false, withoutPassword: true })).id}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/climbers',
    rule: 'The Climbers screen: the super admin, or an admin holding the Climbers flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('climbers') },
    request: () => ({ url: '/api/climbers?search=matrix' }),
  },
  {
    method: 'GET',
    url: '/api/climbers/:id',
    rule: "A climber's profile and activity: the super admin, or an admin holding the Climbers flag.",
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('climbers') },
    request: async (_caller, world) => ({
      url: `/api/climbers/${(await world.newUser({ role: 'climber' })).id}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/statistics',
    rule: 'Platform statistics: the super admin, or an admin holding the Statistics flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('statistics') },
    request: () => ({ url: '/api/statistics?state=guides' }),
  },
];
