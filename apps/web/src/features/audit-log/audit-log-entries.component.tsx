import type { AuditEntry } from '@cordee/shared/audit-log.contracts';
import { useTranslation } from 'react-i18next';
import { AuditEntryDetails } from './audit-entry-details.component.tsx';
import { formatWhen } from './audit-log-query.ts';

type EntriesProps = { entries: readonly AuditEntry[]; busy: boolean };

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  const { t } = useTranslation('audit-log');
  if (!actor) return <span className="text-slate-600">{t('auditLog.system')}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium text-slate-900">{actor.name}</span>
      <span className="truncate text-xs text-slate-600">{actor.email}</span>
    </span>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit-log');
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-slate-900">{entry.target_label}</span>
      <span className="text-xs text-slate-600">
        {t(`auditLog.targets.${entry.target_type}`)} #{entry.target_id}
      </span>
    </span>
  );
}

/** When, Who, Action, On, From (ip) and Details, from 1024 px up. */
export function AuditLogTable({ entries, busy }: EntriesProps) {
  const { t } = useTranslation('audit-log');
  const header = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  const cell = 'px-4 py-3 align-top';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-busy={busy || undefined} className={`w-full border-collapse text-sm ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{t('auditLog.table')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={header}>
              {t('auditLog.columns.when')}
            </th>
            <th scope="col" className={header}>
              {t('auditLog.columns.who')}
            </th>
            <th scope="col" className={header}>
              {t('auditLog.columns.action')}
            </th>
            <th scope="col" className={header}>
              {t('auditLog.columns.on')}
            </th>
            <th scope="col" className={header}>
              {t('auditLog.columns.from')}
            </th>
            <th scope="col" className={header}>
              {t('auditLog.columns.details')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap text-slate-700`}>
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </td>
              <td className={cell}>
                <Actor actor={entry.actor} />
              </td>
              <td className={`${cell} font-medium text-slate-900`}>{t(`auditLog.actions.${entry.action}`)}</td>
              <td className={cell}>
                <Target entry={entry} />
              </td>
              <td className={`${cell} font-mono text-xs text-slate-700`} title={entry.user_agent ?? undefined}>
                {entry.ip ?? t('auditLog.unknownIp')}
              </td>
              <td className={`${cell} max-w-72 text-slate-700`}>
                <AuditEntryDetails details={entry.details} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One card per entry on phones and narrow windows. */
export function AuditLogCards({ entries, busy }: EntriesProps) {
  const { t } = useTranslation('audit-log');
  return (
    <ul
      aria-label={t('auditLog.table')}
      aria-busy={busy || undefined}
      className={`flex flex-col gap-3 ${busy ? 'opacity-60' : ''}`}
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900">{t(`auditLog.actions.${entry.action}`)}</span>
            <time dateTime={entry.created_at} className="text-xs text-slate-600">
              {formatWhen(entry.created_at)}
            </time>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            <dt className="text-xs font-semibold text-slate-600 uppercase">{t('auditLog.columns.who')}</dt>
            <dd className="min-w-0">
              <Actor actor={entry.actor} />
            </dd>
            <dt className="text-xs font-semibold text-slate-600 uppercase">{t('auditLog.columns.on')}</dt>
            <dd className="min-w-0">
              <Target entry={entry} />
            </dd>
            <dt className="text-xs font-semibold text-slate-600 uppercase">{t('auditLog.columns.from')}</dt>
            <dd className="font-mono text-xs text-slate-700">{entry.ip ?? t('auditLog.unknownIp')}</dd>
            <dt className="text-xs font-semibold text-slate-600 uppercase">{t('auditLog.columns.details')}</dt>
            <dd className="min-w-0 text-slate-700">
              <AuditEntryDetails details={entry.details} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
