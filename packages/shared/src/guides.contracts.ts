import { z } from 'zod';
import { CATEGORIES, OTHER_EXPERIENCE_NAME_MAX_LENGTH, splitCommaList } from './catalogue.ts';
import type { FieldErrorCode } from './error-codes.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { DEFAULT_COUNTRY } from './phone.ts';

/** Only https links are kept: no javascript:, data: or plain-http URLs reach other users. */
export const HttpsUrlSchema = z
  .string()
  .trim()
  .max(500, { error: 'link_too_long' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && Boolean(url.hostname) && !/[\r\n]/.test(value);
      } catch {
        return false;
      }
    },
    { error: 'https_link_invalid' },
  );

const StoredFileSchema = z.object({
  key: z.string().max(200).optional(),
  url: z.string({ error: 'file_reference_invalid' }).max(300, { error: 'file_reference_invalid' }),
});

const fileList = z.array(StoredFileSchema, { error: 'file_list_expected' }).max(5, { error: 'files_too_many' });

/**
 * Step 4: one category with its years and a description; Other carries a custom name (at most 18
 * characters, extra is cut).
 */
export const GuideExperienceItemSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    name: z.enum(CATEGORIES, { error: 'category_unknown' }),
    alias: z
      .string()
      .trim()
      .transform((value) => value.slice(0, OTHER_EXPERIENCE_NAME_MAX_LENGTH).trim())
      .nullish(),
    value: z.coerce
      .number({ error: 'experience_years_required' })
      .min(0, { error: 'experience_years_negative' })
      .max(80, { error: 'experience_years_over_80' })
      .nullish(),
    description: z.string().trim().max(1000, { error: 'description_over_1000_characters' }).nullish(),
  })
  .refine((item) => item.name !== 'Other' || item.value == null || Boolean(item.alias), {
    path: ['alias'],
    error: 'field_required',
  })
  .refine((item) => item.value != null, { path: ['value'], error: 'experience_years_required' })
  // A refinement rather than a required string, so a missing description is reported with the others.
  .refine((item) => Boolean(item.description), { path: ['description'], error: 'description_required' });

/** Step 5: every referee needs a name, an email and a phone (the email only has to be non-empty). */
export const RefereeSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(120, { error: 'name_too_long' }),
  email: z
    .string({ error: 'email_required' })
    .trim()
    .min(1, { error: 'email_required' })
    .max(254, { error: 'email_too_long' })
    .refine((value) => !/[\r\n]/.test(value), { error: 'email_line_break_not_allowed' }),
  phone: z
    .string({ error: 'phone_number_required' })
    .trim()
    .min(1, { error: 'phone_number_required' })
    .max(32, { error: 'phone_number_too_long' }),
});

const GuideEmailSchema = z
  .string({ error: 'applicant_email_required' })
  .trim()
  .min(1, { error: 'applicant_email_required' })
  .max(254, { error: 'email_invalid' })
  .toLowerCase()
  .pipe(z.email({ error: 'email_invalid' }));

/**
 * POST /api/check-guide-email: step 1 asks whether the email is free for an application, so a taken one
 * is caught there rather than after four more steps. The same rules and messages as the application's.
 */
export const GuideEmailCheckSchema = z.object({ email: GuideEmailSchema });
export type GuideEmailCheck = z.input<typeof GuideEmailCheckSchema>;
export const GuideEmailCheckResponseSchema = z.object({ available: z.literal(true) });

/** Step 4 needs at least one kind of trip: a guide who guides nothing has nothing to review. */
export const NO_EXPERIENCE_MESSAGE: FieldErrorCode = 'guide_experience_required';

/** POST /api/register-guide: the whole new-guide draft, with the rules its steps check. */
export const GuideApplicationSchema = z.object({
  name: z
    .string({ error: 'applicant_name_required' })
    .trim()
    .min(1, { error: 'applicant_name_required' })
    .max(120, { error: 'name_too_long' }),
  email: GuideEmailSchema,
  /** Guides apply as individuals or as companies; a company is greeted by its full name, not a first name. */
  is_company: z.boolean({ error: 'company_not_boolean' }).default(false),
  phone_number: z
    .string({ error: 'applicant_phone_number_required' })
    .trim()
    .min(1, { error: 'applicant_phone_number_required' })
    .max(32, { error: 'phone_number_invalid' })
    .refine((value) => value.replace(/\D/g, '').length >= 10, { error: 'phone_number_invalid' }),
  country: z
    .string({ error: 'applicant_country_required' })
    .trim()
    .min(1, { error: 'applicant_country_required' })
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'country_unknown' }))
    .default(DEFAULT_COUNTRY),
  guide_insurance: fileList.default([]),
  guide_certificate: fileList.default([]),
  guide_license: fileList.default([]),
  guide_awards: z
    .union([z.array(z.string().trim().max(200)), z.string().max(4000)], { error: 'awards_not_text' })
    .transform((value) => (typeof value === 'string' ? splitCommaList(value) : value.filter(Boolean)))
    .pipe(z.array(z.string()).max(30, { error: 'awards_too_many' }))
    .default([]),
  customer_reviews: z.union([z.literal(''), HttpsUrlSchema]).nullish(),
  guide_experience: z
    .array(GuideExperienceItemSchema, { error: NO_EXPERIENCE_MESSAGE })
    .min(1, { error: NO_EXPERIENCE_MESSAGE })
    .max(CATEGORIES.length * 2),
  referees: z
    .array(RefereeSchema, { error: 'references_required' })
    .min(1, { error: 'references_required' })
    .max(10, { error: 'references_too_many' }),
});
export type GuideApplication = z.input<typeof GuideApplicationSchema>;

export const GuideApplicationResponseSchema = z.object({ data: z.literal('success'), ...NOTICE_FIELDS });

export const GuideDecisionResponseSchema = z.object({ ...NOTICE_FIELDS, id: z.number().int() });
