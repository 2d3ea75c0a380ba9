import type { Event, EventSummary } from '@cordee/shared/events.contracts';
import type { MyEventList } from '@cordee/shared/my-events.contracts';
import { summaryOf } from '../../api/events.fixtures.ts';

/** A course as GET /api/my-events and GET /api/event/{id} send it. */
export function makeCourse(overrides: Partial<Event> = {}): Event {
  const id = overrides.id ?? 1;
  const start = overrides.start_date ?? '2099-07-04';
  const end = overrides.end_date ?? start;
  return {
    id,
    guide_id: 10,
    guide: { id: overrides.guide_id ?? 10, name: 'Gabriel Roy', profile_picture: null },
    event_name: 'Granite at dawn',
    duration_type: 'single',
    event_duration: ['1 day'],
    start_date: start,
    end_date: end,
    repeat: false,
    repeat_at: 'daily',
    repeat_dates: [],
    category: 'Rock Climbing',
    alias: null,
    gallery: [],
    address: 'Stawamus Chief, Squamish',
    state: 'Squamish',
    province: 'British Columbia',
    latitude: 49.68,
    longitude: -123.14,
    address_description: null,
    other_location: [],
    event_type: 'public',
    attendance_min: 1,
    attendance_limit: 4,
    price: [{ id: 1, price: 12_000, priceh: null }],
    min_price: 12_000,
    price_info: null,
    addons: [],
    donations: [],
    event_description: '',
    experience_required: ['Beginner'],
    terms_type: 'link',
    event_terms: null,
    terms_link: 'https://cordee.ca/waivers/rock',
    guides_link: null,
    climber_gears: [],
    guide_gears: [],
    itinerary: '',
    faqs: [],
    color: 'green',
    occurrence_count: 1,
    next_occurrences: [{ id: id * 100, starts_on: start, ends_on: end, capacity: 4, seats_taken: 0, closed: false }],
    has_bookings: false,
    occurrences: [{ id: id * 100, starts_on: start, ends_on: end, capacity: 4, seats_taken: 0, closed: false }],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/my-events: the courses as listings send them. */
export function makeCourseList(events: Array<EventSummary | Event>, overrides: Partial<MyEventList> = {}): MyEventList {
  return { events: events.map(summaryOf), page: 1, per_page: 100, total: events.length, ...overrides };
}
