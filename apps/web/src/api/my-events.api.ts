import type { MyEvent, MyEventList, MyEventsType } from '@cordee/shared/my-events.contracts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { type ApiQuery, apiGet } from '../lib/api-client.ts';
import { type DateRange, eventKeys, MY_EVENTS_PER_PAGE } from './event-keys.ts';

/*
 * A guide's own courses (All Courses, the Calendar screen and Home's month): a module of its own, so a
 * guide's Home does not download the search, the wizard's writes and the rest of events.api.ts, and the
 * course search does not download these.
 */

/** A month of a very busy guide is a few pages; this bounds a runaway loop, not a real calendar. */
const MAX_RANGE_PAGES = 10;
/** How many of the guide's next events the calendar's side list shows. */
export const UPCOMING_LIST_SIZE = 5;

/** GET /api/my-events: a guide's own courses, or every guide's for a super admin (and admins with `events`). */
export function fetchMyEvents(query: ApiQuery<'get', '/api/my-events'>, signal?: AbortSignal): Promise<MyEventList> {
  return apiGet('/api/my-events', { query, signal });
}

/** Every event overlapping the visible dates with its runs there, all pages (GET /api/my-events?from&to). */
export async function fetchEventsInRange(range: DateRange, signal?: AbortSignal): Promise<MyEvent[]> {
  const events: MyEvent[] = [];
  for (let page = 1; page <= MAX_RANGE_PAGES; page += 1) {
    const answer = await fetchMyEvents({ ...range, page, per_page: MY_EVENTS_PER_PAGE }, signal);
    events.push(...answer.events);
    if (page * answer.per_page >= answer.total || answer.events.length === 0) break;
  }
  return events;
}

export function calendarEventsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: eventKeys.calendarRange(range),
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

/** The calendar's side list: the guide's next events (not yet ended, soonest first) and how many there are. */
export function useUpcomingGuideEvents() {
  return useQuery({
    queryKey: eventKeys.calendarUpcoming(),
    queryFn: ({ signal }) => fetchMyEvents({ type: 'all', page: 1, per_page: UPCOMING_LIST_SIZE }, signal),
  });
}

export function myEventsQueryOptions(type: MyEventsType) {
  return infiniteQueryOptions({
    queryKey: eventKeys.myList(type),
    queryFn: ({ pageParam, signal }) => fetchMyEvents({ type, page: pageParam, per_page: MY_EVENTS_PER_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MyEventList) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}

/** One tab of All Courses, page by page ('Load more'). */
export function useMyEvents(type: MyEventsType) {
  return useInfiniteQuery(myEventsQueryOptions(type));
}

/** The courses of every page loaded so far, in the server's order. */
export function loadedCourses(data: InfiniteData<MyEventList> | undefined) {
  return data?.pages.flatMap((page) => page.events) ?? [];
}
