import { fileTypeFromBuffer } from 'file-type';

/**
 * What a video upload is, decided by its first bytes (never the file name or the client's type) with
 * file-type: MP4 (M4V is the same container) and WebM are kept, as browsers play them. Matroska,
 * QuickTime, 3GPP and everything else are refused.
 */
export type VideoFormat = 'mp4' | 'webm';

/**
 * How many leading bytes of an upload are kept for the check, so it never holds a whole video: MP4's
 * `ftyp` box and WebM's EBML header come first, well within them.
 */
export const VIDEO_SNIFF_BYTES = 4096;

export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** The video formats kept, by the extension file-type names for the bytes. */
const KEPT_VIDEO_FORMATS: ReadonlyMap<string, VideoFormat> = new Map([
  ['mp4', 'mp4'],
  ['m4v', 'mp4'],
  ['webm', 'webm'],
]);

export async function detectVideoFormat(head: Uint8Array): Promise<VideoFormat | null> {
  const detected = await fileTypeFromBuffer(head.subarray(0, VIDEO_SNIFF_BYTES));
  return (detected && KEPT_VIDEO_FORMATS.get(detected.ext)) ?? null;
}
