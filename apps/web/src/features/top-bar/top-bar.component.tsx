import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import { Bell, Menu, RefreshCw, Settings } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { Popover } from '../../components/ui/popover.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import type { DeviceClass } from '../../lib/device-class.hook.ts';
import { bootstrapErrorMessage, useBootstrap } from '../../session/bootstrap.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { SiteLogoLink } from '../navigation/site-logo-link.component.tsx';
import { useBellNotifications } from '../notifications/notifications.api.ts';
import { greetingNameOf } from './greeting-name.ts';

// The panels' code (forms, their schemas, the notification actions) loads when a panel first opens: every
// signed-in page shows the top bar, few visits open a panel.
const SettingsPanel = lazy(() =>
  import('../settings/settings-panel.component.tsx').then((panel) => ({ default: panel.SettingsPanel })),
);
const NotificationList = lazy(() =>
  import('../notifications/notification-list.component.tsx').then((list) => ({ default: list.NotificationList })),
);
const ProfilePanel = lazy(() =>
  import('../profile/profile-panel.component.tsx').then((panel) => ({ default: panel.ProfilePanel })),
);

function PanelLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center py-6">
      <Spinner className="size-5 text-brand-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

type Panel = 'settings' | 'notifications' | 'profile';

type TopBarProps = {
  bootstrap: Bootstrap;
  deviceClass: DeviceClass;
  menuOpen: boolean;
  onOpenMenu: () => void;
};

export function TopBar({ bootstrap, deviceClass, menuOpen, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { user } = bootstrap;
  const { refetch, isFetching } = useBootstrap();
  const bell = useBellNotifications(bootstrap.notifications);
  const [openPanel, setOpenPanel] = useState<Panel | null>(null);
  const isMobile = deviceClass === 'mobile';
  const greeting = t('topBar.greeting', { name: greetingNameOf(user) });

  const panelProps = (panel: Panel) => ({
    open: openPanel === panel,
    onOpenChange: (open: boolean) => setOpenPanel(open ? panel : null),
  });

  // What a dropdown asked for (a modal, a new screen) runs once the dropdown has closed and handed focus
  // back to its trigger: a modal then returns focus there when it closes, instead of to a button that
  // no longer exists.
  const pendingAfterClose = useRef<(() => void) | null>(null);
  const closePanelThen = (action: () => void) => {
    pendingAfterClose.current = action;
    setOpenPanel(null);
  };
  const runPendingAction = () => {
    const action = pendingAfterClose.current;
    pendingAfterClose.current = null;
    action?.();
  };
  const editProfileInModal = () => closePanelThen(() => openModal('profile_edit'));

  const refresh = async () => {
    const result = await refetch();
    if (result.isError) showAlert('danger', bootstrapErrorMessage(result.error));
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-5">
        {isMobile && (
          <IconButton label={t('topBar.openMenu')} aria-expanded={menuOpen} onClick={onOpenMenu}>
            <Menu aria-hidden="true" className="size-5" />
          </IconButton>
        )}
        <div className={deviceClass === 'desktop' ? 'w-56 shrink-0' : 'shrink-0'}>
          <SiteLogoLink showWordmark={!isMobile} />
        </div>
        {/* A long company name is cut on a narrow screen: the whole greeting shows on hover. */}
        <p title={greeting} className="min-w-0 truncate text-base font-semibold text-slate-900 sm:text-lg">
          {greeting}
        </p>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <IconButton label={t('topBar.refresh')} onClick={refresh} disabled={isFetching} aria-busy={isFetching}>
            <RefreshCw aria-hidden="true" className={`size-5 ${isFetching ? 'animate-spin' : ''}`} />
          </IconButton>
          {!isMobile && (
            <>
              <Popover
                {...panelProps('settings')}
                label={t('settings.title')}
                trigger={
                  <IconButton label={t('settings.title')}>
                    <Settings aria-hidden="true" className="size-5" />
                  </IconButton>
                }
              >
                <Suspense fallback={<PanelLoader />}>
                  <SettingsPanel onDone={() => setOpenPanel(null)} />
                </Suspense>
              </Popover>
              <Popover
                {...panelProps('notifications')}
                label={t('notifications.title')}
                trigger={
                  <IconButton
                    label={t('notifications.buttonLabel', { count: bell.unread })}
                    badge={bell.unread}
                    onFocus={runPendingAction}
                  >
                    <Bell aria-hidden="true" className="size-5" />
                  </IconButton>
                }
              >
                <h2 className="mb-2 text-base font-semibold text-slate-900">{t('notifications.title')}</h2>
                <Suspense fallback={<PanelLoader />}>
                  <NotificationList
                    notifications={bell.notifications}
                    hasMore={bell.hasMore}
                    userRole={user.role}
                    onOpen={closePanelThen}
                  />
                </Suspense>
              </Popover>
            </>
          )}
          <Popover
            {...panelProps('profile')}
            label={t('profile.title')}
            trigger={
              <button
                type="button"
                title={t('profile.title')}
                onFocus={runPendingAction}
                className="ml-1 rounded-full p-0.5 hover:ring-2 hover:ring-slate-200"
              >
                <Avatar name={user.name} color={user.color} pictureUrl={user.profile_picture} size="sm" />
                {/* Named by hidden text rather than aria-label: the initials are visible but say little. */}
                <span className="sr-only">{t('profile.title')}</span>
              </button>
            }
          >
            <Suspense fallback={<PanelLoader />}>
              <ProfilePanel user={user} onEditInModal={editProfileInModal} />
            </Suspense>
          </Popover>
        </div>
      </div>
    </header>
  );
}
