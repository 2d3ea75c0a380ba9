import { decodeEventMarkers } from '@cordee/shared/event-markers.codec';
import type {
  ContactFormInput,
  ContactFormResponseSchema,
  EventMarkerColumns,
  EventMarkerList,
  NearbyEventList,
} from '@cordee/shared/event-search.contracts';
import { NEARBY_DEFAULT_RADIUS_KM } from '@cordee/shared/event-search.contracts';
import type { Event, EventList, EventSummary } from '@cordee/shared/events.contracts';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import type { SearchFilters, SearchRequest } from './event-search-state.ts';

export type ContactFormResponse = z.infer<typeof ContactFormResponseSchema>;

/** One page of search results: events to list and map, and where the server's total stands. */
export type EventPage = {
  events: Array<EventSummary & { distance_km?: number }>;
  page: number;
  per_page: number;
  /** Every match, or at least this many when `total_capped` (the server stops counting at a cap). */
  total: number;
  total_capped: boolean;
};

/** Results come in pages; "Load more" asks for the next (the server caps a page at 100). */
export const SEARCH_PAGE_SIZE = 50;

/** Every event query key starts with 'events', so one invalidation after any event change refreshes all. */
export const eventKeys = {
  all: ['events'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  /** An event as a result list holds it (EventSummary), kept for the panel to show while the event loads. */
  listed: (id: number) => [...eventKeys.all, 'listed', id] as const,
  search: (request: SearchRequest) => [...eventKeys.all, 'search', request] as const,
  markers: (request: SearchRequest) => [...eventKeys.all, 'markers', request] as const,
};

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

/** POST /api/get-nearby-events: within `rad` km (spec 2 §9: 100), nearest first, each with distance_km. */
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

/** POST /api/contactform (spec 2 §3): email, message, userstatus, and event_id 0 (no particular event). */
export function sendContactForm(body: ContactFormInput): Promise<ContactFormResponse> {
  return apiRequest<ContactFormResponse>('/api/contactform', { method: 'POST', body });
}

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
