import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import { and, eq, or } from 'drizzle-orm';
import { DomainError, forbidden, notFound } from '../../http/errors.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { recordAuditEntry } from '../audit-log/audit-log.service.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { sessions } from '../auth/auth.tables.ts';
import { oneTimeTokens } from '../auth/one-time-tokens.tables.ts';
import { isLiveOnRunNotEnded } from '../bookings/booking-queries.service.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { removeChatsOf } from '../chat/chat.service.ts';
import { events } from '../events/events.tables.ts';
import { userIdentities } from '../google-auth/google-auth.tables.ts';
import { removeJournalOf } from '../journal/journal.service.ts';
import { removeGuideSignupNotifications } from '../notifications/notifications.service.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import {
  type CancellationContext,
  cancelSubscriptionsOfDeletedAccount,
  recordSubscriptionCancellations,
} from '../subscriptions/subscription-cancellations.ts';
import { releaseUploads } from '../uploads/uploads.service.ts';
import { users } from './users.tables.ts';

const DELETED_LABEL = { admin: 'Admin', guide: 'Guide', climber: 'Climber' } as const;

/** The address a deleted account keeps: unique, undeliverable (.invalid), and never one a person owns. */
export const deletedEmailOf = (id: number) => `deleted-${id}@deleted.invalid`;

/**
 * Everything that names or reaches the person, emptied; what others' records need (id, role, creation
 * day, the payout account the money went through) is kept.
 */
function anonymizedColumns(id: number, label: string, now: Date) {
  return {
    name: `Deleted ${label.toLowerCase()}`,
    email: deletedEmailOf(id),
    phoneNumber: null,
    passwordHash: null,
    profilePicture: null,
    dob: null,
    gender: null,
    otherGender: null,
    skills: [],
    activities: [],
    typeYours: null,
    bio: null,
    newSkills: [],
    newsletter: false,
    companyEmail: null,
    guideInsurance: [],
    guideCertificate: [],
    guideLicense: [],
    guideAwards: [],
    customerReviews: null,
    guideExperience: [],
    referees: [],
    guidesLink: null,
    permissions: [],
    disabledAt: now,
    deletedAt: now,
    updatedAt: now,
  };
}

/**
 * DELETE /api/delete-user/{id}: who may delete whom is the shared rule (`mayManageAccountsOf`): admins
 * by the super admin only, guides and climbers also by an admin holding the Guides or Climbers flag;
 * nobody deletes a super admin or themselves.
 *
 * The account is anonymized and disabled, not removed (decision 0025): bookings, payments, refunds and
 * payouts keep their party, shown as "Deleted guide" and so on. A guide's events go as before (bookings
 * keep their copy of the trip). Nobody is deleted while someone is owed a trip or a refund by them: live
 * bookings on runs not yet ended are cancelled first.
 *
 * Nor does a deleted account keep paying (decision 0040): its subscriptions are recorded for
 * cancellation in the same transaction, and cancelled at the provider right after it commits (at once,
 * nothing refunded); a provider that is down or slow leaves them to the cancellations job, never holding
 * the deletion.
 */
export async function deleteUser(
  ctx: CancellationContext,
  actor: AuthenticatedSession,
  audit: AuditContext,
  id: number,
  now: Date = new Date(),
) {
  const deleted = await ctx.db.transaction(async (tx) => {
    // Locked: a second delete, or a sign-in writing a session, waits for this one.
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target || target.deletedAt) throw notFound('user');
    if (target.id === actor.user.id) throw new DomainError('cannot_delete_self');
    if (target.role === 'super_admin') throw forbidden('super_admin');
    if (!mayManageAccountsOf(actor.user, target.role)) throw forbidden();

    const label = DELETED_LABEL[target.role];
    const held = await tx.$count(
      bookings,
      and(isLiveOnRunNotEnded(now), or(eq(bookings.climberId, target.id), eq(bookings.guideId, target.id))),
    );
    if (held > 0) throw new DomainError('user_has_bookings', { context: target.role });

    // The files only these records referenced go back to the sweep with them.
    const ownEvents = await tx
      .select({ gallery: events.gallery, terms: events.eventTerms })
      .from(events)
      .where(eq(events.guideId, target.id));
    await releaseUploads(tx, [
      target.profilePicture,
      ...[...target.guideInsurance, ...target.guideCertificate, ...target.guideLicense].map((file) => file.url),
      ...ownEvents.flatMap((event) => [...event.gallery.map((photo) => photo.url), event.terms?.url]),
    ]);
    await tx.delete(events).where(eq(events.guideId, target.id));
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, target.id));
    await tx.delete(userIdentities).where(eq(userIdentities.userId, target.id));
    await tx.delete(notifications).where(eq(notifications.userId, target.id));
    // Conversations are personal data of both parties: they go with the account.
    await removeChatsOf(tx, target.id);
    await removeJournalOf(tx, target.id);
    if (target.role === 'guide') await removeGuideSignupNotifications(tx, target.id);
    await recordSubscriptionCancellations(tx, target.id, now);
    await tx
      .update(users)
      .set(anonymizedColumns(target.id, label, now))
      .where(eq(users.id, target.id));
    await recordAuditEntry(tx, audit, {
      action: 'user.deleted',
      target: { type: 'user', id: target.id, label: target.name, email: target.email },
      details: { role: target.role },
    });
    return { message: `${label} is deleted`, id: target.id, type: target.role };
  });
  await cancelSubscriptionsOfDeletedAccount(ctx, deleted.id);
  return deleted;
}
