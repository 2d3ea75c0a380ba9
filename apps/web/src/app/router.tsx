import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.component.tsx';
import { AccessDeniedScreen } from '../routes/access-denied.screen.tsx';
import { ApplyAsGuideScreen } from '../routes/apply-as-guide.screen.tsx';
import { BookingCanceledScreen } from '../routes/booking-canceled.screen.tsx';
import { BookingSuccessScreen } from '../routes/booking-success.screen.tsx';
import { CalendarScreen } from '../routes/calendar.screen.tsx';
import { ClimberWizardClimbingExperienceScreen } from '../routes/climber-wizard-climbing-experience.screen.tsx';
import { ClimberWizardFunFactsScreen } from '../routes/climber-wizard-fun-facts.screen.tsx';
import { ClimberWizardInterestedSkillsScreen } from '../routes/climber-wizard-interested-skills.screen.tsx';
import { ClimberWizardPersonalInfoScreen } from '../routes/climber-wizard-personal-info.screen.tsx';
import { ExploreEventsScreen } from '../routes/explore-events.screen.tsx';
import { ForgotPasswordScreen } from '../routes/forgot-password.screen.tsx';
import { GoogleAuthScreen } from '../routes/google-auth.screen.tsx';
import { GuideCompanyInfoScreen } from '../routes/guide-company-info.screen.tsx';
import { GuideDocumentsScreen } from '../routes/guide-documents.screen.tsx';
import { GuideExperienceScreen } from '../routes/guide-experience.screen.tsx';
import { GuideReferenceScreen } from '../routes/guide-reference.screen.tsx';
import { GuideRegistrationCompleteScreen } from '../routes/guide-registration-complete.screen.tsx';
import { GuideReviewsScreen } from '../routes/guide-reviews.screen.tsx';
import { GuideSignUpScreen } from '../routes/guide-sign-up.screen.tsx';
import { HomeScreen } from '../routes/home.screen.tsx';
import { MyEventsScreen, RegisteredEventsScreen } from '../routes/my-events.screen.tsx';
import { NotFoundScreen } from '../routes/not-found.screen.tsx';
import { PayoutScreen } from '../routes/payout.screen.tsx';
import { PrivacyScreen } from '../routes/privacy.screen.tsx';
import { ResetPasswordScreen } from '../routes/reset-password.screen.tsx';
import { RouteErrorScreen } from '../routes/route-error.screen.tsx';
import { SignInScreen } from '../routes/sign-in.screen.tsx';
import { SignUpScreen } from '../routes/sign-up.screen.tsx';
import { SubAdminsScreen } from '../routes/sub-admins.screen.tsx';
import { TermsScreen } from '../routes/terms.screen.tsx';
import { UpcomingEventsScreen } from '../routes/upcoming-events.screen.tsx';
import { VerifyEmailScreen } from '../routes/verify-email.screen.tsx';
import { ViewEventsScreen } from '../routes/view-events.screen.tsx';
import { AppShellLayout } from './layouts/app-shell.layout.tsx';
import { PublicLayout } from './layouts/public.layout.tsx';
import { RootLayout } from './layouts/root.layout.tsx';
import { WelcomeLayout } from './layouts/welcome.layout.tsx';
import { guardFor } from './route-guards.ts';
import { ROUTE_TABLE, type RouteLayout, type RouteName, type RouteTable, type SpecRouteName } from './route-table.ts';

/** One screen per route of the table; the compiler refuses a table entry without a screen. */
const SCREENS: Record<RouteName, ComponentType> = {
  SignIn: SignInScreen,
  SignUp: SignUpScreen,
  Home: HomeScreen,
  AccessDenied: AccessDeniedScreen,
  SubAdmins: SubAdminsScreen,
  Payout: PayoutScreen,
  // accounts screens
  ForgotPassword: ForgotPasswordScreen,
  ResetPassword: ResetPasswordScreen,
  VerifyAccountEmail: VerifyEmailScreen,
  GoogleAuth: GoogleAuthScreen,
  ClimberPersonalInfo: ClimberWizardPersonalInfoScreen,
  ClimberClimbingExp: ClimberWizardClimbingExperienceScreen,
  ClimberFunFacts: ClimberWizardFunFactsScreen,
  ClimberInterestedSkills: ClimberWizardInterestedSkillsScreen,
  // guide application screens
  ApplyAsGuide: ApplyAsGuideScreen,
  GuideCompanyInfo: GuideCompanyInfoScreen,
  GuideDocuments: GuideDocumentsScreen,
  GuideReviews: GuideReviewsScreen,
  GuideExperience: GuideExperienceScreen,
  GuideReference: GuideReferenceScreen,
  GuideRegistrationComplete: GuideRegistrationCompleteScreen,
  GuideSignUp: GuideSignUpScreen,
  // events screens
  ViewEvents: ViewEventsScreen,
  ExploreEvents: ExploreEventsScreen,
  Calendar: CalendarScreen,
  UpcomingEvents: UpcomingEventsScreen,
  // bookings screens
  BookingSuccess: BookingSuccessScreen,
  BookingCanceled: BookingCanceledScreen,
  MyEvents: MyEventsScreen,
  RegisteredEvents: RegisteredEventsScreen,
  // legal pages
  Terms: TermsScreen,
  Privacy: PrivacyScreen,
};

export type ScreenMap = Partial<Record<SpecRouteName, ComponentType>>;

/** Builds the React Router tree from the route table: guards become loaders, layouts parent routes. */
export function buildRoutes(table: RouteTable = ROUTE_TABLE, screens: ScreenMap = SCREENS): RouteObject[] {
  const childrenOf = (layout: RouteLayout): RouteObject[] =>
    Object.entries(table).flatMap(([name, route]) => {
      const Screen = screens[name as SpecRouteName];
      if (!route || route.layout !== layout || !Screen) return [];
      return [{ id: name, path: route.path, loader: guardFor(route.access), Component: Screen }];
    });

  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageLoader,
      children: [
        { Component: WelcomeLayout, children: childrenOf('welcome') },
        { Component: AppShellLayout, children: childrenOf('app') },
        { Component: PublicLayout, children: childrenOf('public') },
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
