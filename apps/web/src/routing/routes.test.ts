import { mayReadStatistics } from '@cordee/shared/access-policy';
import { ADMIN_PERMISSIONS, type AdminPermissionId, ROLES, type Role } from '@cordee/shared/roles';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures.ts';
import { isPermitted } from './route-access.ts';
import { ROUTES, type RouteName } from './routes.ts';

/**
 * Who could open each role route before decision 49, in the old vocabulary: these roles (a guide only
 * once approved), or an admin holding the flag. The shared rule each route now names must let in exactly
 * the same people.
 */
const BEFORE: Partial<Record<RouteName, { roles: readonly Role[]; adminPermission?: AdminPermissionId }>> = {
  SubAdmins: { roles: ['super_admin'] },
  Guides: { roles: ['super_admin'], adminPermission: 'guides' },
  Climbers: { roles: ['super_admin'], adminPermission: 'climbers' },
  Statistics: { roles: ['super_admin'], adminPermission: 'statistics' },
  Trainings: { roles: ['super_admin'], adminPermission: 'trainings' },
  Videos: { roles: ['climber'] },
  Training: { roles: ['climber'] },
  AuditLog: { roles: ['super_admin'] },
  Payout: { roles: ['guide'] },
  ClimberPersonalInfo: { roles: ['climber'] },
  ClimberClimbingExp: { roles: ['climber'] },
  ClimberFunFacts: { roles: ['climber'] },
  ClimberInterestedSkills: { roles: ['climber'] },
  ExploreEvents: { roles: ['climber'] },
  Calendar: { roles: ['guide'] },
  UpcomingEvents: { roles: ['guide', 'super_admin'], adminPermission: 'events' },
  Plans: { roles: ['super_admin'], adminPermission: 'plans' },
  MyEvents: { roles: ['climber'] },
  RegisteredEvents: { roles: ['climber'] },
  TrainingPagesManagement: { roles: ['super_admin'], adminPermission: 'training_pages' },
  VideoDiary: { roles: ['climber'] },
};

/** Every kind of signed-in user: each role, a guide before approval, and admins with none, one or all flags. */
const USERS = [
  ...ROLES.map((role) => makeUser({ role })),
  makeUser({ role: 'guide', is_approved: false }),
  ...[[], ...ADMIN_PERMISSIONS.map((flag) => [flag.id]), ADMIN_PERMISSIONS.map((flag) => flag.id)].map((on) =>
    makeUser({
      role: 'admin',
      permissions: ADMIN_PERMISSIONS.map((flag) => ({ ...flag, status: on.includes(flag.id) })),
    }),
  ),
];

function openedBefore(user: (typeof USERS)[number], before: { roles: readonly Role[]; adminPermission?: string }) {
  if (before.roles.includes(user.role)) return user.role !== 'guide' || user.is_approved;
  return (
    user.role === 'admin' &&
    user.permissions.some((permission) => permission.id === before.adminPermission && permission.status)
  );
}

describe('the route definitions', () => {
  it("name the shared access rule of each screen (Statistics: the server's mayReadStatistics)", () => {
    expect(ROUTES.Statistics.access).toEqual({ kind: 'permitted', rule: mayReadStatistics });
  });

  it.each(Object.entries(BEFORE))('%s lets in exactly whom its role list did', (name, before) => {
    const access = ROUTES[name as RouteName].access;
    if (access.kind !== 'permitted') throw new Error(`${name} names no access rule`);
    for (const user of USERS) {
      expect([user.role, user.permissions, isPermitted(user, access.rule)]).toEqual([
        user.role,
        user.permissions,
        openedBefore(user, before),
      ]);
    }
  });

  it('give a rule to every route that is neither public, visitor-only nor open to anyone signed in', () => {
    const permitted = Object.entries(ROUTES).filter(([, route]) => route.access.kind === 'permitted');
    expect(permitted.map(([name]) => name).sort()).toEqual(Object.keys(BEFORE).sort());
  });

  it('give each route its own path', () => {
    const paths = Object.values(ROUTES).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
