import { useTranslation } from 'react-i18next';
import { ProgramCards } from '../features/training-programs/program-cards.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** /training-programs (public): the published programs, locked ones under a lock. */
export function TrainingProgramsListScreen() {
  const { t } = useTranslation('training-programs');
  useDocumentTitle(t('trainingPrograms.list.documentTitle'));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('trainingPrograms.list.title')}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('trainingPrograms.list.subtitle')}</p>
      </div>
      <ProgramCards />
    </div>
  );
}
