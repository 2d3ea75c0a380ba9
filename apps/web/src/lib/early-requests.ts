/**
 * The route preload script (vite.config.ts) starts requests before the app's code has even downloaded:
 * GET /api/user for a signed-in visit, because every signed-in screen waits for it before painting, and
 * the screen's first request where its route definition names one (`firstRequest`). The app takes each answer
 * once, for the same request, instead of asking again.
 */
declare global {
  interface Window {
    /** Set by route-preload.js: the token it used and the request it started. */
    __cordeeEarlyUser?: { token: string; response: Promise<Response> };
    /** Set by route-preload.js: the screen's first request, its address, token and start time. */
    __cordeeEarlyFirst?: { token: string | null; url: string; response: Promise<Response>; at: number };
  }
}

/**
 * How long an early answer may stand in for a new request. The app asks for it as soon as the screen
 * renders (a few seconds on a slow phone); an answer older than this is not what a fresh request would get.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** The early request, once, if it was made with the token still stored; later calls get undefined. */
export function takeEarlyUserResponse(currentToken: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__cordeeEarlyUser;
  if (!early) return undefined;
  window.__cordeeEarlyUser = undefined;
  // Signed out or in as someone else since the page loaded: that answer is not this session's.
  return currentToken !== null && early.token === currentToken ? early.response : undefined;
}

/**
 * The early answer of the screen's first request, once, when it was made for this very address with the
 * token still stored, not long ago; any other call gets undefined. A request for another address leaves
 * it for the screen's own.
 */
export function takeEarlyFirstResponse(url: string, currentToken: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__cordeeEarlyFirst;
  if (!early) return undefined;
  if (performance.now() - early.at > EARLY_ANSWER_MAX_AGE_MS || early.token !== currentToken) {
    window.__cordeeEarlyFirst = undefined;
    return undefined;
  }
  if (early.url !== url) return undefined;
  window.__cordeeEarlyFirst = undefined;
  return early.response;
}
