import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { EventSearch } from '../features/events/event-search.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { getStoredUser, isSignedIn } from '../lib/session.ts';
import { ROUTE_PATHS } from '../routing/route-paths.ts';

/**
 * ViewEvents (public): search, filters, map and list. A signed-in climber has the same
 * screen inside the app (ExploreEvents) and is sent there with the search kept; other roles may browse.
 */
export function ViewEventsScreen() {
  const { t } = useTranslation('event-search');
  const location = useLocation();
  useDocumentTitle(t('eventSearch.view.documentTitle'));

  if (isSignedIn() && getStoredUser()?.role === 'climber') {
    return <Navigate to={{ pathname: ROUTE_PATHS.ExploreEvents, search: location.search }} replace />;
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('eventSearch.view.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('eventSearch.view.subtitle')}</p>
      </div>
      <EventSearch wording="view" />
    </div>
  );
}
