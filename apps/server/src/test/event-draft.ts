import type { EventWrite } from '@cordee/shared/event-write.contracts';
import { daysFromNow } from './factories.ts';

/** The whole event wizard draft, as the Submit of its last step sends it. */
export function eventDraft(): EventWrite {
  return {
    event_name: 'Intro to ice climbing',
    duration_type: 'multi',
    event_duration: ['2 days'],
    start_date: daysFromNow(30),
    end_date: daysFromNow(31),
    category: 'Ice Climbing',
    address: 'Haffner Creek, Kootenay National Park',
    latitude: 51.17,
    longitude: -116.0,
    event_type: 'public',
    attendance_min: 1,
    attendance_limit: 4,
    price: [{ id: 1, price: 25_000 }],
    event_description: '<p>Two days on <strong>Haffner</strong> ice.</p>',
    experience_required: ['Beginner'],
    terms_type: 'link',
    terms_link: 'https://example.test/waiver.pdf',
  };
}
