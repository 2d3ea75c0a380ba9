import type { AdminPermissionId, Role } from '@cordee/shared/roles';
import { ROUTE_PATHS, type SpecRouteName } from '../routing/route-paths.ts';

/** Who may open a route (spec 1 §2.1). The server enforces access again; guards only steer navigation. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'visitor-only' }
  /** `visitorPath`: where a visitor goes instead of SignIn (the catalogue, for the root). */
  | { kind: 'signed-in'; visitorPath?: string }
  | { kind: 'role'; roles: readonly Role[]; adminPermission?: AdminPermissionId };

/** Visitor screens sit beside the welcome banner; signed-in screens inside the app shell. */
/** Public screens a visitor browses without signing in (search, map) take the whole width. */
/** Adaptive: public screens that the side menu also lists, inside the app shell for a signed-in user. */
export type RouteLayout = 'welcome' | 'app' | 'public' | 'adaptive';

/**
 * `firstRequest`: the API address a screen asks for first, the same on every first visit, whose answer
 * its largest paint waits for (`:name` is the address's segment of that name). The route preload script
 * starts it before the app's code has loaded (vite.config.ts); the app's request for the same address
 * takes that answer instead of asking again (lib/early-requests.ts). `route-table.test.ts` checks that
 * each is the address the screen really asks for.
 */
export type RouteDefinition = { path: string; access: RouteAccess; layout: RouteLayout; firstRequest?: string };

const VISITOR_ONLY = { kind: 'visitor-only' } as const;
const SIGNED_IN = { kind: 'signed-in' } as const;
/** Managing sub admins stays with the super admin: no permission flag opens it to an admin (API-NOTES). */
const SUPER_ADMIN_ONLY = { kind: 'role', roles: ['super_admin'] } as const;

/** Who may open each route and in which layout; the paths come from routing/route-paths.ts. */
export const ROUTE_TABLE = {
  SignIn: { path: ROUTE_PATHS.SignIn, access: VISITOR_ONLY, layout: 'welcome' },
  SignUp: { path: ROUTE_PATHS.SignUp, access: VISITOR_ONLY, layout: 'welcome' },
  // The root is the signed-in home and the landing place of "Done" and "Go home" buttons. A visitor has
  // no home: the front door of a marketplace is its catalogue, so the root opens the course search.
  Home: { path: ROUTE_PATHS.Home, access: { kind: 'signed-in', visitorPath: '/viewevents' }, layout: 'app' },
  AccessDenied: { path: ROUTE_PATHS.AccessDenied, access: SIGNED_IN, layout: 'app' },
  SubAdmins: { path: ROUTE_PATHS.SubAdmins, access: SUPER_ADMIN_ONLY, layout: 'app' },
  // Staff screens: the super admin, or an admin whose permission flag for the screen is on.
  Guides: {
    path: ROUTE_PATHS.Guides,
    access: { kind: 'role', roles: ['super_admin'], adminPermission: 'guides' },
    layout: 'app',
  },
  Climbers: {
    path: ROUTE_PATHS.Climbers,
    access: { kind: 'role', roles: ['super_admin'], adminPermission: 'climbers' },
    layout: 'app',
  },
  Statistics: {
    path: ROUTE_PATHS.Statistics,
    access: { kind: 'role', roles: ['super_admin'], adminPermission: 'statistics' },
    layout: 'app',
  },
  // Training videos: managed by the super admin and admins holding the Videos flag; watched by climbers.
  Trainings: {
    path: ROUTE_PATHS.Trainings,
    access: { kind: 'role', roles: ['super_admin'], adminPermission: 'trainings' },
    layout: 'app',
    firstRequest: '/api/training?page=1&per_page=100',
  },
  Videos: {
    path: ROUTE_PATHS.Videos,
    access: { kind: 'role', roles: ['climber'] },
    layout: 'app',
    firstRequest: '/api/training?page=1&per_page=100',
  },
  Training: { path: ROUTE_PATHS.Training, access: { kind: 'role', roles: ['climber'] }, layout: 'app' },
  // What sub admins did is read by the super admin only.
  AuditLog: { path: ROUTE_PATHS.AuditLog, access: SUPER_ADMIN_ONLY, layout: 'app' },
  // Every role chats; the server decides whom each may message.
  chats: { path: ROUTE_PATHS.chats, access: SIGNED_IN, layout: 'app' },
  ChatDetails: { path: ROUTE_PATHS.ChatDetails, access: SIGNED_IN, layout: 'app' },
  Notifications: { path: ROUTE_PATHS.Notifications, access: SIGNED_IN, layout: 'app' },
  // The provider's onboarding pages send the guide back here (PAYOUT_SCREEN_PATH, shared with the server).
  Payout: { path: ROUTE_PATHS.Payout, access: { kind: 'role', roles: ['guide'] }, layout: 'app' },
  // accounts routes (forgot/reset password, email verification, climber wizard, Google landing)
  ForgotPassword: { path: ROUTE_PATHS.ForgotPassword, access: VISITOR_ONLY, layout: 'welcome' },
  ResetPassword: { path: ROUTE_PATHS.ResetPassword, access: VISITOR_ONLY, layout: 'welcome' },
  // Public: the link may be opened signed in or not, in any browser.
  VerifyAccountEmail: { path: ROUTE_PATHS.VerifyAccountEmail, access: { kind: 'public' }, layout: 'welcome' },
  GoogleAuth: { path: ROUTE_PATHS.GoogleAuth, access: VISITOR_ONLY, layout: 'welcome' },
  // The climber wizard continues the sign-up, so it keeps the welcome layout of SignUp.
  ClimberPersonalInfo: {
    path: ROUTE_PATHS.ClimberPersonalInfo,
    access: { kind: 'role', roles: ['climber'] },
    layout: 'welcome',
  },
  ClimberClimbingExp: {
    path: ROUTE_PATHS.ClimberClimbingExp,
    access: { kind: 'role', roles: ['climber'] },
    layout: 'welcome',
  },
  ClimberFunFacts: {
    path: ROUTE_PATHS.ClimberFunFacts,
    access: { kind: 'role', roles: ['climber'] },
    layout: 'welcome',
  },
  ClimberInterestedSkills: {
    path: ROUTE_PATHS.ClimberInterestedSkills,
    access: { kind: 'role', roles: ['climber'] },
    layout: 'welcome',
  },
  // guide application routes (apply, five steps, registration complete, guide sign-up)
  ApplyAsGuide: { path: ROUTE_PATHS.ApplyAsGuide, access: VISITOR_ONLY, layout: 'welcome' },
  // The five steps are also guarded by the new-guide draft (features/guide-application/guide-step-frame).
  GuideCompanyInfo: { path: ROUTE_PATHS.GuideCompanyInfo, access: VISITOR_ONLY, layout: 'welcome' },
  GuideDocuments: { path: ROUTE_PATHS.GuideDocuments, access: VISITOR_ONLY, layout: 'welcome' },
  GuideReviews: { path: ROUTE_PATHS.GuideReviews, access: VISITOR_ONLY, layout: 'welcome' },
  GuideExperience: { path: ROUTE_PATHS.GuideExperience, access: VISITOR_ONLY, layout: 'welcome' },
  GuideReference: { path: ROUTE_PATHS.GuideReference, access: VISITOR_ONLY, layout: 'welcome' },
  // Public (spec 1 §2.1); it opens only for a sent application, which its screen checks.
  GuideRegistrationComplete: {
    path: ROUTE_PATHS.GuideRegistrationComplete,
    access: { kind: 'public' },
    layout: 'welcome',
  },
  GuideSignUp: { path: ROUTE_PATHS.GuideSignUp, access: VISITOR_ONLY, layout: 'welcome' },
  // events routes (spec 2 §2.1)
  // Public; a signed-in climber is sent on to ExploreEvents by the screen itself.
  ViewEvents: { path: ROUTE_PATHS.ViewEvents, access: { kind: 'public' }, layout: 'public' },
  ExploreEvents: { path: ROUTE_PATHS.ExploreEvents, access: { kind: 'role', roles: ['climber'] }, layout: 'app' },
  Calendar: { path: ROUTE_PATHS.Calendar, access: { kind: 'role', roles: ['guide'] }, layout: 'app' },
  UpcomingEvents: {
    path: ROUTE_PATHS.UpcomingEvents,
    access: { kind: 'role', roles: ['guide', 'super_admin'], adminPermission: 'events' },
    layout: 'app',
  },
  // bookings routes (spec 2 §2.11): the payment provider sends the climber back to one of these.
  BookingSuccess: { path: ROUTE_PATHS.BookingSuccess, access: SIGNED_IN, layout: 'app' },
  Plans: {
    path: ROUTE_PATHS.Plans,
    access: { kind: 'role', roles: ['super_admin'], adminPermission: 'plans' },
    layout: 'app',
  },
  // Signed in only: the picker shows the user's own plan, and subscribing needs an account.
  Subscription: { path: ROUTE_PATHS.Subscription, access: SIGNED_IN, layout: 'app' },
  SubscriptionSuccess: { path: ROUTE_PATHS.SubscriptionSuccess, access: SIGNED_IN, layout: 'app' },
  SubscriptionCancelled: { path: ROUTE_PATHS.SubscriptionCancelled, access: SIGNED_IN, layout: 'app' },
  BookingCanceled: { path: ROUTE_PATHS.BookingCanceled, access: SIGNED_IN, layout: 'app' },
  // bookings routes (spec 2 §2.1, §2.8): a climber's own bookings, by tab
  MyEvents: { path: ROUTE_PATHS.MyEvents, access: { kind: 'role', roles: ['climber'] }, layout: 'app' },
  // The target after a successful booking: My Courses on its Registered tab.
  RegisteredEvents: { path: ROUTE_PATHS.RegisteredEvents, access: { kind: 'role', roles: ['climber'] }, layout: 'app' },
  // legal pages: readable by anyone, signed in or not, before an account exists
  Terms: { path: ROUTE_PATHS.Terms, access: { kind: 'public' }, layout: 'public' },
  Privacy: { path: ROUTE_PATHS.Privacy, access: { kind: 'public' }, layout: 'public' },
  // training programs: managed by the super admin and admins holding the Training Programs flag (decision
  // 0041, as the server's mayManageTrainingPages); reading is public.
  TrainingPagesManagement: {
    path: ROUTE_PATHS.TrainingPagesManagement,
    access: { kind: 'role', roles: ['super_admin'], adminPermission: 'training_pages' },
    layout: 'app',
  },
  TrainingProgramsList: { path: ROUTE_PATHS.TrainingProgramsList, access: { kind: 'public' }, layout: 'adaptive' },
  TrainingProgram: { path: ROUTE_PATHS.TrainingProgram, access: { kind: 'public' }, layout: 'adaptive' },
  ElCapitanTraining: { path: ROUTE_PATHS.ElCapitanTraining, access: { kind: 'public' }, layout: 'public' },
  // journal routes: the climber's own journal; a shared diary opens for anyone, signed in or not
  VideoDiary: {
    path: ROUTE_PATHS.VideoDiary,
    access: { kind: 'role', roles: ['climber'] },
    layout: 'app',
    firstRequest: '/api/dairy?page=1&per_page=12',
  },
  ViewDiary: {
    path: ROUTE_PATHS.ViewDiary,
    access: { kind: 'public' },
    layout: 'public',
    firstRequest: '/api/viewdiary/:diaryid',
  },
} as const satisfies Record<keyof typeof ROUTE_PATHS, RouteDefinition>;

export type RouteName = keyof typeof ROUTE_TABLE;

export type RouteTable = Partial<Record<SpecRouteName, RouteDefinition>>;
