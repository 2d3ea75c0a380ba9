import { CATEGORIES } from '@cordee/shared/catalogue';
import { SEARCH_QUERY_MAX_LENGTH } from '@cordee/shared/event-search-limits';
import { isIsoDay } from '@cordee/shared/iso-day';
import { SELECTED_COURSE_PARAM } from '@cordee/shared/selected-course';

/** Spec 2 §2.2: the course type chips are the category list without its last entry ("Other"). */
export const FILTER_CATEGORIES = CATEGORIES.slice(0, -1) as readonly Exclude<(typeof CATEGORIES)[number], 'Other'>[];
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

export type SearchFilters = { category?: FilterCategory; date?: string };

/**
 * The search the screen shows, as recorded in the route query so a reload or Back
 * restores it: idle lists the upcoming events; the filters (course type, preferred date) narrow any mode.
 */
export type EventSearchState =
  | { status: 'idle' }
  | { status: 'search'; query: string; filters: SearchFilters }
  | { status: 'location'; lat: number; lng: number; addr?: string; filters: SearchFilters }
  | { status: 'filter'; filters: SearchFilters };

export const IDLE_SEARCH: EventSearchState = { status: 'idle' };

function filtersFrom(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  const category = params.get('filter_category');
  if (category && (FILTER_CATEGORIES as readonly string[]).includes(category)) {
    filters.category = category as FilterCategory;
  }
  const date = params.get('filter_date');
  if (date && isIsoDay(date)) filters.date = date;
  return filters;
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function hasFilters(filters: SearchFilters): boolean {
  return Boolean(filters.category || filters.date);
}

/**
 * Reads the route query. Anything hand-edited or stale (an unknown category, a bad date, a latitude of
 * 200) is dropped rather than sent, and a mode without what it needs falls back to the filters or idle.
 */
export function searchStateFromParams(params: URLSearchParams): EventSearchState {
  const filters = filtersFrom(params);
  const status = params.get('status');
  if (status === 'search') {
    const query = (params.get('query') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
    if (query) return { status: 'search', query, filters };
  }
  if (status === 'location') {
    const lat = coordinate(params.get('lat'), 90);
    const lng = coordinate(params.get('lng'), 180);
    if (lat !== null && lng !== null) {
      const addr = params.get('addr')?.trim();
      return { status: 'location', lat, lng, ...(addr ? { addr } : {}), filters };
    }
  }
  return hasFilters(filters) ? { status: 'filter', filters } : IDLE_SEARCH;
}

/** The route query of a search state; idle is the bare address. */
export function paramsFromSearchState(state: EventSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status === 'idle') return params;
  params.set('status', state.status);
  if (state.status === 'search') params.set('query', state.query);
  if (state.status === 'location') {
    params.set('lat', String(state.lat));
    params.set('lng', String(state.lng));
    if (state.addr) params.set('addr', state.addr);
  }
  if (state.filters.category) params.set('filter_category', state.filters.category);
  if (state.filters.date) params.set('filter_date', state.filters.date);
  return params;
}

/** Applying filters keeps the current keyword or location search and narrows it. */
export function withFilters(state: EventSearchState, filters: SearchFilters): EventSearchState {
  if (state.status === 'search' || state.status === 'location') return { ...state, filters };
  return hasFilters(filters) ? { status: 'filter', filters } : IDLE_SEARCH;
}

export function filtersOf(state: EventSearchState): SearchFilters {
  return state.status === 'idle' ? {} : state.filters;
}

/** The part of a state that decides which events the server returns (the address is only a label). */
export function searchRequestOf(state: EventSearchState) {
  const filters = filtersOf(state);
  switch (state.status) {
    case 'search':
      return { kind: 'keyword', query: state.query, ...filters } as const;
    case 'location':
      return { kind: 'nearby', lat: state.lat, lng: state.lng, ...filters } as const;
    default:
      return { kind: 'list', ...filters } as const;
  }
}
export type SearchRequest = ReturnType<typeof searchRequestOf>;

/** The same route query with the course opened (an id) or closed (null). */
export function withSelectedCourse(params: URLSearchParams, eventId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (eventId === null) next.delete(SELECTED_COURSE_PARAM);
  else next.set(SELECTED_COURSE_PARAM, String(eventId));
  return next;
}
