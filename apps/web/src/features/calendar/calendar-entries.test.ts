import { describe, expect, it } from 'vitest';
import { EVENT_COLOR_HEX } from '../../lib/event-colors.ts';
import { makeEvent } from '../event-wizard/event-wizard.fixtures.ts';
import { calendarEntriesOf, emptyDayEntry, eventLinkOf } from './calendar-entries.ts';

describe('calendarEntriesOf', () => {
  it('shows each occurrence of a repeating event on its own date, in the event colour, linking to the event', () => {
    // GET /api/my-events?from&to: the event's runs in the visible range, not all of its year.
    const event = {
      ...makeEvent({ id: 7, color: 'red', occurrence_count: 40 }),
      occurrences_in_range: [
        { id: 1, starts_on: '2030-01-10', ends_on: '2030-01-10', capacity: 3, seats_taken: 0, closed: false },
        { id: 2, starts_on: '2030-01-17', ends_on: '2030-01-17', capacity: 3, seats_taken: 1, closed: false },
      ],
    };
    const entries = calendarEntriesOf([event]);
    expect(entries.map((entry) => [entry.start, entry.end])).toEqual([
      ['2030-01-10', '2030-01-11'],
      ['2030-01-17', '2030-01-18'],
    ]);
    expect(entries[0]).toMatchObject({
      title: 'Ice week',
      allDay: true,
      backgroundColor: EVENT_COLOR_HEX.red,
      url: '/upcoming-events?current=7&origin=calendar',
    });
  });

  it('spans a one-off multi-day event over its dates (the all-day end is exclusive)', () => {
    const event = {
      ...makeEvent({ repeat: false, occurrence_count: 1 }),
      occurrences_in_range: [
        { id: 5, starts_on: '2030-03-01', ends_on: '2030-03-03', capacity: 4, seats_taken: 0, closed: false },
      ],
    };
    expect(calendarEntriesOf([event]).map((entry) => [entry.start, entry.end])).toEqual([['2030-03-01', '2030-03-04']]);
  });

  it('draws nothing for an event whose runs all fall outside the range, and the dates of one without runs', () => {
    const monthly = { ...makeEvent({ id: 8, occurrence_count: 12 }), occurrences_in_range: [] };
    expect(calendarEntriesOf([monthly])).toEqual([]);
    const undated = { ...makeEvent({ id: 9, start_date: '2030-04-02', end_date: '2030-04-03', occurrence_count: 0 }) };
    expect(calendarEntriesOf([undated]).map((entry) => [entry.start, entry.end])).toEqual([
      ['2030-04-02', '2030-04-04'],
    ]);
  });

  it('links to All Courses with the event and where the guide came from', () => {
    expect(eventLinkOf(42)).toBe('/upcoming-events?current=42&origin=calendar');
  });
});

describe('emptyDayEntry', () => {
  it('covers the whole day as a background entry carrying the message, linking nowhere', () => {
    expect(emptyDayEntry('2030-01-12T00:00:00.000Z', 'No events on this day.')).toMatchObject({
      start: '2030-01-12',
      end: '2030-01-13',
      allDay: true,
      display: 'background',
      title: 'No events on this day.',
    });
    expect(emptyDayEntry('2030-01-12', 'No events on this day.').url).toBeUndefined();
  });
});
