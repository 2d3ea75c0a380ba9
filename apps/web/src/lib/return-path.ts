/**
 * Where a person goes back to after signing in: the page they were on when the app sent them to SignIn
 * (a guarded route, the booking prompt, a session that ended). It travels in the `next` query parameter,
 * which anyone can write into a link, so only a path of this site is ever followed: never another origin
 * (`//host`, `/\host`, `https:`), never a control character (browsers drop tabs and newlines from URLs,
 * which would turn `/\t/host` into `//host`).
 */
export const RETURN_PATH_PARAM = 'next';

/** Why SignIn was opened, when it should say so ("Your session has ended"). */
export const SIGN_IN_REASON_PARAM = 'reason';
export const SESSION_ENDED_REASON = 'session-ended';

/** Longer than any address of the app; a longer value is not a path the app produced. */
const MAX_RETURN_PATH_LENGTH = 2048;
const PROBE_ORIGIN = 'https://return-path.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Pages that make no sense to come back to after signing in: they are the way in. */
const SIGN_IN_PAGES = new Set(['/signin', '/signup', '/googleauth']);

/** The return path as a same-origin path (with its query and fragment), or null when it is not one. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (CONTROL_CHARACTER.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can still fold a path into `//host` (`/.//host`): judge what the browser would open.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  if (SIGN_IN_PAGES.has(url.pathname.replace(/\/+$/, '') || '/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The SignIn (or SignUp) address that brings the person back to `returnPath` afterwards. */
export function withReturnPath(
  signInPath: string,
  returnPath: string | null | undefined,
  reason?: typeof SESSION_ENDED_REASON,
): string {
  const params = new URLSearchParams();
  if (reason) params.set(SIGN_IN_REASON_PARAM, reason);
  const safe = safeReturnPath(returnPath);
  // Home is where signing in lands anyway.
  if (safe && safe !== '/') params.set(RETURN_PATH_PARAM, safe);
  const query = params.toString();
  return query ? `${signInPath}?${query}` : signInPath;
}

/** The return path carried by the current address's query, if it is a safe one. */
export function returnPathFrom(params: URLSearchParams): string | null {
  return safeReturnPath(params.get(RETURN_PATH_PARAM));
}

/**
 * Google's sign-in leaves the app for the provider's pages and comes back through the server, which
 * knows nothing of the return path; the tab keeps it meanwhile (sessionStorage is per tab and survives
 * the round trip through other origins).
 */
const PENDING_RETURN_KEY = 'returnPath';

export function rememberReturnPath(returnPath: string | null): void {
  const safe = safeReturnPath(returnPath);
  try {
    if (safe) sessionStorage.setItem(PENDING_RETURN_KEY, safe);
    else sessionStorage.removeItem(PENDING_RETURN_KEY);
  } catch {
    // Storage refused (private mode quota): the person lands on Home instead, as before.
  }
}

/** The remembered return path, read once: a later sign-in must not be sent to an old page. */
export function takeRememberedReturnPath(): string | null {
  try {
    const stored = sessionStorage.getItem(PENDING_RETURN_KEY);
    sessionStorage.removeItem(PENDING_RETURN_KEY);
    return safeReturnPath(stored);
  } catch {
    return null;
  }
}
