import { mayManageTrainingPages } from '@cordee/shared/access-policy';
import { mayOpenContent } from '@cordee/shared/content-access';
import type { Role } from '@cordee/shared/roles';
import { UNKNOWN_PLAN_NAME } from '@cordee/shared/training-program-limits';
import { numberedSlug, slugify } from '@cordee/shared/training-program-slug';
import type {
  RequiredPlan,
  SubscriptionRequired,
  TrainingImage,
  TrainingPage,
  TrainingPageSummary,
  TrainingPagesQuerySchema,
  TrainingPageWriteParsed,
  TrainingSection,
} from '@cordee/shared/training-programs.contracts';
import { and, asc, count, desc, eq, ilike, inArray, like, ne, or } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { likePatternFor } from '../../db/search-term.ts';
import { englishMessageOf, FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { changesBetween, recordAuditEntry } from '../audit-log/audit-log.service.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { sanitizeRichText } from '../events/rich-text.ts';
import { plans } from '../plans/plans.tables.ts';
import { contentViewerOf, openingPlansByIds } from '../subscriptions/content-viewer.ts';
import { uploadKeyFrom, uploadUrl } from '../uploads/upload-keys.ts';
import { claimUploads, releaseUploads } from '../uploads/uploads.service.ts';
import { type TrainingPageRow, trainingPages } from './training-programs.tables.ts';

type ListQuery = z.output<typeof TrainingPagesQuerySchema>;
type Caller = { id: number; role: Role; permissions: readonly string[] } | null;

/** When the title spells no address at all (only symbols, or a script without ASCII letters). */
const FALLBACK_SLUG = 'training-program';
/** Plans offered in the form's checkboxes; far more than any deployment sells. */
const MAX_PLAN_OPTIONS = 100;

/**
 * Skills and footnotes are plain text shown as text: any markup is removed on write (with the content of
 * script-like tags), so what is stored reads the same wherever it is shown.
 */
const PLAIN_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'svg', 'math'],
};
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function plainTextOf(input: string): string {
  return sanitizeHtml(input, PLAIN_TEXT_OPTIONS)
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** Whether sanitized HTML shows any text at all (`<p></p>` does not). */
function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}

function assertManager(actor: AuthenticatedSession): void {
  if (!mayManageTrainingPages(actor.user)) throw forbidden();
}

/** Who may preview an unpublished program: those who manage programs (drafts are part of managing them). */
const isManager = (caller: Caller) => caller !== null && mayManageTrainingPages(caller);

// ---- Presenting ----------------------------------------------------------------------------------------

type PlanFacts = Awaited<ReturnType<typeof openingPlansByIds>>;

/** Prices are shown in whole dollars; the database keeps cents. */
function requiredPlansOf(row: TrainingPageRow, known: PlanFacts): RequiredPlan[] {
  return row.planIds.map((id) => {
    const plan = known.get(id);
    return plan
      ? { id, plan_name: plan.planName, plan_monthly_price: plan.monthlyPriceCents }
      : { id, plan_name: UNKNOWN_PLAN_NAME, plan_monthly_price: null };
  });
}

type Viewer = Awaited<ReturnType<typeof contentViewerOf>>;

function canOpen(row: TrainingPageRow, viewer: Viewer, known: PlanFacts): boolean {
  const opening = row.planIds.flatMap((id) => known.get(id) ?? []);
  return mayOpenContent(viewer, row.planIds.length > 0, opening);
}

function summaryOf(row: TrainingPageRow, viewer: Viewer, known: PlanFacts): TrainingPageSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    header_image: row.headerImageKey ? uploadUrl(row.headerImageKey) : null,
    plans: row.planIds,
    required_plans: requiredPlansOf(row, known),
    is_published: row.isPublished,
    order: row.sortOrder,
    section_count: row.sections.length,
    userCanAccess: canOpen(row, viewer, known),
    updated_at: row.updatedAt.toISOString(),
  };
}

function pageOf(row: TrainingPageRow, viewer: Viewer, known: PlanFacts): TrainingPage {
  return { ...summaryOf(row, viewer, known), sections: row.sections };
}

/** Summaries of a page of rows: the caller's plan and every plan they list in two queries, whatever their number. */
async function summariesOf(db: Database, caller: Caller, rows: TrainingPageRow[]): Promise<TrainingPageSummary[]> {
  const [viewer, known] = await Promise.all([
    contentViewerOf(db, caller),
    openingPlansByIds(
      db,
      rows.flatMap((row) => row.planIds),
    ),
  ]);
  return rows.map((row) => summaryOf(row, viewer, known));
}

async function presentPage(db: Database, caller: Caller, row: TrainingPageRow): Promise<TrainingPage> {
  const [viewer, known] = await Promise.all([contentViewerOf(db, caller), openingPlansByIds(db, row.planIds)]);
  return pageOf(row, viewer, known);
}

// ---- Reading -------------------------------------------------------------------------------------------

const LIST_ORDER = [asc(trainingPages.sortOrder), desc(trainingPages.createdAt), desc(trainingPages.id)];

/** Training Pages Management: every program (unpublished too), searched by title, and the plans to pick from. */
export async function listTrainingPagesForManagement(db: Database, actor: AuthenticatedSession, query: ListQuery) {
  assertManager(actor);
  const pattern = likePatternFor(query.search);
  const where = pattern ? ilike(trainingPages.title, pattern) : undefined;
  const [[total], rows, planOptions] = await Promise.all([
    db.select({ value: count() }).from(trainingPages).where(where),
    db
      .select()
      .from(trainingPages)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ id: plans.id, planName: plans.planName, monthlyPriceCents: plans.monthlyPriceCents })
      .from(plans)
      .orderBy(asc(plans.monthlyPriceCents), asc(plans.id))
      .limit(MAX_PLAN_OPTIONS),
  ]);
  return {
    data: await summariesOf(db, actor.user, rows),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
    plan_options: planOptions.map((plan) => ({
      id: plan.id,
      plan_name: plan.planName,
      plan_monthly_price: plan.monthlyPriceCents,
    })),
  };
}

/** The public list: published programs only, each saying whether this caller (or a visitor) may open it. */
export async function listPublishedTrainingPages(db: Database, caller: Caller, query: ListQuery) {
  const pattern = likePatternFor(query.search);
  const where = and(eq(trainingPages.isPublished, true), pattern ? ilike(trainingPages.title, pattern) : undefined);
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(trainingPages).where(where),
    db
      .select()
      .from(trainingPages)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return {
    data: await summariesOf(db, caller, rows),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
  };
}

async function findRow(db: Database, id: number): Promise<TrainingPageRow> {
  const [row] = await db.select().from(trainingPages).where(eq(trainingPages.id, id));
  if (!row) throw notFound('training_program');
  return row;
}

export async function getTrainingPageForManagement(db: Database, actor: AuthenticatedSession, id: number) {
  assertManager(actor);
  return presentPage(db, actor.user, await findRow(db, id));
}

export type ProgramBySlug = { open: true; page: TrainingPage } | { open: false; locked: SubscriptionRequired };

/**
 * The public view of a program: a published one (or an unpublished one for its managers previewing it). A caller
 * whose plan does not open it gets what the locked view shows, never the sections.
 */
export async function getTrainingPageBySlug(db: Database, caller: Caller, slug: string): Promise<ProgramBySlug> {
  const [row] = await db.select().from(trainingPages).where(eq(trainingPages.slug, slug));
  if (!row || (!row.isPublished && !isManager(caller))) throw notFound('training_program');
  const [viewer, known] = await Promise.all([contentViewerOf(db, caller), openingPlansByIds(db, row.planIds)]);
  if (canOpen(row, viewer, known)) return { open: true, page: pageOf(row, viewer, known) };
  return {
    open: false,
    locked: {
      message: englishMessageOf('subscription_required'),
      code: 'subscription_required',
      requires_subscription: true,
      title: row.title,
      slug: row.slug,
      header_image: row.headerImageKey ? uploadUrl(row.headerImageKey) : null,
      required_plans: requiredPlansOf(row, known),
    },
  };
}

// ---- Writing -------------------------------------------------------------------------------------------

/** Keys of every upload a stored program references. */
function uploadKeysOf(row: Pick<TrainingPageRow, 'headerImageKey' | 'sections'>): string[] {
  return [
    ...(row.headerImageKey ? [row.headerImageKey] : []),
    ...row.sections.flatMap((section) => section.images.map((image) => image.key)),
  ];
}

/**
 * Makes the form's image references permanent. Images the program already holds stay as they are (an
 * admin may edit a program another admin illustrated); new ones must be the caller's own uploads.
 */
async function claimImages(
  tx: Database,
  actor: AuthenticatedSession,
  references: string[],
  alreadyHeld: ReadonlySet<string>,
  field: string,
): Promise<TrainingImage[]> {
  const invalid = () => new FieldValidationError({ [field]: ['upload_missing'] });
  const keys = references.map((reference) => uploadKeyFrom(reference));
  if (keys.some((key) => key === undefined)) throw invalid();
  const fresh = (keys as string[]).filter((key) => !alreadyHeld.has(key));
  await claimUploads(tx, { userId: actor.user.id }, fresh, { kinds: ['image'], field });
  return (keys as string[]).map((key) => ({ key, url: uploadUrl(key) }));
}

async function sectionsFrom(
  tx: Database,
  actor: AuthenticatedSession,
  input: TrainingPageWriteParsed,
  alreadyHeld: ReadonlySet<string>,
): Promise<TrainingSection[]> {
  const errors: Record<string, string[]> = {};
  const sections: TrainingSection[] = [];
  for (const [index, section] of input.sections.entries()) {
    const title = sanitizeRichText(section.title);
    if (!hasVisibleText(title)) errors[`sections.${index}.title`] = ['section_title_required'];
    const skills = section.skills.map((skill) => ({
      title: plainTextOf(skill.title),
      body: plainTextOf(skill.body),
      learn_text: plainTextOf(skill.learn_text),
      practice_text: plainTextOf(skill.practice_text),
    }));
    for (const [skillIndex, skill] of skills.entries()) {
      if (!skill.title) errors[`sections.${index}.skills.${skillIndex}.title`] = ['skill_title_required'];
    }
    sections.push({
      title,
      body: sanitizeRichText(section.body),
      images: [],
      skills,
      footnote: plainTextOf(section.footnote),
    });
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  for (const [index, section] of input.sections.entries()) {
    const target = sections[index];
    if (target) target.images = await claimImages(tx, actor, section.images, alreadyHeld, `sections.${index}.images`);
  }
  return sections;
}

/** Plan ids as given, once each; an id that names no plan is refused (422 on `plans`). */
async function checkedPlanIds(tx: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx.select({ id: plans.id }).from(plans).where(inArray(plans.id, unique));
  if (found.length !== unique.length) throw new FieldValidationError({ plans: ['plan_unknown'] });
  return unique;
}

/**
 * The slug a save stores. A typed one is normalised like a generated one and must be free; without one,
 * the title's slug, numbered (`-2`, `-3`…) past the slugs other programs hold.
 */
async function slugFor(tx: Database, input: TrainingPageWriteParsed, exceptId: number | null): Promise<string> {
  const others = exceptId === null ? undefined : ne(trainingPages.id, exceptId);
  if (input.slug) {
    const typed = slugify(input.slug);
    if (!typed) throw new FieldValidationError({ slug: ['slug_empty'] });
    const [taken] = await tx
      .select({ id: trainingPages.id })
      .from(trainingPages)
      .where(and(eq(trainingPages.slug, typed), others));
    if (taken) throw new FieldValidationError({ slug: ['slug_taken'] });
    return typed;
  }
  const base = slugify(input.title) || FALLBACK_SLUG;
  // A numbered slug is `base-N`, its base cut when long: every candidate starts with its first 70 characters.
  const numbered = base.length <= 70 ? `${base}-%` : `${base.slice(0, 70)}%`;
  const rows = await tx
    .select({ slug: trainingPages.slug })
    .from(trainingPages)
    .where(and(or(eq(trainingPages.slug, base), like(trainingPages.slug, numbered)), others));
  const taken = new Set(rows.map((row) => row.slug));
  for (let n = 1; ; n += 1) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** A generated slug another save took between our read and our write: the save is tried again. */
const SLUG_RACE_ATTEMPTS = 3;

async function withSlugRetry<T>(input: TrainingPageWriteParsed, save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.slug || attempt >= SLUG_RACE_ATTEMPTS) throw new FieldValidationError({ slug: ['slug_taken'] });
    }
  }
}

async function columnsFrom(
  tx: Database,
  actor: AuthenticatedSession,
  input: TrainingPageWriteParsed,
  current: TrainingPageRow | null,
) {
  const alreadyHeld = new Set(current ? uploadKeysOf(current) : []);
  const [header] = input.header_image
    ? await claimImages(tx, actor, [input.header_image], alreadyHeld, 'header_image')
    : [];
  return {
    title: input.title,
    slug: await slugFor(tx, input, current?.id ?? null),
    headerImageKey: header?.key ?? null,
    planIds: await checkedPlanIds(tx, input.plans),
    isPublished: input.is_published,
    sortOrder: input.order,
    sections: await sectionsFrom(tx, actor, input, alreadyHeld),
  };
}

/** What the audit log keeps of a program: what decides who sees it and where, not its whole content. */
function auditedFieldsOf(row: Pick<TrainingPageRow, 'title' | 'slug' | 'planIds' | 'isPublished' | 'sortOrder'>) {
  return { title: row.title, slug: row.slug, plans: row.planIds, is_published: row.isPublished, order: row.sortOrder };
}

const auditTarget = (row: Pick<TrainingPageRow, 'id' | 'title'>) =>
  ({ type: 'training_program', id: row.id, label: row.title }) as const;

export async function createTrainingPage(
  db: Database,
  actor: AuthenticatedSession,
  audit: AuditContext,
  input: TrainingPageWriteParsed,
) {
  assertManager(actor);
  const row = await withSlugRetry(input, () =>
    db.transaction(async (tx) => {
      const columns = await columnsFrom(tx, actor, input, null);
      const [created] = await tx
        .insert(trainingPages)
        .values({ ...columns, createdBy: actor.user.id })
        .returning();
      const row = created as TrainingPageRow;
      const { title: _title, ...details } = auditedFieldsOf(row);
      await recordAuditEntry(tx, audit, { action: 'training_program.created', target: auditTarget(row), details });
      return row;
    }),
  );
  return presentPage(db, actor.user, row);
}

export async function updateTrainingPage(
  db: Database,
  actor: AuthenticatedSession,
  audit: AuditContext,
  id: number,
  input: TrainingPageWriteParsed,
) {
  assertManager(actor);
  const row = await withSlugRetry(input, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(trainingPages).where(eq(trainingPages.id, id)).for('update');
      if (!current) throw notFound('training_program');
      const columns = await columnsFrom(tx, actor, input, current);
      const [updated] = await tx
        .update(trainingPages)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(trainingPages.id, id))
        .returning();
      const kept = new Set(uploadKeysOf(columns));
      await releaseUploads(
        tx,
        uploadKeysOf(current).filter((key) => !kept.has(key)),
      );
      const contentEdited =
        JSON.stringify([current.headerImageKey, current.sections]) !==
        JSON.stringify([columns.headerImageKey, columns.sections]);
      await recordAuditEntry(tx, audit, {
        action: 'training_program.updated',
        target: auditTarget(current),
        details: {
          changes: changesBetween(auditedFieldsOf(current), auditedFieldsOf(columns)),
          ...(contentEdited ? { content_edited: true } : {}),
        },
      });
      return updated as TrainingPageRow;
    }),
  );
  return presentPage(db, actor.user, row);
}

export async function deleteTrainingPage(db: Database, actor: AuthenticatedSession, audit: AuditContext, id: number) {
  assertManager(actor);
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(trainingPages).where(eq(trainingPages.id, id)).returning();
    if (!deleted) throw notFound('training_program');
    await releaseUploads(tx, uploadKeysOf(deleted));
    const { title: _title, ...details } = auditedFieldsOf(deleted);
    await recordAuditEntry(tx, audit, { action: 'training_program.deleted', target: auditTarget(deleted), details });
    return { ...noticeOf('training_program_deleted'), id: deleted.id };
  });
}
