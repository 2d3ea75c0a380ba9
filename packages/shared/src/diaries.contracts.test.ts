import { describe, expect, it } from 'vitest';
import { DiaryListQuerySchema, DiaryWriteSchema, latestDiaryDate } from './diaries.contracts.ts';
import { diaryAuthorSlug, diarySharePath, mayKeepJournal, mayViewDiary } from './diary-rules.ts';
import { parseVideoLink, watchUrlOf } from './video-links.ts';

const valid = { dairy_title: ' Squamish: The Chief ', dairy_date: '2026-03-04' };

describe('DiaryWriteSchema', () => {
  it('trims the title and fills the optional fields', () => {
    expect(DiaryWriteSchema.parse(valid)).toEqual({
      dairy_title: 'Squamish: The Chief',
      dairy_description: '',
      dairy_date: '2026-03-04',
      dairy_gallery: [],
      is_shared: false,
    });
  });

  it('reports each broken field with the message the form shows', () => {
    const result = DiaryWriteSchema.safeParse({
      dairy_title: '',
      dairy_date: latestDiaryDate(new Date(Date.now() + 3 * 86_400_000)),
      dairy_gallery: [{ type: 'video', url: 'https://example.com/page' }],
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      dairy_title: 'title_required',
      dairy_date: 'diary_date_in_future',
      'dairy_gallery.0.url': 'diary_video_link',
      'dairy_gallery.0.thumbnail': 'diary_video_thumbnail_required',
    });
  });

  it('caps the list page at 100 rows and the search at 100 characters', () => {
    expect(DiaryListQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
    expect(DiaryListQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(DiaryListQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('video links', () => {
  it('recognises YouTube, Vimeo and direct files over https only', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toMatchObject({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toMatchObject({ kind: 'youtube' });
    expect(parseVideoLink('https://vimeo.com/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://cdn.example.com/a/send.MP4')).toMatchObject({ kind: 'file' });
    for (const refused of [
      'http://youtu.be/dQw4w9WgXcQ',
      'javascript:alert(1)//.mp4',
      'https://user:pw@cdn.example.com/a.mp4',
      'https://www.youtube.com/watch?v=<script>',
      'https://vimeo.com/about',
      'https://example.com/video.mov',
      'not a url',
    ]) {
      expect(parseVideoLink(refused), refused).toBeUndefined();
    }
    const youtube = parseVideoLink('https://m.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtube && watchUrlOf(youtube)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('the public link and access', () => {
  it('derives a readable slug from the display name', () => {
    expect(diaryAuthorSlug('Émilie O’Brien')).toBe('emilie-obrien');
    expect(diaryAuthorSlug('  ')).toBe('climber');
    expect(diaryAuthorSlug('李小龍')).toBe('climber');
    expect(diarySharePath('Gabriel Roy', 42)).toBe('/viewdiary/gabriel-roy/42');
  });

  it('keeps journals to climbers and private entries to their author', () => {
    expect(mayKeepJournal({ role: 'climber' })).toBe(true);
    expect(mayKeepJournal({ role: 'guide' })).toBe(false);
    expect(mayKeepJournal({ role: 'super_admin' })).toBe(false);
    expect(mayViewDiary(null, { authorId: 1, isShared: true })).toBe(true);
    expect(mayViewDiary(null, { authorId: 1, isShared: false })).toBe(false);
    expect(mayViewDiary(2, { authorId: 1, isShared: false })).toBe(false);
    expect(mayViewDiary(1, { authorId: 1, isShared: false })).toBe(true);
  });
});
