import { useTranslation } from 'react-i18next';
import { AuditLogView } from '../features/audit-log/audit-log-view.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Audit Log: the staff actions, read by the super admin only. */
export function AuditLogScreen() {
  const { t } = useTranslation('audit-log');
  useDocumentTitle(t('auditLog.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('auditLog.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('auditLog.subtitle')}</p>
      </div>
      <AuditLogView />
    </div>
  );
}
