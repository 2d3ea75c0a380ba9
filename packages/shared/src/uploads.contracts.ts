import { z } from 'zod';

/** Answer of POST /api/temp-image-upload and POST /api/temp-pdf-upload (201). */
export const UploadResponseSchema = z.object({
  /** Generated storage key; what a saved record keeps (or the url). */
  key: z.string(),
  /** `/uploads/<key>`, served from the API's origin. */
  url: z.string(),
  /** A 320-px-wide preview for images; null for PDFs. */
  thumbnail_url: z.string().nullable(),
  /** The client's file name, sanitised, for display only. */
  name: z.string(),
  /** Bytes stored (after re-encoding for images). */
  size: z.number().int(),
  /** Content type of the stored file: image/png, image/jpeg or application/pdf. */
  type: z.string(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** A file a saved record references (guide documents, avatar), as the spec's `{ key, url }` pairs. */
export const UploadedFileSchema = z.object({ key: z.string(), url: z.string() });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** For `<input type="file" accept>`; the server decides by the file's bytes, not by this. */
export const IMAGE_UPLOAD_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const PDF_UPLOAD_ACCEPT = 'application/pdf,.pdf';
