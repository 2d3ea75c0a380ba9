import type { EventSummary } from '@cordee/shared/events.contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpcomingGuideEvents } from '../../api/my-events.api.ts';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { EVENT_COLOR_HEX } from '../../lib/event-colors.ts';
import { formatCount } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { eventLinkOf, isoDay } from './calendar-entries.ts';

/** "Jun 6, 2026" or "Jun 6 – Aug 29, 2026", read as calendar days whatever the browser's time zone. */
export function dateSpanOf(event: Pick<EventSummary, 'start_date' | 'end_date'>): string {
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const start = new Date(`${isoDay(event.start_date)}T00:00:00Z`);
  const end = new Date(`${isoDay(event.end_date)}T00:00:00Z`);
  return isoDay(event.start_date) === isoDay(event.end_date) ? format.format(start) : format.formatRange(start, end);
}

/** Spec 2 §2.6: the guide's next events beside the calendar, with the 'Total events' link to All Courses. */
export function UpcomingEventsList() {
  const { t } = useTranslation('event-wizard');
  const upcoming = useUpcomingGuideEvents();

  return (
    <section
      aria-labelledby="calendar-upcoming-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="calendar-upcoming-title" className="text-base font-semibold text-slate-900">
          {t('eventWizard.calendar.upcomingTitle')}
        </h2>
        {upcoming.data && (
          <Link
            to={ROUTE_PATHS.UpcomingEvents}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('eventWizard.calendar.totalEvents', {
              count: upcoming.data.total,
              total: formatCount(upcoming.data.total),
            })}
          </Link>
        )}
      </div>
      {upcoming.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('common.loading')}
        </p>
      )}
      {upcoming.isError && <p className="text-sm text-red-700">{t('eventWizard.calendar.loadError')}</p>}
      {upcoming.data && upcoming.data.events.length === 0 && (
        <p className="text-sm text-slate-600">{t('eventWizard.calendar.noUpcoming')}</p>
      )}
      {upcoming.data && upcoming.data.events.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100">
          {upcoming.data.events.map((event) => (
            <li key={event.id} className="flex items-start gap-3 py-2.5">
              <span
                aria-hidden="true"
                className="mt-1.5 size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: EVENT_COLOR_HEX[event.color] }}
              />
              <div className="flex min-w-0 flex-col">
                <Link
                  to={eventLinkOf(event.id)}
                  className="truncate text-sm font-medium text-slate-900 underline-offset-4 hover:underline"
                >
                  {event.event_name}
                </Link>
                <span className="text-xs text-slate-600">{dateSpanOf(event)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
