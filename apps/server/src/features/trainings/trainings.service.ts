import { mayManageTrainings } from '@cordee/shared/access-policy';
import { type ContentViewer, mayOpenContent } from '@cordee/shared/content-access';
import type { Role } from '@cordee/shared/roles';
import { parseVideoLink } from '@cordee/shared/training-media';
import type {
  Training,
  TrainingGalleryItem,
  TrainingList,
  TrainingListQuerySchema,
  TrainingPlan,
  TrainingWriteSchema,
} from '@cordee/shared/trainings.contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { type NoticeAnswer, noticeOf } from '../../http/notices.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { changesBetween, recordAuditEntry } from '../audit-log/audit-log.service.ts';
import { containsTerm, foldedSearchTerm } from '../chat/chat-search.ts';
import { sanitizeRichText } from '../events/rich-text.ts';
import { plans } from '../plans/plans.tables.ts';
import { activePlanOf, openingPlansByIds } from '../subscriptions/content-viewer.ts';
import type { MediaSigner } from '../uploads/media-signing.ts';
import { isVideoKey, uploadKeyFrom, uploadUrl } from '../uploads/upload-keys.ts';
import { claimUploads, releaseUploads } from '../uploads/uploads.service.ts';
import { type StoredTrainingMedia, type TrainingRow, trainings } from './trainings.tables.ts';

type Actor = { user: { id: number; role: Role; permissions: readonly string[] } };
type TrainingInput = z.output<typeof TrainingWriteSchema>;

/** Who is looking, as the access rule reads it, and the name of their plan ('free' without one). */
type Viewer = { content: ContentViewer; planName: string };

async function viewerOf(db: Database, actor: Actor): Promise<Viewer> {
  const plan = await activePlanOf(db, actor.user.id);
  return {
    content: { role: actor.user.role, planMonthlyPriceCents: plan?.monthlyPriceCents ?? null },
    planName: plan?.planName ?? 'free',
  };
}

/**
 * Stored ids that are not whole numbers (data written by hand, an old import) lock the training rather
 * than open it: the same as a plan that no longer exists.
 */
function planIdsOf(row: TrainingRow): { ids: number[]; malformed: boolean } {
  const raw: unknown[] = Array.isArray(row.planIds) ? row.planIds : [];
  const ids = raw.filter((id): id is number => Number.isSafeInteger(id));
  return { ids, malformed: ids.length !== raw.length || !Array.isArray(row.planIds) };
}

/** Gallery items that are not objects of a known type are dropped (and a missing type reads as video). */
function galleryOf(row: TrainingRow): StoredTrainingMedia[] {
  if (!Array.isArray(row.gallery)) return [];
  return row.gallery.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const type = item.type === 'image' ? 'image' : 'video';
    const key = typeof item.key === 'string' ? item.key : undefined;
    const url = typeof item.url === 'string' ? item.url : undefined;
    const thumbnail = typeof item.thumbnail === 'string' ? item.thumbnail : null;
    return key || url ? [{ type, key, url, thumbnail }] : [];
  });
}

function presentMedia(item: StoredTrainingMedia, canPlay: boolean, signer: MediaSigner): TrainingGalleryItem {
  const thumbnail = item.thumbnail ? uploadUrl(item.thumbnail) : null;
  // A caller who may not play sees what the card needs and no address of the media itself.
  if (!canPlay) return { type: item.type, thumbnail };
  if (item.key) {
    const url = isVideoKey(item.key) ? signer.urlFor(item.key) : uploadUrl(item.key);
    return { type: item.type, key: item.key, url, thumbnail };
  }
  return { type: item.type, url: item.url, thumbnail };
}

/** A page of rows as the caller sees them: access computed with one plans query for the whole page. */
async function presentTrainings(
  db: Database,
  signer: MediaSigner,
  viewer: Viewer,
  rows: TrainingRow[],
): Promise<Training[]> {
  const planIds = rows.map(planIdsOf);
  const known = await openingPlansByIds(
    db,
    planIds.flatMap((entry) => entry.ids),
  );
  return rows.map((row, index) => {
    const { ids, malformed } = planIds[index] ?? { ids: [], malformed: true };
    const opening = ids.flatMap((id) => known.get(id) ?? []);
    const canPlay = mayOpenContent(viewer.content, ids.length > 0 || malformed, opening);
    const required: TrainingPlan[] = opening.map((plan) => ({
      id: plan.id,
      plan_name: plan.planName,
      plan_monthly_price: plan.monthlyPriceCents,
    }));
    return {
      id: row.id,
      training_title: row.title,
      training_description: row.description,
      training_gallery: galleryOf(row).map((item) => presentMedia(item, canPlay, signer)),
      plans: ids,
      required_plans: required,
      userCanPlay: canPlay,
      userPlanName: viewer.planName,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Newest first; `search` on the title ignoring case and accents; `plan_id` keeps trainings listing it. */
export async function listTrainings(
  db: Database,
  signer: MediaSigner,
  actor: Actor,
  query: z.output<typeof TrainingListQuerySchema>,
): Promise<TrainingList> {
  const viewer = await viewerOf(db, actor);
  const term = foldedSearchTerm(query.search ?? '');
  const conditions: SQL[] = [];
  if (term) conditions.push(containsTerm(term, [trainings.title]));
  if (query.plan_id !== undefined)
    conditions.push(sql`${trainings.planIds} @> ${JSON.stringify([query.plan_id])}::jsonb`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(trainings).where(where);
  const rows = await db
    .select()
    .from(trainings)
    .where(where)
    .orderBy(desc(trainings.createdAt), desc(trainings.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: await presentTrainings(db, signer, viewer, rows),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
  };
}

export async function getTraining(db: Database, signer: MediaSigner, actor: Actor, id: number): Promise<Training> {
  const [row] = await db.select().from(trainings).where(eq(trainings.id, id));
  if (!row) throw notFound('training');
  const [training] = await presentTrainings(db, signer, await viewerOf(db, actor), [row]);
  if (!training) throw notFound('training');
  return training;
}

/** The plans the Trainings form offers, cheapest first (staff only). */
export async function listTrainingPlanOptions(db: Database, actor: Actor): Promise<{ data: TrainingPlan[] }> {
  if (!mayManageTrainings(actor.user)) throw forbidden();
  const rows = await db
    .select({ id: plans.id, planName: plans.planName, monthlyPriceCents: plans.monthlyPriceCents })
    .from(plans)
    .orderBy(asc(plans.monthlyPriceCents), asc(plans.id))
    .limit(100);
  return {
    data: rows.map((row) => ({ id: row.id, plan_name: row.planName, plan_monthly_price: row.monthlyPriceCents })),
  };
}

/** Every upload key a stored gallery references (media and thumbnails). */
function keysOf(gallery: StoredTrainingMedia[]): string[] {
  return gallery.flatMap((item) => [item.key, item.thumbnail].filter((key): key is string => Boolean(key)));
}

/**
 * The form's gallery as stored: uploaded files by key (a video must be an uploaded video, an image or a
 * thumbnail an uploaded image), links as given. New files are claimed for the caller (their own uploads
 * only); files the training already holds are kept whoever uploaded them.
 */
async function storedGalleryOf(
  db: Database,
  actor: Actor,
  input: TrainingInput['training_gallery'],
  previous: StoredTrainingMedia[],
): Promise<StoredTrainingMedia[]> {
  const held = new Set(keysOf(previous));
  const newVideos: string[] = [];
  const newImages: string[] = [];
  const errors: Record<string, string[]> = {};
  const keyFrom = (reference: string, field: string, wanted: 'video' | 'image'): string | undefined => {
    const key = uploadKeyFrom(reference);
    if (!key || isVideoKey(key) !== (wanted === 'video')) {
      errors[field] ??= [wanted === 'video' ? 'upload_not_a_video' : 'upload_not_an_upload'];
      return undefined;
    }
    if (!held.has(key)) (wanted === 'video' ? newVideos : newImages).push(key);
    return key;
  };
  const gallery = input.map((item, index): StoredTrainingMedia => {
    const field = `training_gallery.${index}`;
    const thumbnail = item.thumbnail ? (keyFrom(item.thumbnail, `${field}.thumbnail`, 'image') ?? null) : null;
    if (item.key) return { type: item.type, key: keyFrom(item.key, `${field}.key`, item.type), thumbnail };
    if (item.type === 'image')
      return { type: 'image', key: keyFrom(item.url ?? '', `${field}.url`, 'image'), thumbnail };
    const link = parseVideoLink(item.url ?? '');
    if (!link) errors[`${field}.url`] ??= ['upload_not_a_video'];
    return { type: 'video', url: item.url?.trim(), thumbnail };
  });
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  const claimant = { userId: actor.user.id };
  await claimUploads(db, claimant, newVideos, { kinds: ['video'], field: 'training_gallery', visibility: 'private' });
  await claimUploads(db, claimant, newImages, { kinds: ['image'], field: 'training_gallery' });
  return gallery;
}

/** Plan ids must name existing plans, except ids the training already listed (a plan deleted since). */
async function checkedPlanIds(db: Database, ids: number[], previous: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const known = await openingPlansByIds(db, unique);
  if (unique.some((id) => !known.has(id) && !previous.includes(id))) {
    throw new FieldValidationError({ plans: ['plans_from_list'] });
  }
  return unique;
}

/**
 * What the audit log keeps of a training: its title, the plans that open it and how many media it holds
 * (the description and the media themselves are content, not access).
 */
function auditedFieldsOf(row: { title: string; planIds: number[]; mediaCount: number }) {
  return { title: row.title, plans: row.planIds, media_count: row.mediaCount };
}

export async function createTraining(
  db: Database,
  signer: MediaSigner,
  actor: Actor,
  audit: AuditContext,
  input: TrainingInput,
): Promise<Training> {
  if (!mayManageTrainings(actor.user)) throw forbidden();
  const row = await db.transaction(async (tx) => {
    const planIds = await checkedPlanIds(tx, input.plans, []);
    const gallery = await storedGalleryOf(tx, actor, input.training_gallery, []);
    const [inserted] = await tx
      .insert(trainings)
      .values({
        title: input.training_title,
        description: sanitizeRichText(input.training_description),
        gallery,
        planIds,
        createdBy: actor.user.id,
      })
      .returning();
    if (!inserted) throw new Error('training insert returned no row');
    const { title: _title, ...details } = auditedFieldsOf({
      title: inserted.title,
      planIds,
      mediaCount: gallery.length,
    });
    await recordAuditEntry(tx, audit, {
      action: 'training.created',
      target: { type: 'training', id: inserted.id, label: inserted.title },
      details,
    });
    return inserted;
  });
  return getTraining(db, signer, actor, row.id);
}

export async function updateTraining(
  db: Database,
  signer: MediaSigner,
  actor: Actor,
  audit: AuditContext,
  id: number,
  input: TrainingInput,
): Promise<Training> {
  if (!mayManageTrainings(actor.user)) throw forbidden();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(trainings).where(eq(trainings.id, id)).for('update');
    if (!before) throw notFound('training');
    const previous = galleryOf(before);
    const planIds = await checkedPlanIds(tx, input.plans, planIdsOf(before).ids);
    const gallery = await storedGalleryOf(tx, actor, input.training_gallery, previous);
    await tx
      .update(trainings)
      .set({
        title: input.training_title,
        description: sanitizeRichText(input.training_description),
        gallery,
        planIds,
        updatedAt: new Date(),
      })
      .where(eq(trainings.id, id));
    const kept = new Set(keysOf(gallery));
    const dropped = keysOf(previous).filter((key) => !kept.has(key));
    await releaseUploads(tx, dropped);
    const mediaEdited = JSON.stringify(previous) !== JSON.stringify(gallery);
    await recordAuditEntry(tx, audit, {
      action: 'training.updated',
      target: { type: 'training', id, label: before.title },
      details: {
        changes: changesBetween(
          auditedFieldsOf({ title: before.title, planIds: planIdsOf(before).ids, mediaCount: previous.length }),
          auditedFieldsOf({ title: input.training_title, planIds, mediaCount: gallery.length }),
        ),
        ...(mediaEdited ? { media_edited: true } : {}),
      },
    });
  });
  return getTraining(db, signer, actor, id);
}

/** Deletes the training and gives its files back to the sweep. */
export async function deleteTraining(
  db: Database,
  actor: Actor,
  audit: AuditContext,
  id: number,
): Promise<NoticeAnswer<'training_deleted'> & { id: number }> {
  if (!mayManageTrainings(actor.user)) throw forbidden();
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(trainings).where(eq(trainings.id, id)).returning();
    if (!deleted) throw notFound('training');
    await releaseUploads(tx, keysOf(galleryOf(deleted)));
    const { title: _title, ...details } = auditedFieldsOf({
      title: deleted.title,
      planIds: planIdsOf(deleted).ids,
      mediaCount: galleryOf(deleted).length,
    });
    await recordAuditEntry(tx, audit, {
      action: 'training.deleted',
      target: { type: 'training', id, label: deleted.title },
      details,
    });
  });
  return { ...noticeOf('training_deleted'), id };
}

/** GET /api/user's `trainings`: the first page, locked the same way as the list. */
export async function firstTrainingsPage(
  db: Database,
  signer: MediaSigner,
  actor: Actor,
  perPage: number,
): Promise<Training[]> {
  return (await listTrainings(db, signer, actor, { page: 1, per_page: perPage })).data;
}
