import { useTranslation } from 'react-i18next';
import { EventSearch } from '../features/events/event-search.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** ExploreEvents (climber): the search screen inside the app, labelled 'Courses'. */
export function ExploreEventsScreen() {
  const { t } = useTranslation('event-search');
  useDocumentTitle(t('eventSearch.explore.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('eventSearch.explore.title')}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('eventSearch.explore.subtitle')}</p>
      </div>
      <EventSearch wording="explore" />
    </div>
  );
}
