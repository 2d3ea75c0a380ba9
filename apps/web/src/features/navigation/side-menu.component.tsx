import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLogout } from '../auth/auth.api.ts';
import { ChatsUnreadBadge } from '../chats/chats-unread-badge.component.tsx';
import type { VisibleMenuEntry } from './side-menu.entries.ts';

type SideMenuProps = {
  entries: readonly VisibleMenuEntry[];
  /** Tablets get a narrow rail with the label under the icon; desktops and the mobile drawer a list. */
  compact?: boolean;
  /** The mobile drawer closes when the user picks a destination. */
  onNavigate?: () => void;
};

export function SideMenu({ entries, compact = false, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();

  const itemClass = (active: boolean) =>
    `flex rounded-lg font-medium transition-colors ${
      compact ? 'flex-col items-center gap-1 px-1 py-2.5 text-xs' : 'items-center gap-3 px-3 py-2.5 text-sm'
    } ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

  return (
    <nav aria-label={t('menu.label')} className="flex h-full flex-col">
      <ul className="flex flex-1 flex-col gap-1">
        {entries.map((entry) => (
          <li key={entry.route}>
            <NavLink to={entry.path} end onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
              <span className="relative">
                <entry.icon aria-hidden="true" className="size-5 shrink-0" />
                {/* On the narrow rail the count sits on the icon; in the list it ends the row. */}
                {compact && entry.route === 'chats' && (
                  <span className="absolute -top-2 -right-3">
                    <ChatsUnreadBadge />
                  </span>
                )}
              </span>
              <span>{t(`menu.${entry.label}`)}</span>
              {!compact && entry.route === 'chats' && (
                <span className="ml-auto">
                  <ChatsUnreadBadge />
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className={`${itemClass(false)} w-full`}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          <span>{logout.isPending ? t('menu.loggingOut') : t('menu.logOut')}</span>
        </button>
      </div>
    </nav>
  );
}
