import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { type DateRange, useCalendarEvents } from './calendar.api.ts';
import { addDays, calendarEntriesOf } from './calendar-entries.ts';

export type CalendarView = 'month' | 'day';
/** Spec 2 §2.6 go-to-event signal: `at` tells two signals for the same date apart. */
export type GoToSignal = { date: string; at: number };

const VIEW_NAMES: Record<CalendarView, string> = { month: 'dayGridMonth', day: 'dayGridDay' };
const PLUGINS = [dayGridPlugin, interactionPlugin];

/** A FullCalendar date (local midnight for all-day views) as 'YYYY-MM-DD'. */
function localIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type GuideCalendarProps = {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  goTo: GoToSignal | null;
};

/**
 * The guide's calendar (spec 2 §2.6): month or day view, weeks from Sunday, previous/next buttons, no
 * year view. It shows the guide's events overlapping the visible dates; a click opens the event in All
 * Courses. FullCalendar 6 injects its own CSS from JavaScript (allowed by the CSP's style-src).
 */
export function GuideCalendar({ view, onViewChange, goTo }: GuideCalendarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const calendarRef = useRef<FullCalendar>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const events = useCalendarEvents(range);
  const entries = useMemo(() => calendarEntriesOf(events.data ?? []), [events.data]);

  // The query's `status` may change without a click here (Back in the browser).
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api && api.view.type !== VIEW_NAMES[view]) api.changeView(VIEW_NAMES[view]);
  }, [view]);

  useEffect(() => {
    if (goTo) calendarRef.current?.getApi().gotoDate(goTo.date.slice(0, 10));
  }, [goTo]);

  // Two repairs of FullCalendar's markup for screen readers (and axe): its chevrons are role="img" spans
  // without a name inside buttons already named by their hint, so they are hidden; and a day cell is
  // labelled by its day number alone although it also holds the events, so it is named by its content.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const repair = () => {
      for (const icon of frame.querySelectorAll('.fc-icon:not([aria-hidden])'))
        icon.setAttribute('aria-hidden', 'true');
      for (const cell of frame.querySelectorAll('[role="gridcell"][aria-labelledby]')) {
        cell.removeAttribute('aria-labelledby');
      }
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(frame, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-labelledby'] });
    return () => observer.disconnect();
  }, []);

  const onDatesSet = (arg: DatesSetArg) => {
    // `end` is exclusive: the last visible day is the one before.
    const next = { from: localIsoDay(arg.start), to: addDays(localIsoDay(arg.end), -1) };
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
    const shown: CalendarView = arg.view.type === VIEW_NAMES.day ? 'day' : 'month';
    if (shown !== view) onViewChange(shown);
  };

  const onEventClick = (info: EventClickArg) => {
    // Entries are real links (keyboard, new tab); a plain click stays inside the app.
    if (info.jsEvent.metaKey || info.jsEvent.ctrlKey || info.jsEvent.shiftKey) return;
    info.jsEvent.preventDefault();
    if (info.event.url) navigate(info.event.url);
  };

  return (
    <div className="flex flex-col gap-3">
      {/* FullCalendar themed with the brand colours; days of the neighbouring months, which it fades below
          readable contrast, are slate-500; the toolbar wraps on a phone. */}
      <div
        ref={frameRef}
        className="min-w-0 [--fc-button-active-bg-color:var(--color-brand-900)] [--fc-button-active-border-color:var(--color-brand-900)] [--fc-button-bg-color:var(--color-brand-700)] [--fc-button-border-color:var(--color-brand-700)] [--fc-button-hover-bg-color:var(--color-brand-800)] [--fc-button-hover-border-color:var(--color-brand-800)] [--fc-today-bg-color:var(--color-brand-50)] [&_.fc-day-other_.fc-daygrid-day-top]:text-slate-500 [&_.fc-day-other_.fc-daygrid-day-top]:opacity-100! [&_.fc-header-toolbar]:flex-wrap [&_.fc-header-toolbar]:gap-2 [&_.fc-toolbar-title]:text-base [&_.fc-toolbar-title]:font-semibold sm:[&_.fc-toolbar-title]:text-xl"
      >
        <FullCalendar
          ref={calendarRef}
          plugins={PLUGINS}
          initialView={VIEW_NAMES[view]}
          initialDate={goTo?.date.slice(0, 10)}
          firstDay={0}
          height="auto"
          dayMaxEvents={3}
          navLinks
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,dayGridDay' }}
          buttonText={{
            today: t('eventWizard.calendar.today'),
            month: t('eventWizard.calendar.month'),
            day: t('eventWizard.calendar.day'),
          }}
          buttonHints={{
            prev: (_text: string, unit: string) =>
              unit === 'day' ? t('eventWizard.calendar.previousDay') : t('eventWizard.calendar.previousMonth'),
            next: (_text: string, unit: string) =>
              unit === 'day' ? t('eventWizard.calendar.nextDay') : t('eventWizard.calendar.nextMonth'),
            today: (_text: string, unit: string) =>
              unit === 'day' ? t('eventWizard.calendar.goToToday') : t('eventWizard.calendar.goToThisMonth'),
          }}
          viewHint={(buttonText: string) => t('eventWizard.calendar.viewHint', { view: buttonText })}
          navLinkHint={(dateText: string) => t('eventWizard.calendar.dayHint', { date: dateText })}
          moreLinkHint={(count: number) => t('eventWizard.calendar.moreHint', { count })}
          events={entries}
          datesSet={onDatesSet}
          eventClick={onEventClick}
        />
      </div>
      <div aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {events.isFetching && (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" />
            {t('eventWizard.calendar.loading')}
          </span>
        )}
        {events.isError && !events.isFetching && (
          <span className="text-red-700">
            {isApiError(events.error) ? events.error.message : t('eventWizard.calendar.loadError')}
          </span>
        )}
      </div>
    </div>
  );
}
