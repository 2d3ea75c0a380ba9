import { addDays } from '@cordee/shared/iso-day';
import type { MyEvent } from '@cordee/shared/my-events.contracts';
import type { EventInput } from '@fullcalendar/core';
import { EVENT_COLOR_HEX } from '../../lib/event-colors.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';

/** Spec 2 §2.6: dates are ISO dates, the first 10 characters. */
export const isoDay = (value: string) => value.slice(0, 10);

/** Where a calendar entry leads: the event in All Courses, remembering it came from the Calendar. */
export function eventLinkOf(eventId: number): string {
  return `${ROUTE_PATHS.UpcomingEvents}?${new URLSearchParams({ current: String(eventId), origin: 'calendar' })}`;
}

/** The class of the day view's "no events" entry, which the calendar's theme styles as a message. */
const EMPTY_DAY_CLASS = 'cordee-empty-day';

/**
 * The day view of a day without events would be a blank cell: a background entry over the whole day
 * puts the message in the cell itself, where the events would be, and FullCalendar keeps its layout.
 */
export function emptyDayEntry(day: string, message: string): EventInput {
  return {
    id: 'empty-day',
    start: isoDay(day),
    end: addDays(isoDay(day), 1),
    allDay: true,
    display: 'background',
    title: message,
    backgroundColor: 'transparent',
    classNames: [EMPTY_DAY_CLASS],
  };
}

/**
 * One all-day calendar entry per dated occurrence in the visible range (the server sends each event's
 * runs overlapping the range it was asked for), so each run of a repeating event shows on its own
 * date(s), in the event's colour. FullCalendar's all-day `end` is exclusive: the day after the last.
 */
export function calendarEntriesOf(
  events: readonly Pick<
    MyEvent,
    'id' | 'event_name' | 'color' | 'start_date' | 'end_date' | 'occurrence_count' | 'occurrences_in_range'
  >[],
): EventInput[] {
  return events.flatMap((event) => {
    const runs =
      event.occurrence_count > 0
        ? (event.occurrences_in_range ?? []).map((run) => ({
            key: String(run.id),
            start: run.starts_on,
            end: run.ends_on,
          }))
        : [{ key: 'only', start: event.start_date, end: event.end_date }];
    const colour = EVENT_COLOR_HEX[event.color] ?? EVENT_COLOR_HEX.blue;
    return runs.map((run) => ({
      id: `${event.id}-${run.key}`,
      groupId: String(event.id),
      title: event.event_name,
      start: isoDay(run.start),
      end: addDays(isoDay(run.end), 1),
      allDay: true,
      url: eventLinkOf(event.id),
      backgroundColor: colour,
      borderColor: colour,
      textColor: '#ffffff',
      extendedProps: { eventId: event.id },
    }));
  });
}
