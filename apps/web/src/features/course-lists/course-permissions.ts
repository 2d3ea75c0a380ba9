import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';

/** Only a course's own guide edits it (spec 2 §6); the server refuses everyone else (PUT /api/event/{id}). */
export function canEditCourse(viewer: Pick<AuthUser, 'id' | 'role'>, event: Pick<EventSummary, 'guide_id'>): boolean {
  return viewer.role === 'guide' && event.guide_id === viewer.id;
}

/**
 * Its guide, or a super admin, deletes a course (as DELETE /api/event/{id} allows). An admin with the
 * `events` flag sees All Courses but changes nothing.
 */
export function canDeleteCourse(viewer: Pick<AuthUser, 'id' | 'role'>, event: Pick<EventSummary, 'guide_id'>): boolean {
  return canEditCourse(viewer, event) || viewer.role === 'super_admin';
}
