import { selectedCourseFrom } from '@cordee/shared/selected-course';
import { describe, expect, it } from 'vitest';
import {
  type EventSearchState,
  FILTER_CATEGORIES,
  IDLE_SEARCH,
  paramsFromSearchState,
  searchRequestOf,
  searchStateFromParams,
  withFilters,
  withSelectedCourse,
} from './event-search-state.ts';

const read = (query: string) => searchStateFromParams(new URLSearchParams(query));

describe('the route query of the search screens', () => {
  it('offers the category list without its last entry, Other', () => {
    expect(FILTER_CATEGORIES).toEqual(['Ice Climbing', 'Rock Climbing', 'Mixed Climbing', 'Mountaineering', 'Hiking']);
  });

  it.each<[string, EventSearchState]>([
    ['', IDLE_SEARCH],
    ['status=search&query=squamish', { status: 'search', query: 'squamish', filters: {} }],
    [
      'status=location&lat=49.68&lng=-123.15&addr=Squamish%2C+British+Columbia',
      { status: 'location', lat: 49.68, lng: -123.15, addr: 'Squamish, British Columbia', filters: {} },
    ],
    ['status=location&lat=49.68&lng=-123.15', { status: 'location', lat: 49.68, lng: -123.15, filters: {} }],
    [
      'status=filter&filter_category=Ice+Climbing&filter_date=2030-01-10',
      { status: 'filter', filters: { category: 'Ice Climbing', date: '2030-01-10' } },
    ],
    [
      'status=search&query=chief&filter_category=Rock+Climbing',
      { status: 'search', query: 'chief', filters: { category: 'Rock Climbing' } },
    ],
  ])('reads %j and writes it back the same', (query, state) => {
    expect(read(query)).toEqual(state);
    expect(read(paramsFromSearchState(state).toString())).toEqual(state);
  });

  it('drops what is not a valid search instead of sending it', () => {
    expect(read('status=search&query=%20%20')).toEqual(IDLE_SEARCH);
    expect(read('status=location&lat=200&lng=10')).toEqual(IDLE_SEARCH);
    expect(read('status=location&lat=abc&lng=10')).toEqual(IDLE_SEARCH);
    expect(read('status=filter&filter_category=Other')).toEqual(IDLE_SEARCH);
    expect(read('status=filter&filter_date=2030-02-30')).toEqual(IDLE_SEARCH);
    expect(read('status=filter&filter_category=Hiking&filter_date=tomorrow')).toEqual({
      status: 'filter',
      filters: { category: 'Hiking' },
    });
  });

  it('treats filters without a status as a filter search', () => {
    expect(read('filter_category=Hiking')).toEqual({ status: 'filter', filters: { category: 'Hiking' } });
  });

  it('writes idle as the bare address', () => {
    expect(paramsFromSearchState(IDLE_SEARCH).toString()).toBe('');
  });

  it('narrows a keyword or nearby search with the filters, and makes a filter search otherwise', () => {
    const keyword: EventSearchState = { status: 'search', query: 'chief', filters: {} };
    expect(withFilters(keyword, { date: '2030-06-06' })).toEqual({ ...keyword, filters: { date: '2030-06-06' } });
    expect(withFilters(IDLE_SEARCH, { category: 'Hiking' })).toEqual({
      status: 'filter',
      filters: { category: 'Hiking' },
    });
    expect(withFilters({ status: 'filter', filters: { category: 'Hiking' } }, {})).toEqual(IDLE_SEARCH);
  });

  it('asks the server the same whatever the address label of a nearby search', () => {
    const base = { status: 'location', lat: 49.68, lng: -123.15, filters: {} } as const;
    expect(searchRequestOf(base)).toEqual(searchRequestOf({ ...base, addr: 'Squamish, British Columbia' }));
    expect(searchRequestOf(IDLE_SEARCH)).toEqual({ kind: 'list' });
  });
});

describe('the selected course in the route query', () => {
  it('reads the id of the open course beside the search, and writes it without touching the search', () => {
    const params = new URLSearchParams('status=search&query=chief&event=12');
    expect(selectedCourseFrom(params)).toBe(12);
    expect(read(params.toString())).toEqual({ status: 'search', query: 'chief', filters: {} });
    expect(withSelectedCourse(new URLSearchParams('status=search&query=chief'), 7).toString()).toBe(
      'status=search&query=chief&event=7',
    );
    expect(withSelectedCourse(params, null).toString()).toBe('status=search&query=chief');
  });

  it.each(['', 'abc', '0', '-3', '1.5', '1e3', '012', ' 12', '99999999999', '2147483648', '12abc'])(
    'ignores %j, which is no event id',
    (value) => {
      expect(selectedCourseFrom(new URLSearchParams({ event: value }))).toBeNull();
    },
  );

  it('accepts the largest id the database holds', () => {
    expect(selectedCourseFrom(new URLSearchParams({ event: '2147483647' }))).toBe(2147483647);
  });
});
