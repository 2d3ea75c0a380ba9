import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.component.tsx';

describe('Avatar', () => {
  it('shows an uploaded picture by its preview, with its size reserved', () => {
    const id = 'e'.repeat(32);
    const { container } = render(<Avatar name="Noah Guide" pictureUrl={`/uploads/${id}.jpg`} size="lg" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', `/uploads/${id}-thumb.webp`);
    expect(image).toHaveAttribute('width', '56');
    expect(image).toHaveAttribute('height', '56');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('keeps a picture from elsewhere as it is, and the default size', () => {
    const url = 'https://lh3.googleusercontent.com/a/photo';
    const { container } = render(<Avatar name="Noah Guide" pictureUrl={url} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute('width', '40');
  });

  it('shows the initials without a picture', () => {
    const { container } = render(<Avatar name="Noah Guide" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('NG');
  });
});
