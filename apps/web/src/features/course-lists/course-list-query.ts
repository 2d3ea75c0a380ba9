import type { EventSummary } from '@cordee/shared/events.contracts';
import { MY_EVENTS_TYPES, type MyEventsType } from '@cordee/shared/my-events.contracts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';

/**
 * The query of All Courses: `type` picks the tab, `current` opens the Selected Course
 * panel, `origin` names the screen that opened it (which decides how the panel closes, §2.8) and
 * `status` records the state of the opened course.
 */
export type CourseListQuery = {
  type: MyEventsType;
  current: number | null;
  origin: string | null;
};

export const DEFAULT_COURSE_LIST_TYPE: MyEventsType = 'all';

/** The route name written as `origin` when a card is opened from the list itself. */
export const UPCOMING_EVENTS_ORIGIN = 'UpcomingEvents';

export function isCourseListType(value: string | null): value is MyEventsType {
  return (MY_EVENTS_TYPES as readonly (string | null)[]).includes(value);
}

/** An unknown or missing tab reads as the default one rather than an empty screen. */
export function parseCourseListQuery(params: URLSearchParams): CourseListQuery {
  const type = params.get('type');
  const current = params.get('current');
  const id = current !== null && /^[1-9]\d{0,9}$/.test(current) ? Number(current) : null;
  return {
    type: isCourseListType(type) ? type : DEFAULT_COURSE_LIST_TYPE,
    current: id,
    origin: params.get('origin') || null,
  };
}

export type CourseStatus = 'upcoming' | 'registered' | 'past';

/** The list a course belongs to on a given day (`today` as YYYY-MM-DD), as the server sorts them. */
export function courseStatusOf(event: Pick<EventSummary, 'end_date' | 'has_bookings'>, today: string): CourseStatus {
  if (event.end_date < today) return 'past';
  return event.has_bookings ? 'registered' : 'upcoming';
}

/** Today in the user's own time zone, as the list tabs mean it. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The query that opens a course: current, origin and status; `type` only when it is not
 * the default tab, so the panel sits over the tab the user was on.
 */
export function openCourseQuery(options: {
  eventId: number;
  origin: string;
  status: CourseStatus;
  type?: MyEventsType;
}): URLSearchParams {
  const query = new URLSearchParams();
  if (options.type && options.type !== DEFAULT_COURSE_LIST_TYPE) query.set('type', options.type);
  query.set('current', String(options.eventId));
  query.set('origin', options.origin);
  query.set('status', options.status);
  return query;
}

/** The query once the panel is closed from this screen: the tab stays, the course goes (§2.8). */
export function closedCourseQuery(type: MyEventsType): URLSearchParams {
  const query = new URLSearchParams();
  if (type !== DEFAULT_COURSE_LIST_TYPE) query.set('type', type);
  return query;
}

/**
 * A link to All Courses with a course open, for other screens (Calendar, notifications): the panel's
 * Close then goes back to them.
 */
export function selectedCourseLink(options: { eventId: number; origin: string; status: CourseStatus }): string {
  return `${ROUTE_PATHS.UpcomingEvents}?${openCourseQuery(options)}`;
}

/**
 * Closing the panel (§2.8): back in history when another screen opened it, so the user returns there;
 * otherwise the list without the course. A course opened by a link in a fresh tab has no history entry
 * to go back to, and closes in place.
 */
export function closeActionFor(query: Pick<CourseListQuery, 'origin'>, hasHistory: boolean): 'back' | 'drop' {
  const fromElsewhere = query.origin !== null && query.origin !== UPCOMING_EVENTS_ORIGIN;
  return fromElsewhere && hasHistory ? 'back' : 'drop';
}
