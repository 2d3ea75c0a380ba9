import { useTranslation } from 'react-i18next';
import { GuidesManager } from '../features/staff-guides/guides-manager.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Guides (staff): applications waiting for review and approved guides, with the side panel by `id`. */
export function GuidesScreen() {
  const { t } = useTranslation('staff-accounts');
  useDocumentTitle(t('staffAccounts.guides.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('staffAccounts.guides.title')}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('staffAccounts.guides.subtitle')}</p>
      </div>
      <GuidesManager />
    </div>
  );
}
