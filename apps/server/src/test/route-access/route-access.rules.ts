import type { AdminPermissionId } from '@cordee/shared/roles';
import type { Access, AdminExpected, Expected, MatrixCaller, MatrixWorld } from './route-access.types.ts';

/**
 * The answers and request helpers the rows of the role × route matrix share: who a rule opens a route
 * to, and whose data each kind of caller asks about.
 */

export const allowed: Expected = { kind: 'allowed' };

export const unauthenticated: Expected = { kind: 'unauthenticated' };

export const forbidden: Expected = { kind: 'forbidden' };

export const answers = (status: number, because: string): Expected => ({ kind: 'status', status, because });

export const everyone = (expected: Expected): Access => ({
  visitor: expected,
  climber: expected,
  guide: expected,
  guideWithoutPayoutAccount: expected,
  pendingGuide: expected,
  otherGuide: expected,
  admin: expected,
  superAdmin: expected,
});

/** Public: the same answer with or without a token. */
export const PUBLIC = everyone(allowed);

/** Any signed-in account. */
export const SIGNED_IN: Access = { ...everyone(allowed), visitor: unauthenticated };

/** Signed in, and refused to everyone the row does not open it to. */
export const NOBODY: Access = { ...everyone(forbidden), visitor: unauthenticated };

/**
 * A guide's capability: approved guides only. An applicant whose review is pending is no guide yet and
 * is refused exactly like a climber, whatever session or payout account it managed to get.
 */
export const GUIDE_CAPABILITY: Access = {
  ...NOBODY,
  guide: allowed,
  guideWithoutPayoutAccount: allowed,
  otherGuide: allowed,
};

export const SUPER_ADMIN_ONLY: Access = { ...NOBODY, superAdmin: allowed };

export const withPermission = (permission: AdminPermissionId): AdminExpected => ({
  permission,
  withFlag: allowed,
  withoutFlag: forbidden,
});

export const REDIRECT = (status: number, to: string) =>
  answers(status, `a browser navigation: the answer sends it ${to}`);

export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export const PASSWORD = 'granite-sunrise-belay-42';

export const NEW_PASSWORD = 'quartzite-evening-rappel-77';

/** The other guide is the one caller that acts on what belongs to somebody else while holding the same role. */
export const isOwnerGuide = (caller: MatrixCaller) => caller.user?.role === 'guide' && caller.kind !== 'otherGuide';

/** A guide acts on its own event; anybody else (the other guide included) on the approved guide's. */
export const eventOwnerOf = (caller: MatrixCaller, world: MatrixWorld) =>
  caller.user && isOwnerGuide(caller) ? caller.user.id : world.guide.user.id;

/** Trainings (videos) are managed by the super admin and admins holding the Videos flag. */
export const TRAINING_MANAGERS: Access = { ...NOBODY, superAdmin: allowed, admin: withPermission('trainings') };
