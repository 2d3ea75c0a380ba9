import type { MyEventsType } from '@cordee/shared/my-events.contracts';
import type { SearchRequest } from './event-search-state.ts';

/*
 * The query keys of events, apart from the queries: every screen that changes an event invalidates
 * through them, and the smallest screens that read events (Home's month) need no more than these.
 */

/**
 * Courses per page of GET /api/my-events for All Courses: the server's maximum, because the search of
 * the list runs over what is loaded and a guide rarely has more.
 */
export const MY_EVENTS_PER_PAGE = 100;

export type DateRange = { from: string; to: string };

/** Every event query key starts with 'events', so one invalidation after any event change refreshes all. */
export const eventKeys = {
  all: ['events'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  /** An event as a result list holds it (EventSummary), kept for the panel to show while the event loads. */
  listed: (id: number) => [...eventKeys.all, 'listed', id] as const,
  search: (request: SearchRequest) => [...eventKeys.all, 'search', request] as const,
  markers: (request: SearchRequest) => [...eventKeys.all, 'markers', request] as const,
  /** A guide's own courses, page by page (All Courses). */
  mine: () => [...eventKeys.all, 'mine'] as const,
  myList: (type: MyEventsType) => [...eventKeys.mine(), { type, perPage: MY_EVENTS_PER_PAGE }] as const,
  calendarRange: (range: DateRange) => [...eventKeys.all, 'calendar', range] as const,
  calendarUpcoming: () => [...eventKeys.all, 'calendar-upcoming'] as const,
};
