import { describe, expect, it } from 'vitest';
import {
  closeActionFor,
  closedBookingQuery,
  isPanelOpen,
  myCoursesLink,
  myCoursesTabLink,
  openBookingQuery,
  parseMyCoursesQuery,
} from './my-courses-query.ts';

const parse = (search: string) => parseMyCoursesQuery(new URLSearchParams(search));

describe('parseMyCoursesQuery', () => {
  it('reads the tab, the event (current), the booking (status) and the origin', () => {
    expect(parse('type=past&current=5&status=9&origin=Notifications')).toEqual({
      type: 'past',
      current: 5,
      bookingId: 9,
      origin: 'Notifications',
    });
  });

  it('reads an unknown tab as All and what is not an id as absent', () => {
    expect(parse('type=cancelled&current=abc&status=-3&origin=')).toEqual({
      type: 'all',
      current: null,
      bookingId: null,
      origin: null,
    });
    expect(parse('current=0&status=12345678901')).toMatchObject({ current: null, bookingId: null });
  });

  it('opens the panel for a booking, an event, or both', () => {
    expect(isPanelOpen(parse('status=9'))).toBe(true);
    expect(isPanelOpen(parse('current=5'))).toBe(true);
    expect(isPanelOpen(parse('type=past'))).toBe(false);
  });
});

describe('links into My Courses', () => {
  it('keeps the tab only when it is not All, and leaves out the event of a deleted course', () => {
    expect(openBookingQuery({ eventId: 5, bookingId: 9, origin: 'MyEvents', type: 'past' }).toString()).toBe(
      'type=past&current=5&status=9&origin=MyEvents',
    );
    expect(openBookingQuery({ eventId: null, bookingId: 9, origin: 'MyEvents', type: 'all' }).toString()).toBe(
      'status=9&origin=MyEvents',
    );
    expect(closedBookingQuery('all').toString()).toBe('');
    expect(closedBookingQuery('registered').toString()).toBe('type=registered');
  });

  it('builds the links other screens use', () => {
    expect(myCoursesLink({ eventId: 5, bookingId: 9, origin: 'Notifications' })).toBe(
      '/my-events?current=5&status=9&origin=Notifications',
    );
    expect(myCoursesTabLink('registered')).toBe('/my-events?type=registered');
    expect(myCoursesTabLink('all')).toBe('/my-events');
  });
});

describe('closeActionFor', () => {
  it('goes back only to another screen that opened the panel, when there is history', () => {
    expect(closeActionFor({ origin: 'Notifications' }, true)).toBe('back');
    expect(closeActionFor({ origin: 'Notifications' }, false)).toBe('drop');
    expect(closeActionFor({ origin: 'MyEvents' }, true)).toBe('drop');
    expect(closeActionFor({ origin: null }, true)).toBe('drop');
  });
});
