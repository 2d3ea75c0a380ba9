import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { PermissionBadges, SubAdminActions } from './sub-admin-actions.component.tsx';

type SubAdminTableProps = {
  admins: readonly SubAdmin[];
  /** Asks to delete an admin; the caller confirms first. */
  onDelete: (admin: SubAdmin) => void;
  /** Set while a new page or search result loads over the rows shown. */
  busy?: boolean;
  tableRef?: Ref<HTMLTableElement>;
};

/**
 * Name, Email, Permissions and Actions, from the tablet width up (SubAdminCards below it). The table may
 * scroll sideways in a narrow tablet window rather than squeeze the badges.
 */
export function SubAdminTable({ admins, onDelete, busy = false, tableRef }: SubAdminTableProps) {
  const { t } = useTranslation();
  const headerClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table
        ref={tableRef}
        tabIndex={-1}
        aria-busy={busy || undefined}
        className={`w-full min-w-[44rem] border-collapse text-sm focus:outline-none ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{t('subAdmins.tableLabel')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t('subAdmins.columns.name')}
            </th>
            <th scope="col" className={headerClass}>
              {t('subAdmins.columns.email')}
            </th>
            <th scope="col" className={headerClass}>
              {t('subAdmins.columns.permissions')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('subAdmins.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {admins.map((admin) => (
            <SubAdminRow key={admin.id} admin={admin} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubAdminRow({ admin, onDelete }: { admin: SubAdmin; onDelete: (admin: SubAdmin) => void }) {
  return (
    <tr className="align-middle">
      <th scope="row" className="px-4 py-3 text-left font-medium whitespace-nowrap text-slate-900">
        <span className="flex items-center gap-3">
          <Avatar name={admin.name} color={admin.color} pictureUrl={admin.image} size="sm" />
          <span>{admin.name}</span>
        </span>
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{admin.email}</td>
      <td className="px-4 py-3">
        <PermissionBadges admin={admin} />
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-0.5">
          <SubAdminActions admin={admin} onDelete={onDelete} />
        </div>
      </td>
    </tr>
  );
}
