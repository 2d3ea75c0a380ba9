import { describe, expect, it } from 'vitest';
import { numberedSlug, slugify } from './training-program-slug.ts';

describe('slugify', () => {
  it('folds accents, lowers case and joins words with single hyphens', () => {
    expect(slugify('Été à Squamish — Multi-pitch 101!')).toBe('ete-a-squamish-multi-pitch-101');
    expect(slugify('  Alpine Rock: First Steps  ')).toBe('alpine-rock-first-steps');
    expect(slugify('Straße & Œuvre')).toBe('strasse-oeuvre');
  });

  it('is empty when nothing is left to spell an address with', () => {
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('登山')).toBe('');
  });

  it('stays within 80 characters and never ends with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(80);
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/);
  });
});

describe('numberedSlug', () => {
  it('keeps the first as it is and numbers the next ones', () => {
    expect(numberedSlug('anchors', 1)).toBe('anchors');
    expect(numberedSlug('anchors', 2)).toBe('anchors-2');
    expect(numberedSlug('anchors', 13)).toBe('anchors-13');
  });

  it('cuts the base so that a numbered slug still fits 80 characters', () => {
    const base = 'b'.repeat(80);
    expect(numberedSlug(base, 2)).toBe(`${'b'.repeat(78)}-2`);
    expect(numberedSlug(base, 10)).toHaveLength(80);
  });
});
