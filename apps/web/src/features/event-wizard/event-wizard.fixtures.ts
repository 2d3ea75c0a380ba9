import type { Event } from '@cordee/shared/events.contracts';
import { type EventDraft, emptyEventDraft } from './event-draft.ts';

/** A draft whose four steps all pass: tests change the one thing they are about. */
export function makeCompleteDraft(overrides: Partial<EventDraft> = {}): EventDraft {
  return {
    ...emptyEventDraft({ guides_link: null }),
    request_id: 'request-0001',
    event_name: 'Grand Wall day',
    start_date: '2030-06-01',
    end_date: '2030-06-01',
    category: 'Rock Climbing',
    address: 'Stawamus Chief, Squamish, BC',
    latitude: '49.6843',
    longitude: '-123.1456',
    price: [{ id: 1, price: '425', priceh: '' }],
    experience_required: ['Advanced'],
    terms_type: 'link',
    terms_link: 'https://example.com/waiver.pdf',
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 7,
    guide_id: 3,
    guide: { id: 3, name: 'Gabriel Roy', profile_picture: null },
    event_name: 'Ice week',
    duration_type: 'multi',
    event_duration: ['3 days', '2 nights'],
    start_date: '2030-01-10',
    end_date: '2030-02-10',
    repeat: true,
    repeat_at: 'weekly',
    repeat_dates: [],
    category: 'Ice Climbing',
    alias: null,
    gallery: [{ key: 'img-1.jpg', url: '/uploads/img-1.jpg' }],
    address: 'Johnston Canyon, AB',
    state: 'Banff',
    province: 'Alberta',
    latitude: 51.245,
    longitude: -115.839,
    address_description: 'Lower parking lot',
    other_location: [{ id: '11', address: 'Canmore', lat: 51.08, lng: -115.35 }],
    event_type: 'private',
    attendance_min: 2,
    attendance_limit: 3,
    price: [
      { id: 2, price: 30_000 },
      { id: 3, price: 25_050 },
    ],
    min_price: 25_050,
    price_info: 'Gear included',
    addons: [{ id: '21', addons_title: 'Boots', addons_price: 2_000 }],
    donations: [],
    event_description: '<p>Cold and blue.</p>',
    experience_required: ['Intermediate'],
    terms_type: 'upload',
    event_terms: { key: 'waiver.pdf', url: '/uploads/waiver.pdf' },
    terms_link: null,
    guides_link: 'https://guide.example.com',
    climber_gears: ['Boots', 'Helmet'],
    guide_gears: ['Ropes'],
    itinerary: '',
    faqs: [],
    color: 'blue',
    occurrences: [],
    created_at: '2029-12-01T00:00:00.000Z',
    updated_at: '2029-12-01T00:00:00.000Z',
    ...overrides,
  };
}
