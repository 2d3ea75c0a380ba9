/**
 * Spec 3 §5: list searches are case-insensitive with non-word characters stripped from the term.
 * Returns a LIKE pattern, or undefined when nothing searchable is left.
 */
export function likePatternFor(search: string | undefined): string | undefined {
  const term = (search ?? '').replace(/[^\p{L}\p{N}_\s]/gu, '').trim();
  return term ? `%${term}%` : undefined;
}
