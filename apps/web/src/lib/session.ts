import type { AuthUser } from '@cordee/shared/auth.contracts';

/**
 * The session lives in localStorage under the keys the spec names (`token`, `user`), so a reload or a
 * second tab stays signed in. Authenticated means a token is stored.
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** Sign-up drafts of the climber wizard and the guide application. */
const DRAFT_KEYS = ['newUser', 'newGuide'] as const;

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function getStoredUser(): AuthUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AuthUser;
  } catch {
    // A hand-edited or truncated value must not crash the app; the next GET /api/user rewrites it.
    return null;
  }
}

/** Drafts belong to the sign-up that produced this token, so they are dropped once it exists. */
export function startSession(token: string, user: AuthUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  storeUser(user);
  for (const key of DRAFT_KEYS) localStorage.removeItem(key);
}

export function storeUser(user: AuthUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** A full page load drops every cached query and store of the previous session. */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
