import { describe, expect, it } from 'vitest';
import { normaliseSearchTerm, searchCourses } from './course-search.ts';

describe('normaliseSearchTerm', () => {
  it('lower-cases and strips non-word characters, keeping spaces between words', () => {
    expect(normaliseSearchTerm('Ice-Climbing!')).toBe('iceclimbing');
    expect(normaliseSearchTerm('  Lake   Louise (AB) ')).toBe('lake louise ab');
    expect(normaliseSearchTerm('.*+?^$(){}|[]\\')).toBe('');
  });

  it('keeps accented letters and digits, which are word characters in French place names', () => {
    expect(normaliseSearchTerm('Québec 2026')).toBe('québec 2026');
    expect(normaliseSearchTerm('Mont-Tremblant_Nord')).toBe('monttremblant_nord');
  });
});

describe('searchCourses', () => {
  const courses = [
    { id: 1, event_name: 'Granite at dawn', address: 'Stawamus Chief, Squamish' },
    { id: 2, event_name: 'Frozen falls', address: 'Johnston Canyon, Banff' },
    { id: 3, event_name: 'Falaises du Nord', address: 'Val-David, Québec' },
  ];
  const ids = (found: { id: number }[]) => found.map((course) => course.id);

  it('matches the name or the address, whatever the case', () => {
    expect(ids(searchCourses(courses, 'GRANITE'))).toEqual([1]);
    expect(ids(searchCourses(courses, 'banff'))).toEqual([2]);
    expect(ids(searchCourses(courses, 'fal'))).toEqual([2, 3]);
  });

  it('ignores punctuation on both sides, so "val david" and "val-david" find Val-David', () => {
    expect(ids(searchCourses(courses, 'val-david'))).toEqual([3]);
    expect(ids(searchCourses(courses, 'Val-David,'))).toEqual([3]);
    expect(ids(searchCourses(courses, 'québec'))).toEqual([3]);
  });

  it('treats regular-expression characters as plain text rather than failing', () => {
    expect(ids(searchCourses(courses, '(chief'))).toEqual([1]);
    expect(ids(searchCourses(courses, 'nothing here'))).toEqual([]);
  });

  it('returns every course for an empty term or one made only of punctuation', () => {
    expect(ids(searchCourses(courses, ''))).toEqual([1, 2, 3]);
    expect(ids(searchCourses(courses, ' ?! '))).toEqual([1, 2, 3]);
  });
});
