import type { AdminPermissionId, Role } from '@cordee/shared/roles';

/**
 * Every route name of spec 1 §2.1 and spec 3 §2. Screens land issue by issue; only the names listed in
 * ROUTE_TABLE below exist in the app, and menus and links ask the table before pointing anywhere.
 */
export type SpecRouteName =
  // Signed-in area
  | 'Home'
  | 'MyEvents'
  | 'ExploreEvents'
  | 'chats'
  | 'ChatDetails'
  | 'Calendar'
  | 'Payout'
  | 'Guides'
  | 'Statistics'
  | 'SubAdmins'
  | 'Climbers'
  | 'Trainings'
  | 'Plans'
  | 'UpcomingEvents'
  | 'AccessDenied'
  | 'BookingSuccess'
  | 'BookingCanceled'
  | 'SubscriptionSuccess'
  | 'SubscriptionCancelled'
  | 'VideoDiary'
  | 'Training'
  | 'Videos'
  | 'TrainingPagesManagement'
  // Visitor only
  | 'GoogleAuth'
  | 'SignIn'
  | 'SignUp'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'ApplyAsGuide'
  | 'GuideSignUp'
  | 'GuideCompanyInfo'
  | 'GuideDocuments'
  | 'GuideReviews'
  | 'GuideExperience'
  | 'GuideReference'
  // Climber sign-up wizard
  | 'ClimberPersonalInfo'
  | 'ClimberClimbingExp'
  | 'ClimberFunFacts'
  | 'ClimberInterestedSkills'
  // Public
  | 'ViewEvents'
  | 'ViewDiary'
  | 'VerifyAccountEmail'
  | 'GuideRegistrationComplete'
  | 'ElCapitanTraining'
  | 'TrainingProgramsList'
  | 'TrainingProgram';

/** Who may open a route (spec 1 §2.1). The server enforces access again; guards only steer navigation. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'visitor-only' }
  | { kind: 'signed-in' }
  | { kind: 'role'; roles: readonly Role[]; adminPermission?: AdminPermissionId };

/** Visitor screens sit beside the welcome banner; signed-in screens inside the app shell. */
export type RouteLayout = 'welcome' | 'app';

export type RouteDefinition = { path: string; access: RouteAccess; layout: RouteLayout };

const VISITOR_ONLY = { kind: 'visitor-only' } as const;
const SIGNED_IN = { kind: 'signed-in' } as const;
/** Managing sub admins stays with the super admin: no permission flag opens it to an admin (API-NOTES). */
const SUPER_ADMIN_ONLY = { kind: 'role', roles: ['super_admin'] } as const;

/** The single source of route names, paths and guards. Add a route here when its screen is real. */
export const ROUTE_TABLE = {
  SignIn: { path: '/signin', access: VISITOR_ONLY, layout: 'welcome' },
  SignUp: { path: '/signup', access: VISITOR_ONLY, layout: 'welcome' },
  // The root is the signed-in home and the landing place of "Done" and "Go home" buttons.
  Home: { path: '/', access: SIGNED_IN, layout: 'app' },
  AccessDenied: { path: '/access-denied', access: SIGNED_IN, layout: 'app' },
  SubAdmins: { path: '/sub-admins', access: SUPER_ADMIN_ONLY, layout: 'app' },
  // accounts routes (forgot/reset password, email verification, climber wizard, Google landing)
  // guide application routes (apply, five steps, registration complete, guide sign-up)
} as const satisfies Partial<Record<SpecRouteName, RouteDefinition>>;

export type RouteName = keyof typeof ROUTE_TABLE;

export type RouteTable = Partial<Record<SpecRouteName, RouteDefinition>>;

/** The path of a route, or undefined while its screen does not exist yet. */
export function pathOf(name: SpecRouteName, table: RouteTable = ROUTE_TABLE): string | undefined {
  return table[name]?.path;
}

export function routeExists(name: SpecRouteName, table: RouteTable = ROUTE_TABLE): boolean {
  return table[name] !== undefined;
}

/** Paths the code links to unconditionally, because their screens exist. */
export const PATHS = {
  home: ROUTE_TABLE.Home.path,
  signIn: ROUTE_TABLE.SignIn.path,
  signUp: ROUTE_TABLE.SignUp.path,
  accessDenied: ROUTE_TABLE.AccessDenied.path,
} as const;
