import { describe, expect, it } from 'vitest';
import { cardTitleOf, descriptionPreviewOf, longDateOf, relativeDayOf, textOfHtml } from './diary-format.ts';

describe('cardTitleOf', () => {
  it('keeps titles of up to 20 characters and cuts longer ones to 17 plus an ellipsis', () => {
    expect(cardTitleOf('Back of the Lake')).toBe('Back of the Lake');
    expect(cardTitleOf('12345678901234567890')).toBe('12345678901234567890');
    expect(cardTitleOf('123456789012345678901')).toBe('12345678901234567…');
    expect(cardTitleOf('Diedre on the Squamish Apron')).toBe('Diedre on the Squ…');
    // Characters, not UTF-16 units: an emoji is not split.
    expect(cardTitleOf('🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗🧗')).toBe(`${'🧗'.repeat(17)}…`);
  });
});

describe('relativeDayOf', () => {
  const now = new Date(2026, 2, 10, 21, 30);
  it('says how long ago the climbing day was, in the viewer’s calendar', () => {
    expect(relativeDayOf('2026-03-10', 'en', now)).toBe('today');
    expect(relativeDayOf('2026-03-09', 'en', now)).toBe('yesterday');
    expect(relativeDayOf('2026-03-07', 'en', now)).toBe('3 days ago');
    expect(relativeDayOf('2026-02-24', 'en', now)).toBe('2 weeks ago');
    expect(relativeDayOf('2025-12-01', 'en', now)).toBe('3 months ago');
    expect(relativeDayOf('2024-01-01', 'en', now)).toBe('2 years ago');
    expect(relativeDayOf('2026-03-11', 'en', now)).toBe('tomorrow');
  });
});

describe('longDateOf', () => {
  it('writes the day with the month in full, whatever the time zone', () => {
    expect(longDateOf('2026-03-04', 'en-US')).toBe('March 4, 2026');
    expect(longDateOf('2026-12-31', 'en-US')).toBe('December 31, 2026');
  });
});

describe('description preview', () => {
  it('counts the text, not the HTML', () => {
    const shortText = `<p><strong>${'a'.repeat(60)}</strong></p><p><a href="https://example.com/a-very-long-address">${'b'.repeat(30)}</a></p>`;
    expect(shortText.length).toBeGreaterThan(100);
    expect(descriptionPreviewOf(shortText)).toBeNull();
    expect(textOfHtml('<p>Crux</p><p>pulled</p>')).toBe('Crux pulled');
  });

  it('cuts a longer text at 100 characters with an ellipsis, and never shows tags', () => {
    const html = `<p>${'x'.repeat(90)} <em>second</em> sentence goes on</p>`;
    const preview = descriptionPreviewOf(html);
    expect(preview).toBe(`${'x'.repeat(90)} second se…`);
    expect(preview).not.toContain('<');
    expect(Array.from(preview ?? '').length).toBeLessThanOrEqual(101);
  });
});
