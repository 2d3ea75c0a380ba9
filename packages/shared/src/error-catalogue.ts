import english from './locales/en/errors.json' with { type: 'json' };

/**
 * The English words of every error code (decision 0044): the one place they are written. The web loads
 * them as the `errors` part of its catalogue; the server fills the `message` of its answers from them.
 * Keys are codes, `<code>_<context>` for a code's other wordings, and plural suffixes (`_one`, `_other`).
 */
export const ENGLISH_ERROR_CATALOGUE: Readonly<Record<string, string>> = english;
