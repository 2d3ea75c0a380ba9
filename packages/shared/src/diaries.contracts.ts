/**
 * The Climbing Journal's API: `/api/dairy` (the climber's own entries) and `/api/viewdiary/{id}` (a shared
 * entry, public). Field names keep the spec's spelling (`dairy_title`). Used by the routes and the form.
 */
import { z } from 'zod';
import { DIARY_LIMITS, DIARY_PAGE_SIZE } from './diary-rules.ts';
import { isIsoDate } from './event-schedule.ts';
import { DatabaseIdSchema } from './ids.contracts.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';
import { MAX_VIDEO_LINK_LENGTH, parseVideoLink } from './video-links.ts';

export const DIARY_MEDIA_TYPES = ['image', 'video'] as const;
export type DiaryMediaType = (typeof DIARY_MEDIA_TYPES)[number];

/** The latest climbing day accepted: tomorrow in UTC, so a climber west or east of UTC can log today. */
export function latestDiaryDate(now: Date = new Date()): string {
  const tomorrow = new Date(now);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return tomorrow.toISOString().slice(0, 10);
}

/**
 * One photo or video as the form sends it. A photo is an image uploaded through the temp upload (its
 * preview is derived on the server); a video is a YouTube, Vimeo or direct MP4/WebM https link with an
 * uploaded image as its thumbnail.
 */
export const DiaryGalleryItemInputSchema = z
  .object({
    type: z.enum(DIARY_MEDIA_TYPES, { error: 'diary_gallery_item_invalid' }),
    url: z
      .string({ error: 'diary_gallery_item_invalid' })
      .trim()
      .min(1, { error: 'diary_gallery_item_invalid' })
      .max(MAX_VIDEO_LINK_LENGTH, { error: 'diary_gallery_item_invalid' }),
    thumbnail: z.string().trim().max(MAX_VIDEO_LINK_LENGTH).nullish(),
  })
  .superRefine((item, ctx) => {
    if (item.type !== 'video') return;
    if (!parseVideoLink(item.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'diary_video_link' });
    if (!item.thumbnail)
      ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: 'diary_video_thumbnail_required' });
  });
export type DiaryGalleryItemInput = z.input<typeof DiaryGalleryItemInputSchema>;

/** POST /api/dairy and PUT /api/dairy/{id}. */
export const DiaryWriteSchema = z.object({
  dairy_title: z
    .string({ error: 'title_required' })
    .trim()
    .min(1, { error: 'title_required' })
    .max(DIARY_LIMITS.title, { error: 'diary_title_too_long' }),
  /** HTML from the rich-text editor; sanitized on the server before it is stored. */
  dairy_description: z
    .string({ error: 'diary_description_too_long' })
    .max(DIARY_LIMITS.description, { error: 'diary_description_too_long' })
    .nullish()
    .transform((value) => value ?? ''),
  /** The climbing day (ISO date). */
  dairy_date: z
    .string({ error: 'date_required' })
    .trim()
    .min(1, { error: 'date_required' })
    .refine(isIsoDate, { error: 'diary_date_invalid' })
    .refine((value) => value <= latestDiaryDate(), { error: 'diary_date_in_future' }),
  dairy_gallery: z
    .array(DiaryGalleryItemInputSchema, { error: 'diary_gallery_item_invalid' })
    .max(DIARY_LIMITS.gallery, { error: 'diary_gallery_too_many' })
    .nullish()
    .transform((value) => value ?? []),
  /** One of the gallery's images (or a video's thumbnail); the first image when left empty. */
  dairy_thumbnail: z.string().trim().max(MAX_VIDEO_LINK_LENGTH).nullish(),
  /** Entries are private until their climber shares them. */
  is_shared: z.boolean({ error: 'diary_sharing_not_boolean' }).default(false),
});
export type DiaryWrite = z.input<typeof DiaryWriteSchema>;
export type DiaryWriteParsed = z.output<typeof DiaryWriteSchema>;

export const DiaryGalleryItemSchema = z.object({
  type: z.enum(DIARY_MEDIA_TYPES),
  url: z.string(),
  thumbnail: z.string(),
});
export type DiaryGalleryItem = z.infer<typeof DiaryGalleryItemSchema>;

export const DiaryAuthorSchema = z.object({
  name: z.string(),
  /** The slug of the public link (diaryAuthorSlug of the name). */
  username: z.string(),
});

export const DiarySchema = z.object({
  id: z.number().int(),
  dairy_title: z.string(),
  dairy_description: z.string(),
  dairy_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  dairy_gallery: z.array(DiaryGalleryItemSchema),
  dairy_thumbnail: z.string().nullable(),
  is_shared: z.boolean(),
  /** The public page's path, `/viewdiary/{username}/{id}`; it opens for others only while shared. */
  share_url: z.string(),
  author: DiaryAuthorSchema,
});
export type Diary = z.infer<typeof DiarySchema>;

export const DiaryResponseSchema = z.object({ diary: DiarySchema });
export const DiaryWriteResponseSchema = z.object({ ...NOTICE_FIELDS, diary: DiarySchema });
export const DeleteDiaryResponseSchema = z.object({ ...NOTICE_FIELDS, id: z.number().int() });

/** GET /api/viewdiary/{diaryid}: the entry, and whether the caller is its author (the Copy share link). */
export const ViewDiaryResponseSchema = z.object({ diary: DiarySchema.extend({ is_owner: z.boolean() }) });
export type ViewedDiary = z.infer<typeof ViewDiaryResponseSchema>['diary'];

/** GET /api/dairy?search=&page=&per_page=: newest climbing day first. */
export const DiaryListQuerySchema = PaginationQuerySchema.extend({
  per_page: PaginationQuerySchema.shape.per_page.unwrap().default(DIARY_PAGE_SIZE),
  search: z.string().trim().max(DIARY_LIMITS.search, { error: 'search_text_too_long' }).optional(),
});
export type DiaryListQuery = z.input<typeof DiaryListQuerySchema>;

export const DiaryListSchema = z.object({
  dairies: z.array(DiarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type DiaryList = z.infer<typeof DiaryListSchema>;

/** `/api/viewdiary/:diaryid`. */
export const DiaryIdParamsSchema = z.object({ diaryid: DatabaseIdSchema });
