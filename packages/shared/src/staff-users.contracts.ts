import { z } from 'zod';
import { PaginationQuerySchema } from './pagination.contracts.ts';

/**
 * The Guides and Climbers screens of staff (super admin, or an admin holding the Guides / Climbers flag):
 * paginated lists with search, and one account's detail. Deleted (anonymized) accounts are never listed.
 */

/** `GET /api/guides`: `status` narrows to applications waiting for review or to approved guides. */
export const GuideListQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(['all', 'verified', 'unverified'], { error: 'status_unknown' }).default('all'),
});
export type GuideListQuery = z.input<typeof GuideListQuerySchema>;

/** `GET /api/climbers`. */
export const ClimberListQuerySchema = PaginationQuerySchema;
export type ClimberListQuery = z.input<typeof ClimberListQuerySchema>;

/** One row of the Guides or Climbers list. */
export const StaffUserRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.enum(['guide', 'climber']),
  profile_picture: z.string().nullable(),
  color: z.string(),
  /** Guides: the application was approved ("Verified"); climbers: always true. */
  is_approved: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type StaffUserRow = z.infer<typeof StaffUserRowSchema>;

export const StaffUserListSchema = z.object({
  data: z.array(StaffUserRowSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type StaffUserList = z.infer<typeof StaffUserListSchema>;

/** A document of the application: its link is served to staff only (private upload). */
export const ApplicationDocumentSchema = z.object({ url: z.string(), name: z.string() });

/** Activity figures shown in both detail panels. */
export const AccountActivitySchema = z.object({
  /** Guide: events listed; climber: 0. */
  events: z.number().int(),
  /** Bookings made (climber) or received (guide), every state. */
  bookings: z.number().int(),
  /** Bookings paid (climber) or paid to the guide, not cancelled. */
  paid_bookings: z.number().int(),
  /** Integer cents: spent (climber) or earned gross (guide), after refunds. */
  paid_cents: z.number().int(),
});

/** `GET /api/guides/{id}`: the whole application, for the side panel and the new_guide modal. */
export const GuideApplicationViewSchema = StaffUserRowSchema.extend({
  role: z.literal('guide'),
  is_company: z.boolean(),
  company_email: z.string().nullable(),
  country: z.string().nullable(),
  guides_link: z.string().nullable(),
  /** The reviews link the applicant gave (https only). */
  customer_reviews: z.string().nullable(),
  guide_awards: z.array(z.string()),
  guide_experience: z.array(
    z.object({
      name: z.string(),
      alias: z.string().nullable(),
      value: z.number().nullable(),
      description: z.string().nullable(),
    }),
  ),
  referees: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string() })),
  documents: z.object({
    insurance: z.array(ApplicationDocumentSchema),
    certificate: z.array(ApplicationDocumentSchema),
    license: z.array(ApplicationDocumentSchema),
  }),
  payout_account: z.object({
    connected: z.boolean(),
    details_submitted: z.boolean(),
    payouts_enabled: z.boolean(),
    charges_enabled: z.boolean(),
  }),
  activity: AccountActivitySchema,
});
export type GuideApplicationView = z.infer<typeof GuideApplicationViewSchema>;

/** `GET /api/climbers/{id}`: the Climbers panel and the view_user modal. */
export const ClimberViewSchema = StaffUserRowSchema.extend({
  role: z.literal('climber'),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  new_skills: z.array(z.string()),
  activity: AccountActivitySchema,
});
export type ClimberView = z.infer<typeof ClimberViewSchema>;
