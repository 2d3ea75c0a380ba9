import type { PublicGuideResponse } from '@cordee/shared/event-search.contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { upcomingEventsOfGuide } from '../events/event-search.service.ts';
import { users } from '../users/users.tables.ts';

/** The profile lists at most this many upcoming events, so its answer stays bounded. */
const GUIDE_PROFILE_EVENTS = 50;

/**
 * GET /api/get-this-guide/{id}: an approved guide's public profile and upcoming events. Only public
 * columns are read (never email or phone); applicants, deleted guides, other roles and unknown ids are
 * not found.
 */
export async function getPublicGuideProfile(db: Database, id: number): Promise<PublicGuideResponse> {
  const [guide] = await db
    .select({
      id: users.id,
      name: users.name,
      profile_picture: users.profilePicture,
      color: users.color,
      bio: users.bio,
      guide_experience: users.guideExperience,
      guide_awards: users.guideAwards,
      customer_reviews: users.customerReviews,
      is_approved: users.isApproved,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'guide'), eq(users.isApproved, true), isNull(users.deletedAt)));
  if (!guide) throw notFound('guide_profile');
  return { guide, events: await upcomingEventsOfGuide(db, guide.id, GUIDE_PROFILE_EVENTS) };
}
