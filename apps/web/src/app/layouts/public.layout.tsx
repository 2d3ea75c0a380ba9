import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SiteLogoLink } from '../../features/navigation/site-logo-link.component.tsx';
import { useDeviceClass } from '../../lib/device-class.hook.ts';
import { isSignedIn } from '../../lib/session.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { MarketingFooter } from '../../shell/marketing-footer.component.tsx';

const LINK =
  'inline-flex items-center whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-semibold transition-colors sm:px-3.5';

/**
 * Public screens a visitor browses without an account (the course search, the legal pages): the whole
 * width for the map and the list, the site logo, the way back to the courses from the other pages, and
 * the way in (Log in, Sign up) or, when signed in, back to the app.
 */
export function PublicLayout() {
  const { t } = useTranslation('event-search');
  const signedIn = isSignedIn();
  const onCourseSearch = useLocation().pathname === PATHS.viewEvents;
  // On a phone the three links of a visitor leave room for the logo's mark only.
  const compactLogo = useDeviceClass() === 'mobile' && !signedIn && !onCourseSearch;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6 lg:px-10">
          <SiteLogoLink showWordmark={!compactLogo} />
          <nav aria-label={t('eventSearch.publicLayout.nav')}>
            {signedIn ? (
              <Link to={PATHS.home} className={`${LINK} bg-brand-600 text-white hover:bg-brand-700`}>
                {t('eventSearch.publicLayout.backToApp')}
              </Link>
            ) : (
              <ul className="flex items-center gap-1 sm:gap-2">
                {!onCourseSearch && (
                  <li>
                    <Link to={PATHS.viewEvents} className={`${LINK} text-slate-800 hover:bg-slate-100`}>
                      {t('welcome.browseCourses')}
                    </Link>
                  </li>
                )}
                <li>
                  <Link to={PATHS.signIn} className={`${LINK} text-slate-800 hover:bg-slate-100`}>
                    {t('eventSearch.publicLayout.logIn')}
                  </Link>
                </li>
                <li>
                  <Link to={PATHS.signUp} className={`${LINK} bg-brand-600 text-white hover:bg-brand-700`}>
                    {t('eventSearch.publicLayout.signUp')}
                  </Link>
                </li>
              </ul>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8">
        <Outlet />
      </main>
      <MarketingFooter />
    </div>
  );
}
