import { useTranslation } from 'react-i18next';
import { StatisticsView } from '../features/statistics/statistics-view.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Statistics: the super admin, or an admin holding the Statistics flag. */
export function StatisticsScreen() {
  const { t } = useTranslation('statistics');
  useDocumentTitle(t('statistics.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('statistics.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('statistics.subtitle')}</p>
      </div>
      <StatisticsView />
    </div>
  );
}
