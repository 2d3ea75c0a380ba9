import { isApiError, OVERLOADED_CODE } from './api-client.ts';
import { ERRORS_NAMESPACE, i18n } from './i18n.ts';

type Coded = { code: string; params?: Record<string, unknown> | undefined };

/** The words of a code with its params (context, values) in the reader's language, or null if none. */
export function translateCode({ code, params }: Coded): string | null {
  const options = { ...params, ns: ERRORS_NAMESPACE };
  return i18n.exists(code, options) ? i18n.t(code, options) : null;
}

/**
 * The one way the screens word a failure (decision 0044): an API refusal by its code and params through
 * the `errors` catalogue, else the server's own English message, else `fallback` (for failures that are
 * not API errors, and as the screen's own words when it has them).
 *
 * An overloaded server and a call that got no answer are worded by the app (api-client.ts): their
 * message is already the reader's words.
 */
export function messageOf(error: unknown, fallback: string = i18n.t('errors.unexpected')): string {
  if (!isApiError(error)) return fallback;
  if (error.code === OVERLOADED_CODE || error.code === null) return error.message || fallback;
  return translateCode({ code: error.code, params: error.params }) ?? (error.message || fallback);
}
