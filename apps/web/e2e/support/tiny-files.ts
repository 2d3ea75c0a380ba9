/**
 * The smallest files the server's upload checks accept, for journeys that upload documents and photos.
 */

/** The smallest PDF the server's checks accept: a catalogue with no pages. */
export const TINY_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

/** A valid 1×1 PNG, small enough to write by hand; the server re-encodes it like any other. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
