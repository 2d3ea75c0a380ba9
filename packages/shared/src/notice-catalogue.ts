import english from './locales/en/notices.json' with { type: 'json' };

/**
 * The English words of every notice code (notice-codes.ts): the one place they are written. The web loads
 * them as its `notices` namespace; the server fills the `message` of its answers from them.
 */
export const ENGLISH_NOTICE_CATALOGUE: Readonly<Record<string, string>> = english;
