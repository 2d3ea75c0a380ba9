import type { HomeEvent } from '@cordee/shared/home.contracts';
import type { Role } from '@cordee/shared/roles';
import { SELECTED_COURSE_PARAM } from '@cordee/shared/selected-course';
import { i18n } from '../../lib/i18n.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';

/**
 * Where a Home card leads. A climber's confirmed booking: My Courses, Registered tab. A course a climber
 * may book: the course over Explore. A guide's run: the course in All Courses as the Calendar opens it.
 * Staff: the course in All Courses.
 */
export function homeEventLinkOf(role: Role, event: Pick<HomeEvent, 'event_id'>, kind: 'confirmed' | 'course') {
  if (role === 'climber') {
    if (kind === 'confirmed') return ROUTE_PATHS.RegisteredEvents;
    return `${ROUTE_PATHS.ExploreEvents}?${new URLSearchParams({ [SELECTED_COURSE_PARAM]: String(event.event_id) })}`;
  }
  const params = new URLSearchParams({ current: String(event.event_id) });
  if (role === 'guide') params.set('origin', 'calendar');
  return `${ROUTE_PATHS.UpcomingEvents}?${params}`;
}

/** Where "Show all", "Explore more" and "See all" go: a climber explores courses, others list them all. */
export function allEventsPathOf(role: Role): string {
  return role === 'climber' ? ROUTE_PATHS.ExploreEvents : ROUTE_PATHS.UpcomingEvents;
}

/** "Jun 6, 2026" or "Jun 6 – 8, 2026": ISO days read as calendar days whatever the browser's time zone. */
export function runDatesOf(run: Pick<HomeEvent, 'starts_on' | 'ends_on'>): string {
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const start = new Date(`${run.starts_on}T00:00:00Z`);
  if (run.starts_on === run.ends_on) return format.format(start);
  return format.formatRange(start, new Date(`${run.ends_on}T00:00:00Z`));
}
