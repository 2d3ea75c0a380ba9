import type { Home } from '@cordee/shared/home.contracts';
import { TODAY_AVATARS_LIMIT } from '@cordee/shared/home-limits';
import type { Role } from '@cordee/shared/roles';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { formatCount } from '../../lib/format.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { HomeEventRow } from './home-event-card.component.tsx';
import { allEventsPathOf, homeEventLinkOf } from './home-links.ts';

/** Up to 5 faces, then "+N" for the others; the names are read out as a list. */
function PeopleStack({ people }: { people: Home['today']['people'] }) {
  const { t } = useTranslation('dashboard');
  if (!people || people.total === 0) return null;
  const others = Math.max(people.total - people.shown.length, 0);
  const label = people.kind === 'guides' ? t('dashboard.today.guides') : t('dashboard.today.climbers');
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-xs font-medium text-slate-600">{label}</h3>
      <ul aria-label={label} className="flex items-center -space-x-1">
        {people.shown.slice(0, TODAY_AVATARS_LIMIT).map((person) => (
          <li key={person.id} className="rounded-full ring-2 ring-white" title={person.name}>
            <Avatar name={person.name} color={person.color} pictureUrl={person.profile_picture} size="sm" />
            <span className="sr-only">{person.name}</span>
          </li>
        ))}
        {others > 0 && (
          <li className="inline-flex size-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white">
            <span aria-hidden="true">{t('dashboard.today.morePeople', { count: formatCount(others) })}</span>
            <span className="sr-only">{t('dashboard.today.morePeopleLabel', { count: others })}</span>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The Today panel: a title by role, who is around (registered guides, or the climbers booked on a
 * guide's trips), up to 5 upcoming trips with Show all when there are more, and the empty state, where a
 * guide gets a way to add an event.
 */
export function TodayPanel({ role, today }: { role: Role; today: Home['today'] }) {
  const { t } = useTranslation('dashboard');
  const titleId = 'home-today-title';
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-0.5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('dashboard.today.label')}</p>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t(`dashboard.today.title.${role}`)}
        </h2>
      </div>
      <PeopleStack people={today.people} />
      {today.events.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-4 py-6 text-center">
          <CalendarX aria-hidden="true" className="size-7 text-slate-500" />
          <p className="text-sm text-slate-700">{t('dashboard.today.empty')}</p>
          {role === 'guide' && (
            <Link
              to={ROUTE_PATHS.Calendar}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('dashboard.today.addEvent')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {today.events.map((event) => (
            <li key={`${event.event_id}-${event.occurrence_id ?? event.starts_on}`}>
              <HomeEventRow
                event={event}
                to={homeEventLinkOf(role, event, 'course')}
                seatsLabel={role === 'climber' ? undefined : t('dashboard.events.booked', { count: event.booked })}
              />
            </li>
          ))}
        </ul>
      )}
      {today.has_more && (
        <Link
          to={allEventsPathOf(role)}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          {t('dashboard.today.showAll')}
        </Link>
      )}
    </section>
  );
}
