import sharp, { type Metadata } from 'sharp';

/**
 * Above this the image is refused before decoding: a 30000×30000 PNG compresses to a few kB and
 * would decode to gigabytes. 40 MP covers every phone camera.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const THUMBNAIL_WIDTH = 320;

export type ImageFormat = 'png' | 'jpeg';
export type ReencodedImage = { data: Buffer; thumbnail: Buffer; width: number; height: number };

export class ImageRejectedError extends Error {
  constructor(readonly reason: 'too_many_pixels' | 'unreadable') {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decodes and encodes again, so what is stored is pixels only: EXIF (GPS, camera serials), XMP, IPTC,
 * comments and anything appended after the image (polyglots) are gone. sharp strips metadata unless
 * asked to keep it; orientation is applied to the pixels first so the picture does not turn sideways.
 */
export async function reencodeImage(input: Buffer, format: ImageFormat): Promise<ReencodedImage> {
  // `failOn: 'error'` tolerates the harmless warnings real cameras produce but not broken data.
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too_many_pixels' : 'unreadable');
  }
  const expected = format === 'png' ? 'png' : 'jpeg';
  if (metadata.format !== expected || !metadata.width || !metadata.height) throw new ImageRejectedError('unreadable');
  // The header is checked before any pixel is decoded; limitInputPixels stays as the second guard.
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageRejectedError('too_many_pixels');

  try {
    const pipeline = sharp(input, options).autoOrient();
    const { data, info } = await (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await sharp(data)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { data, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too_many_pixels' : 'unreadable');
  }
}
