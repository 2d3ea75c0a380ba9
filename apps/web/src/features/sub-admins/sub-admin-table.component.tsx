import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import { KeyRound, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { Popover } from '../../components/ui/popover.component.tsx';
import { openModal } from '../modals/modal.store.ts';
import { EditSubAdminForm } from './edit-sub-admin-form.component.tsx';
import { usePermissionLabel } from './permission-label.hook.ts';
import { SubAdminPermissionsForm } from './sub-admin-permissions-form.component.tsx';

type SubAdminTableProps = {
  admins: readonly SubAdmin[];
  /** Asks to delete an admin; the caller confirms first. */
  onDelete: (admin: SubAdmin) => void;
  /** Set while a new page or search result loads over the rows shown. */
  busy?: boolean;
  tableRef?: Ref<HTMLTableElement>;
};

/** Spec 3 §2 "Sub Admins (super)": Name, Email, Permissions and Actions. */
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

type Panel = 'edit' | 'permissions';

function SubAdminRow({ admin, onDelete }: { admin: SubAdmin; onDelete: (admin: SubAdmin) => void }) {
  const { t } = useTranslation();
  const permissionLabel = usePermissionLabel();
  const [openPanel, setOpenPanel] = useState<Panel | null>(null);
  // Spec 3 §2: badges only for the flags whose status is true.
  const granted = admin.permissions.filter((permission) => permission.status);

  const panelProps = (panel: Panel) => ({
    open: openPanel === panel,
    onOpenChange: (open: boolean) => setOpenPanel(open ? panel : null),
  });
  const closePanel = () => setOpenPanel(null);

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
        {granted.length > 0 ? (
          <ul aria-label={t('subAdmins.permissionsOf', { name: admin.name })} className="flex flex-wrap gap-1.5">
            {granted.map((permission) => (
              <li
                key={permission.id}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800 ring-1 ring-brand-200 ring-inset"
              >
                {permissionLabel(permission.id, permission.name)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">{t('subAdmins.noPermissions')}</span>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-0.5">
          <Popover
            {...panelProps('edit')}
            label={t('subAdmins.actions.editInfo', { name: admin.name })}
            trigger={
              <IconButton label={t('subAdmins.actions.editInfo', { name: admin.name })}>
                <Pencil aria-hidden="true" className="size-4" />
              </IconButton>
            }
          >
            <EditSubAdminForm admin={admin} onDone={closePanel} />
          </Popover>
          <IconButton
            label={t('subAdmins.actions.resetPassword', { name: admin.name })}
            onClick={() => openModal('admin_password', { admin })}
          >
            <KeyRound aria-hidden="true" className="size-4" />
          </IconButton>
          <Popover
            {...panelProps('permissions')}
            label={t('subAdmins.actions.permissions', { name: admin.name })}
            trigger={
              <IconButton label={t('subAdmins.actions.permissions', { name: admin.name })}>
                <ShieldCheck aria-hidden="true" className="size-4" />
              </IconButton>
            }
          >
            <SubAdminPermissionsForm admin={admin} onDone={closePanel} />
          </Popover>
          <IconButton label={t('subAdmins.actions.delete', { name: admin.name })} onClick={() => onDelete(admin)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}
