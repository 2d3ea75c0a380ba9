/**
 * The route preload script (vite.config.ts) starts GET /api/user for a signed-in visit before the app's
 * code has even downloaded, because every signed-in screen waits for it before painting. The app takes
 * that request once, for its first bootstrap, instead of asking again.
 */
declare global {
  interface Window {
    /** Set by route-preload.js: the token it used and the request it started. */
    __cordeeEarlyUser?: { token: string; response: Promise<Response> };
  }
}

/** The early request, once, if it was made with the token still stored; later calls get undefined. */
export function takeEarlyUserResponse(currentToken: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__cordeeEarlyUser;
  if (!early) return undefined;
  window.__cordeeEarlyUser = undefined;
  // Signed out or in as someone else since the page loaded: that answer is not this session's.
  return currentToken !== null && early.token === currentToken ? early.response : undefined;
}
