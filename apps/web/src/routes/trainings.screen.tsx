import { useTranslation } from 'react-i18next';
import { TrainingsManager } from '../features/trainings/trainings-manager.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Trainings (staff): the training videos with search, plan filter, Add New and the 'Selected Video' panel. */
export function TrainingsScreen() {
  const { t } = useTranslation('trainings');
  useDocumentTitle(t('trainings.manage.documentTitle'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('trainings.manage.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('trainings.manage.subtitle')}</p>
      </div>
      <div>
        <TrainingsManager />
      </div>
    </div>
  );
}
