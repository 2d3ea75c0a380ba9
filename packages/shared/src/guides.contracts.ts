import { z } from 'zod';
import { CATEGORIES, OTHER_EXPERIENCE_NAME_MAX_LENGTH, splitCommaList } from './catalogue.ts';
import { DEFAULT_COUNTRY } from './phone.ts';

const requiredMessage = (field: string) => `The ${field} field is required`;

/** Only https links are kept: no javascript:, data: or plain-http URLs reach other users. */
export const HttpsUrlSchema = z
  .string()
  .trim()
  .max(500, { error: 'The link may not be greater than 500 characters.' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && Boolean(url.hostname) && !/[\r\n]/.test(value);
      } catch {
        return false;
      }
    },
    { error: 'Please provide a valid https:// link.' },
  );

const StoredFileSchema = z.object({
  key: z.string().max(200).optional(),
  url: z.string({ error: 'Invalid file reference.' }).max(300, { error: 'Invalid file reference.' }),
});

const fileList = z
  .array(StoredFileSchema, { error: 'Expected a list of uploaded files.' })
  .max(5, { error: 'At most 5 files.' });

/**
 * Step 4: one category with its years and a description; Other carries a custom name (at most 18
 * characters, extra is cut).
 */
export const GuideExperienceItemSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    name: z.enum(CATEGORIES, { error: 'Unknown category.' }),
    alias: z
      .string()
      .trim()
      .transform((value) => value.slice(0, OTHER_EXPERIENCE_NAME_MAX_LENGTH).trim())
      .nullish(),
    value: z.coerce
      .number({ error: 'Enter number of years of experience' })
      .min(0, { error: 'The number of years must be at least 0.' })
      .max(80, { error: 'The number of years must be at most 80.' })
      .nullish(),
    description: z
      .string()
      .trim()
      .max(1000, { error: 'The description may not be greater than 1000 characters.' })
      .nullish(),
  })
  .refine((item) => item.name !== 'Other' || item.value == null || Boolean(item.alias), {
    path: ['alias'],
    error: 'This field is required.',
  })
  .refine((item) => item.value != null, { path: ['value'], error: 'Enter number of years of experience' })
  // A refinement rather than a required string, so a missing description is reported with the others.
  .refine((item) => Boolean(item.description), { path: ['description'], error: 'The description field is required.' });

/** Step 5: every referee needs a name, an email and a phone (the email only has to be non-empty). */
export const RefereeSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(120, { error: 'The name may not be greater than 120 characters.' }),
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, { error: 'The email field is required.' })
    .max(254, { error: 'The email may not be greater than 254 characters.' })
    .refine((value) => !/[\r\n]/.test(value), { error: 'The email may not contain line breaks.' }),
  phone: z
    .string({ error: 'The phone number field is required.' })
    .trim()
    .min(1, { error: 'The phone number field is required.' })
    .max(32, { error: 'The phone number may not be greater than 32 characters.' }),
});

const GuideEmailSchema = z
  .string({ error: requiredMessage('email') })
  .trim()
  .min(1, { error: requiredMessage('email') })
  .max(254, { error: 'Please provide a valid email' })
  .toLowerCase()
  .pipe(z.email({ error: 'Please provide a valid email' }));

/**
 * POST /api/check-guide-email: step 1 asks whether the email is free for an application, so a taken one
 * is caught there rather than after four more steps. The same rules and messages as the application's.
 */
export const GuideEmailCheckSchema = z.object({ email: GuideEmailSchema });
export type GuideEmailCheck = z.input<typeof GuideEmailCheckSchema>;
export const GuideEmailCheckResponseSchema = z.object({ available: z.literal(true) });

/** Step 4 needs at least one kind of trip: a guide who guides nothing has nothing to review. */
export const NO_EXPERIENCE_MESSAGE = 'Choose at least one kind of trip you guide.';

/** POST /api/register-guide: the whole new-guide draft, with the rules its steps check. */
export const GuideApplicationSchema = z.object({
  name: z
    .string({ error: requiredMessage('name') })
    .trim()
    .min(1, { error: requiredMessage('name') })
    .max(120, { error: 'The name may not be greater than 120 characters.' }),
  email: GuideEmailSchema,
  /** Guides apply as individuals or as companies; a company is greeted by its full name, not a first name. */
  is_company: z.boolean({ error: 'The company field must be true or false.' }).default(false),
  phone_number: z
    .string({ error: requiredMessage('phone number') })
    .trim()
    .min(1, { error: requiredMessage('phone number') })
    .max(32, { error: 'Please provide a valid phone number' })
    .refine((value) => value.replace(/\D/g, '').length >= 10, { error: 'Please provide a valid phone number' }),
  country: z
    .string({ error: requiredMessage('country') })
    .trim()
    .min(1, { error: requiredMessage('country') })
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'Please choose a country from the list.' }))
    .default(DEFAULT_COUNTRY),
  guide_insurance: fileList.default([]),
  guide_certificate: fileList.default([]),
  guide_license: fileList.default([]),
  guide_awards: z
    .union([z.array(z.string().trim().max(200)), z.string().max(4000)], { error: 'Awards are comma-separated text.' })
    .transform((value) => (typeof value === 'string' ? splitCommaList(value) : value.filter(Boolean)))
    .pipe(z.array(z.string()).max(30, { error: 'At most 30 awards.' }))
    .default([]),
  customer_reviews: z.union([z.literal(''), HttpsUrlSchema]).nullish(),
  guide_experience: z
    .array(GuideExperienceItemSchema, { error: NO_EXPERIENCE_MESSAGE })
    .min(1, { error: NO_EXPERIENCE_MESSAGE })
    .max(CATEGORIES.length * 2),
  referees: z
    .array(RefereeSchema, { error: 'Add at least one reference.' })
    .min(1, { error: 'Add at least one reference.' })
    .max(10, { error: 'At most 10 references.' }),
});
export type GuideApplication = z.input<typeof GuideApplicationSchema>;

export const GuideApplicationResponseSchema = z.object({ data: z.literal('success'), message: z.string() });

export const GuideDecisionResponseSchema = z.object({ message: z.string(), id: z.number().int() });
