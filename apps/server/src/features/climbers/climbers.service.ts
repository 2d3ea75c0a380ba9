import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import type { ClimberListQuerySchema, ClimberView } from '@cordee/shared/staff-users.contracts';
import { ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { likePatternFor } from '../../db/search-term.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import {
  accountActivity,
  findListedAccount,
  listAccountsOfRole,
  presentStaffUserRow,
} from '../staff-accounts/staff-accounts.ts';
import { users } from '../users/users.tables.ts';

/** The route's guard already asked; the use case asks again so no other caller skips the rule. */
function assertMayManageClimbers(actor: AuthenticatedSession): void {
  if (!mayManageAccountsOf(actor.user, 'climber')) throw forbidden();
}

/** GET /api/climbers: "All Climbers", newest first, searchable by name or email (case-insensitive). */
export async function listClimbers(
  db: Database,
  actor: AuthenticatedSession,
  query: z.output<typeof ClimberListQuerySchema>,
) {
  assertMayManageClimbers(actor);
  const pattern = likePatternFor(query.search);
  return listAccountsOfRole(
    db,
    'climber',
    query,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
}

/** GET /api/climbers/{id}: the detail panel and the view_user modal. */
export async function getClimber(db: Database, actor: AuthenticatedSession, id: number): Promise<ClimberView> {
  assertMayManageClimbers(actor);
  return db.transaction(async (tx) => {
    const climber = await findListedAccount(tx, 'climber', id);
    if (!climber) throw notFound('climber');
    return {
      ...presentStaffUserRow({ ...climber, role: 'climber' }),
      role: 'climber' as const,
      bio: climber.bio,
      skills: climber.skills,
      new_skills: climber.newSkills,
      activity: await accountActivity(tx, { id: climber.id, role: 'climber' }),
    };
  });
}
