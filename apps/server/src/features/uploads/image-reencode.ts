import { THUMBNAIL_WIDTH } from '@cordee/shared/upload-urls';
import sharp, { type Metadata } from 'sharp';

/**
 * Above this the image is refused before decoding: a 30000×30000 PNG compresses to a few kB and
 * would decode to gigabytes. 40 MP covers every phone camera.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The pixel count alone lets a 1 × 39,999,999 strip through, whose millions of rows cost seconds of
 * CPU each way. 16,384 px is longer than any camera's long side and than phone panoramas (about
 * 16,000 × 4,000 at most, and those stay under the pixel cap); 20:1 accepts those panoramas (4:1 to
 * 10:1) and long phone screenshots, and refuses strips.
 */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_ASPECT_RATIO = 20;
/**
 * Re-encoding the largest accepted image takes a few seconds on one core; past this the work is
 * stopped (sharp's own timeout) and the image refused, so no upload holds a slot for long.
 */
export const IMAGE_WORK_TIMEOUT_SECONDS = 20;

// One libvips thread per image: concurrency is bounded by the upload work queue instead, so a burst
// of images cannot take every core from the API.
sharp.concurrency(1);

export type ImageFormat = 'png' | 'jpeg';
export type ReencodedImage = { data: Buffer; thumbnail: Buffer; width: number; height: number };
export type ImageRejection = 'too_many_pixels' | 'bad_proportions' | 'too_slow' | 'unreadable';

export class ImageRejectedError extends Error {
  readonly reason: ImageRejection;
  constructor(reason: ImageRejection) {
    super(reason);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
const isTimeoutError = (error: unknown) => error instanceof Error && /timeout/i.test(error.message);
// `failOn: 'error'` tolerates the harmless warnings real cameras produce but not broken data.
const decodeOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/**
 * Reads only the header (cheap: no pixel is decoded) and refuses what would be costly to decode:
 * too many pixels, a side too long, or a strip-like shape. Run before any decoding, outside the
 * work queue, so such files are refused at once even when the queue is busy.
 */
export async function checkImageHeader(input: Buffer, format: ImageFormat): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, decodeOptions).metadata();
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too_many_pixels' : 'unreadable');
  }
  const { width, height } = metadata;
  if (metadata.format !== format || !width || !height) throw new ImageRejectedError('unreadable');
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejectedError('too_many_pixels');
  const long = Math.max(width, height);
  if (long > MAX_IMAGE_SIDE || long > MAX_IMAGE_ASPECT_RATIO * Math.min(width, height)) {
    throw new ImageRejectedError('bad_proportions');
  }
}

/**
 * Decodes and encodes again, so what is stored is pixels only: EXIF (GPS, camera serials), XMP, IPTC,
 * comments and anything appended after the image (polyglots) are gone. sharp strips metadata unless
 * asked to keep it; orientation is applied to the pixels first so the picture does not turn sideways.
 * Call checkImageHeader first; limitInputPixels stays as the second guard.
 */
export async function reencodeImage(input: Buffer, format: ImageFormat): Promise<ReencodedImage> {
  const timeout = { seconds: IMAGE_WORK_TIMEOUT_SECONDS };
  try {
    const pipeline = sharp(input, decodeOptions).autoOrient().timeout(timeout);
    const { data, info } = await (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await sharp(data)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .timeout(timeout)
      .toBuffer();
    return { data, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    if (isTimeoutError(error)) throw new ImageRejectedError('too_slow');
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too_many_pixels' : 'unreadable');
  }
}
