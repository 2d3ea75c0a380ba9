import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import { eq } from 'drizzle-orm';
import { DomainError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import type { DeletionRequester, UserDeletion, UserDeletionContext, UserDeletionHandler } from './user-deletion.ts';
import { type UserRow, users } from './users.tables.ts';

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
  ctx: UserDeletionContext & { handlers: readonly UserDeletionHandler[] },
  actor: { user: UserRow },
  audit: DeletionRequester,
  id: number,
  now: Date = new Date(),
) {
  const { handlers } = ctx;
  const { deleted, deletion } = await ctx.db.transaction(async (tx) => {
    // Locked: a second delete, or a sign-in writing a session, waits for this one.
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target || target.deletedAt) throw notFound('user');
    if (target.id === actor.user.id) throw new DomainError('cannot_delete_self');
    if (target.role === 'super_admin') throw forbidden('super_admin');
    if (!mayManageAccountsOf(actor.user, target.role)) throw forbidden();

    const label = DELETED_LABEL[target.role];
    const deletion: UserDeletion = { user: target, now, requestedBy: audit };
    let held = 0;
    for (const handler of handlers) held += (await handler.countOwed?.(tx, deletion)) ?? 0;
    if (held > 0) throw new DomainError('user_has_bookings', { context: target.role });

    // Each feature removes what it keeps of the account: files, events, sessions, identities,
    // notifications, conversations, journal, subscriptions (dependencies.ts lists them in order).
    for (const handler of handlers) await handler.removeData?.(tx, deletion);
    await tx
      .update(users)
      .set(anonymizedColumns(target.id, label, now))
      .where(eq(users.id, target.id));
    for (const handler of handlers) await handler.recordDeletion?.(tx, deletion);
    return { deleted: { ...noticeOf('user_deleted', target.role), id: target.id, type: target.role }, deletion };
  });
  for (const handler of handlers) await handler.afterCommit?.(ctx, deletion);
  return deleted;
}
