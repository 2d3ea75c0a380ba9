import { z } from 'zod';
import type { FieldErrorCode } from './error-codes.ts';
import { RequestIdSchema } from './errors.contracts.ts';
import { DatabaseIdSchema } from './ids.contracts.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';
import { TRAINING_PROGRAM_LIMITS } from './training-program-limits.ts';

const L = TRAINING_PROGRAM_LIMITS;

/** The published flag as the spec's form sends it (1 or 0), or as a JSON boolean. */
const PublishedFlagSchema = z
  .union([z.boolean(), z.literal(1), z.literal(0)], { error: 'published_flag_invalid' })
  .transform((value) => value === true || value === 1);

const text = (max: number, codes: { notText: FieldErrorCode; tooLong: FieldErrorCode }) =>
  z.string({ error: codes.notText }).max(max, { error: codes.tooLong });

/** An image uploaded through POST /api/temp-image-upload: its key, `/uploads/<key>` or the absolute url. */
const ImageReferenceSchema = z
  .string({ error: 'image_not_uploaded' })
  .trim()
  .min(1, { error: 'image_not_uploaded' })
  .max(L.imageReference, { error: 'image_not_uploaded' });

export const TrainingSkillInputSchema = z.object({
  title: text(L.skillTitle, { notText: 'skill_title_not_text', tooLong: 'skill_title_too_long' })
    .trim()
    .min(1, { error: 'skill_title_required' }),
  body: text(L.skillBody, { notText: 'skill_text_not_text', tooLong: 'skill_text_too_long' }).optional().default(''),
  learn_text: text(L.skillLearnText, { notText: 'skill_learn_text_not_text', tooLong: 'skill_learn_text_too_long' })
    .optional()
    .default(''),
  practice_text: text(L.skillPracticeText, {
    notText: 'skill_practice_text_not_text',
    tooLong: 'skill_practice_text_too_long',
  })
    .optional()
    .default(''),
});

export const TrainingSectionInputSchema = z.object({
  /** HTML (sanitized on the server). */
  title: text(L.sectionTitleHtml, { notText: 'section_title_not_text', tooLong: 'section_title_too_long' }).min(1, {
    error: 'section_title_required',
  }),
  /** HTML (sanitized on the server). */
  body: text(L.sectionBodyHtml, { notText: 'section_text_not_text', tooLong: 'section_text_too_long' })
    .optional()
    .default(''),
  images: z
    .array(ImageReferenceSchema, { error: 'images_not_a_list' })
    .max(L.sectionImages, { error: 'section_images_too_many' })
    .optional()
    .default([]),
  skills: z
    .array(TrainingSkillInputSchema, { error: 'skills_not_a_list' })
    .max(L.skills, { error: 'section_skills_too_many' })
    .optional()
    .default([]),
  footnote: text(L.footnote, { notText: 'footnote_not_text', tooLong: 'footnote_too_long' }).optional().default(''),
});

/** POST /api/training-pages and PUT /api/training-pages/{id}: the training program form. */
export const TrainingPageWriteSchema = z.object({
  title: text(L.title, { notText: 'program_title_not_text', tooLong: 'program_title_too_long' })
    .trim()
    .min(1, { error: 'title_required' }),
  /** Optional: generated from the title when missing or empty (the form sends it only when filled). */
  slug: text(L.slugInput, { notText: 'program_slug_not_text', tooLong: 'program_slug_too_long' }).trim().optional(),
  /** An uploaded image (key or url), or null for none. */
  header_image: ImageReferenceSchema.nullable().optional(),
  /** Plan ids; none means free for all. */
  plans: z
    .array(DatabaseIdSchema, { error: 'plans_not_a_list' })
    .max(L.plans, { error: 'program_plans_too_many' })
    .optional()
    .default([]),
  is_published: PublishedFlagSchema.optional().default(false),
  order: z.coerce
    .number({ error: 'order_not_a_number' })
    .int({ error: 'order_not_whole' })
    .min(0, { error: 'order_negative' })
    .max(L.order, { error: 'order_too_large' })
    .optional()
    .default(0),
  sections: z
    .array(TrainingSectionInputSchema, { error: 'sections_not_a_list' })
    .max(L.sections, { error: 'program_sections_too_many' })
    .optional()
    .default([]),
});
export type TrainingPageWrite = z.input<typeof TrainingPageWriteSchema>;
export type TrainingPageWriteParsed = z.output<typeof TrainingPageWriteSchema>;

export const TrainingSkillSchema = z.object({
  title: z.string(),
  body: z.string(),
  learn_text: z.string(),
  practice_text: z.string(),
});
export type TrainingSkill = z.infer<typeof TrainingSkillSchema>;

export const TrainingImageSchema = z.object({ key: z.string(), url: z.string() });
export type TrainingImage = z.infer<typeof TrainingImageSchema>;

export const TrainingSectionSchema = z.object({
  title: z.string(),
  body: z.string(),
  images: z.array(TrainingImageSchema),
  skills: z.array(TrainingSkillSchema),
  footnote: z.string(),
});
export type TrainingSection = z.infer<typeof TrainingSectionSchema>;

/** A plan a program lists; a plan deleted since reads 'Unknown Plan' (price null) and opens nothing. */
export const RequiredPlanSchema = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  /** Integer cents (CAD) per month, as every amount of the API; null for a plan that no longer exists. */
  plan_monthly_price: z.number().int().nullable(),
});
export type RequiredPlan = z.infer<typeof RequiredPlanSchema>;

/** A plan the program form offers: one that exists, so its price is known. */
export const PlanOptionSchema = RequiredPlanSchema.extend({ plan_monthly_price: z.number().int() });
export type PlanOption = z.infer<typeof PlanOptionSchema>;

const TrainingPageFactsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  header_image: z.string().nullable(),
  plans: z.array(z.number().int()),
  required_plans: z.array(RequiredPlanSchema),
  is_published: z.boolean(),
  order: z.number().int(),
  section_count: z.number().int(),
  userCanAccess: z.boolean(),
  updated_at: z.string(),
});

/** A card of a list (management or public): no section content. */
export const TrainingPageSummarySchema = TrainingPageFactsSchema;
export type TrainingPageSummary = z.infer<typeof TrainingPageSummarySchema>;

/** A whole program, with its sections: for staff, and for a viewer its plans open. */
export const TrainingPageSchema = TrainingPageFactsSchema.extend({ sections: z.array(TrainingSectionSchema) });
export type TrainingPage = z.infer<typeof TrainingPageSchema>;

export const TrainingPagesQuerySchema = PaginationQuerySchema;

/** GET /api/training-pages (management): every program, unpublished included, and the plans to pick from. */
export const TrainingPagesManagementListSchema = z.object({
  data: z.array(TrainingPageSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  plan_options: z.array(PlanOptionSchema),
});
export type TrainingPagesManagementList = z.infer<typeof TrainingPagesManagementListSchema>;

/** GET /api/training-pages/public: the published programs, each with whether the caller may open it. */
export const TrainingPagesPublicListSchema = z.object({
  data: z.array(TrainingPageSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type TrainingPagesPublicList = z.infer<typeof TrainingPagesPublicListSchema>;

export const TrainingPageResponseSchema = z.object({ ...NOTICE_FIELDS, page: TrainingPageSchema });
export type TrainingPageResponse = z.infer<typeof TrainingPageResponseSchema>;

export const TrainingPageDeletedSchema = z.object({ ...NOTICE_FIELDS, id: z.number().int() });

export const SlugParamsSchema = z.object({
  slug: z.string().max(200, { error: 'slug_too_long' }),
});

/**
 * 403 of GET /api/training-pages/slug/{slug} when the caller's plan does not open the program: what the
 * locked view shows, and never its sections.
 */
export const SubscriptionRequiredSchema = z.object({
  message: z.string(),
  code: z.literal('subscription_required'),
  requires_subscription: z.literal(true),
  title: z.string(),
  slug: z.string(),
  header_image: z.string().nullable(),
  required_plans: z.array(RequiredPlanSchema),
  request_id: RequestIdSchema,
});
export type SubscriptionRequired = z.infer<typeof SubscriptionRequiredSchema>;
