import { ERRORS_NAMESPACE, i18n } from './i18n.ts';

/** A refusal by code, as the server sent it: the code and what its words are made with. */
export type CodedError = { code: string; params?: Record<string, unknown> | undefined };

/**
 * The words of an error code with its params (its context, its plural, its values) in the reader's
 * language, from the `errors` catalogue (decision 0044). Null for a code the catalogue does not know, and
 * when the server's English is not the catalogue's English for that code: the server then worded it in a
 * way this build does not know (a newer or older server), and its own words are more exact than ours.
 */
export function translateCode({ code, params }: CodedError, serverEnglish?: string): string | null {
  const options = { ...params, ns: ERRORS_NAMESPACE };
  if (!i18n.exists(code, options)) return null;
  if (serverEnglish !== undefined && i18n.t(code, { ...options, lng: 'en' }) !== serverEnglish) return null;
  return i18n.t(code, options);
}
