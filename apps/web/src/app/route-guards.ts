import { type LoaderFunction, redirect, replace } from 'react-router';
import { withReturnPath } from '../lib/return-path.ts';
import { getStoredUser, isSignedIn } from '../lib/session.ts';
import { isPermitted } from '../routing/route-access.ts';
import { PATHS } from '../routing/route-paths.ts';
import type { AccessRule, RouteAccess } from '../routing/routes.ts';

/** SignIn, with the address the guest asked for to come back to once signed in. */
function signInFor(request: Request): Response {
  const asked = new URL(request.url);
  return redirect(withReturnPath(PATHS.signIn, `${asked.pathname}${asked.search}${asked.hash}`));
}

/**
 * A route that needs sign-in sends a guest to SignIn, who comes back to it afterwards;
 * a route with a visitor page of its own (the root) sends them there instead.
 */
export function requireSignedIn(visitorPath?: string): LoaderFunction {
  return ({ request }) => {
    if (isSignedIn()) return null;
    return visitorPath ? redirect(visitorPath) : signInFor(request);
  };
}

/** A visitor-only route sends a signed-in user to Home. */
export function requireVisitor(): LoaderFunction {
  return () => (isSignedIn() ? redirect(PATHS.home) : null);
}

/**
 * A route whose access rule refuses the user shows AccessDenied. The rule reads the stored user, which
 * every GET /api/user refreshes; the server answers 403 to the API calls anyway.
 *
 * AccessDenied replaces the refused address in the history: pushed on top of it, "Go back" (and the
 * browser's Back) would return to the refused route, which sends the user here again.
 */
export function requireAccess(rule: AccessRule): LoaderFunction {
  return ({ request }) => {
    if (!isSignedIn()) return signInFor(request);
    const user = getStoredUser();
    return user && isPermitted(user, rule) ? null : replace(PATHS.accessDenied);
  };
}

export function guardFor(access: RouteAccess): LoaderFunction | undefined {
  switch (access.kind) {
    case 'public':
      return undefined;
    case 'visitor-only':
      return requireVisitor();
    case 'signed-in':
      return requireSignedIn(access.visitorPath);
    case 'permitted':
      return requireAccess(access.rule);
  }
}
