import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.component.tsx';
import { NotFoundScreen } from '../routes/not-found.screen.tsx';
import { RouteErrorScreen } from '../routes/route-error.screen.tsx';
import type { SpecRouteName } from '../routing/route-paths.ts';
import { RootLayout } from './layouts/root.layout.tsx';
import { guardFor } from './route-guards.ts';
import { routeDataPrefetchOf } from './route-prefetch.ts';
import { ROUTE_TABLE, type RouteLayout, type RouteName, type RouteTable } from './route-table.ts';

/**
 * Loads a route's screen. Each screen is its own chunk, fetched when its route is first visited, so a
 * page downloads only its own code and the libraries it uses (the calendar, the rich-text editor, the map).
 */
export type ScreenLoader = () => Promise<ComponentType>;

/** One screen per route of the table; the compiler refuses a table entry without a screen. */
const SCREENS: Record<RouteName, ScreenLoader> = {
  SignIn: () => import('../routes/sign-in.screen.tsx').then((screen) => screen.SignInScreen),
  SignUp: () => import('../routes/sign-up.screen.tsx').then((screen) => screen.SignUpScreen),
  Home: () => import('../routes/home.screen.tsx').then((screen) => screen.HomeScreen),
  AccessDenied: () => import('../routes/access-denied.screen.tsx').then((screen) => screen.AccessDeniedScreen),
  SubAdmins: () => import('../routes/sub-admins.screen.tsx').then((screen) => screen.SubAdminsScreen),
  Guides: () => import('../routes/guides.screen.tsx').then((screen) => screen.GuidesScreen),
  Climbers: () => import('../routes/climbers.screen.tsx').then((screen) => screen.ClimbersScreen),
  Statistics: () => import('../routes/statistics.screen.tsx').then((screen) => screen.StatisticsScreen),
  AuditLog: () => import('../routes/audit-log.screen.tsx').then((screen) => screen.AuditLogScreen),
  Trainings: () => import('../routes/trainings.screen.tsx').then((screen) => screen.TrainingsScreen),
  Videos: () => import('../routes/videos.screen.tsx').then((screen) => screen.VideosScreen),
  Training: () => import('../routes/training.screen.tsx').then((screen) => screen.TrainingScreen),
  chats: () => import('../routes/chats.screen.tsx').then((screen) => screen.ChatsScreen),
  ChatDetails: () => import('../routes/chat-details.screen.tsx').then((screen) => screen.ChatDetailsScreen),
  Notifications: () => import('../routes/notifications.screen.tsx').then((screen) => screen.NotificationsScreen),
  Payout: () => import('../routes/payout.screen.tsx').then((screen) => screen.PayoutScreen),
  // accounts screens
  ForgotPassword: () => import('../routes/forgot-password.screen.tsx').then((screen) => screen.ForgotPasswordScreen),
  ResetPassword: () => import('../routes/reset-password.screen.tsx').then((screen) => screen.ResetPasswordScreen),
  VerifyAccountEmail: () => import('../routes/verify-email.screen.tsx').then((screen) => screen.VerifyEmailScreen),
  GoogleAuth: () => import('../routes/google-auth.screen.tsx').then((screen) => screen.GoogleAuthScreen),
  ClimberPersonalInfo: () =>
    import('../routes/climber-wizard-personal-info.screen.tsx').then(
      (screen) => screen.ClimberWizardPersonalInfoScreen,
    ),
  ClimberClimbingExp: () =>
    import('../routes/climber-wizard-climbing-experience.screen.tsx').then(
      (screen) => screen.ClimberWizardClimbingExperienceScreen,
    ),
  ClimberFunFacts: () =>
    import('../routes/climber-wizard-fun-facts.screen.tsx').then((screen) => screen.ClimberWizardFunFactsScreen),
  ClimberInterestedSkills: () =>
    import('../routes/climber-wizard-interested-skills.screen.tsx').then(
      (screen) => screen.ClimberWizardInterestedSkillsScreen,
    ),
  // guide application screens
  ApplyAsGuide: () => import('../routes/apply-as-guide.screen.tsx').then((screen) => screen.ApplyAsGuideScreen),
  GuideCompanyInfo: () =>
    import('../routes/guide-company-info.screen.tsx').then((screen) => screen.GuideCompanyInfoScreen),
  GuideDocuments: () => import('../routes/guide-documents.screen.tsx').then((screen) => screen.GuideDocumentsScreen),
  GuideReviews: () => import('../routes/guide-reviews.screen.tsx').then((screen) => screen.GuideReviewsScreen),
  GuideExperience: () => import('../routes/guide-experience.screen.tsx').then((screen) => screen.GuideExperienceScreen),
  GuideReference: () => import('../routes/guide-reference.screen.tsx').then((screen) => screen.GuideReferenceScreen),
  GuideRegistrationComplete: () =>
    import('../routes/guide-registration-complete.screen.tsx').then((screen) => screen.GuideRegistrationCompleteScreen),
  GuideSignUp: () => import('../routes/guide-sign-up.screen.tsx').then((screen) => screen.GuideSignUpScreen),
  // events screens
  ViewEvents: () => import('../routes/view-events.screen.tsx').then((screen) => screen.ViewEventsScreen),
  ExploreEvents: () => import('../routes/explore-events.screen.tsx').then((screen) => screen.ExploreEventsScreen),
  Calendar: () => import('../routes/calendar.screen.tsx').then((screen) => screen.CalendarScreen),
  UpcomingEvents: () => import('../routes/upcoming-events.screen.tsx').then((screen) => screen.UpcomingEventsScreen),
  // bookings screens
  BookingSuccess: () => import('../routes/booking-success.screen.tsx').then((screen) => screen.BookingSuccessScreen),
  Plans: () => import('../routes/plans.screen.tsx').then((screen) => screen.PlansScreen),
  Subscription: () => import('../routes/subscription.screen.tsx').then((screen) => screen.SubscriptionScreen),
  SubscriptionSuccess: () =>
    import('../routes/subscription-success.screen.tsx').then((screen) => screen.SubscriptionSuccessScreen),
  SubscriptionCancelled: () =>
    import('../routes/subscription-cancelled.screen.tsx').then((screen) => screen.SubscriptionCancelledScreen),
  BookingCanceled: () => import('../routes/booking-canceled.screen.tsx').then((screen) => screen.BookingCanceledScreen),
  MyEvents: () => import('../routes/my-events.screen.tsx').then((screen) => screen.MyEventsScreen),
  RegisteredEvents: () => import('../routes/my-events.screen.tsx').then((screen) => screen.RegisteredEventsScreen),
  // legal pages
  Terms: () => import('../routes/terms.screen.tsx').then((screen) => screen.TermsScreen),
  Privacy: () => import('../routes/privacy.screen.tsx').then((screen) => screen.PrivacyScreen),
  // training programs
  TrainingPagesManagement: () =>
    import('../routes/training-pages-management.screen.tsx').then((screen) => screen.TrainingPagesManagementScreen),
  TrainingProgramsList: () =>
    import('../routes/training-programs-list.screen.tsx').then((screen) => screen.TrainingProgramsListScreen),
  TrainingProgram: () => import('../routes/training-program.screen.tsx').then((screen) => screen.TrainingProgramScreen),
  ElCapitanTraining: () =>
    import('../routes/el-capitan-training.screen.tsx').then((screen) => screen.ElCapitanTrainingScreen),
  // journal screens
  VideoDiary: () => import('../routes/climbing-journal.screen.tsx').then((screen) => screen.ClimbingJournalScreen),
  ViewDiary: () => import('../routes/view-diary.screen.tsx').then((screen) => screen.ViewDiaryScreen),
};

/**
 * The layouts load like the screens: a visitor on SignIn never downloads the signed-in shell (top bar,
 * menus, their popovers), and a signed-in Home never downloads the visitor banner. The build's route
 * preload (vite.config.ts) asks for a route's layout chunk beside its screen's.
 */
const LAYOUTS: Record<RouteLayout, ScreenLoader> = {
  welcome: () => import('./layouts/welcome.layout.tsx').then((layout) => layout.WelcomeLayout),
  app: () => import('./layouts/app-shell.layout.tsx').then((layout) => layout.AppShellLayout),
  public: () => import('./layouts/public.layout.tsx').then((layout) => layout.PublicLayout),
  adaptive: () => import('./layouts/adaptive.layout.tsx').then((layout) => layout.AdaptiveLayout),
};

export type ScreenMap = Partial<Record<SpecRouteName, ScreenLoader>>;

/** The requests a route's first screen makes, started by its loader; undefined for most routes. */
export type RouteDataPrefetch = (name: RouteName) => ((request: Request) => void) | undefined;

function guardThenPrefetch(
  guard: LoaderFunction | undefined,
  prefetch: ((request: Request) => void) | undefined,
): LoaderFunction | undefined {
  if (!prefetch) return guard;
  return async (args) => {
    const outcome = guard ? await guard(args) : null;
    // null: the visit goes ahead (a redirect is a Response, and its screen's data would be wasted).
    if (outcome === null) prefetch(args.request);
    return outcome;
  };
}

/**
 * Builds the React Router tree from the route table: guards become loaders (which also start the first
 * screen's requests, `prefetch`), layouts parent routes.
 */
export function buildRoutes(
  table: RouteTable = ROUTE_TABLE,
  screens: ScreenMap = SCREENS,
  prefetch?: RouteDataPrefetch,
): RouteObject[] {
  const childrenOf = (layout: RouteLayout): RouteObject[] =>
    Object.entries(table).flatMap(([name, route]) => {
      const loadScreen = screens[name as SpecRouteName];
      if (!route || route.layout !== layout || !loadScreen) return [];
      // The guard stays a plain loader outside the chunk, so it is never skipped and the router runs it
      // while the screen's chunk downloads instead of one after the other.
      return [
        {
          id: name,
          path: route.path,
          loader: guardThenPrefetch(guardFor(route.access), prefetch?.(name as RouteName)),
          lazy: { Component: loadScreen },
        },
      ];
    });

  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageLoader,
      children: [
        { lazy: { Component: LAYOUTS.welcome }, children: childrenOf('welcome') },
        { lazy: { Component: LAYOUTS.app }, children: childrenOf('app') },
        { lazy: { Component: LAYOUTS.public }, children: childrenOf('public') },
        { lazy: { Component: LAYOUTS.adaptive }, children: childrenOf('adaptive') },
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(ROUTE_TABLE, SCREENS, (name) => routeDataPrefetchOf(queryClient, name)));
}
