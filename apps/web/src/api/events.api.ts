import { decodeEventMarkers } from '@cordee/shared/event-markers.codec';
import type {
  ContactFormInput,
  ContactFormResponseSchema,
  EventMarkerColumns,
  EventMarkerList,
  NearbyEventList,
} from '@cordee/shared/event-search.contracts';
import { NEARBY_DEFAULT_RADIUS_KM } from '@cordee/shared/event-search-limits';
import type { EventWrite } from '@cordee/shared/event-write.contracts';
import type {
  DeleteEventResponseSchema,
  Event,
  EventList,
  EventResponseSchema,
  EventSummary,
} from '@cordee/shared/events.contracts';
import type { MyEventList } from '@cordee/shared/my-events.contracts';
import {
  hashKey,
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { BOOTSTRAP_QUERY_KEY } from '../session/bootstrap.api.ts';
import { eventKeys } from './event-keys.ts';
import type { SearchFilters, SearchRequest } from './event-search-state.ts';

/*
 * Every query and mutation of events, for every screen: the search and its map, an event's detail, a
 * guide's own courses (All Courses, the calendar) and the wizard's create, update and delete. Keeping
 * them in one module keeps the one rule that makes them agree: every event query key starts with
 * 'events' (eventKeys below), so one invalidation after any event change refreshes every screen.
 */

export type ContactFormResponse = z.infer<typeof ContactFormResponseSchema>;
export type EventResponse = z.infer<typeof EventResponseSchema>;
export type DeleteEventResponse = z.infer<typeof DeleteEventResponseSchema>;

/** One page of search results: events to list and map, and where the server's total stands. */
export type EventPage = {
  events: Array<EventSummary & { distance_km?: number }>;
  page: number;
  per_page: number;
  /** Every match, or at least this many when `total_capped` (the server stops counting at a cap). */
  total: number;
  total_capped: boolean;
};

/**
 * Results come in pages; "Load more" asks for the next (the server caps a page at 100). 24 fills a
 * phone several screens deep and a desktop grid evenly; the page's answer and the work of drawing it are
 * on the way to the first paint of a phone's visit (`npm run bench:web`), so it is no larger.
 */
export const SEARCH_PAGE_SIZE = 24;

function queryStringOf(page: number, perPage: number, filters: SearchFilters): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (filters.category) params.set('category', filters.category);
  if (filters.date) params.set('date', filters.date);
  return params.toString();
}

/** GET /api/getevents: events not yet ended, soonest first, with the optional category and date filters. */
export function fetchEvents(page: number, perPage: number, filters: SearchFilters, signal?: AbortSignal) {
  return apiRequest<EventList>(`/api/getevents?${queryStringOf(page, perPage, filters)}`, { signal });
}

/** POST /api/search-events/{query}: name or address containing the text. */
export function searchEventsByKeyword(
  query: string,
  page: number,
  perPage: number,
  filters: SearchFilters,
  signal?: AbortSignal,
) {
  return apiRequest<EventList>(
    `/api/search-events/${encodeURIComponent(query)}?${queryStringOf(page, perPage, filters)}`,
    { method: 'POST', signal },
  );
}

/** POST /api/get-nearby-events: within `rad` km (100 by default), nearest first, each with distance_km. */
export function searchNearbyEvents(
  point: { lat: number; lng: number },
  page: number,
  perPage: number,
  filters: SearchFilters,
  signal?: AbortSignal,
) {
  return apiRequest<NearbyEventList>(`/api/get-nearby-events?${queryStringOf(page, perPage, filters)}`, {
    method: 'POST',
    body: { lat: point.lat, lng: point.lng, rad: NEARBY_DEFAULT_RADIUS_KM },
    signal,
  });
}

export function fetchSearchPage(request: SearchRequest, page: number, signal?: AbortSignal): Promise<EventPage> {
  const filters: SearchFilters = { category: request.category, date: request.date };
  switch (request.kind) {
    case 'keyword':
      return searchEventsByKeyword(request.query, page, SEARCH_PAGE_SIZE, filters, signal);
    case 'nearby':
      return searchNearbyEvents(request, page, SEARCH_PAGE_SIZE, filters, signal);
    default:
      return fetchEvents(page, SEARCH_PAGE_SIZE, filters, signal);
  }
}

/** The map's search: the list's keyword or point (100 km, as the list) and filters, without pages. */
export function markersQueryStringOf(request: SearchRequest): string {
  const params = new URLSearchParams();
  if (request.kind === 'keyword') params.set('query', request.query);
  if (request.kind === 'nearby') {
    params.set('lat', String(request.lat));
    params.set('lng', String(request.lng));
    params.set('rad', String(NEARBY_DEFAULT_RADIUS_KM));
  }
  if (request.category) params.set('category', request.category);
  if (request.date) params.set('date', request.date);
  return params.toString();
}

/** GET /api/event-markers: every course of the search for the map (up to the server's cap), sent in columns. */
export function fetchEventMarkers(request: SearchRequest, signal?: AbortSignal): Promise<EventMarkerList> {
  const query = markersQueryStringOf(request);
  return apiRequest<EventMarkerColumns>(`/api/event-markers${query ? `?${query}` : ''}`, { signal }).then(
    decodeEventMarkers,
  );
}

export function eventMarkersQueryOptions(request: SearchRequest) {
  return queryOptions({
    queryKey: eventKeys.markers(request),
    queryFn: ({ signal }) => fetchEventMarkers(request, signal),
  });
}

/** The map's markers of the current search: all its courses, not only the list pages loaded so far. */
export function useEventMarkers(request: SearchRequest) {
  return useQuery(eventMarkersQueryOptions(request));
}

export function fetchEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return apiRequest<{ event: Event }>(`/api/event/${id}`, { signal }).then((answer) => answer.event);
}

/** POST /api/contactform: email, message, userstatus, and event_id 0 (no particular event). */
export function sendContactForm(body: ContactFormInput): Promise<ContactFormResponse> {
  return apiRequest<ContactFormResponse>('/api/contactform', { method: 'POST', body });
}

/**
 * A search fetched this recently is not fetched again when the screen mounts with it: the search
 * screens' route loader asks for it before the screen's code has run (app/route-prefetch.ts), and the
 * screen mounts a moment later. Edits, deletes and bookings invalidate it, which refetches whatever its
 * age. A single course is always fetched again on mount (no such window): its runs' seats left are what
 * a climber books from, and another person's booking or decline changes them.
 */
const PREFETCHED_FRESH_MS = 10_000;

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => fetchEvent(id, signal),
  });
}

/** GET /api/event/{id}: one event with its occurrences and guide. */
export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

/**
 * An event already in hand (a search result) is shown at once while the event itself loads. A result is
 * a summary (no full run list), so it is kept beside the event's own query rather than in it.
 */
export function rememberListedEvent(queryClient: QueryClient, event: EventSummary): void {
  queryClient.setQueryData(eventKeys.listed(event.id), event);
}

export function listedEventOf(queryClient: QueryClient, id: number): EventSummary | undefined {
  return queryClient.getQueryData<EventSummary>(eventKeys.listed(id));
}

export function eventSearchQueryOptions(request: SearchRequest) {
  return infiniteQueryOptions({
    queryKey: eventKeys.search(request),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(request, pageParam, signal),
    initialPageParam: 1,
    staleTime: PREFETCHED_FRESH_MS,
    // Past the server's count cap the total is a lower bound: a full page means more may follow.
    getNextPageParam: (last: EventPage) =>
      last.page * last.per_page < last.total || (last.total_capped && last.events.length === last.per_page)
        ? last.page + 1
        : undefined,
  });
}

/** The screen's results: the pages loaded so far of the current search. */
export function useEventSearch(request: SearchRequest) {
  return useInfiniteQuery(eventSearchQueryOptions(request));
}

export function useSendContactForm() {
  return useMutation({ mutationFn: sendContactForm });
}

export function createEvent(body: EventWrite): Promise<EventResponse> {
  return apiRequest<EventResponse>('/api/event', { method: 'POST', body });
}

export function updateEvent({ id, body }: { id: number; body: EventWrite }): Promise<EventResponse> {
  return apiRequest<EventResponse>(`/api/event/${id}`, { method: 'PUT', body });
}

/** DELETE /api/event/{id}: answers the server's message and the id. */
export function deleteEvent(id: number): Promise<DeleteEventResponse> {
  return apiRequest<DeleteEventResponse>(`/api/event/${id}`, { method: 'DELETE' });
}

/**
 * Spec 2 §4: after a create or an edit every list shows the change and the user is refreshed (GET
 * /api/user carries the guide's events and stat cards).
 */
function refreshAfterWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
  return queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** `onError` lets the wizard refresh what a refused create may be about (its payout prompt). */
export function useCreateEvent(options: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => refreshAfterWrite(queryClient),
    onError: options.onError,
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => refreshAfterWrite(queryClient) });
}

/**
 * Deleting a course takes it out of every loaded list at once, then refetches every event query and the
 * bootstrap, whose home figures count events. The deleted course's own query is left alone: refetched
 * while its panel is still on screen, it would answer 404 and read as "this event cannot be found" right
 * after a successful delete.
 */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<InfiniteData<MyEventList>>({ queryKey: eventKeys.mine() }, (data) =>
        data?.pages.some((page) => page.events.some((event) => event.id === id))
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                events: page.events.filter((event) => event.id !== id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : data,
      );
      const deletedCourse = hashKey(eventKeys.detail(id));
      void queryClient.invalidateQueries({
        queryKey: eventKeys.all,
        predicate: (query) => query.queryHash !== deletedCourse,
      });
      void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
    },
  });
}
