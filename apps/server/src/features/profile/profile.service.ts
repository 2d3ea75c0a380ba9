import type { ClimberProfileSchema, UpdateProfileSchema } from '@cordee/shared/profile.contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import { emailChangedMessage } from '../auth/account-emails.ts';
import { sendEmailVerification } from '../auth/account-recovery.service.ts';
import { type AuthenticatedSession, confirmCurrentPassword } from '../auth/auth.service.ts';
import { claimUploads } from '../uploads/uploads.service.ts';
import { presentAuthUser } from '../users/user-presenter.ts';
import { users } from '../users/users.tables.ts';

/** Everyone edits their own profile only; the id in the path must be the caller's. */
function assertSelf(actor: AuthenticatedSession, id: number): void {
  if (actor.user.id !== id) throw forbidden('own_profile');
}

async function avatarUrl(
  db: Database,
  userId: number,
  reference: string | null | undefined,
): Promise<string | undefined> {
  if (!reference) return undefined;
  const [file] = await claimUploads(db, { userId }, [reference], { kinds: ['image'], field: 'tempImage' });
  return file?.url;
}

/** PUT /api/user/{id}: the climber wizard's Finish saves the whole record and marks the sign-up done. */
export async function saveClimberProfile(
  db: Database,
  actor: AuthenticatedSession,
  id: number,
  input: z.output<typeof ClimberProfileSchema>,
) {
  assertSelf(actor, id);
  if (actor.user.role !== 'climber') throw forbidden('climber_profile');
  return db.transaction(async (tx) => {
    const picture = await avatarUrl(tx, actor.user.id, input.tempImage);
    const [row] = await tx
      .update(users)
      .set({
        dob: input.dob,
        gender: input.gender,
        otherGender: input.gender === 'other' ? (input.otherGender ?? null) : null,
        ...(picture ? { profilePicture: picture } : {}),
        skills: input.skills,
        activities: input.activities,
        typeYours: input.type_yours ?? null,
        bio: input.bio ?? null,
        newSkills: input.new_skills,
        signedUpAt: actor.user.signedUpAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('user');
    return { ...noticeOf('profile_saved'), user: presentAuthUser(row) };
  });
}

/**
 * PUT /api/auth-user/{id}: name, email, phone and avatar. The email decides where password resets go,
 * so changing it takes the current password (a borrowed session is not enough) and the old address is
 * told. A new email must be verified again, so the verification link goes to the new address.
 * Only the owner edits their profile, the super admin included: no one changes another person's email.
 */
export async function updateProfile(
  db: Database,
  config: Config,
  actor: AuthenticatedSession,
  id: number,
  input: z.output<typeof UpdateProfileSchema>,
) {
  assertSelf(actor, id);
  const emailChanged = input.email !== actor.user.email;
  // Before the taken-email check, so a borrowed session cannot probe which addresses have accounts.
  if (emailChanged) await confirmCurrentPassword(db, actor.user.id, input.current_password ?? undefined);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, id)));
  if (taken) throw new FieldValidationError({ email: ['email_taken'] });
  try {
    return await db.transaction(async (tx) => {
      const picture = await avatarUrl(tx, actor.user.id, input.tempImage);
      const [row] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          phoneNumber: input.phone_number,
          ...(picture ? { profilePicture: picture } : {}),
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound('user');
      if (emailChanged) {
        await sendEmailVerification(tx, config, row);
        await enqueueEmail(tx, emailChangedMessage(config, actor.user, row.email));
      }
      return { ...noticeOf('profile_updated'), user: presentAuthUser(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldValidationError({ email: ['email_taken'] });
    throw error;
  }
}
