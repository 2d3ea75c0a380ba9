import type { MyEvent, MyEventList, MyEventsQueryInput } from '@cordee/shared/my-events.contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** The server's page cap (GET /api/my-events: at most 100 per page). */
const MAX_PER_PAGE = 100;
/** A month of a very busy guide is a few pages; this bounds a runaway loop, not a real calendar. */
const MAX_RANGE_PAGES = 10;
/** How many of the guide's next events the side list shows. */
export const UPCOMING_LIST_SIZE = 5;

export type DateRange = { from: string; to: string };

/** Every event query starts with 'events', so one invalidation after any event change refreshes all. */
export const calendarKeys = {
  range: (range: DateRange) => ['events', 'calendar', range] as const,
  upcoming: () => ['events', 'calendar-upcoming'] as const,
};

export function fetchMyEvents(query: MyEventsQueryInput, signal?: AbortSignal): Promise<MyEventList> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return apiRequest<MyEventList>(`/api/my-events?${params}`, { signal });
}

/** Every event overlapping the visible dates with its runs there, all pages (GET /api/my-events?from&to). */
export async function fetchEventsInRange(range: DateRange, signal?: AbortSignal): Promise<MyEvent[]> {
  const events: MyEvent[] = [];
  for (let page = 1; page <= MAX_RANGE_PAGES; page += 1) {
    const answer = await fetchMyEvents({ ...range, page, per_page: MAX_PER_PAGE }, signal);
    events.push(...answer.events);
    if (page * answer.per_page >= answer.total || answer.events.length === 0) break;
  }
  return events;
}

export function calendarEventsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: calendarKeys.range(range),
    queryFn: ({ signal }) => fetchEventsInRange(range, signal),
  });
}

/** The calendar's events; the previous month stays on screen while the next one loads. */
export function useCalendarEvents(range: DateRange | null) {
  return useQuery({
    ...calendarEventsQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The side list: the guide's next events (not yet ended, soonest first) and how many there are. */
export function useUpcomingGuideEvents() {
  return useQuery({
    queryKey: calendarKeys.upcoming(),
    queryFn: ({ signal }) => fetchMyEvents({ type: 'all', page: 1, per_page: UPCOMING_LIST_SIZE }, signal),
  });
}
