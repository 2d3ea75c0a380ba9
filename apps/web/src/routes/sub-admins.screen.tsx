import { useTranslation } from 'react-i18next';
import { SubAdminsList } from '../features/sub-admins/sub-admins-list.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** SubAdmins (super admin only): the admin accounts and their permission flags. */
export function SubAdminsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('subAdmins.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('subAdmins.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('subAdmins.subtitle')}</p>
      </div>
      <SubAdminsList />
    </div>
  );
}
