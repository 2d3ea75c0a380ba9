import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CalendarView, type GoToSignal, GuideCalendar } from '../features/calendar/guide-calendar.component.tsx';
import { UpcomingEventsList } from '../features/calendar/upcoming-events-list.component.tsx';
import { CreateEventWizard } from '../features/event-wizard/create-event-wizard.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/**
 * Calendar (guide): the add-event wizard on the left, the month or day calendar and the
 * guide's next events on the right; stacked on narrow screens. `?status=day` opens the day view.
 */
export function CalendarScreen() {
  const { t } = useTranslation('event-wizard');
  useDocumentTitle(t('eventWizard.calendar.documentTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const view: CalendarView = searchParams.get('status') === 'day' ? 'day' : 'month';
  const [goTo, setGoTo] = useState<GoToSignal | null>(null);

  const onViewChange = (next: CalendarView) =>
    setSearchParams(
      (current) => {
        if (next === 'day') current.set('status', 'day');
        else current.delete('status');
        return current;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('eventWizard.calendar.title')}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('eventWizard.calendar.subtitle')}</p>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:items-start">
        <section
          aria-labelledby="calendar-add-event-title"
          className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="calendar-add-event-title" className="text-lg font-semibold text-slate-900">
            {t('eventWizard.createTitle')}
          </h2>
          <CreateEventWizard onCreated={(event) => setGoTo({ date: event.start_date, at: Date.now() })} />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <section
            aria-label={t('eventWizard.calendar.label')}
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <GuideCalendar view={view} onViewChange={onViewChange} goTo={goTo} />
          </section>
          <UpcomingEventsList />
        </div>
      </div>
    </div>
  );
}
