import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { SiteLogoLink } from '../../features/navigation/site-logo-link.component.tsx';
import { useWindowWidth, WELCOME_BANNER_FROM } from '../../lib/device-class.hook.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { usePublicConfig } from '../../session/public-config.api.ts';
import { MarketingFooter } from '../../shell/marketing-footer.component.tsx';

/**
 * Visitor screens beside a banner that appears from 990 px. The logo leaves for the
 * marketing site, so the catalogue is offered here, one click from every visitor screen.
 */
export function WelcomeLayout() {
  const { t } = useTranslation();
  const width = useWindowWidth();
  const { data: config } = usePublicConfig();
  const showBanner = width >= WELCOME_BANNER_FROM;

  return (
    <div className="flex min-h-dvh bg-white">
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 px-6 pt-6 sm:px-10 sm:pt-8">
          <SiteLogoLink />
          <Link
            to={PATHS.viewEvents}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3.5 py-2 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50"
          >
            <Compass aria-hidden="true" className="size-4 text-brand-700" />
            {t('welcome.browseCourses')}
          </Link>
        </header>
        <main className="flex flex-1 justify-center px-6 py-10 sm:px-10 sm:py-14">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
        <MarketingFooter />
      </div>
      {showBanner && (
        <div className="w-[46%] max-w-4xl shrink-0 p-3">
          <div className="sticky top-3 h-[calc(100dvh-1.5rem)] overflow-hidden rounded-3xl bg-brand-900">
            {/* The banner is the largest thing on a wide screen: fetched first, never lazily. The width and
                height are the shipped banner's own (900 × 1200), its box is the sticky column's anyway. */}
            {config?.banner_url && (
              <img
                src={config.banner_url}
                alt=""
                width={900}
                height={1200}
                fetchPriority="high"
                decoding="async"
                className="size-full object-cover"
              />
            )}
            <div className="absolute inset-x-0 top-0 bg-gradient-to-b from-brand-950/70 to-transparent p-10 pb-24">
              <p className="max-w-sm text-3xl leading-tight font-bold text-white">{t('welcome.tagline')}</p>
              <p className="mt-3 max-w-sm text-base text-brand-50">{t('welcome.subtitle')}</p>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
