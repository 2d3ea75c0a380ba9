import {
  type Diary,
  type DiaryGalleryItem,
  type DiaryList,
  type DiaryListQuery,
  DiaryListQuerySchema,
  type DiaryWriteParsed,
  type ViewedDiary,
} from '@cordee/shared/diaries.contracts';
import { diaryAuthorSlug, diarySharePath, mayKeepJournal, mayViewDiary } from '@cordee/shared/diary-rules';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { parseVideoLink } from '@cordee/shared/video-links';
import { and, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { containsTerm, foldedSearchTerm } from '../chat/chat-search.ts';
import { sanitizeRichText } from '../events/rich-text.ts';
import { uploadKeyFrom, uploadUrl } from '../uploads/upload-keys.ts';
import { claimUploads, releaseUploads } from '../uploads/uploads.service.ts';
import type { UserRow } from '../users/users.tables.ts';
import { users } from '../users/users.tables.ts';
import { type DiaryRow, diaries } from './journal.tables.ts';

const GALLERY_FIELD = 'dairy_gallery';

function present(row: DiaryRow, authorName: string): Diary {
  return {
    id: row.id,
    dairy_title: row.title,
    dairy_description: row.description,
    dairy_date: row.diaryDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    dairy_gallery: row.gallery,
    dairy_thumbnail: row.thumbnail,
    is_shared: row.isShared,
    share_url: diarySharePath(authorName, row.id),
    author: { name: authorName, username: diaryAuthorSlug(authorName) },
  };
}

/** Only climbers keep a journal; every other role is refused before anything is read. */
function assertJournalKeeper(actor: AuthenticatedSession): UserRow {
  if (!mayKeepJournal(actor.user)) throw forbidden('journal');
  return actor.user;
}

/**
 * The author's own entry, or 404: another climber's entry answers exactly as a missing one, so ids
 * cannot be probed.
 */
async function findOwnDiary(db: Database, authorId: number, id: number, lock = false): Promise<DiaryRow> {
  const query = db
    .select()
    .from(diaries)
    .where(and(eq(diaries.id, id), eq(diaries.authorId, authorId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('diary');
  return row;
}

/** The uploaded files a gallery references: each photo and each video's thumbnail. */
function uploadReferencesOf(gallery: readonly DiaryGalleryItem[]): string[] {
  return gallery.map((item) => (item.type === 'image' ? item.url : item.thumbnail));
}

/**
 * The stored gallery and thumbnail of a draft. Photos and video thumbnails must be the climber's own
 * uploads (claimed here, 422 otherwise); a photo's preview is derived, never taken from the client.
 */
async function galleryColumnsFrom(tx: Database, authorId: number, input: DiaryWriteParsed) {
  const references = input.dairy_gallery.map((item) => (item.type === 'image' ? item.url : (item.thumbnail ?? '')));
  const claimed = await claimUploads(tx, { userId: authorId }, references, { kinds: ['image'], field: GALLERY_FIELD });
  const gallery: DiaryGalleryItem[] = input.dairy_gallery.map((item, index) => {
    const file = claimed[index];
    if (!file) throw new FieldValidationError({ [GALLERY_FIELD]: ['diary_gallery_item_invalid'] });
    if (item.type === 'image') return { type: 'image', url: file.url, thumbnail: thumbnailUrlOf(file.url) };
    const link = parseVideoLink(item.url);
    if (!link) throw new FieldValidationError({ [`${GALLERY_FIELD}.${index}.url`]: ['diary_video_link'] });
    return { type: 'video', url: link.url, thumbnail: file.url };
  });

  const firstImage = gallery.find((item) => item.type === 'image')?.url;
  let thumbnail = firstImage ?? gallery[0]?.thumbnail ?? null;
  if (input.dairy_thumbnail) {
    const key = uploadKeyFrom(input.dairy_thumbnail);
    const chosen = key ? uploadUrl(key) : undefined;
    if (!chosen || !references.some((reference) => uploadKeyFrom(reference) === key)) {
      throw new FieldValidationError({ dairy_thumbnail: ['diary_thumbnail_not_in_gallery'] });
    }
    thumbnail = chosen;
  }
  return { gallery, thumbnail };
}

/**
 * Gives back to the upload sweep the files a diary no longer references, unless another entry of the
 * same climber still shows them (a photo moved from one entry to another).
 */
async function releaseUnreferenced(tx: Database, authorId: number, exceptDiaryId: number, urls: string[]) {
  const candidates = [...new Set(urls)];
  if (candidates.length === 0) return;
  const stillShown = (url: string): SQL =>
    sql`(${diaries.gallery} @> ${JSON.stringify([{ url }])}::jsonb or ${diaries.gallery} @> ${JSON.stringify([{ thumbnail: url }])}::jsonb)`;
  const others = await tx
    .select({ gallery: diaries.gallery })
    .from(diaries)
    .where(and(eq(diaries.authorId, authorId), ne(diaries.id, exceptDiaryId), or(...candidates.map(stillShown))));
  const kept = new Set(others.flatMap((row) => uploadReferencesOf(row.gallery)));
  await releaseUploads(
    tx,
    candidates.filter((url) => !kept.has(url)),
  );
}

/** GET /api/dairy: the climber's own entries, newest climbing day first, searched by title. */
export async function listDiaries(
  db: Database,
  actor: AuthenticatedSession,
  query: DiaryListQuery,
): Promise<DiaryList> {
  const author = assertJournalKeeper(actor);
  const { page, per_page, search } = DiaryListQuerySchema.parse(query);
  const term = search ? foldedSearchTerm(search) : '';
  const where = and(eq(diaries.authorId, author.id), term ? containsTerm(term, [diaries.title]) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(diaries)
      .where(where)
      .orderBy(desc(diaries.diaryDate), desc(diaries.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.$count(diaries, where),
  ]);
  return { dairies: rows.map((row) => present(row, author.name)), page, per_page, total };
}

/** GET /api/user's `dairies`: a climber's most recent page; nothing for other roles. */
export async function latestDiariesFor(db: Database, user: UserRow, limit: number): Promise<Diary[]> {
  if (!mayKeepJournal(user)) return [];
  const rows = await db
    .select()
    .from(diaries)
    .where(eq(diaries.authorId, user.id))
    .orderBy(desc(diaries.diaryDate), desc(diaries.id))
    .limit(limit);
  return rows.map((row) => present(row, user.name));
}

/** POST /api/dairy. */
export async function createDiary(db: Database, actor: AuthenticatedSession, input: DiaryWriteParsed): Promise<Diary> {
  const author = assertJournalKeeper(actor);
  const row = await db.transaction(async (tx) => {
    const { gallery, thumbnail } = await galleryColumnsFrom(tx, author.id, input);
    const [inserted] = await tx
      .insert(diaries)
      .values({
        authorId: author.id,
        title: input.dairy_title,
        description: sanitizeRichText(input.dairy_description),
        diaryDate: input.dairy_date,
        gallery,
        thumbnail,
        isShared: input.is_shared,
      })
      .returning();
    if (!inserted) throw new Error('the diary insert returned no row');
    return inserted;
  });
  return present(row, author.name);
}

/** GET /api/dairy/{id}: the author's own entry (404 for anybody else's). */
export async function getDiary(db: Database, actor: AuthenticatedSession, id: number): Promise<Diary> {
  const author = assertJournalKeeper(actor);
  return present(await findOwnDiary(db, author.id, id), author.name);
}

/** PUT /api/dairy/{id}: the whole entry again; files it no longer shows go back to the sweep. */
export async function updateDiary(
  db: Database,
  actor: AuthenticatedSession,
  id: number,
  input: DiaryWriteParsed,
): Promise<Diary> {
  const author = assertJournalKeeper(actor);
  const row = await db.transaction(async (tx) => {
    const current = await findOwnDiary(tx, author.id, id, true);
    const { gallery, thumbnail } = await galleryColumnsFrom(tx, author.id, input);
    const [updated] = await tx
      .update(diaries)
      .set({
        title: input.dairy_title,
        description: sanitizeRichText(input.dairy_description),
        diaryDate: input.dairy_date,
        gallery,
        thumbnail,
        isShared: input.is_shared,
        updatedAt: new Date(),
      })
      .where(eq(diaries.id, id))
      .returning();
    if (!updated) throw notFound('diary');
    const kept = new Set(uploadReferencesOf(gallery));
    await releaseUnreferenced(
      tx,
      author.id,
      id,
      uploadReferencesOf(current.gallery).filter((url) => !kept.has(url)),
    );
    return updated;
  });
  return present(row, author.name);
}

/** DELETE /api/dairy/{id}: the entry goes, and its files back to the sweep. */
export async function deleteDiary(db: Database, actor: AuthenticatedSession, id: number) {
  const author = assertJournalKeeper(actor);
  await db.transaction(async (tx) => {
    const current = await findOwnDiary(tx, author.id, id, true);
    await tx.delete(diaries).where(eq(diaries.id, id));
    await releaseUnreferenced(tx, author.id, id, uploadReferencesOf(current.gallery));
  });
  return { ...noticeOf('diary_deleted'), id };
}

/**
 * A deleted account's Climbing Journal: its entries go (they are the climber's own writing and photos,
 * personal data with no other party) and their files back to the sweep, which stops serving them at once.
 * Called by the account deletion, in its transaction.
 */
export async function removeJournalOf(tx: Database, authorId: number): Promise<void> {
  const removed = await tx
    .delete(diaries)
    .where(eq(diaries.authorId, authorId))
    .returning({ gallery: diaries.gallery, thumbnail: diaries.thumbnail });
  await releaseUploads(
    tx,
    removed.flatMap((entry) => [...uploadReferencesOf(entry.gallery), entry.thumbnail]),
  );
}

/**
 * GET /api/viewdiary/{id}, public: a shared entry for anyone, a private one for its signed-in author
 * only. A private entry answers everybody else exactly as a missing one, as does an entry whose author's
 * account was deleted or disabled. The username in the page's path is not checked: the id decides.
 */
export async function viewDiary(db: Database, viewer: AuthenticatedSession | null, id: number): Promise<ViewedDiary> {
  const [found] = await db
    .select({ diary: diaries, authorName: users.name })
    .from(diaries)
    .innerJoin(users, eq(users.id, diaries.authorId))
    .where(and(eq(diaries.id, id), isNull(users.deletedAt), isNull(users.disabledAt)));
  const viewerId = viewer?.user.id ?? null;
  if (!found || !mayViewDiary(viewerId, { authorId: found.diary.authorId, isShared: found.diary.isShared })) {
    throw notFound('diary');
  }
  return { ...present(found.diary, found.authorName), is_owner: viewerId === found.diary.authorId };
}
