import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCalendarEvents } from '../../api/my-events.api.ts';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { EVENT_COLOR_HEX } from '../../lib/event-colors.ts';
import { i18n } from '../../lib/i18n.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { homeEventLinkOf } from './home-links.ts';
import { bookedRunsOf, localIsoDay, type Month, monthGridDays, monthOf, runsByDay, shiftMonth } from './month-grid.ts';

/** Runs written in a day cell; the others are counted ("+2 more"). */
const RUNS_PER_DAY = 2;

const colourOf = (color: string) => EVENT_COLOR_HEX[color as keyof typeof EVENT_COLOR_HEX] ?? EVENT_COLOR_HEX.blue;

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The guide's month of bookings on Home: the runs of their courses holding a booked seat, weeks from
 * Sunday, month view only. Drawn by hand rather than with the Calendar screen's FullCalendar, which would
 * more than double what a guide's first visit downloads; a run opens what the Calendar opens.
 */
export function BookingMonth() {
  const { t } = useTranslation('dashboard');
  const [month, setMonth] = useState<Month>(() => monthOf(new Date()));
  const days = useMemo(() => monthGridDays(month), [month]);
  const range = { from: days[0] ?? '', to: days[days.length - 1] ?? '' };
  const events = useCalendarEvents(range);
  const byDay = useMemo(() => runsByDay(days, bookedRunsOf(events.data ?? [])), [days, events.data]);
  const today = localIsoDay(new Date());
  const monthKey = `${month.year}-${String(month.month).padStart(2, '0')}`;

  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDate(`${monthKey}-01`),
  );
  const weekdays = days.slice(0, 7).map((day) => ({
    short: new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(utcDate(day)),
    long: new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(utcDate(day)),
  }));
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const weeks = Array.from({ length: days.length / 7 }, (_, row) => days.slice(row * 7, row * 7 + 7));

  return (
    <section
      aria-labelledby="home-calendar-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <h2 id="home-calendar-title" className="text-lg font-semibold text-slate-900">
            {t('dashboard.calendar.title')}
          </h2>
          <p aria-live="polite" className="text-sm text-slate-600">
            {title}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => setMonth((current) => shiftMonth(current, -1))}
            aria-label={t('dashboard.calendar.previousMonth')}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setMonth(monthOf(new Date()))}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('dashboard.calendar.thisMonth')}
          </button>
          <button
            type="button"
            onClick={() => setMonth((current) => shiftMonth(current, 1))}
            aria-label={t('dashboard.calendar.nextMonth')}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-1 text-center text-xs font-medium text-slate-600">
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const runs = byDay.get(day) ?? [];
                const inMonth = day.startsWith(monthKey);
                return (
                  <td
                    key={day}
                    className={`h-20 border border-slate-100 p-0.5 align-top sm:h-24 sm:p-1 ${inMonth ? '' : 'bg-slate-50'}`}
                  >
                    <div className="flex h-full flex-col gap-0.5">
                      <span className="sr-only" aria-current={day === today ? 'date' : undefined}>
                        {longDate.format(utcDate(day))}
                      </span>
                      <span
                        aria-hidden="true"
                        className={`self-end rounded-full px-1.5 text-xs ${
                          day === today
                            ? 'bg-brand-700 font-semibold text-white'
                            : inMonth
                              ? 'text-slate-800'
                              : 'text-slate-500'
                        }`}
                      >
                        {Number(day.slice(8))}
                      </span>
                      {runs.slice(0, RUNS_PER_DAY).map((run) => (
                        <Link
                          key={run.key}
                          to={homeEventLinkOf('guide', { event_id: run.eventId }, 'course')}
                          title={run.name}
                          className="truncate rounded px-1 py-0.5 text-[0.6875rem] leading-tight font-medium text-white sm:text-xs"
                          style={{ backgroundColor: colourOf(run.color) }}
                        >
                          {run.name}
                        </Link>
                      ))}
                      {runs.length > RUNS_PER_DAY && (
                        <span className="px-1 text-[0.6875rem] text-slate-600">
                          {t('dashboard.calendar.more', { count: runs.length - RUNS_PER_DAY })}
                        </span>
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span aria-live="polite" className="min-h-5 text-slate-600">
          {events.isFetching && (
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4" />
              {t('dashboard.calendar.loading')}
            </span>
          )}
          {events.isError && !events.isFetching && (
            <span className="text-red-700">{t('dashboard.calendar.loadError')}</span>
          )}
        </span>
        <Link to={ROUTE_PATHS.Calendar} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('dashboard.calendar.openAll')}
        </Link>
      </div>
    </section>
  );
}
