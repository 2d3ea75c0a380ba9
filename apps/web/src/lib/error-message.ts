import { isApiError, OVERLOADED_CODE } from './api-client.ts';
import { translateCode } from './error-words.ts';
import { i18n } from './i18n.ts';

/**
 * The one way the screens word a failure (decision 0044): an API refusal by its code and params through
 * the `errors` catalogue (when the catalogue knows the server's wording), else the server's own English
 * message, else `fallback` (for failures that are not API errors, and as the screen's own words).
 *
 * An overloaded server and a call that got no answer are worded by the app (api-client.ts): their
 * message is already the reader's words.
 */
export function messageOf(error: unknown, fallback: string = i18n.t('errors.unexpected')): string {
  if (!isApiError(error)) return fallback;
  if (error.code === OVERLOADED_CODE || error.code === null) return error.message || fallback;
  return translateCode({ code: error.code, params: error.params }, error.message) ?? (error.message || fallback);
}
