import { addDays } from '@cordee/shared/iso-day';
import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DateRange } from '../../api/event-keys.ts';
import { useCalendarEvents } from '../../api/my-events.api.ts';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { calendarEntriesOf, emptyDayEntry } from './calendar-entries.ts';

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

/**
 * FullCalendar restyled through its classes. The CSS it injects sits outside Tailwind's cascade layers,
 * so it wins over any utility here that changes one of its own rules unless that one is marked `!`.
 */
const CALENDAR_THEME = [
  'min-w-0',
  // The brand colours.
  '[--fc-button-active-bg-color:var(--color-brand-900)] [--fc-button-active-border-color:var(--color-brand-900)]',
  '[--fc-button-bg-color:var(--color-brand-700)] [--fc-button-border-color:var(--color-brand-700)]',
  '[--fc-button-hover-bg-color:var(--color-brand-800)] [--fc-button-hover-border-color:var(--color-brand-800)]',
  '[--fc-today-bg-color:var(--color-brand-50)]',
  // Days of the neighbouring months, which it fades below readable contrast, are slate-500.
  '[&_.fc-day-other_.fc-daygrid-day-top]:text-slate-500 [&_.fc-day-other_.fc-daygrid-day-top]:opacity-100!',
  // The toolbar wraps on a phone.
  '[&_.fc-header-toolbar]:flex-wrap [&_.fc-header-toolbar]:gap-2',
  '[&_.fc-toolbar-title]:text-base [&_.fc-toolbar-title]:font-semibold sm:[&_.fc-toolbar-title]:text-xl',
  // An event's title wraps inside its chip rather than being cut at the cell's edge. A trip over a
  // weekend is split at the Saturday/Sunday row break (weeks start on Sunday), and each piece, often a
  // single narrow cell, repeats the title: up to three lines of it, in a smaller size on a phone.
  '[&_.fc-daygrid-event]:whitespace-normal! [&_.fc-h-event_.fc-event-title]:[overflow-wrap:break-word]!',
  '[&_.fc-h-event_.fc-event-title]:line-clamp-3! max-sm:[&_.fc-daygrid-event]:text-[0.6875rem]!',
  // The piece that continues a trip from the row above starts flush with the Sunday edge, on purpose:
  // its title keeps a little room from that edge.
  '[&_.fc-daygrid-block-event:not(.fc-event-start)_.fc-event-title]:pl-1.5!',
  // The day view's "No events on this day." fills the empty cell as plain text.
  '[&_.cordee-empty-day]:flex! [&_.cordee-empty-day]:items-center! [&_.cordee-empty-day]:justify-center!',
  '[&_.cordee-empty-day]:opacity-100! [&_.cordee-empty-day_.fc-event-title]:text-sm!',
  '[&_.cordee-empty-day_.fc-event-title]:not-italic! [&_.cordee-empty-day_.fc-event-title]:text-slate-600!',
  '[&_.fc-dayGridDay-view_.fc-daygrid-day-frame]:min-h-24',
].join(' ');

type GuideCalendarProps = {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  goTo: GoToSignal | null;
};

/**
 * The guide's calendar: month or day view, weeks from Sunday, previous/next buttons, no
 * year view. It shows the guide's events overlapping the visible dates; a click opens the event in All
 * Courses. FullCalendar 6 injects its own CSS from JavaScript (allowed by the CSP's style-src).
 */
export function GuideCalendar({ view, onViewChange, goTo }: GuideCalendarProps) {
  const { t } = useTranslation('event-wizard');
  const navigate = useNavigate();
  const calendarRef = useRef<FullCalendar>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const events = useCalendarEvents(range);
  const entries = useMemo(() => calendarEntriesOf(events.data ?? []), [events.data]);
  // Only once the day's own answer is in (not the previous range's, kept while it loads) is it empty.
  const dayIsEmpty =
    view === 'day' && range !== null && events.isSuccess && !events.isPlaceholderData && entries.length === 0;
  const noEventsText = t('eventWizard.calendar.noEventsOnDay');
  const shownEntries = useMemo(
    () => (dayIsEmpty && range ? [emptyDayEntry(range.from, noEventsText)] : entries),
    [dayIsEmpty, range, noEventsText, entries],
  );

  // The query's `status` may change without a click here (Back in the browser).
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api && api.view.type !== VIEW_NAMES[view]) api.changeView(VIEW_NAMES[view]);
  }, [view]);

  useEffect(() => {
    if (goTo) calendarRef.current?.getApi().gotoDate(goTo.date.slice(0, 10));
  }, [goTo]);

  // Repairs of FullCalendar's markup for screen readers (and axe):
  // - the previous/next buttons hold only a chevron (a role="img" span without a name, hidden here) and
  //   carry their hint as a tooltip only, which not every assistive technology reads as a name: the
  //   hint becomes their aria-label, following it when the view changes ("Previous day");
  // - previous, next and today are plain buttons, not toggles: their aria-pressed="false" goes;
  // - a day cell is labelled by its day number alone although it also holds the events, so it is
  //   named by its content.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const repair = () => {
      for (const icon of frame.querySelectorAll('.fc-icon:not([aria-hidden])'))
        icon.setAttribute('aria-hidden', 'true');
      for (const button of frame.querySelectorAll('.fc-prev-button, .fc-next-button')) {
        const hint = button.getAttribute('title');
        if (hint && button.getAttribute('aria-label') !== hint) button.setAttribute('aria-label', hint);
      }
      for (const button of frame.querySelectorAll('.fc-prev-button, .fc-next-button, .fc-today-button')) {
        button.removeAttribute('aria-pressed');
      }
      for (const cell of frame.querySelectorAll('[role="gridcell"][aria-labelledby]')) {
        cell.removeAttribute('aria-labelledby');
      }
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(frame, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby', 'aria-pressed', 'title'],
    });
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
      <div ref={frameRef} className={CALENDAR_THEME}>
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
          events={shownEntries}
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
          <span className="text-red-700">{messageOf(events.error, t('eventWizard.calendar.loadError'))}</span>
        )}
      </div>
    </div>
  );
}
