import { useTranslation } from 'react-i18next';
import { PlansManager } from '../features/plans/plans-manager.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Training Plans: the super admin, or an admin holding the Training Plans flag. */
export function PlansScreen() {
  const { t } = useTranslation('plans');
  useDocumentTitle(t('plans.documentTitle'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('plans.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('plans.subtitle')}</p>
      </div>
      <PlansManager />
    </div>
  );
}
