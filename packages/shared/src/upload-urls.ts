/**
 * Every uploaded PNG or JPEG is stored with a WebP preview beside it, THUMBNAIL_WIDTH pixels wide (or
 * the image's own width when smaller), under the same random id: `/uploads/<id>.jpg` has
 * `/uploads/<id>-thumb.webp`. Small places (cards, avatars, gallery strips) show the preview instead of
 * the full photo.
 */
export const THUMBNAIL_WIDTH = 320;

const UPLOADED_IMAGE_URL = /^\/uploads\/([a-f0-9]{32})\.(?:png|jpg)$/;

/** An image uploaded to Cordée (`/uploads/<32 hex>.jpg|png`), as opposed to an external address. */
export function isUploadedImageUrl(url: string): boolean {
  return UPLOADED_IMAGE_URL.test(url);
}

/** The preview of an uploaded image; any other address (an external picture, a PDF) as it is. */
export function thumbnailUrlOf(url: string): string {
  const id = UPLOADED_IMAGE_URL.exec(url)?.[1];
  return id ? `/uploads/${id}-thumb.webp` : url;
}
