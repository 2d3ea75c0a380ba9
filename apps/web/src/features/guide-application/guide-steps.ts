import { ROUTE_TABLE } from '../../app/route-table.ts';
import type { GuideStep } from './guide-draft.store.ts';

/** Where each step of the application lives; the route table stays the one source of paths. */
export const GUIDE_STEP_PATHS: Record<GuideStep, string> = {
  'company-info': ROUTE_TABLE.GuideCompanyInfo.path,
  documents: ROUTE_TABLE.GuideDocuments.path,
  reviews: ROUTE_TABLE.GuideReviews.path,
  experience: ROUTE_TABLE.GuideExperience.path,
  references: ROUTE_TABLE.GuideReference.path,
};

export const REGISTRATION_COMPLETE_PATH = ROUTE_TABLE.GuideRegistrationComplete.path;

/** The status query the completion screen shows its content for (spec 1 §2.1). */
export const SUCCESS_STATUS = 'success';
