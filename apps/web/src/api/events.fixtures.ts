import type { Event, EventSummary, Occurrence } from '@cordee/shared/events.contracts';
import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import type { RequestHandler } from 'msw';
import { api, apiServer } from '../test/api-server.ts';
import { makePublicConfig } from '../test/fixtures.ts';

export function makeOccurrence(overrides: Partial<Occurrence> = {}): Occurrence {
  return {
    id: 1,
    starts_on: '2030-06-06',
    ends_on: '2030-06-06',
    capacity: 4,
    seats_taken: 0,
    closed: false,
    ...overrides,
  };
}

/** A public one-day rock trip in Squamish, with every field the read shape has. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    guide_id: 7,
    guide: { id: 7, name: 'Noah Bergeron', profile_picture: null },
    event_name: 'Stawamus Chief: Grand Wall',
    duration_type: 'single',
    event_duration: ['Full day'],
    start_date: '2030-06-06',
    end_date: '2030-06-06',
    repeat: false,
    repeat_at: 'daily',
    repeat_dates: [],
    category: 'Rock Climbing',
    alias: null,
    gallery: [],
    address: 'Stawamus Chief Provincial Park, Squamish, BC',
    state: 'Squamish',
    province: 'British Columbia',
    latitude: 49.6843,
    longitude: -123.1456,
    address_description: null,
    other_location: [],
    event_type: 'public',
    attendance_min: 1,
    attendance_limit: 4,
    price: [{ id: 1, price: 42_500 }],
    min_price: 42_500,
    price_info: null,
    addons: [],
    donations: [],
    event_description: '<p>Ten pitches of granite.</p>',
    experience_required: ['Advanced'],
    terms_type: 'link',
    event_terms: null,
    terms_link: 'https://cordee.ca/waivers/rock',
    guides_link: null,
    climber_gears: ['Harness'],
    guide_gears: ['Ropes'],
    itinerary: '',
    faqs: [],
    color: 'green',
    occurrence_count: 1,
    next_occurrences: [makeOccurrence()],
    has_bookings: false,
    occurrences: [makeOccurrence()],
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export type FakeCall = { method: string; path: string; search: URLSearchParams; body: unknown };
/**
 * A fake API for the search screens: the test's `answers` (typed handlers) first, then GET
 * /api/public-config with a plain configuration. What the screen sent is recorded, in order.
 */
export function answerEventServer(answers: RequestHandler[] = [], publicConfig: Partial<PublicConfig> = {}) {
  apiServer.use(
    ...answers,
    api.get('/api/public-config', ({ response }) => response(200).json(makePublicConfig(publicConfig))),
  );
  const calls: FakeCall[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const call: FakeCall = {
      method: request.method,
      path: decodeURIComponent(url.pathname),
      search: url.searchParams,
      body: undefined,
    };
    calls.push(call);
    // The body is read while the request goes on; a test reads it after the screen showed the answer.
    void request
      .clone()
      .text()
      .then((text) => {
        call.body = text === '' ? undefined : JSON.parse(text);
      });
  });
  return calls;
}

/** An event as listings send it: without the fields that grow with its dates. */
export function summaryOf(event: EventSummary | Event): EventSummary {
  const { occurrences: _all, repeat_dates: _dates, ...summary } = event as Event;
  return summary;
}

/** A page of search results, as the three search calls answer it. */
export function eventList(
  events: Array<EventSummary | Event>,
  total = events.length,
  page = 1,
  perPage = 50,
  totalCapped = false,
) {
  return {
    events: events.map(summaryOf),
    page,
    per_page: perPage,
    total,
    total_capped: totalCapped,
  };
}
