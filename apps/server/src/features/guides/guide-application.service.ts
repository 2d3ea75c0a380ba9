import type { CreateGuideLoginSchema } from '@cordee/shared/auth.contracts';
import type { GuideApplicationSchema, GuideEmailCheckSchema } from '@cordee/shared/guides.contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, FieldValidationError, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { recordAuditEntry } from '../audit-log/audit-log.service.ts';
import { guideApplicationReceivedMessage, guideApprovedMessage, guideDeclinedMessage } from '../auth/account-emails.ts';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../auth/one-time-tokens.service.ts';
import { notifyGuideReviewers, removeGuideSignupNotifications } from '../notifications/notifications.service.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { claimUploads } from '../uploads/uploads.service.ts';
import { assertNotCommonPassword } from '../users/common-passwords.ts';
import { createUser, EmailTakenError } from '../users/create-user.service.ts';
import { hashPassword } from '../users/passwords.ts';
import { presentUserSummary } from '../users/user-presenter.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { type GuideExperience, type Referee, users } from '../users/users.tables.ts';

type Application = z.output<typeof GuideApplicationSchema>;

function experienceFrom(items: Application['guide_experience']): GuideExperience[] {
  return items.map((item, index) => ({
    id: String(item.id ?? index + 1),
    name: item.name,
    alias: item.name === 'Other' ? (item.alias ?? null) : null,
    value: item.value ?? 0,
    description: item.description ?? '',
  }));
}

function refereesFrom(items: Application['referees']): Referee[] {
  return items.map((item, index) => ({
    id: String(item.id ?? index + 1),
    name: item.name,
    email: item.email,
    phone: item.phone,
  }));
}

/**
 * POST /api/register-guide: the application is stored as an unapproved guide without a password;
 * reviewers are notified in-app and the applicant gets a receipt by email.
 */
export async function registerGuide(db: Database, input: Application, ip: string) {
  await consume(db, { key: `register-guide:ip:${ip}`, max: 10, windowSeconds: 60 * 60 });
  const documents = { kinds: ['image', 'pdf'] as Array<'image' | 'pdf'> };
  await createUser(
    db,
    {
      role: 'guide',
      email: input.email,
      companyEmail: input.email,
      isCompany: input.is_company,
      name: input.name,
      phoneNumber: input.phone_number,
      country: input.country,
      password: null,
      isApproved: false,
      guideAwards: input.guide_awards,
      customerReviews: input.customer_reviews || null,
      guideExperience: experienceFrom(input.guide_experience),
      referees: refereesFrom(input.referees),
    },
    {
      // Claimed with the insert: a refused reference leaves no application, and a failed insert no claim.
      beforeInsert: async (tx) => ({
        guideInsurance: await claimUploads(
          tx,
          'guide-applicant',
          input.guide_insurance.map((f) => f.url),
          { ...documents, field: 'guide_insurance', visibility: 'private' },
        ),
        guideCertificate: await claimUploads(
          tx,
          'guide-applicant',
          input.guide_certificate.map((f) => f.url),
          { ...documents, field: 'guide_certificate', visibility: 'private' },
        ),
        guideLicense: await claimUploads(
          tx,
          'guide-applicant',
          input.guide_license.map((f) => f.url),
          { ...documents, field: 'guide_license', visibility: 'private' },
        ),
      }),
      afterInsert: async (tx, guide) => {
        await notifyGuideReviewers(tx, guide.id);
        await enqueueEmail(tx, guideApplicationReceivedMessage(guide));
      },
    },
  );
  return { data: 'success' as const, ...noticeOf('guide_application_received') };
}

/**
 * POST /api/check-guide-email: whether an email is free for a guide application, answered at step 1 so
 * the guide does not learn it only at step 5. It tells no more than submitting the application would
 * (the same 422 on `email`), and is limited per IP alike; the submission checks again, as someone may
 * take the address in between.
 */
export async function checkGuideEmail(db: Database, input: z.output<typeof GuideEmailCheckSchema>, ip: string) {
  await consume(db, { key: `check-guide-email:ip:${ip}`, max: 30, windowSeconds: 60 * 60 });
  if (await findUserByEmail(db, input.email)) throw new EmailTakenError();
  return { available: true as const };
}

async function findApplication(db: Database, id: number) {
  const [guide] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'guide')));
  if (!guide) throw notFound('guide');
  return guide;
}

/** Approves the application and emails the invitation link to create the login (7 days). */
export async function acceptGuide(db: Database, config: Config, audit: AuditContext, id: number) {
  return db.transaction(async (tx) => {
    const guide = await findApplication(tx, id);
    if (guide.isApproved) throw new DomainError('already_approved');
    const [approved] = await tx
      .update(users)
      .set({ isApproved: true, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!approved) throw notFound('guide');
    await removeGuideSignupNotifications(tx, id);
    const token = await issueOneTimeToken(tx, id, 'guide_invitation');
    await enqueueEmail(tx, guideApprovedMessage(config, approved, token));
    await recordAuditEntry(tx, audit, {
      action: 'guide.approved',
      target: { type: 'user', id, label: approved.name, email: approved.email },
    });
    return { ...noticeOf('guide_approved'), guide: presentUserSummary(approved) };
  });
}

/** Declines (removes) a pending application and tells the applicant. An approved guide is deleted elsewhere. */
export async function declineGuide(db: Database, config: Config, audit: AuditContext, id: number) {
  return db.transaction(async (tx) => {
    const guide = await findApplication(tx, id);
    if (guide.isApproved) throw new DomainError('already_approved');
    await removeGuideSignupNotifications(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    await enqueueEmail(tx, guideDeclinedMessage(config, guide));
    await recordAuditEntry(tx, audit, {
      action: 'guide.declined',
      target: { type: 'user', id, label: guide.name, email: guide.email },
    });
    return { ...noticeOf('guide_declined'), id };
  });
}

/** POST /api/create-guide-login: the invitation link sets the guide's password; the client then signs in. */
export async function createGuideLogin(db: Database, input: z.output<typeof CreateGuideLoginSchema>, ip: string) {
  await consume(db, { key: `guide-login:ip:${ip}`, max: 30, windowSeconds: 15 * 60 });
  assertNotCommonPassword('password', input.password);
  const userId = await peekOneTimeToken(db, input.token, 'guide_invitation');
  if (userId === undefined) throw new FieldValidationError({ token: ['invitation_invalid'] });
  const guide = await findUserByEmail(db, input.email);
  if (!guide || guide.id !== userId) {
    throw new FieldValidationError({ email: ['invitation_email_mismatch'] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, input.token, 'guide_invitation');
    if (consumed !== userId) throw new FieldValidationError({ token: ['invitation_invalid'] });
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
  return noticeOf('guide_login_created');
}
