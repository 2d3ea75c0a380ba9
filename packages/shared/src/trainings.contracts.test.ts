import { describe, expect, it } from 'vitest';
import { embedUrlOf, parseVideoLink } from './training-media.ts';
import { TrainingWriteSchema } from './trainings.contracts.ts';

describe('parseVideoLink', () => {
  it('accepts YouTube, Vimeo and direct https MP4/WebM links', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://cdn.example.com/clips/a.MP4')).toMatchObject({ kind: 'file', format: 'mp4' });
    expect(embedUrlOf({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('refuses anything else', () => {
    for (const link of [
      'http://youtu.be/dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://user:pw@cdn.example.com/a.mp4',
      'https://cdn.example.com/a.mov',
      'https://www.youtube.com/watch?v=<script>',
      'https://vimeo.com/channels/staff',
      'not a url',
    ]) {
      expect(parseVideoLink(link), link).toBeNull();
    }
  });
});

describe('TrainingWriteSchema', () => {
  it('defaults the gallery item type to video and needs a file or a link', () => {
    const parsed = TrainingWriteSchema.parse({
      training_title: '  Footwork  ',
      training_gallery: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }],
    });
    expect(parsed.training_title).toBe('Footwork');
    expect(parsed.training_gallery[0]?.type).toBe('video');
    expect(parsed.plans).toEqual([]);
    expect(TrainingWriteSchema.safeParse({ training_title: 'x', training_gallery: [{ type: 'image' }] }).success).toBe(
      false,
    );
  });
});
