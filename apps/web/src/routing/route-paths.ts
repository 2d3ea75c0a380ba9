import { PAYOUT_SCREEN_PATH } from '@cordee/shared/payout-screen';

/*
 * Route names and their paths live below the features, so that a feature can link to another screen
 * without importing the app layer (the router, its guards and every screen's loader). Who may open a
 * route and in which layout stay with the router, in app/route-table.ts.
 */

/**
 * Every route name the product plans. Screens land issue by issue; only the names listed in ROUTE_PATHS
 * below exist in the app, and menus and links ask it before pointing anywhere.
 */
export type SpecRouteName =
  // Signed-in area
  | 'Home'
  | 'MyEvents'
  | 'RegisteredEvents'
  | 'ExploreEvents'
  | 'chats'
  | 'ChatDetails'
  | 'Notifications'
  | 'Calendar'
  | 'Payout'
  | 'Guides'
  | 'Statistics'
  | 'SubAdmins'
  | 'Climbers'
  | 'AuditLog'
  | 'Trainings'
  | 'Plans'
  | 'UpcomingEvents'
  | 'AccessDenied'
  | 'BookingSuccess'
  | 'BookingCanceled'
  | 'Subscription'
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

/** The path pattern of every route whose screen exists. Add a route here, then in app/route-table.ts. */
export const ROUTE_PATHS = {
  SignIn: '/signin',
  SignUp: '/signup',
  Home: '/',
  AccessDenied: '/access-denied',
  SubAdmins: '/sub-admins',
  Guides: '/guides',
  Climbers: '/climbers',
  Statistics: '/statistics',
  AuditLog: '/audit-log',
  chats: '/chats',
  ChatDetails: '/chats/:recipientId/:recipientName',
  // Every notification of the user, beyond the bell's 8.
  Notifications: '/notifications',
  // The provider's onboarding pages send the guide back here (PAYOUT_SCREEN_PATH, shared with the server).
  Payout: PAYOUT_SCREEN_PATH,
  // accounts routes (forgot/reset password, email verification, climber wizard, Google landing)
  ForgotPassword: '/forgot-password',
  ResetPassword: '/reset-password/:payload',
  VerifyAccountEmail: '/verify-account-email/:token',
  GoogleAuth: '/googleauth',
  ClimberPersonalInfo: '/signup-personal-info',
  ClimberClimbingExp: '/signup-climbing-experience',
  ClimberFunFacts: '/signup-fun-facts',
  ClimberInterestedSkills: '/signup-interested-new-skills',
  // guide application routes (apply, five steps, registration complete, guide sign-up)
  ApplyAsGuide: '/apply-as-guide',
  GuideCompanyInfo: '/company-info',
  GuideDocuments: '/guide-documents',
  GuideReviews: '/guide-reviews',
  GuideExperience: '/guide-experience',
  GuideReference: '/guide-reference',
  GuideRegistrationComplete: '/guide-registration-completed',
  GuideSignUp: '/guide-signup/:payload',
  // events routes (spec 2 §2.1)
  ViewEvents: '/viewevents',
  ExploreEvents: '/explore-events',
  Calendar: '/calendar',
  UpcomingEvents: '/upcoming-events',
  // bookings routes (spec 2 §2.11): the payment provider sends the climber back to one of these.
  BookingSuccess: '/booking/success/:sessionId',
  BookingCanceled: '/booking/canceled/:sessionId',
  // bookings routes (spec 2 §2.1, §2.8): a climber's own bookings, by tab
  MyEvents: '/my-events',
  // The target after a successful booking: My Courses on its Registered tab.
  RegisteredEvents: '/registered-events',
  Terms: '/terms',
  Privacy: '/privacy',
  // training programs: managed by admins, read by everyone
  TrainingPagesManagement: '/training-pages-management',
  TrainingProgramsList: '/training-programs',
  TrainingProgram: '/training-program/:slug',
  ElCapitanTraining: '/el-capitan-training',
  // journal routes: the climber's Climbing Journal and the public page of a shared diary
  VideoDiary: '/climbing-journal',
  ViewDiary: '/viewdiary/:username/:diaryid',
  // training videos: managed by staff (Trainings), watched by climbers (Videos)
  Trainings: '/trainings',
  // The climber's Training overview: a few programs and videos, each with See all.
  Training: '/training',
  Videos: '/videos',
  // plans and subscriptions: Training Plans, the plan picker, and where the provider's checkout returns
  Plans: '/plans',
  Subscription: '/subscription',
  SubscriptionSuccess: '/subscription/success/:sessionId',
  SubscriptionCancelled: '/subscription/cancelled/:sessionId',
} as const satisfies Partial<Record<SpecRouteName, string>>;

export type RouteName = keyof typeof ROUTE_PATHS;

export type RoutePaths = Partial<Record<SpecRouteName, string>>;

/** The path of a route, or undefined while its screen does not exist yet. */
export function pathOf(name: SpecRouteName, paths: RoutePaths = ROUTE_PATHS): string | undefined {
  return paths[name];
}

export function routeExists(name: SpecRouteName, paths: RoutePaths = ROUTE_PATHS): boolean {
  return paths[name] !== undefined;
}

/** Paths the code links to unconditionally, because their screens exist. */
export const PATHS = {
  home: ROUTE_PATHS.Home,
  signIn: ROUTE_PATHS.SignIn,
  signUp: ROUTE_PATHS.SignUp,
  accessDenied: ROUTE_PATHS.AccessDenied,
  viewEvents: ROUTE_PATHS.ViewEvents,
  terms: ROUTE_PATHS.Terms,
  privacy: ROUTE_PATHS.Privacy,
  // The plans and their checkout (subscription_modal) live there; locked training content links to it.
  subscription: '/subscription',
} as const;
