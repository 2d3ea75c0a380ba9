/**
 * A fresh id for one withdrawal request (the server's RequestIdSchema: 8 to 64 of [A-Za-z0-9_-]).
 * crypto.randomUUID exists only in secure contexts; a plain-HTTP address on a LAN (a phone testing
 * a dev server) would not have it, so the same randomness is drawn from getRandomValues there.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
