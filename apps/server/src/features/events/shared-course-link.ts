import { EXPLORE_EVENTS_SCREEN_PATH, VIEW_EVENTS_SCREEN_PATH } from '@cordee/shared/course-search-screens';
import { selectedCourseFrom } from '@cordee/shared/selected-course';
import { isUploadedImageUrl } from '@cordee/shared/upload-urls';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DatabaseAdmission } from '../../db/database-admission.ts';
import { events } from './events.tables.ts';

/** The search screens that open a course named in their address (the web's ViewEvents and ExploreEvents). */
const SEARCH_SCREEN_PATHS = new Set<string>([VIEW_EVENTS_SCREEN_PATH, EXPLORE_EVENTS_SCREEN_PATH]);

/**
 * A link to a course shared from the app (`/viewevents?event=N`) shows that course's photo as the largest
 * thing of its first screen. The page's first answer names the photo in a `Link: rel=preload` header, so
 * the browser fetches it beside the scripts instead of after them, the app and the course (decision 0024).
 *
 * A hint, never a cost: one indexed read, made only when a database slot is free at once (a page under
 * load is answered without it), and only an image uploaded to Cordée is named.
 */
export async function sharedCourseLinkPreload(
  db: Database,
  admission: DatabaseAdmission,
  pathname: string,
  query: URLSearchParams,
): Promise<string | null> {
  if (!SEARCH_SCREEN_PATHS.has(pathname)) return null;
  // Read as the web app reads it, so the hint names the course the page will open.
  const course = selectedCourseFrom(query);
  if (course === null) return null;
  const release = admission.enterIfFree();
  if (!release) return null;
  try {
    const [row] = await db.select({ gallery: events.gallery }).from(events).where(eq(events.id, course));
    const photo = row?.gallery[0]?.url;
    return photo && isUploadedImageUrl(photo) ? `<${photo}>; rel=preload; as=image; fetchpriority=high` : null;
  } finally {
    release();
  }
}
