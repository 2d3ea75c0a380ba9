import { useTranslation } from 'react-i18next';
import { ClimbersManager } from '../features/staff-climbers/climbers-manager.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Climbers (staff): "All Climbers" with search, and the side panel of the climber named by `id`. */
export function ClimbersScreen() {
  const { t } = useTranslation('staff-accounts');
  useDocumentTitle(t('staffAccounts.climbers.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('staffAccounts.climbers.title')}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('staffAccounts.climbers.subtitle')}</p>
      </div>
      <ClimbersManager />
    </div>
  );
}
