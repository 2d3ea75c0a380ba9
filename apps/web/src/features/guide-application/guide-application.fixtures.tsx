import type { RouteObject } from 'react-router';
import { ApplyAsGuideScreen } from '../../routes/apply-as-guide.screen.tsx';
import { GuideCompanyInfoScreen } from '../../routes/guide-company-info.screen.tsx';
import { GuideDocumentsScreen } from '../../routes/guide-documents.screen.tsx';
import { GuideExperienceScreen } from '../../routes/guide-experience.screen.tsx';
import { GuideReferenceScreen } from '../../routes/guide-reference.screen.tsx';
import { GuideRegistrationCompleteScreen } from '../../routes/guide-registration-complete.screen.tsx';
import { GuideReviewsScreen } from '../../routes/guide-reviews.screen.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { emptyDraft, type GuideDraft } from './guide-draft.store.ts';

/** The application's screens at their real paths, with plain markers where they lead out of it. */
export function renderGuideApplication(initialPath: string) {
  const routes: RouteObject[] = [
    { path: '/apply-as-guide', Component: ApplyAsGuideScreen },
    { path: '/company-info', Component: GuideCompanyInfoScreen },
    { path: '/guide-documents', Component: GuideDocumentsScreen },
    { path: '/guide-reviews', Component: GuideReviewsScreen },
    { path: '/guide-experience', Component: GuideExperienceScreen },
    { path: '/guide-reference', Component: GuideReferenceScreen },
    { path: '/guide-registration-completed', Component: GuideRegistrationCompleteScreen },
    ...['/', '/signin'].map((path) => ({ path, element: <p>{`Arrived at ${path}`}</p> })),
  ];
  return renderRoutes(routes, initialPath);
}

export const COMPANY_INFO = {
  name: 'Summit Guides',
  email: 'hello@summit.test',
  phone_number: '604 555 0101',
  country: 'CA',
};

/** Stores a draft as earlier steps would have left it. */
export function storeDraft(changes: Partial<GuideDraft>): void {
  localStorage.setItem('newGuide', JSON.stringify({ ...emptyDraft(), ...changes }));
}

export function storedDraft(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem('newGuide') ?? 'null');
}
