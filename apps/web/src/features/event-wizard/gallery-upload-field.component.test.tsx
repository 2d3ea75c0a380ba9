import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GalleryUploadField } from './gallery-upload-field.component.tsx';

describe('GalleryUploadField', () => {
  it('previews each uploaded image by its 320-px preview in a reserved 4:3 box, lazily', () => {
    const id = 'd'.repeat(32);
    render(
      <GalleryUploadField
        images={[
          { key: `${id}.jpg`, url: `/uploads/${id}.jpg`, name: 'falls.jpg' },
          { key: 'legacy.jpg', url: '/uploads/legacy.jpg', name: 'legacy.jpg' },
        ]}
        onImagesChange={vi.fn()}
        onBusyChange={vi.fn()}
      />,
    );
    const [first, second] = [1, 2].map((position) => screen.getByRole('img', { name: `Gallery image ${position}` }));
    expect(first).toHaveAttribute('src', `/uploads/${id}-thumb.webp`);
    // Not an image the upload path made: shown as it is.
    expect(second).toHaveAttribute('src', '/uploads/legacy.jpg');
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '240');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
    }
  });
});
