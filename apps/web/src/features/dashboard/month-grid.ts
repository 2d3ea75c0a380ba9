import type { MyEvent } from '@cordee/shared/my-events.contracts';

/** A month of the calendar: its year and month (1–12). */
export type Month = { year: number; month: number };

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export function monthOf(date: Date): Month {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const date = new Date(Date.UTC(year, month - 1 + by, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** The local calendar day of an instant, as an ISO day. */
export function localIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The days a month view shows: whole weeks from the Sunday on or before the 1st to the Saturday on or
 * after the last day (4 to 6 rows), as ISO days.
 */
export function monthGridDays({ year, month }: Month): string[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const start = new Date(first);
  start.setUTCDate(first.getUTCDate() - first.getUTCDay());
  const end = new Date(last);
  end.setUTCDate(last.getUTCDate() + (6 - last.getUTCDay()));
  const days: string[] = [];
  for (const day = new Date(start); day <= end; day.setUTCDate(day.getUTCDate() + 1)) days.push(isoOf(day));
  return days;
}

/** One booked run drawn on the days it covers. */
export type BookedRun = { key: string; eventId: number; name: string; color: string; startsOn: string; endsOn: string };

/**
 * The runs of the guide's events in the range that hold at least one booked seat: the calendar of
 * bookings. A course with no dated runs has nothing booked to show.
 */
export function bookedRunsOf(
  events: readonly Pick<MyEvent, 'id' | 'event_name' | 'color' | 'occurrences_in_range'>[],
): BookedRun[] {
  return events
    .flatMap((event) =>
      (event.occurrences_in_range ?? [])
        .filter((run) => run.seats_taken > 0)
        .map((run) => ({
          key: `${event.id}-${run.id}`,
          eventId: event.id,
          name: event.event_name,
          color: event.color,
          startsOn: run.starts_on.slice(0, 10),
          endsOn: run.ends_on.slice(0, 10),
        })),
    )
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.key.localeCompare(b.key));
}

/** The booked runs on each day of the grid (ISO days compare as strings). */
export function runsByDay(days: readonly string[], runs: readonly BookedRun[]): Map<string, BookedRun[]> {
  const byDay = new Map<string, BookedRun[]>(days.map((day) => [day, []]));
  for (const run of runs) {
    for (const day of days) if (run.startsOn <= day && day <= run.endsOn) byDay.get(day)?.push(run);
  }
  return byDay;
}
