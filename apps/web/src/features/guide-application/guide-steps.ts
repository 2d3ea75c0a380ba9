import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import type { GuideStep } from './guide-draft.store.ts';

/** Where each step of the application lives; the route table stays the one source of paths. */
export const GUIDE_STEP_PATHS: Record<GuideStep, string> = {
  'company-info': ROUTE_PATHS.GuideCompanyInfo,
  documents: ROUTE_PATHS.GuideDocuments,
  reviews: ROUTE_PATHS.GuideReviews,
  experience: ROUTE_PATHS.GuideExperience,
  references: ROUTE_PATHS.GuideReference,
};

export const REGISTRATION_COMPLETE_PATH = ROUTE_PATHS.GuideRegistrationComplete;

/** The status query the completion screen shows its content for. */
export const SUCCESS_STATUS = 'success';
