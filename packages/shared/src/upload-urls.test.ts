import { describe, expect, it } from 'vitest';
import { thumbnailUrlOf } from './upload-urls.ts';

describe('thumbnailUrlOf', () => {
  const id = '0123456789abcdef0123456789abcdef';

  it('names the preview stored beside an uploaded PNG or JPEG', () => {
    expect(thumbnailUrlOf(`/uploads/${id}.jpg`)).toBe(`/uploads/${id}-thumb.webp`);
    expect(thumbnailUrlOf(`/uploads/${id}.png`)).toBe(`/uploads/${id}-thumb.webp`);
  });

  it('keeps any other address as it is', () => {
    for (const url of [
      `/uploads/${id}.pdf`,
      `/uploads/${id}-thumb.webp`,
      '/uploads/legacy.jpg',
      'https://lh3.googleusercontent.com/a/photo.jpg',
      `https://example.test/uploads/${id}.jpg`,
      '/welcome-banner.svg',
    ]) {
      expect(thumbnailUrlOf(url)).toBe(url);
    }
  });
});
