import { ROUTES, type RouteName } from './routes.ts';

/*
 * The path of each route, from its definition (routes.ts), for features that link to another screen:
 * they read it here, below the features, without importing the app layer (the router, its guards and
 * every screen's loader).
 */

/** The path pattern of every route. */
export const ROUTE_PATHS = Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, route.path])) as {
  readonly [Name in RouteName]: (typeof ROUTES)[Name]['path'];
};

/** Paths the code links to by their role rather than by their route. */
export const PATHS = {
  home: ROUTE_PATHS.Home,
  signIn: ROUTE_PATHS.SignIn,
  signUp: ROUTE_PATHS.SignUp,
  accessDenied: ROUTE_PATHS.AccessDenied,
  viewEvents: ROUTE_PATHS.ViewEvents,
  terms: ROUTE_PATHS.Terms,
  privacy: ROUTE_PATHS.Privacy,
  // The plans and their checkout (subscription_modal) live there; locked training content links to it.
  subscription: ROUTE_PATHS.Subscription,
} as const;
