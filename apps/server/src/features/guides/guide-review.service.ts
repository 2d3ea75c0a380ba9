import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import type { GuideApplicationView, GuideListQuerySchema } from '@cordee/shared/staff-users.contracts';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { likePatternFor } from '../../db/search-term.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import {
  accountActivity,
  findListedAccount,
  listAccountsOfRole,
  presentStaffUserRow,
} from '../staff-accounts/staff-accounts.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import { type StoredFile, users } from '../users/users.tables.ts';

const STATUS_FILTER = {
  all: undefined,
  verified: eq(users.isApproved, true),
  unverified: eq(users.isApproved, false),
} as const;

/** The route's guard already asked; the use case asks again so no other caller skips the rule. */
function assertMayReviewGuides(actor: AuthenticatedSession): void {
  if (!mayManageAccountsOf(actor.user, 'guide')) throw forbidden();
}

/**
 * GET /api/guides: applicants and approved guides, newest first. Search is case-insensitive on the name,
 * the sign-in email and the company email.
 */
export async function listGuides(
  db: Database,
  actor: AuthenticatedSession,
  query: z.output<typeof GuideListQuerySchema>,
) {
  assertMayReviewGuides(actor);
  const pattern = likePatternFor(query.search);
  const search = pattern
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.companyEmail, pattern))
    : undefined;
  return listAccountsOfRole(db, 'guide', query, and(STATUS_FILTER[query.status], search));
}

/**
 * The documents of the application with the names they were uploaded under. The links stay the private
 * `/uploads/<key>` paths: the file server shows them to the guide and to staff who review guides only.
 */
async function documentsOf(db: Database, guide: { [K in 'insurance' | 'certificate' | 'license']: StoredFile[] }) {
  const keys = [...guide.insurance, ...guide.certificate, ...guide.license].map((file) => file.key);
  const names = new Map<string, string>();
  if (keys.length > 0) {
    const rows = await db
      .select({ key: uploads.key, name: uploads.originalName })
      .from(uploads)
      .where(inArray(uploads.key, keys));
    for (const row of rows) names.set(row.key, row.name);
  }
  const present = (files: StoredFile[]) =>
    files.map((file) => ({ url: file.url, name: names.get(file.key) ?? file.key }));
  return {
    insurance: present(guide.insurance),
    certificate: present(guide.certificate),
    license: present(guide.license),
  };
}

/** GET /api/guides/{id}: the whole application (pending or approved), for the side panel and the review modal. */
export async function getGuideApplication(
  db: Database,
  actor: AuthenticatedSession,
  id: number,
): Promise<GuideApplicationView> {
  assertMayReviewGuides(actor);
  return db.transaction(async (tx) => {
    const guide = await findListedAccount(tx, 'guide', id);
    if (!guide) throw notFound('guide');
    return {
      ...presentStaffUserRow({ ...guide, role: 'guide' }),
      role: 'guide' as const,
      is_company: guide.isCompany,
      company_email: guide.companyEmail,
      country: guide.country,
      guides_link: guide.guidesLink,
      customer_reviews: guide.customerReviews,
      guide_awards: guide.guideAwards,
      guide_experience: guide.guideExperience.map((item) => ({
        name: item.name,
        alias: item.alias,
        value: item.value,
        description: item.description || null,
      })),
      referees: guide.referees.map((referee) => ({ name: referee.name, email: referee.email, phone: referee.phone })),
      documents: await documentsOf(tx, {
        insurance: guide.guideInsurance,
        certificate: guide.guideCertificate,
        license: guide.guideLicense,
      }),
      payout_account: {
        connected: guide.stripeAccountId !== null,
        details_submitted: guide.detailsSubmitted,
        payouts_enabled: guide.payoutsEnabled,
        charges_enabled: guide.chargesEnabled,
      },
      activity: await accountActivity(tx, { id: guide.id, role: 'guide' }),
    };
  });
}
