import { randomBytes } from 'node:crypto';

/** Stored files: 128 random bits in hex plus the extension of what was stored (never the client's). */
const UPLOAD_KEY = /^([a-f0-9]{32})\.(png|jpg|pdf|mp4|webm)$/;
/** Training videos: private, served only through signed media urls, never by `/uploads/<key>`. */
const VIDEO_KEY = /^[a-f0-9]{32}\.(mp4|webm)$/;
const THUMBNAIL_KEY = /^([a-f0-9]{32})-thumb\.webp$/;
const URL_PREFIX = '/uploads/';

export type StoredExtension = 'png' | 'jpg' | 'pdf' | 'mp4' | 'webm';

export function newUploadKeys(extension: StoredExtension): { key: string; thumbnailKey: string } {
  const id = randomBytes(16).toString('hex');
  return { key: `${id}.${extension}`, thumbnailKey: `${id}-thumb.webp` };
}

export function uploadUrl(key: string): string {
  return `${URL_PREFIX}${key}`;
}

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

export function isVideoKey(key: string): boolean {
  return VIDEO_KEY.test(key);
}

/** The keys a thumbnail may belong to: its original is a png or a jpg with the same id. */
export function originalKeysOfThumbnail(key: string): string[] | undefined {
  const id = THUMBNAIL_KEY.exec(key)?.[1];
  return id ? [`${id}.png`, `${id}.jpg`] : undefined;
}

/**
 * A saved record may hold the key, the `/uploads/<key>` path or an absolute URL of that path (what a
 * browser resolves it to); only the key is kept, and only when it has the generated shape.
 */
export function uploadKeyFrom(reference: string): string | undefined {
  let candidate = reference.trim();
  if (/^https?:\/\//i.test(candidate)) {
    try {
      candidate = new URL(candidate).pathname;
    } catch {
      return undefined;
    }
  }
  if (candidate.startsWith(URL_PREFIX)) candidate = candidate.slice(URL_PREFIX.length);
  return isUploadKey(candidate) ? candidate : undefined;
}
