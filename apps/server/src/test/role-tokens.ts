import { ADMIN_PERMISSIONS } from '@cordee/shared/roles';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../features/auth/auth.service.ts';
import type { UserRow } from '../features/users/users.tables.ts';
import { createUser } from './factories.ts';
import { onboardedGuide } from './payments.ts';

export type RoleName = 'climber' | 'guide' | 'admin' | 'super_admin';

export type RoleAccount = { user: UserRow; token: string };

/** A fresh session token for a user, without the password check of a sign-in (cheap in loops). */
export async function freshToken(app: FastifyInstance, userId: number): Promise<string> {
  return (await createSession(app.db, app.config, userId)).token;
}

/**
 * One signed-in account per role: a climber, an approved guide whose sandbox payout account is
 * onboarded, an admin holding every permission flag, and a super admin.
 */
export async function tokensForEveryRole(app: FastifyInstance): Promise<Record<RoleName, RoleAccount>> {
  const climber = await createUser(app.db, { role: 'climber' });
  const guide = await onboardedGuide(app);
  const admin = await createUser(app.db, { role: 'admin', permissions: ADMIN_PERMISSIONS.map((p) => p.id) });
  const superAdmin = await createUser(app.db, { role: 'super_admin' });
  return {
    climber: { user: climber, token: await freshToken(app, climber.id) },
    guide: { user: guide.guide, token: guide.token },
    admin: { user: admin, token: await freshToken(app, admin.id) },
    super_admin: { user: superAdmin, token: await freshToken(app, superAdmin.id) },
  };
}
