import type { Readable } from 'node:stream';
import type { UploadResponse } from '@cordee/shared/uploads.contracts';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { FieldValidationError } from '../../http/errors.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { displayName } from './file-names.ts';
import { ImageRejectedError, MAX_IMAGE_PIXELS, reencodeImage } from './image-reencode.ts';
import { fileError, type ReceivedFile } from './multipart-file.ts';
import { hasPdfMagic, inspectPdf } from './pdf-checks.ts';
import { isUploadKey, newUploadKeys, originalKeysOfThumbnail, uploadKeyFrom, uploadUrl } from './upload-keys.ts';
import { uploads } from './uploads.tables.ts';

export type UploadKind = 'image' | 'pdf';
export type UploadLimits = { imageBytes: number; pdfBytes: number };

/** Generous for a person filling a form, tight for a script filling the disk. */
const UPLOADS_PER_IP = { max: 60, windowSeconds: 10 * 60 };
const SWEEP_BATCH = 500;

const ONLY_IMAGES = 'Only PNG, JPG and JPEG images are accepted.';
const ONLY_PDF = 'Only PDF files are accepted.';
const EMPTY = 'The file is empty.';
const NOT_FOUND = 'The uploaded file could not be found. Please upload it again.';

/** Per-kind size limits, from the configuration (MAX_IMAGE_UPLOAD_BYTES, MAX_PDF_UPLOAD_BYTES). */
export function uploadLimits(config: Config): UploadLimits {
  return { imageBytes: config.MAX_IMAGE_UPLOAD_BYTES, pdfBytes: config.MAX_PDF_UPLOAD_BYTES };
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

/** Files first, row second: a row never points at a missing file, and a failed insert leaves no file behind. */
async function saveUpload(
  db: Database,
  storage: Storage,
  file: StoredFile,
  uploadedBy: number | null,
): Promise<UploadResponse> {
  await storage.put(file.key, file.data, file.contentType);
  try {
    if (file.thumbnail) await storage.put(file.thumbnail.key, file.thumbnail.data, 'image/webp');
    await db.insert(uploads).values({
      key: file.key,
      kind: file.kind,
      contentType: file.contentType,
      sizeBytes: file.data.length,
      thumbnailKey: file.thumbnail?.key ?? null,
      originalName: file.name,
      uploadedBy,
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
): Promise<UploadResponse> {
  if (file.data.length === 0) throw fileError(EMPTY);
  const detected = await fileTypeFromBuffer(file.data);
  const format = detected?.ext === 'png' || detected?.ext === 'apng' ? 'png' : detected?.ext === 'jpg' ? 'jpeg' : null;
  if (!format) throw fileError(ONLY_IMAGES);

  let image: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    image = await reencodeImage(file.data, format);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    throw fileError(
      error.reason === 'too_many_pixels'
        ? `The image is too large. The limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`
        : 'The image could not be read. Please upload a valid PNG or JPEG file.',
    );
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
  );
}

/** A PDF by its `%PDF-` header, refused when it carries scripts or launch actions; stored as received. */
export async function storePdfUpload(
  db: Database,
  storage: Storage,
  file: ReceivedFile,
  uploadedBy: number | null,
): Promise<UploadResponse> {
  if (file.data.length === 0) throw fileError(EMPTY);
  if (!hasPdfMagic(file.data)) throw fileError(ONLY_PDF);
  const verdict = inspectPdf(file.data);
  if (verdict === 'active_content') throw fileError('PDF files containing scripts or launch actions are not accepted.');
  if (verdict === 'uncheckable') throw fileError('This PDF could not be checked. Please save it again and upload it.');
  const { key } = newUploadKeys('pdf');
  return saveUpload(
    db,
    storage,
    { kind: 'pdf', key, data: file.data, contentType: 'application/pdf', name: displayName(file.filename, 'pdf') },
    uploadedBy,
  );
}

export type ServedFile = { stream: Readable; contentType: string; name: string; size: number | undefined };

/** A stored file or thumbnail by key; undefined for anything unknown, including keys of the wrong shape. */
export async function openUpload(db: Database, storage: Storage, key: string): Promise<ServedFile | undefined> {
  const thumbnailOf = originalKeysOfThumbnail(key);
  if (!thumbnailOf && !isUploadKey(key)) return undefined;
  const [row] = await db
    .select({ contentType: uploads.contentType, originalName: uploads.originalName, sizeBytes: uploads.sizeBytes })
    .from(uploads)
    .where(thumbnailOf ? and(inArray(uploads.key, thumbnailOf), eq(uploads.thumbnailKey, key)) : eq(uploads.key, key));
  if (!row) return undefined;
  const stream = await storage.openRead(key);
  if (!stream) return undefined;
  if (thumbnailOf) {
    const name = `${row.originalName.replace(/\.[a-z]+$/, '')}-thumbnail.webp`;
    return { stream, contentType: 'image/webp', name, size: undefined };
  }
  return { stream, contentType: row.contentType, name: row.originalName, size: row.sizeBytes };
}

/**
 * Marks uploaded files as referenced by a saved record, so the sweep keeps them. Accepts keys or
 * `/uploads/<key>` urls; every one must exist and be of an allowed kind, otherwise nothing is claimed
 * and the field gets a 422. Idempotent. Uses only `db`, which may be the caller's transaction.
 * Returns `{ key, url }` per given reference, in order.
 */
export async function claimUploads(
  db: Database,
  urlsOrKeys: string[],
  options: { kinds: Array<UploadKind>; field: string },
): Promise<Array<{ key: string; url: string }>> {
  if (urlsOrKeys.length === 0) return [];
  const missing = () => new FieldValidationError({ [options.field]: [NOT_FOUND] });
  const keys = urlsOrKeys.map(uploadKeyFrom);
  if (keys.some((key) => key === undefined) || options.kinds.length === 0) throw missing();
  const unique = [...new Set(keys as string[])];
  const matching = and(inArray(uploads.key, unique), inArray(uploads.kind, options.kinds));

  // Checked before writing, so a bad reference claims nothing even outside a transaction.
  const found = await db.select({ key: uploads.key }).from(uploads).where(matching);
  if (found.length !== unique.length) throw missing();
  const claimed = await db
    .update(uploads)
    .set({ claimedAt: sql`coalesce(${uploads.claimedAt}, now())` })
    .where(matching)
    .returning({ key: uploads.key });
  // Fewer rows here means the sweep removed one in between: the file is gone.
  if (claimed.length !== unique.length) throw missing();
  return (keys as string[]).map((key) => ({ key, url: uploadUrl(key) }));
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
