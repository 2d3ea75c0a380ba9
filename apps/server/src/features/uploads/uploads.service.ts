import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import type { FieldErrorCode, FieldErrorIssue } from '@cordee/shared/error-codes';
import type { UploadResponse } from '@cordee/shared/uploads.contracts';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AdmittedWork } from '../../db/database-admission.ts';
import { DomainError, FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { users } from '../users/users.tables.ts';
import { parseRange } from './byte-ranges.ts';
import { displayName } from './file-names.ts';
import {
  checkImageHeader,
  ImageRejectedError,
  type ImageRejection,
  MAX_IMAGE_ASPECT_RATIO,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  reencodeImage,
} from './image-reencode.ts';
import type { MediaSigner } from './media-signing.ts';
import { fileError, type ReceivedFile } from './multipart-file.ts';
import { hasPdfMagic, type PdfVerdict } from './pdf-checks.ts';
import type { PdfScanPool } from './pdf-scan-pool.ts';
import {
  isUploadKey,
  isVideoKey,
  newUploadKeys,
  originalKeysOfThumbnail,
  uploadKeyFrom,
  uploadUrl,
} from './upload-keys.ts';
import { uploads } from './uploads.tables.ts';
import { detectVideoFormat, VIDEO_CONTENT_TYPES } from './video-checks.ts';
import { discardReceivedVideo, type ReceivedVideo } from './video-upload.ts';
import { createWorkQueue, WorkQueueFullError } from './work-queue.ts';

export type UploadKind = 'image' | 'pdf' | 'video';
export type UploadLimits = { imageBytes: number; pdfBytes: number; videoBytes: number };

/** Generous for a person filling a form, tight for a script filling the disk. */
const UPLOADS_PER_IP = { max: 60, windowSeconds: 10 * 60 };
const SWEEP_BATCH = 500;

const IMAGE_REJECTIONS: Record<ImageRejection, FieldErrorIssue> = {
  too_many_pixels: { code: 'image_too_many_pixels', params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 } },
  bad_proportions: {
    code: 'image_bad_proportions',
    params: { side: MAX_IMAGE_SIDE.toLocaleString('en-CA'), ratio: MAX_IMAGE_ASPECT_RATIO },
  },
  too_slow: { code: 'image_too_slow' },
  unreadable: { code: 'image_unreadable' },
};
const PDF_REFUSALS: Record<Exclude<PdfVerdict, 'clean'>, FieldErrorCode> = {
  active_content: 'pdf_active_content',
  encrypted: 'pdf_encrypted',
  uncheckable: 'pdf_uncheckable',
};

/**
 * Image re-encoding for the whole process: one image per core but one (a core stays free for the
 * API, sign-in and the database), 16 waiting; more than that is refused with 503 and Retry-After.
 */
export const imageWorkQueue = createWorkQueue({ concurrency: Math.max(1, availableParallelism() - 1), maxWaiting: 16 });

const busy = () =>
  new DomainError('uploads_busy', undefined, {
    'retry-after': '5',
  });

/** Per-kind size limits, from the configuration (MAX_IMAGE_UPLOAD_BYTES, MAX_PDF_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES). */
export function uploadLimits(config: Config): UploadLimits {
  return {
    imageBytes: config.MAX_IMAGE_UPLOAD_BYTES,
    pdfBytes: config.MAX_PDF_UPLOAD_BYTES,
    videoBytes: config.MAX_VIDEO_UPLOAD_BYTES,
  };
}

/** Counted per client IP in the shared database limiter, before the body is read. */
export async function countUploadAttempt(db: Database, ip: string): Promise<void> {
  await consume(db, { key: `uploads:ip:${ip}`, ...UPLOADS_PER_IP });
}

type StoredFile = {
  kind: UploadKind;
  key: string;
  data: Buffer;
  contentType: string;
  thumbnail?: { key: string; data: Buffer };
  name: string;
};

/**
 * How an upload's database step gets its turn: a route passes its request's admission (admitDatabaseWork,
 * http/overload.ts), so the upload holds a database slot only for its insert, never while the file
 * arrives or is re-encoded; the demo seed, outside any request, runs the step directly.
 */
const directly: AdmittedWork = (work) => work();

/**
 * Files first, row second: a row never points at a missing file, and a failed insert leaves no file
 * behind, a refused one (503, no database slot) included.
 */
async function saveUpload(
  db: Database,
  storage: Storage,
  file: StoredFile,
  uploadedBy: number | null,
  admitted: AdmittedWork,
): Promise<UploadResponse> {
  await storage.put(file.key, file.data, file.contentType);
  try {
    if (file.thumbnail) await storage.put(file.thumbnail.key, file.thumbnail.data, 'image/webp');
    await admitted(async () => {
      await db.insert(uploads).values({
        key: file.key,
        kind: file.kind,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        thumbnailKey: file.thumbnail?.key ?? null,
        originalName: file.name,
        uploadedBy,
      });
    });
  } catch (error) {
    await Promise.allSettled([
      storage.delete(file.key),
      file.thumbnail ? storage.delete(file.thumbnail.key) : Promise.resolve(),
    ]);
    throw error;
  }
  return {
    key: file.key,
    url: uploadUrl(file.key),
    thumbnail_url: file.thumbnail ? uploadUrl(file.thumbnail.key) : null,
    name: file.name,
    size: file.data.length,
    type: file.contentType,
  };
}

/**
 * PNG or JPEG decided by the bytes (not the name or the client's content type), then decoded and
 * re-encoded: what is stored carries no metadata and nothing hidden beside the pixels.
 */
export async function storeImageUpload(
  db: Database,
  storage: Storage,
  file: ReceivedFile,
  uploadedBy: number | null,
  admitted: AdmittedWork = directly,
): Promise<UploadResponse> {
  if (file.data.length === 0) throw fileError('upload_empty');
  const detected = await fileTypeFromBuffer(file.data);
  const format = detected?.ext === 'png' || detected?.ext === 'apng' ? 'png' : detected?.ext === 'jpg' ? 'jpeg' : null;
  if (!format) throw fileError('upload_only_images');

  let image: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    // The header first, outside the queue: a costly shape is refused at once, before any decoding.
    await checkImageHeader(file.data, format);
    image = await imageWorkQueue.run(() => reencodeImage(file.data, format));
  } catch (error) {
    if (error instanceof WorkQueueFullError) throw busy();
    if (error instanceof ImageRejectedError) throw fileError(IMAGE_REJECTIONS[error.reason]);
    throw error;
  }
  const extension = format === 'png' ? 'png' : 'jpg';
  const { key, thumbnailKey } = newUploadKeys(extension);
  return saveUpload(
    db,
    storage,
    {
      kind: 'image',
      key,
      data: image.data,
      contentType: format === 'png' ? 'image/png' : 'image/jpeg',
      thumbnail: { key: thumbnailKey, data: image.thumbnail },
      name: displayName(file.filename, extension),
    },
    uploadedBy,
    admitted,
  );
}

/**
 * A PDF by its `%PDF-` header, refused when it carries scripts, attachments or launch actions, when it
 * is encrypted, or when it cannot be checked within the scan's budget (a worker thread, see
 * pdf-scan-pool.ts); stored as received. Scans take turns by uploader: the signed-in account, or the
 * client's address for a visitor (the guide application uploads before sign-in).
 */
export async function storePdfUpload(
  db: Database,
  storage: Storage,
  pdfScans: PdfScanPool,
  file: ReceivedFile,
  uploadedBy: number | null,
  clientAddress = 'unknown',
  admitted: AdmittedWork = directly,
): Promise<UploadResponse> {
  if (file.data.length === 0) throw fileError('upload_empty');
  if (!hasPdfMagic(file.data)) throw fileError('upload_only_pdf');
  let scanned: Awaited<ReturnType<PdfScanPool['scan']>>;
  try {
    scanned = await pdfScans.scan(file.data, uploadedBy === null ? `address:${clientAddress}` : `user:${uploadedBy}`);
  } catch (error) {
    if (error instanceof WorkQueueFullError) throw busy();
    throw error;
  }
  if (scanned.verdict !== 'clean') throw fileError(PDF_REFUSALS[scanned.verdict]);
  // The bytes went to the scan's thread and came back: `file.data` is empty now.
  const data = scanned.data;
  const { key } = newUploadKeys('pdf');
  return saveUpload(
    db,
    storage,
    { kind: 'pdf', key, data, contentType: 'application/pdf', name: displayName(file.filename, 'pdf') },
    uploadedBy,
    admitted,
  );
}

/**
 * How long caches may keep a served file: a claimed public file never changes behind its key (keys are
 * never reused), so one year; a private document or a file not yet claimed (served to its uploader
 * only) is kept by no cache. What a browser or a shared cache already keeps for a year cannot be called
 * back: a released file stops resolving here, and that is all the server can do (decision 0041).
 */
export type UploadCaching = 'public-immutable' | 'no-store';
export type ServedFile = {
  stream: Readable;
  contentType: string;
  name: string;
  size: number | undefined;
  caching: UploadCaching;
};

/**
 * A private document is seen by its uploader, by the guide whose application holds it (uploaded before
 * sign-in), and by staff who review guide applications; nobody else.
 */
async function maySeePrivateUpload(
  db: Database,
  viewer: AuthenticatedSession | null,
  upload: { key: string; uploadedBy: number | null },
): Promise<boolean> {
  if (!viewer) return false;
  if (mayManageAccountsOf(viewer.user, 'guide') || upload.uploadedBy === viewer.user.id) return true;
  const holds = JSON.stringify([{ key: upload.key }]);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, viewer.user.id),
        or(
          sql`${users.guideInsurance} @> ${holds}::jsonb`,
          sql`${users.guideCertificate} @> ${holds}::jsonb`,
          sql`${users.guideLicense} @> ${holds}::jsonb`,
        ),
      ),
    );
  return owner !== undefined;
}

/**
 * A stored file or thumbnail by key; undefined for anything unknown, including keys of the wrong shape,
 * private documents the viewer may not see and files no record holds, which only their uploader sees
 * (the same answer, so a key's existence is not confirmed).
 */
export async function openUpload(
  db: Database,
  storage: Storage,
  key: string,
  viewer: AuthenticatedSession | null,
): Promise<ServedFile | undefined> {
  const thumbnailOf = originalKeysOfThumbnail(key);
  if (!thumbnailOf && !isUploadKey(key)) return undefined;
  const [row] = await db
    .select({
      key: uploads.key,
      contentType: uploads.contentType,
      originalName: uploads.originalName,
      sizeBytes: uploads.sizeBytes,
      uploadedBy: uploads.uploadedBy,
      claimedAt: uploads.claimedAt,
      visibility: uploads.visibility,
    })
    .from(uploads)
    .where(
      and(
        thumbnailOf ? and(inArray(uploads.key, thumbnailOf), eq(uploads.thumbnailKey, key)) : eq(uploads.key, key),
        // Videos are reached only through signed media urls (openSignedMedia), whoever asks here.
        ne(uploads.kind, 'video'),
      ),
    );
  if (!row) return undefined;
  // A file no record holds (not yet, or no longer) is its uploader's draft: nobody else may read it, so
  // a key that leaked, or a file a deleted record gave back to the sweep, stops resolving at once.
  if (!row.claimedAt && (row.uploadedBy === null || row.uploadedBy !== viewer?.user.id)) return undefined;
  if (row.visibility === 'private' && !(await maySeePrivateUpload(db, viewer, row))) return undefined;
  const stream = await storage.openRead(key);
  if (!stream) return undefined;
  const caching: UploadCaching = row.visibility === 'public' && row.claimedAt ? 'public-immutable' : 'no-store';
  if (thumbnailOf) {
    const name = `${row.originalName.replace(/\.[a-z]+$/, '')}-thumbnail.webp`;
    return { stream, contentType: 'image/webp', name, size: undefined, caching };
  }
  return { stream, contentType: row.contentType, name: row.originalName, size: row.sizeBytes, caching };
}

/**
 * Whose record is about to reference the files: a signed-in user (their own uploads only), or the
 * guide application, sent before any account exists, which may take files uploaded by a visitor that
 * no record holds yet.
 */
/**
 * Whose uploads a record may take: one user's, or any of several (an event edited by staff keeps its
 * guide's photos and takes the new ones staff uploaded), or an anonymous guide applicant's.
 */
export type UploadClaimant = { userId: number } | { userIds: readonly number[] } | 'guide-applicant';

/**
 * Marks uploaded files as referenced by a saved record, so the sweep keeps them. Accepts keys or
 * `/uploads/<key>` urls; every one must exist, be of an allowed kind and belong to the claimant,
 * otherwise nothing is claimed and the field gets a 422 (the same message as for an unknown key, so a
 * claim cannot probe other people's keys). A user may claim their files again (saving a record
 * twice, or moving a picture to another of their records); a visitor's file is claimed once, and then
 * no one else can take it. `visibility: 'private'` keeps the files from the public (guide documents).
 * Uses only `db`, which may be the caller's transaction. Returns `{ key, url }` per reference, in order.
 */
export async function claimUploads(
  db: Database,
  claimant: UploadClaimant,
  urlsOrKeys: string[],
  options: { kinds: Array<UploadKind>; field: string; visibility?: 'private' },
): Promise<Array<{ key: string; url: string }>> {
  if (urlsOrKeys.length === 0) return [];
  const missing = () => new FieldValidationError({ [options.field]: ['upload_missing'] });
  const keys = urlsOrKeys.map(uploadKeyFrom);
  if (keys.some((key) => key === undefined) || options.kinds.length === 0) throw missing();
  const unique = [...new Set(keys as string[])];
  const claimable =
    claimant === 'guide-applicant'
      ? and(isNull(uploads.uploadedBy), isNull(uploads.claimedAt))
      : 'userIds' in claimant
        ? inArray(uploads.uploadedBy, [...claimant.userIds])
        : eq(uploads.uploadedBy, claimant.userId);
  const matching = and(inArray(uploads.key, unique), inArray(uploads.kind, options.kinds), claimable);

  // Checked before writing, so a bad reference claims nothing even outside a transaction.
  const found = await db.select({ key: uploads.key }).from(uploads).where(matching);
  if (found.length !== unique.length) throw missing();
  const claimed = await db
    .update(uploads)
    .set({
      claimedAt: sql`coalesce(${uploads.claimedAt}, now())`,
      ...(options.visibility ? { visibility: options.visibility } : {}),
    })
    .where(matching)
    .returning({ key: uploads.key });
  // Fewer rows here means the sweep removed one in between, or another application claimed it first.
  if (claimed.length !== unique.length) throw missing();
  return (keys as string[]).map((key) => ({ key, url: uploadUrl(key) }));
}

/**
 * Gives files back to the sweep: the records that referenced them are gone (a deleted account's picture,
 * application documents, events and journal). From now on only their uploader is served them (openUpload);
 * unclaimed and older than a day, they go at the next sweep, rows and files alike. References that are not
 * uploads of Cordée (an external link) are ignored.
 */
export async function releaseUploads(db: Database, references: Array<string | null | undefined>): Promise<void> {
  const keys = [...new Set(references.flatMap((reference) => (reference ? (uploadKeyFrom(reference) ?? []) : [])))];
  if (keys.length === 0) return;
  await db.update(uploads).set({ claimedAt: null }).where(inArray(uploads.key, keys));
}

/**
 * Deletes unclaimed uploads created before `olderThan`, rows first, then their files. Rows are taken
 * with `FOR UPDATE SKIP LOCKED` inside one `DELETE … RETURNING`, so two instances sweeping at once
 * never process the same row, and a row being claimed right now is left alone.
 */
export async function sweepUnclaimedUploads(db: Database, storage: Storage, olderThan: Date): Promise<number> {
  const stale = and(isNull(uploads.claimedAt), lt(uploads.createdAt, olderThan));
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(stale)
      .orderBy(uploads.id)
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(uploads)
      .where(and(inArray(uploads.id, batch), stale))
      .returning({ key: uploads.key, thumbnailKey: uploads.thumbnailKey });
    // A file that fails to delete is left on disk rather than stopping the sweep; its row is gone either way.
    const keys = deleted.flatMap((row) => (row.thumbnailKey ? [row.key, row.thumbnailKey] : [row.key]));
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    total += deleted.length;
    if (deleted.length < SWEEP_BATCH) return total;
  }
}

/**
 * An MP4 or WebM video decided by its first bytes (video-checks.ts), moved from its temporary file to
 * storage under a generated name and kept private: only signed media urls reach it. The answer's url
 * is such a signed url, so the uploader can preview the video before saving the training.
 */
export async function storeVideoUpload(
  db: Database,
  storage: Storage,
  signer: MediaSigner,
  video: ReceivedVideo,
  uploadedBy: number | null,
  admitted: AdmittedWork = directly,
): Promise<UploadResponse> {
  try {
    if (video.size === 0) throw fileError('upload_empty');
    const format = await detectVideoFormat(video.head);
    if (!format) throw fileError('upload_only_videos');
    const { key } = newUploadKeys(format);
    const contentType = VIDEO_CONTENT_TYPES[format];
    const name = displayName(video.filename, format);
    await storage.putFile(key, video.tempPath, contentType);
    try {
      await admitted(async () => {
        await db.insert(uploads).values({
          key,
          kind: 'video',
          contentType,
          sizeBytes: video.size,
          thumbnailKey: null,
          originalName: name,
          uploadedBy,
          visibility: 'private',
        });
      });
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
    return { key, url: signer.urlFor(key), thumbnail_url: null, name, size: video.size, type: contentType };
  } finally {
    await discardReceivedVideo(video);
  }
}

export type ServedMedia =
  | { kind: 'whole'; stream: Readable; contentType: string; size: number }
  | { kind: 'partial'; stream: Readable; contentType: string; size: number; start: number; end: number }
  | { kind: 'unsatisfiable'; size: number };

/**
 * A private video by its signed url: the signature must be ours for this key and not expired (403
 * otherwise, the same answer for a key that does not exist), then the whole file or the asked range.
 */
export async function openSignedMedia(
  db: Database,
  storage: Storage,
  signer: MediaSigner,
  request: { key: string; exp: number; sig: string; range: string | undefined },
): Promise<ServedMedia> {
  if (!isVideoKey(request.key) || !signer.verify(request.key, request.exp, request.sig)) {
    throw forbidden('media_link');
  }
  const [row] = await db
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.key, request.key), eq(uploads.kind, 'video')));
  const size = row ? await storage.size(request.key) : undefined;
  if (!row || size === undefined) throw notFound('video');
  const range = parseRange(request.range, size);
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  const stream = await storage.openRead(request.key, range);
  if (!stream) throw notFound('video');
  return range
    ? { kind: 'partial', stream, contentType: row.contentType, size, start: range.start, end: range.end }
    : { kind: 'whole', stream, contentType: row.contentType, size };
}
