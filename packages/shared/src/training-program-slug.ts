import { TRAINING_PROGRAM_LIMITS } from './training-program-limits.ts';

const MAX_SLUG = TRAINING_PROGRAM_LIMITS.slug;

/**
 * The address part of a program (`/training-program/{slug}`): lower-case ASCII letters, digits and single
 * hyphens, accents folded ("Été à Squamish" → "ete-a-squamish"), at most 80 characters. Empty when the
 * text holds no letter or digit at all.
 */
export function slugify(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
  return folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

/** `base`, then `base-2`, `base-3`…, the base cut so that the whole stays within the slug limit. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '')}${suffix}`;
}
