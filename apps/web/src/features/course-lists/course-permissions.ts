import { mayChangeEvent } from '@cordee/shared/access-policy';
import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { accessSubjectOf } from '../../routing/access-subject.ts';

type Viewer = Pick<AuthUser, 'id' | 'role' | 'permissions' | 'is_approved'>;

/**
 * Editing or deleting a course, by the shared rule the server applies (PUT and DELETE /api/event/{id}):
 * its own approved guide, the super admin, or an admin holding the All Courses flag.
 */
export function canChangeCourse(viewer: Viewer, event: Pick<EventSummary, 'guide_id'>): boolean {
  return mayChangeEvent(accessSubjectOf(viewer), { guideId: event.guide_id });
}

/** The course's own guide, who also sees its registered climbers and edits it from the detail panel. */
export function isOwnCourse(viewer: Viewer, event: Pick<EventSummary, 'guide_id'>): boolean {
  return viewer.role === 'guide' && canChangeCourse(viewer, event);
}
