import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import { Bell, ChevronLeft, Settings, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.component.tsx';
import { NotificationList } from '../notifications/notification-list.component.tsx';
import { useBellNotifications } from '../notifications/notifications.api.ts';
import { SettingsPanel } from '../settings/settings-panel.component.tsx';
import { SideMenu } from './side-menu.component.tsx';
import type { VisibleMenuEntry } from './side-menu.entries.ts';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bootstrap: Bootstrap;
  entries: readonly VisibleMenuEntry[];
};

type View = 'menu' | 'settings' | 'notifications';

/**
 * Under 600 px the side menu opens from the hamburger as a drawer, with the user's avatar and shortcuts
 * to settings and notifications, which the narrow top bar has no room for.
 */
export function MobileMenu({ open, onOpenChange, bootstrap, entries }: MobileMenuProps) {
  const { t } = useTranslation('notifications');
  const { user } = bootstrap;
  const bell = useBellNotifications(bootstrap.notifications);
  const [view, setView] = useState<View>('menu');
  const titleId = useId();

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setView('menu');
  };
  const close = () => changeOpen(false);
  // A notification's click (a modal, My Courses) runs once the drawer has closed and focus is back on
  // the hamburger, so a modal it opens returns focus there.
  const pendingAfterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    pendingAfterClose.current = action;
    close();
  };

  const shortcutClass =
    'flex flex-1 items-center justify-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';

  return (
    open && (
      <ModalDialog
        onDismiss={close}
        labelledBy={titleId}
        onClosed={() => {
          const action = pendingAfterClose.current;
          pendingAfterClose.current = null;
          action?.();
        }}
        className="mt-0 mr-auto mb-0 ml-0 h-dvh max-h-none w-[86vw] max-w-xs shadow-2xl"
        bodyClassName="flex h-full flex-col gap-4 overflow-y-auto p-4"
      >
        <h2 id={titleId} className="sr-only">
          {t('topBar.menu')}
        </h2>
        <div className="flex items-center gap-3">
          <Avatar name={user.name} color={user.color} pictureUrl={user.profile_picture} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t('topBar.closeMenu')}
            className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        {view === 'menu' ? (
          <>
            <div className="flex gap-2">
              <button type="button" className={shortcutClass} onClick={() => setView('settings')}>
                <Settings aria-hidden="true" className="size-4" />
                {t('settings.title')}
              </button>
              <button type="button" className={shortcutClass} onClick={() => setView('notifications')}>
                <Bell aria-hidden="true" className="size-4" />
                {t('notifications.title')}
                {bell.unread > 0 && (
                  <span className="rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
                    <span aria-hidden="true">{bell.unread > 99 ? '99+' : bell.unread}</span>
                    <span className="sr-only">{t('notifications.unreadCount', { count: bell.unread })}</span>
                  </span>
                )}
              </button>
            </div>
            <div className="flex-1">
              <SideMenu entries={entries} onNavigate={close} />
            </div>
          </>
        ) : (
          <div className="flex flex-col gap-3">
            <button
              type="button"
              onClick={() => setView('menu')}
              className="flex items-center gap-1 self-start rounded-md px-1 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('topBar.backToMenu')}
            </button>
            {view === 'settings' ? (
              <SettingsPanel onDone={close} />
            ) : (
              <>
                <h2 className="text-base font-semibold text-slate-900">{t('notifications.title')}</h2>
                <NotificationList
                  notifications={bell.notifications}
                  hasMore={bell.hasMore}
                  userRole={user.role}
                  onOpen={closeThen}
                />
              </>
            )}
          </div>
        )}
      </ModalDialog>
    )
  );
}
