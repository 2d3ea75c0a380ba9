import type { EventSummary } from '@cordee/shared/events.contracts';

/**
 * A list search (the course lists and the other list screens): case-insensitive, with non-word characters
 * stripped from the term. "Word" is read in Unicode, so the accents of Québec place names stay
 * searchable; runs of spaces collapse so "  ice   falls " is "ice falls".
 */
export function normaliseSearchTerm(term: string): string {
  return term
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}\s_]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The loaded courses whose name or address contains the term. The name and address go through the same
 * normaliser as the term, so "st-jean" finds "St-Jean" (the term became "stjean").
 */
export function searchCourses<T extends Pick<EventSummary, 'event_name' | 'address'>>(
  courses: readonly T[],
  term: string,
): T[] {
  const needle = normaliseSearchTerm(term);
  if (needle === '') return [...courses];
  return courses.filter(
    (course) =>
      normaliseSearchTerm(course.event_name).includes(needle) || normaliseSearchTerm(course.address).includes(needle),
  );
}
