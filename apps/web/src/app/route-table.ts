import { PAYOUT_SCREEN_PATH } from '@cordee/shared/payout-screen';
import type { AdminPermissionId, Role } from '@cordee/shared/roles';

/**
 * Every route name of spec 1 §2.1 and spec 3 §2. Screens land issue by issue; only the names listed in
 * ROUTE_TABLE below exist in the app, and menus and links ask the table before pointing anywhere.
 */
export type SpecRouteName =
  // Signed-in area
  | 'Home'
  | 'MyEvents'
  | 'RegisteredEvents'
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
  | 'TrainingProgram'
  // Public legal pages, linked from the footer, the sign-up notice and the booking waiver
  | 'Terms'
  | 'Privacy';

/** Who may open a route (spec 1 §2.1). The server enforces access again; guards only steer navigation. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'visitor-only' }
  /** `visitorPath`: where a visitor goes instead of SignIn (the catalogue, for the root). */
  | { kind: 'signed-in'; visitorPath?: string }
  | { kind: 'role'; roles: readonly Role[]; adminPermission?: AdminPermissionId };

/** Visitor screens sit beside the welcome banner; signed-in screens inside the app shell. */
/** Public screens a visitor browses without signing in (search, map) take the whole width. */
export type RouteLayout = 'welcome' | 'app' | 'public';

export type RouteDefinition = { path: string; access: RouteAccess; layout: RouteLayout };

const VISITOR_ONLY = { kind: 'visitor-only' } as const;
const SIGNED_IN = { kind: 'signed-in' } as const;
/** Managing sub admins stays with the super admin: no permission flag opens it to an admin (API-NOTES). */
const SUPER_ADMIN_ONLY = { kind: 'role', roles: ['super_admin'] } as const;

/** The single source of route names, paths and guards. Add a route here when its screen is real. */
export const ROUTE_TABLE = {
  SignIn: { path: '/signin', access: VISITOR_ONLY, layout: 'welcome' },
  SignUp: { path: '/signup', access: VISITOR_ONLY, layout: 'welcome' },
  // The root is the signed-in home and the landing place of "Done" and "Go home" buttons. A visitor has
  // no home: the front door of a marketplace is its catalogue, so the root opens the course search.
  Home: { path: '/', access: { kind: 'signed-in', visitorPath: '/viewevents' }, layout: 'app' },
  AccessDenied: { path: '/access-denied', access: SIGNED_IN, layout: 'app' },
  SubAdmins: { path: '/sub-admins', access: SUPER_ADMIN_ONLY, layout: 'app' },
  // The provider's onboarding pages send the guide back here (PAYOUT_SCREEN_PATH of the payouts contract).
  Payout: { path: PAYOUT_SCREEN_PATH, access: { kind: 'role', roles: ['guide'] }, layout: 'app' },
  // accounts routes (forgot/reset password, email verification, climber wizard, Google landing)
  ForgotPassword: { path: '/forgot-password', access: VISITOR_ONLY, layout: 'welcome' },
  ResetPassword: { path: '/reset-password/:payload', access: VISITOR_ONLY, layout: 'welcome' },
  // Public: the link may be opened signed in or not, in any browser.
  VerifyAccountEmail: { path: '/verify-account-email/:token', access: { kind: 'public' }, layout: 'welcome' },
  GoogleAuth: { path: '/googleauth', access: VISITOR_ONLY, layout: 'welcome' },
  // The climber wizard continues the sign-up, so it keeps the welcome layout of SignUp.
  ClimberPersonalInfo: {
    path: '/signup-personal-info',
    access: { kind: 'role', roles: ['climber'] },
    layout: 'welcome',
  },
  ClimberClimbingExp: {
    path: '/signup-climbing-experience',
    access: { kind: 'role', roles: ['climber'] },
    layout: 'welcome',
  },
  ClimberFunFacts: { path: '/signup-fun-facts', access: { kind: 'role', roles: ['climber'] }, layout: 'welcome' },
  ClimberInterestedSkills: {
    path: '/signup-interested-new-skills',
    access: { kind: 'role', roles: ['climber'] },
    layout: 'welcome',
  },
  // guide application routes (apply, five steps, registration complete, guide sign-up)
  ApplyAsGuide: { path: '/apply-as-guide', access: VISITOR_ONLY, layout: 'welcome' },
  // The five steps are also guarded by the new-guide draft (features/guide-application/guide-step-frame).
  GuideCompanyInfo: { path: '/company-info', access: VISITOR_ONLY, layout: 'welcome' },
  GuideDocuments: { path: '/guide-documents', access: VISITOR_ONLY, layout: 'welcome' },
  GuideReviews: { path: '/guide-reviews', access: VISITOR_ONLY, layout: 'welcome' },
  GuideExperience: { path: '/guide-experience', access: VISITOR_ONLY, layout: 'welcome' },
  GuideReference: { path: '/guide-reference', access: VISITOR_ONLY, layout: 'welcome' },
  // Public (spec 1 §2.1); it opens only for a sent application, which its screen checks.
  GuideRegistrationComplete: { path: '/guide-registration-completed', access: { kind: 'public' }, layout: 'welcome' },
  GuideSignUp: { path: '/guide-signup/:payload', access: VISITOR_ONLY, layout: 'welcome' },
  // events routes (spec 2 §2.1)
  // Public; a signed-in climber is sent on to ExploreEvents by the screen itself.
  ViewEvents: { path: '/viewevents', access: { kind: 'public' }, layout: 'public' },
  ExploreEvents: { path: '/explore-events', access: { kind: 'role', roles: ['climber'] }, layout: 'app' },
  Calendar: { path: '/calendar', access: { kind: 'role', roles: ['guide'] }, layout: 'app' },
  UpcomingEvents: {
    path: '/upcoming-events',
    access: { kind: 'role', roles: ['guide', 'super_admin'], adminPermission: 'events' },
    layout: 'app',
  },
  // bookings routes (spec 2 §2.11): the payment provider sends the climber back to one of these.
  BookingSuccess: { path: '/booking/success/:sessionId', access: SIGNED_IN, layout: 'app' },
  BookingCanceled: { path: '/booking/canceled/:sessionId', access: SIGNED_IN, layout: 'app' },
  // bookings routes (spec 2 §2.1, §2.8): a climber's own bookings, by tab
  MyEvents: { path: '/my-events', access: { kind: 'role', roles: ['climber'] }, layout: 'app' },
  // The target after a successful booking: My Courses on its Registered tab.
  RegisteredEvents: { path: '/registered-events', access: { kind: 'role', roles: ['climber'] }, layout: 'app' },
  // legal pages: readable by anyone, signed in or not, before an account exists
  Terms: { path: '/terms', access: { kind: 'public' }, layout: 'public' },
  Privacy: { path: '/privacy', access: { kind: 'public' }, layout: 'public' },
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
  viewEvents: ROUTE_TABLE.ViewEvents.path,
  terms: ROUTE_TABLE.Terms.path,
  privacy: ROUTE_TABLE.Privacy.path,
} as const;
