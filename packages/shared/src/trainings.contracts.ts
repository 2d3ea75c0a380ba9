import { z } from 'zod';
import { DatabaseIdSchema } from './ids.contracts.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';
import {
  parseVideoLink,
  TRAINING_DESCRIPTION_MAX,
  TRAINING_GALLERY_MAX,
  TRAINING_PLANS_MAX,
  TRAINING_TITLE_MAX,
} from './training-media.ts';

const REFERENCE_MAX = 2_000;

const reference = z.string().trim().max(REFERENCE_MAX, { error: 'reference_too_long' });

/**
 * One gallery item as a form sends it: a video (an uploaded file's `key`, or a link in `url`) or an image
 * (an uploaded image's `key` or `/uploads/…` url), with an uploaded image as its thumbnail. The type
 * defaults to video, as stored trainings of the old product did.
 */
export const TrainingGalleryItemInputSchema = z
  .object({
    type: z.enum(['video', 'image'], { error: 'training_media_type_unknown' }).default('video'),
    url: reference.optional().nullable(),
    key: reference.optional().nullable(),
    thumbnail: reference.optional().nullable(),
  })
  .superRefine((item, context) => {
    if (!item.key && !item.url) {
      context.addIssue({ code: 'custom', path: ['url'], message: 'training_media_required' });
      return;
    }
    if (item.type === 'video' && !item.key && item.url && !parseVideoLink(item.url)) {
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'training_media_link_invalid',
      });
    }
  });
export type TrainingGalleryItemInput = z.input<typeof TrainingGalleryItemInputSchema>;

/** POST /api/training and PUT /api/training/{id}. */
export const TrainingWriteSchema = z.object({
  training_title: z
    .string({ error: 'title_required' })
    .trim()
    .min(1, { error: 'title_required' })
    .max(TRAINING_TITLE_MAX, { error: 'training_title_too_long' }),
  training_description: z
    .string({ error: 'description_not_text' })
    .max(TRAINING_DESCRIPTION_MAX, { error: 'training_description_too_long' })
    .default(''),
  training_gallery: z
    .array(TrainingGalleryItemInputSchema, { error: 'gallery_not_a_list' })
    .max(TRAINING_GALLERY_MAX, { error: 'training_gallery_too_many' })
    .default([]),
  plans: z
    .array(DatabaseIdSchema, { error: 'plans_not_a_list' })
    .max(TRAINING_PLANS_MAX, { error: 'training_plans_too_many' })
    .default([]),
});
export type TrainingWrite = z.input<typeof TrainingWriteSchema>;

/**
 * A gallery item as answered. For a caller who may play the training: an uploaded video's `key` and a
 * short-lived signed `url`, a link's `url`, an image's `url`. For a caller who may not: only the type
 * and the thumbnail, so no media address ever leaves the server.
 */
export const TrainingGalleryItemSchema = z.object({
  type: z.enum(['video', 'image']),
  url: z.string().optional(),
  key: z.string().optional(),
  thumbnail: z.string().nullable(),
});
export type TrainingGalleryItem = z.infer<typeof TrainingGalleryItemSchema>;

/** A plan as trainings name it; prices in integer cents (CAD), as every amount of the API. */
export const TrainingPlanSchema = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  plan_monthly_price: z.number().int(),
});
export type TrainingPlan = z.infer<typeof TrainingPlanSchema>;

export const TrainingSchema = z.object({
  id: z.number().int(),
  training_title: z.string(),
  /** Sanitized HTML; kept for locked trainings too (it is what tempts a climber to subscribe). */
  training_description: z.string(),
  training_gallery: z.array(TrainingGalleryItemSchema),
  /** The plan ids the training lists (a deleted plan's id stays, and keeps the training locked). */
  plans: z.array(z.number().int()),
  /** The listed plans that still exist. */
  required_plans: z.array(TrainingPlanSchema),
  userCanPlay: z.boolean(),
  /** The caller's plan: its name, or 'free' without an active subscription. */
  userPlanName: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Training = z.infer<typeof TrainingSchema>;

export const TrainingListQuerySchema = PaginationQuerySchema.extend({
  /** Only trainings that list this plan (the Trainings screen's filter). */
  plan_id: DatabaseIdSchema.optional(),
});

export const TrainingListSchema = z.object({
  data: z.array(TrainingSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type TrainingList = z.infer<typeof TrainingListSchema>;

export const TrainingResponseSchema = z.object({ ...NOTICE_FIELDS, training: TrainingSchema });
export const DeleteTrainingResponseSchema = z.object({ ...NOTICE_FIELDS, id: z.number().int() });
export const TrainingPlanOptionsSchema = z.object({ data: z.array(TrainingPlanSchema) });
