import type { AuthUser } from '@cordee/shared/auth.contracts';
import { accessSubjectOf } from './access-subject.ts';
import type { AccessRule } from './routes.ts';

/**
 * Whether a signed-in user passes a route's access rule (routes.ts), asked of the shared access rules the
 * server applies too. The guards and the side menu both ask this.
 */
export function isPermitted(user: Pick<AuthUser, 'id' | 'role' | 'permissions' | 'is_approved'>, rule: AccessRule) {
  return rule(accessSubjectOf(user));
}
