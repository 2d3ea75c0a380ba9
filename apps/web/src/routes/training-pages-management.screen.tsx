import { useTranslation } from 'react-i18next';
import { TrainingPagesManager } from '../features/training-programs/training-pages-manager.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** TrainingPagesManagement (admins and the super admin): write, publish and delete training programs. */
export function TrainingPagesManagementScreen() {
  const { t } = useTranslation('training-programs');
  useDocumentTitle(t('trainingPrograms.management.documentTitle'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('trainingPrograms.management.title')}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('trainingPrograms.management.subtitle')}</p>
      </div>
      <TrainingPagesManager />
    </div>
  );
}
