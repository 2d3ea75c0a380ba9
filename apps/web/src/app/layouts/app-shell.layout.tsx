import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.component.tsx';
import { SideMenu } from '../../features/navigation/side-menu.component.tsx';
import { visibleMenuEntries } from '../../features/navigation/side-menu.entries.ts';
import { TopBar } from '../../features/top-bar/top-bar.component.tsx';
import { useDeviceClass } from '../../lib/device-class.hook.ts';
import { useBootstrap } from '../../session/bootstrap.api.ts';
import { useRealtimeConnection } from '../../shell/realtime/realtime-connection.hook.ts';
import { BootstrapError } from './bootstrap-error.component.tsx';

// The phone menu (a Radix dialog with the settings and notification panels) loads when first opened.
const MobileMenu = lazy(() =>
  import('../../features/navigation/mobile-menu.component.tsx').then((menu) => ({ default: menu.MobileMenu })),
);

/** The signed-in shell: top bar, side menu by role, and the screen. Nothing shows before GET /api/user. */
export function AppShellLayout() {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const deviceClass = useDeviceClass();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once loaded the menu stays mounted, so closing it still hands focus back.
  const [menuNeeded, setMenuNeeded] = useState(false);
  if (menuOpen && !menuNeeded) setMenuNeeded(true);
  // New messages and notifications arrive live once the signed-in user is known.
  useRealtimeConnection(bootstrap.data?.realtime_cursor);

  if (bootstrap.isPending) return <PageLoader />;
  // A failed background refresh keeps the data already shown; only a first load without data stops here.
  if (!bootstrap.data) {
    return (
      <BootstrapError
        error={bootstrap.error}
        retrying={bootstrap.isFetching}
        onRetry={() => void bootstrap.refetch()}
      />
    );
  }

  const entries = visibleMenuEntries(bootstrap.data.user);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <TopBar
        bootstrap={bootstrap.data}
        deviceClass={deviceClass}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <div className="flex">
        {deviceClass !== 'mobile' && (
          <aside
            className={`sticky top-16 h-[calc(100dvh-4rem)] shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-3 ${
              deviceClass === 'desktop' ? 'w-64' : 'w-24'
            }`}
          >
            <SideMenu entries={entries} compact={deviceClass === 'tablet'} />
          </aside>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8">
          <Outlet />
        </main>
      </div>
      {deviceClass === 'mobile' && menuNeeded && (
        <Suspense>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} bootstrap={bootstrap.data} entries={entries} />
        </Suspense>
      )}
    </div>
  );
}
