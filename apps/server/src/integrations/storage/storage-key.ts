/** One segment: letters, digits, `-` and `_`, with one optional extension. No `/`, `\`, `..` or dot-files. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(?:\.[A-Za-z0-9]{1,10})?$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key.slice(0, 200))}`);
}
