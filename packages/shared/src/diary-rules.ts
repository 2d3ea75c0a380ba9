/**
 * The Climbing Journal's limits and public link, shared by the server and the screens (no zod
 * here: the journal grid reads these on first paint).
 */

export const DIARY_LIMITS = {
  title: 120,
  description: 20_000,
  gallery: 12,
  /** Longest search term the list accepts. */
  search: 100,
} as const;

/** The list's page size when the screen does not ask for one, and the bootstrap's bounded page. */
export const DIARY_PAGE_SIZE = 12;

/** Whether an account keeps a Climbing Journal: climbers only (the route table's VideoDiary). */
export function mayKeepJournal(user: { role: string }): boolean {
  return user.role === 'climber';
}

/** Whether a viewer may open a diary: anyone when shared, otherwise only its author. */
export function mayViewDiary(viewerId: number | null, diary: { authorId: number; isShared: boolean }): boolean {
  return diary.isShared || (viewerId !== null && viewerId === diary.authorId);
}

const MAX_SLUG_LENGTH = 40;

/**
 * The author's part of the public link: the display name folded to lower-case ASCII words joined by
 * hyphens ("Émilie O’Brien" → "emilie-obrien"). Readable, never an email or an id; the entry is found by
 * its id, so a renamed author's old links keep working.
 */
export function diaryAuthorSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'climber';
}

/** The public page of a diary: `/viewdiary/{author slug}/{id}`. */
export function diarySharePath(authorName: string, diaryId: number): string {
  return `/viewdiary/${diaryAuthorSlug(authorName)}/${diaryId}`;
}
