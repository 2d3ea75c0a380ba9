import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import { KeyRound, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { Popover } from '../../components/ui/popover.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { EditSubAdminForm } from './edit-sub-admin-form.component.tsx';
import { usePermissionLabel } from './permission-label.hook.ts';
import { SubAdminPermissionsForm } from './sub-admin-permissions-form.component.tsx';

/** The badges of the permission flags an admin holds (only those whose status is true), or "No permissions". */
export function PermissionBadges({ admin }: { admin: SubAdmin }) {
  const { t } = useTranslation();
  const permissionLabel = usePermissionLabel();
  const granted = admin.permissions.filter((permission) => permission.status);

  if (granted.length === 0) return <span className="text-sm text-slate-600">{t('subAdmins.noPermissions')}</span>;
  return (
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
  );
}

type Panel = 'edit' | 'permissions';

/**
 * Edit info, reset password, update permissions and delete, each button named after the admin so it
 * says what it acts on. The table row and the card of small screens hold the same four.
 */
export function SubAdminActions({ admin, onDelete }: { admin: SubAdmin; onDelete: (admin: SubAdmin) => void }) {
  const { t } = useTranslation();
  const [openPanel, setOpenPanel] = useState<Panel | null>(null);

  const panelProps = (panel: Panel) => ({
    open: openPanel === panel,
    onOpenChange: (open: boolean) => setOpenPanel(open ? panel : null),
  });
  const closePanel = () => setOpenPanel(null);

  return (
    <>
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
    </>
  );
}
