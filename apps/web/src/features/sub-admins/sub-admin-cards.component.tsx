import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { PermissionBadges, SubAdminActions } from './sub-admin-actions.component.tsx';

type SubAdminCardsProps = {
  admins: readonly SubAdmin[];
  /** Asks to delete an admin; the caller confirms first. */
  onDelete: (admin: SubAdmin) => void;
  /** Set while a new page or search result loads over the cards shown. */
  busy?: boolean;
  listRef?: Ref<HTMLUListElement>;
};

/**
 * The Sub Admins table as cards, for phones: four columns cannot fit 390 px without clipping the badges
 * or pushing the actions off-screen. Each card holds the same name, email, permissions and actions,
 * stacked so every one is in view.
 */
export function SubAdminCards({ admins, onDelete, busy = false, listRef }: SubAdminCardsProps) {
  const { t } = useTranslation();

  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label={t('subAdmins.tableLabel')}
      aria-busy={busy || undefined}
      className={`flex flex-col gap-3 focus:outline-none ${busy ? 'opacity-60' : ''}`}
    >
      {admins.map((admin) => (
        <li
          key={admin.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={admin.name} color={admin.color} pictureUrl={admin.image} size="sm" />
            <div className="flex min-w-0 flex-col">
              <h2 className="font-semibold break-words text-slate-900">{admin.name}</h2>
              <p className="break-all text-slate-700">{admin.email}</p>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t('subAdmins.columns.permissions')}
            </p>
            <PermissionBadges admin={admin} />
          </div>
          <div className="-mb-1 flex flex-wrap justify-end gap-0.5 border-t border-slate-100 pt-2">
            <SubAdminActions admin={admin} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
