import { mayReadHomeStat, maySeeEveryEvent, maySeeRegisteredGuides } from '@cordee/shared/access-policy';
import type { Home } from '@cordee/shared/home.contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../components/ui/load-error.component.tsx';
import { Spinner } from '../components/ui/spinner.component.tsx';
import { useHome } from '../features/dashboard/dashboard.api.ts';
import { GuideBookingMonth } from '../features/dashboard/guide-booking-month.component.tsx';
import { HomeCards } from '../features/dashboard/home-cards.component.tsx';
import { HomeEvents } from '../features/dashboard/home-events.component.tsx';
import { MerchandiseLink } from '../features/dashboard/merchandise-link.component.tsx';
import { StatCardList } from '../features/dashboard/stat-card-list.component.tsx';
import { TodayPanel } from '../features/dashboard/today-panel.component.tsx';
import { greetingNameOf } from '../features/top-bar/greeting-name.ts';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { accessSubjectOf } from '../routing/access-subject.ts';
import { useBootstrapData } from '../session/bootstrap.api.ts';
import { usePublicConfig } from '../session/public-config.api.ts';

type StaffSubject = ReturnType<typeof accessSubjectOf>;

/**
 * What of an answer the signed-in user's flags open (the shared rules the server applied when it answered):
 * an answer fetched before a flag was revoked shows no more than the server would send now.
 */
function shownTo(subject: StaffSubject, home: Home): Home {
  const people = home.today.people;
  return {
    stats: home.stats.filter((stat) => mayReadHomeStat(subject, stat.key)),
    events:
      subject.role === 'admin' && home.events.kind === 'confirmed' && !maySeeEveryEvent(subject)
        ? { kind: 'none', items: [] }
        : home.events,
    today: {
      ...home.today,
      people: people?.kind === 'guides' && !maySeeRegisteredGuides(subject) ? null : people,
    },
  };
}

/**
 * Home: the role's stat cards, its events (Confirmed or Top events; a guide's month of
 * bookings), the notification and message cards, the merchandise link and the Today panel beside them
 * on a wide screen, below them on a phone.
 */
export function HomeScreen() {
  const { t } = useTranslation('dashboard');
  const { user } = useBootstrapData();
  const home = useHome();
  const config = usePublicConfig();
  useDocumentTitle(t('dashboard.documentTitle'));
  const shown = home.data && shownTo(accessSubjectOf(user), home.data);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('dashboard.title', { name: greetingNameOf(user) })}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t(`dashboard.subtitle.${user.role}`)}</p>
      </div>
      {home.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('common.loading')}
        </p>
      )}
      {home.isError && !home.data && (
        <LoadError error={home.error} onRetry={() => void home.refetch()} retrying={home.isFetching} />
      )}
      {shown && (
        <>
          <section aria-label={t('dashboard.statsLabel')}>
            <StatCardList stats={shown.stats} />
          </section>
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
            <div className="flex min-w-0 flex-col gap-6">
              {user.role === 'guide' ? <GuideBookingMonth /> : <HomeEvents role={user.role} events={shown.events} />}
              <HomeCards />
              <MerchandiseLink url={config.data?.marketing.merchandise} />
            </div>
            <TodayPanel role={user.role} today={shown.today} />
          </div>
        </>
      )}
    </div>
  );
}
