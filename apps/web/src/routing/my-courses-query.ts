import { BOOKING_LIST_TYPES } from '@cordee/shared/booking-status';
import { ROUTE_PATHS } from './route-paths.ts';

type BookingListType = (typeof BOOKING_LIST_TYPES)[number];

/**
 * The query of My Courses: `type` picks the tab, `current` names the event and `status`
 * the booking whose Selected Course panel is open, `origin` the screen that opened it (which decides
 * how the panel closes, §2.8).
 */
export type MyCoursesQuery = {
  type: BookingListType;
  /** The event of the open booking; null when none is named (or the event no longer exists). */
  current: number | null;
  /** The open booking. */
  bookingId: number | null;
  origin: string | null;
};

export const DEFAULT_MY_COURSES_TYPE: BookingListType = 'all';

/** The route name written as `origin` when a card is opened from My Courses itself. */
export const MY_EVENTS_ORIGIN = 'MyEvents';
/** The `origin` of a booking opened from a notification: closing the panel goes back there. */
export const NOTIFICATIONS_ORIGIN = 'Notifications';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

function idOf(value: string | null): number | null {
  return value !== null && ID_PATTERN.test(value) ? Number(value) : null;
}

function isBookingListType(value: string | null): value is BookingListType {
  return (BOOKING_LIST_TYPES as readonly (string | null)[]).includes(value);
}

/** An unknown tab reads as the default one, an id that is not one as absent, rather than an empty screen. */
export function parseMyCoursesQuery(params: URLSearchParams): MyCoursesQuery {
  const type = params.get('type');
  return {
    type: isBookingListType(type) ? type : DEFAULT_MY_COURSES_TYPE,
    current: idOf(params.get('current')),
    bookingId: idOf(params.get('status')),
    origin: params.get('origin') || null,
  };
}

/** A panel is open when the query names a booking or an event. */
export function isPanelOpen(query: Pick<MyCoursesQuery, 'current' | 'bookingId'>): boolean {
  return query.current !== null || query.bookingId !== null;
}

/**
 * The query that opens a booking: `current` when its event still exists, `status` for the booking,
 * `origin`; `type` only when it is not the default tab, so the panel sits over the tab the user was on.
 */
export function openBookingQuery(options: {
  eventId: number | null;
  bookingId: number;
  origin: string;
  type?: BookingListType;
}): URLSearchParams {
  const query = new URLSearchParams();
  if (options.type && options.type !== DEFAULT_MY_COURSES_TYPE) query.set('type', options.type);
  if (options.eventId !== null) query.set('current', String(options.eventId));
  query.set('status', String(options.bookingId));
  query.set('origin', options.origin);
  return query;
}

/** The query once the panel is closed from this screen: the tab stays, the booking goes (§2.8). */
export function closedBookingQuery(type: BookingListType): URLSearchParams {
  const query = new URLSearchParams();
  if (type !== DEFAULT_MY_COURSES_TYPE) query.set('type', type);
  return query;
}

/** A link to My Courses with one booking open, for other screens (notifications, the success screen). */
export function myCoursesLink(options: { eventId: number | null; bookingId: number; origin: string }): string {
  return `${ROUTE_PATHS.MyEvents}?${openBookingQuery(options)}`;
}

/** A link to one tab of My Courses. */
export function myCoursesTabLink(type: BookingListType): string {
  const query = closedBookingQuery(type).toString();
  return query ? `${ROUTE_PATHS.MyEvents}?${query}` : ROUTE_PATHS.MyEvents;
}

/**
 * Closing the panel (§2.8): back in history when another screen opened it, so the user returns there;
 * otherwise the list without the booking. A booking opened by a link in a fresh tab has no history
 * entry to go back to, and closes in place.
 */
export function closeActionFor(query: Pick<MyCoursesQuery, 'origin'>, hasHistory: boolean): 'back' | 'drop' {
  const fromElsewhere = query.origin !== null && query.origin !== MY_EVENTS_ORIGIN;
  return fromElsewhere && hasHistory ? 'back' : 'drop';
}
