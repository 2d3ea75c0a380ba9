import type { Home } from '@cordee/shared/home.contracts';
import { HOME_EVENTS_LIMIT } from '@cordee/shared/home-limits';
import type { Role } from '@cordee/shared/roles';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeEventCard } from './home-event-card.component.tsx';
import { allEventsPathOf, homeEventLinkOf } from './home-links.ts';

/**
 * Confirmed Events (climber, admin) or Top events across the country (super admin): up to 6 cards. With
 * fewer than 6, a button leads on: Explore more for a climber, See all for staff.
 */
export function HomeEvents({ role, events }: { role: Role; events: Home['events'] }) {
  const { t } = useTranslation('dashboard');
  if (events.kind === 'none') return null;
  const titleId = 'home-events-title';
  const title = events.kind === 'top' ? t('dashboard.events.topTitle') : t('dashboard.events.confirmedTitle');
  const empty = events.kind === 'top' ? t('dashboard.events.topEmpty') : t('dashboard.events.confirmedEmpty');
  const seatsOf = (count: number) =>
    role === 'climber' ? t('dashboard.events.yourSeats', { count }) : t('dashboard.events.booked', { count });

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {events.items.length < HOME_EVENTS_LIMIT && (
          <Link
            to={allEventsPathOf(role)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
          >
            {role === 'climber' ? t('dashboard.events.exploreMore') : t('dashboard.events.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {events.items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {events.items.map((event) => (
            <li key={`${event.event_id}-${event.occurrence_id ?? event.starts_on}`}>
              <HomeEventCard
                event={event}
                to={homeEventLinkOf(
                  role,
                  event,
                  events.kind === 'confirmed' && role === 'climber' ? 'confirmed' : 'course',
                )}
                seatsLabel={seatsOf(event.booked)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
