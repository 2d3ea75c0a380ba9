import { eq } from 'drizzle-orm';
import { releaseUploads } from '../uploads/uploads.service.ts';
import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { events } from './events.tables.ts';

/**
 * A guide's events go with the account (bookings keep their copy of the trip), and the files only they
 * referenced (gallery, terms) go back to the sweep.
 */
export const eventsOnUserDeleted: UserDeletionHandler = {
  removeData: async (tx, { user }) => {
    const ownEvents = await tx
      .select({ gallery: events.gallery, terms: events.eventTerms })
      .from(events)
      .where(eq(events.guideId, user.id));
    await releaseUploads(
      tx,
      ownEvents.flatMap((event) => [...event.gallery.map((photo) => photo.url), event.terms?.url]),
    );
    await tx.delete(events).where(eq(events.guideId, user.id));
  },
};
