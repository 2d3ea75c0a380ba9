import type { Role } from '@cordee/shared/roles';
import { type LoaderFunction, redirect } from 'react-router';
import { getStoredUser, isSignedIn } from '../lib/session.ts';
import { PATHS, type RouteAccess } from './route-table.ts';

/** A route that needs sign-in sends a guest to SignIn (spec 1 §2.1). */
export function requireSignedIn(): LoaderFunction {
  return () => (isSignedIn() ? null : redirect(PATHS.signIn));
}

/** A visitor-only route sends a signed-in user to Home (spec 1 §2.1). */
export function requireVisitor(): LoaderFunction {
  return () => (isSignedIn() ? redirect(PATHS.home) : null);
}

/**
 * A role route opened by another role shows AccessDenied. The role comes from the stored user, which
 * every GET /api/user refreshes; the server answers 403 to the API calls anyway.
 */
export function requireRole(roles: readonly Role[]): LoaderFunction {
  return () => {
    if (!isSignedIn()) return redirect(PATHS.signIn);
    const role = getStoredUser()?.role;
    return role && roles.includes(role) ? null : redirect(PATHS.accessDenied);
  };
}

export function guardFor(access: RouteAccess): LoaderFunction | undefined {
  switch (access.kind) {
    case 'public':
      return undefined;
    case 'visitor-only':
      return requireVisitor();
    case 'signed-in':
      return requireSignedIn();
    case 'role':
      return requireRole(access.roles);
  }
}
