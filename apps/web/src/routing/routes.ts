import {
  type AccessSubject,
  canUseGuideFeatures,
  isClimber,
  mayChangeEvents,
  mayManageClimbers,
  mayManageGuides,
  mayManagePlans,
  mayManageSubAdmins,
  mayManageTrainingPages,
  mayManageTrainings,
  mayReadAuditLog,
  mayReadStatistics,
  maySubscribe,
  type StaffSubject,
} from '@cordee/shared/access-policy';
import { EXPLORE_EVENTS_SCREEN_PATH, VIEW_EVENTS_SCREEN_PATH } from '@cordee/shared/course-search-screens';
import { PAYOUT_SCREEN_PATH } from '@cordee/shared/payout-screen';
import type en from '../locales/en/translation.json';

/*
 * Every route of the web app, declared once (decision 0049): its path, who may open it, its layout, its
 * screen, the data its loader starts, and its side menu entry. Everything else is derived from this
 * table: the router (app/router.tsx), the loaders' prefetches (app/route-prefetch.ts), the side menu
 * (features/navigation), the paths features link to (route-paths.ts), and the per-route pages of the
 * build (vite.config.ts imports this module). So it lives below the features and imports no screen and
 * no feature: screens and layouts are named by file, prefetches by name, and the layers above load them.
 */

/**
 * A rule of `@cordee/shared/access-policy`, asked of the signed-in user (routing/access-subject.ts) by the
 * route's guard and its menu entry. The server enforces access again; guards only steer navigation.
 */
export type AccessRule = (user: StaffSubject & AccessSubject) => boolean;

/** Who may open a route. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'visitor-only' }
  /** `visitorPath`: where a visitor goes instead of SignIn (the catalogue, for the root). */
  | { kind: 'signed-in'; visitorPath?: string }
  /** Signed in, and the rule lets the user in; anyone else signed in sees AccessDenied. */
  | { kind: 'permitted'; rule: AccessRule };

/** Visitor screens sit beside the welcome banner; signed-in screens inside the app shell. */
/** Public screens a visitor browses without signing in (search, map) take the whole width. */
/** Adaptive: public screens that the side menu also lists, inside the app shell for a signed-in user. */
export type RouteLayout = 'welcome' | 'app' | 'public' | 'adaptive';

/**
 * A lazily loaded component: the named export of a module. Each screen is its own chunk, fetched when its
 * route is first visited; the build finds that chunk by the same file name (vite.config.ts).
 */
export type LazyComponent = { file: string; component: string };

export type MenuLabel = keyof (typeof en)['menu'];

/**
 * The route's side menu entry: its label (`menu.<label>`), and, when the menu should list it to other
 * people than the route's access lets in, whom it is listed to. Its icon and place in the menu belong to
 * the menu (features/navigation/side-menu.entries.ts), which the compiler keeps in step with these.
 */
export type RouteMenuEntry = { label: MenuLabel; visibleTo?: AccessRule };

export type RouteDefinition = {
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** `src/routes/<file>.screen.tsx`, its exported component. */
  screen: LazyComponent;
  /**
   * The requests the route's loader starts once the guard lets the visit through, named here and written
   * in app/route-prefetch.ts (they load feature code, which this module may not import).
   */
  prefetch?: string;
  /**
   * The API address the screen asks for first, the same on every first visit, whose answer its largest
   * paint waits for (`:name` is the address's segment of that name). The route preload script starts it
   * before the app's code has loaded (vite.config.ts); the app's request for the same address takes that
   * answer instead of asking again (lib/early-requests.ts). `app/route-first-requests.test.ts` checks that
   * each is the address the screen really asks for.
   */
  firstRequest?: string;
  menu?: RouteMenuEntry;
};

/** The layout components, loaded like the screens: `src/app/layouts/<file>.layout.tsx`. */
export const LAYOUT_COMPONENTS = {
  welcome: { file: 'welcome', component: 'WelcomeLayout' },
  app: { file: 'app-shell', component: 'AppShellLayout' },
  public: { file: 'public', component: 'PublicLayout' },
  adaptive: { file: 'adaptive', component: 'AdaptiveLayout' },
} as const satisfies Record<RouteLayout, LazyComponent>;

const PUBLIC = { kind: 'public' } as const;
const VISITOR_ONLY = { kind: 'visitor-only' } as const;
const SIGNED_IN = { kind: 'signed-in' } as const;
const permitted = (rule: AccessRule) => ({ kind: 'permitted', rule }) as const;
const screen = (file: string, component: string) => ({ file, component });

/**
 * In this order the build writes the per-route pages (`pages/routes.json`, first match wins; routes whose
 * pages are alike share the first one's file).
 */
export const ROUTES = {
  SignIn: { path: '/signin', access: VISITOR_ONLY, layout: 'welcome', screen: screen('sign-in', 'SignInScreen') },
  SignUp: { path: '/signup', access: VISITOR_ONLY, layout: 'welcome', screen: screen('sign-up', 'SignUpScreen') },
  // The root is the signed-in home and the landing place of "Done" and "Go home" buttons. A visitor has
  // no home: the front door of a marketplace is its catalogue, so the root opens the course search.
  Home: {
    path: '/',
    access: { kind: 'signed-in', visitorPath: VIEW_EVENTS_SCREEN_PATH },
    layout: 'app',
    screen: screen('home', 'HomeScreen'),
    prefetch: 'home',
    menu: { label: 'home' },
  },
  AccessDenied: {
    path: '/access-denied',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('access-denied', 'AccessDeniedScreen'),
  },
  // Managing sub admins stays with the super admin: no permission flag opens it to an admin (decision 0006).
  SubAdmins: {
    path: '/sub-admins',
    access: permitted(mayManageSubAdmins),
    layout: 'app',
    screen: screen('sub-admins', 'SubAdminsScreen'),
    menu: { label: 'subAdmins' },
  },
  // Staff screens: the super admin, or an admin whose permission flag for the screen is on.
  Guides: {
    path: '/guides',
    access: permitted(mayManageGuides),
    layout: 'app',
    screen: screen('guides', 'GuidesScreen'),
    prefetch: 'guides',
    menu: { label: 'guides' },
  },
  Climbers: {
    path: '/climbers',
    access: permitted(mayManageClimbers),
    layout: 'app',
    screen: screen('climbers', 'ClimbersScreen'),
    prefetch: 'climbers',
    menu: { label: 'climbers' },
  },
  Statistics: {
    path: '/statistics',
    access: permitted(mayReadStatistics),
    layout: 'app',
    screen: screen('statistics', 'StatisticsScreen'),
    prefetch: 'statistics',
    menu: { label: 'statistics' },
  },
  // Training videos: managed by the super admin and admins holding the Videos flag; watched by climbers.
  Trainings: {
    path: '/trainings',
    access: permitted(mayManageTrainings),
    layout: 'app',
    screen: screen('trainings', 'TrainingsScreen'),
    prefetch: 'trainings',
    firstRequest: '/api/training?page=1&per_page=100',
    menu: { label: 'videosManagement' },
  },
  Videos: {
    path: '/videos',
    access: permitted(isClimber),
    layout: 'app',
    screen: screen('videos', 'VideosScreen'),
    prefetch: 'trainings',
    firstRequest: '/api/training?page=1&per_page=100',
    menu: { label: 'videos' },
  },
  // The climber's Training overview: a few programs and videos, each with See all.
  Training: {
    path: '/training',
    access: permitted(isClimber),
    layout: 'app',
    screen: screen('training', 'TrainingScreen'),
    prefetch: 'trainingOverview',
  },
  // What sub admins did is read by the super admin only.
  AuditLog: {
    path: '/audit-log',
    access: permitted(mayReadAuditLog),
    layout: 'app',
    screen: screen('audit-log', 'AuditLogScreen'),
    prefetch: 'auditLog',
    menu: { label: 'auditLog' },
  },
  // Every role chats; the server decides whom each may message.
  chats: {
    path: '/chats',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('chats', 'ChatsScreen'),
    menu: { label: 'chats' },
  },
  ChatDetails: {
    path: '/chats/:recipientId/:recipientName',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('chat-details', 'ChatDetailsScreen'),
  },
  // Every notification of the user, beyond the bell's 8.
  Notifications: {
    path: '/notifications',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('notifications', 'NotificationsScreen'),
  },
  // The provider's onboarding pages send the guide back here (PAYOUT_SCREEN_PATH, shared with the server).
  Payout: {
    path: PAYOUT_SCREEN_PATH,
    access: permitted(canUseGuideFeatures),
    layout: 'app',
    screen: screen('payout', 'PayoutScreen'),
    menu: { label: 'payout' },
  },
  // accounts routes (forgot/reset password, email verification, climber wizard, Google landing)
  ForgotPassword: {
    path: '/forgot-password',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('forgot-password', 'ForgotPasswordScreen'),
  },
  ResetPassword: {
    path: '/reset-password/:payload',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('reset-password', 'ResetPasswordScreen'),
  },
  // Public: the link may be opened signed in or not, in any browser.
  VerifyAccountEmail: {
    path: '/verify-account-email/:token',
    access: PUBLIC,
    layout: 'welcome',
    screen: screen('verify-email', 'VerifyEmailScreen'),
  },
  GoogleAuth: {
    path: '/googleauth',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('google-auth', 'GoogleAuthScreen'),
  },
  // The climber wizard continues the sign-up, so it keeps the welcome layout of SignUp.
  ClimberPersonalInfo: {
    path: '/signup-personal-info',
    access: permitted(isClimber),
    layout: 'welcome',
    screen: screen('climber-wizard-personal-info', 'ClimberWizardPersonalInfoScreen'),
  },
  ClimberClimbingExp: {
    path: '/signup-climbing-experience',
    access: permitted(isClimber),
    layout: 'welcome',
    screen: screen('climber-wizard-climbing-experience', 'ClimberWizardClimbingExperienceScreen'),
  },
  ClimberFunFacts: {
    path: '/signup-fun-facts',
    access: permitted(isClimber),
    layout: 'welcome',
    screen: screen('climber-wizard-fun-facts', 'ClimberWizardFunFactsScreen'),
  },
  ClimberInterestedSkills: {
    path: '/signup-interested-new-skills',
    access: permitted(isClimber),
    layout: 'welcome',
    screen: screen('climber-wizard-interested-skills', 'ClimberWizardInterestedSkillsScreen'),
  },
  // guide application routes (apply, five steps, registration complete, guide sign-up)
  ApplyAsGuide: {
    path: '/apply-as-guide',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('apply-as-guide', 'ApplyAsGuideScreen'),
  },
  // The five steps are also guarded by the new-guide draft (features/guide-application/guide-step-frame).
  GuideCompanyInfo: {
    path: '/company-info',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('guide-company-info', 'GuideCompanyInfoScreen'),
  },
  GuideDocuments: {
    path: '/guide-documents',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('guide-documents', 'GuideDocumentsScreen'),
  },
  GuideReviews: {
    path: '/guide-reviews',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('guide-reviews', 'GuideReviewsScreen'),
  },
  GuideExperience: {
    path: '/guide-experience',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('guide-experience', 'GuideExperienceScreen'),
  },
  GuideReference: {
    path: '/guide-reference',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('guide-reference', 'GuideReferenceScreen'),
  },
  // Public; it opens only for a sent application, which its screen checks.
  GuideRegistrationComplete: {
    path: '/guide-registration-completed',
    access: PUBLIC,
    layout: 'welcome',
    screen: screen('guide-registration-complete', 'GuideRegistrationCompleteScreen'),
  },
  GuideSignUp: {
    path: '/guide-signup/:payload',
    access: VISITOR_ONLY,
    layout: 'welcome',
    screen: screen('guide-sign-up', 'GuideSignUpScreen'),
  },
  // events routes. The two course searches open a course named in their address (`?event=N`); the
  // server names that course's photo in the page's first answer (shared-course-link.ts), by the same paths.
  // Public; a signed-in climber is sent on to ExploreEvents by the screen itself.
  ViewEvents: {
    path: VIEW_EVENTS_SCREEN_PATH,
    access: PUBLIC,
    layout: 'public',
    screen: screen('view-events', 'ViewEventsScreen'),
    prefetch: 'courseSearch',
  },
  ExploreEvents: {
    path: EXPLORE_EVENTS_SCREEN_PATH,
    access: permitted(isClimber),
    layout: 'app',
    screen: screen('explore-events', 'ExploreEventsScreen'),
    prefetch: 'courseSearch',
    menu: { label: 'courses' },
  },
  Calendar: {
    path: '/calendar',
    access: permitted(canUseGuideFeatures),
    layout: 'app',
    screen: screen('calendar', 'CalendarScreen'),
    menu: { label: 'calendar' },
  },
  // All Courses: an approved guide's own events, or every event for staff holding the All Courses flag.
  UpcomingEvents: {
    path: '/upcoming-events',
    access: permitted(mayChangeEvents),
    layout: 'app',
    screen: screen('upcoming-events', 'UpcomingEventsScreen'),
    menu: { label: 'allCourses' },
  },
  // bookings routes: the payment provider sends the climber back to one of these.
  BookingSuccess: {
    path: '/booking/success/:sessionId',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('booking-success', 'BookingSuccessScreen'),
  },
  // plans and subscriptions: Training Plans, the plan picker, and where the provider's checkout returns
  Plans: {
    path: '/plans',
    access: permitted(mayManagePlans),
    layout: 'app',
    screen: screen('plans', 'PlansScreen'),
    menu: { label: 'trainingPlans' },
  },
  // Signed in only: the picker shows the user's own plan, and subscribing needs an account.
  Subscription: {
    path: '/subscription',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('subscription', 'SubscriptionScreen'),
  },
  SubscriptionSuccess: {
    path: '/subscription/success/:sessionId',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('subscription-success', 'SubscriptionSuccessScreen'),
  },
  SubscriptionCancelled: {
    path: '/subscription/cancelled/:sessionId',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('subscription-cancelled', 'SubscriptionCancelledScreen'),
  },
  BookingCanceled: {
    path: '/booking/canceled/:sessionId',
    access: SIGNED_IN,
    layout: 'app',
    screen: screen('booking-canceled', 'BookingCanceledScreen'),
  },
  // bookings routes: a climber's own bookings, by tab
  MyEvents: {
    path: '/my-events',
    access: permitted(isClimber),
    layout: 'app',
    screen: screen('my-events', 'MyEventsScreen'),
    menu: { label: 'myCourses' },
  },
  // The target after a successful booking: My Courses on its Registered tab.
  RegisteredEvents: {
    path: '/registered-events',
    access: permitted(isClimber),
    layout: 'app',
    screen: screen('my-events', 'RegisteredEventsScreen'),
  },
  // legal pages: readable by anyone, signed in or not, before an account exists
  Terms: { path: '/terms', access: PUBLIC, layout: 'public', screen: screen('terms', 'TermsScreen') },
  Privacy: { path: '/privacy', access: PUBLIC, layout: 'public', screen: screen('privacy', 'PrivacyScreen') },
  // training programs: managed by the super admin and admins holding the Training Programs flag (decision
  // 0041, as the server's mayManageTrainingPages); reading is public.
  TrainingPagesManagement: {
    path: '/training-pages-management',
    access: permitted(mayManageTrainingPages),
    layout: 'app',
    screen: screen('training-pages-management', 'TrainingPagesManagementScreen'),
    menu: { label: 'manageTrainingPrograms' },
  },
  // The menu lists the programs to the people they are sold to: those who may subscribe (climbers and
  // approved guides). Staff reach them through Training Pages Management.
  TrainingProgramsList: {
    path: '/training-programs',
    access: PUBLIC,
    layout: 'adaptive',
    screen: screen('training-programs-list', 'TrainingProgramsListScreen'),
    prefetch: 'trainingPrograms',
    menu: { label: 'trainingPrograms', visibleTo: maySubscribe },
  },
  TrainingProgram: {
    path: '/training-program/:slug',
    access: PUBLIC,
    layout: 'adaptive',
    screen: screen('training-program', 'TrainingProgramScreen'),
    prefetch: 'trainingPrograms',
  },
  ElCapitanTraining: {
    path: '/el-capitan-training',
    access: PUBLIC,
    layout: 'public',
    screen: screen('el-capitan-training', 'ElCapitanTrainingScreen'),
  },
  // journal routes: the climber's own journal; a shared diary opens for anyone, signed in or not
  VideoDiary: {
    path: '/climbing-journal',
    access: permitted(isClimber),
    layout: 'app',
    screen: screen('climbing-journal', 'ClimbingJournalScreen'),
    firstRequest: '/api/dairy?page=1&per_page=12',
    menu: { label: 'climbingJournal' },
  },
  ViewDiary: {
    path: '/viewdiary/:username/:diaryid',
    access: PUBLIC,
    layout: 'public',
    screen: screen('view-diary', 'ViewDiaryScreen'),
    firstRequest: '/api/viewdiary/:diaryid',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

/** The names of the loaders' prefetches the routes use; app/route-prefetch.ts must write each one. */
export type RoutePrefetchName = {
  [Name in RouteName]: (typeof ROUTES)[Name] extends { prefetch: infer Prefetch extends string } ? Prefetch : never;
}[RouteName];

/** The routes that have a side menu entry; the menu gives each an icon and a place. */
export type MenuRouteName = {
  [Name in RouteName]: (typeof ROUTES)[Name] extends { menu: RouteMenuEntry } ? Name : never;
}[RouteName];

/** The definition of a route, typed as any route's (the table's own type keeps each literal). */
export function routeOf(name: RouteName): RouteDefinition {
  return ROUTES[name];
}
