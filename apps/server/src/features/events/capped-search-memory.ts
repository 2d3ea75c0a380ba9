/**
 * Keyword searches whose matches passed the count cap a moment ago ("1,000+"). Counting a common word's
 * matches up to the cap rereads cap + 1 rows on every request, most of its SQL cost (`npm run
 * bench:search`); whether it is still past the cap changes slowly, and the answer says "at least" anyway.
 * Remembered for a short while, such a search reads its page in start order and skips the count.
 *
 * Kept in this process only: another instance counts for itself, and a stale entry can only say "1,000+"
 * for up to REMEMBER_MS about a search that dropped just under the cap (harmless when duplicated, never
 * shared). Bounded in entries, so the memory cannot grow with the variety of searches.
 */
const REMEMBER_MS = 30_000;
const MAX_ENTRIES = 1_000;

export class CappedSearchMemory {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly rememberMs = REMEMBER_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  isCapped(key: string): boolean {
    const expires = this.until.get(key);
    if (expires === undefined) return false;
    if (expires > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  rememberCapped(key: string): void {
    this.until.delete(key);
    // A Map keeps insertion order: the oldest entry is the first, and goes when the memory is full.
    if (this.until.size >= this.maxEntries) {
      const oldest = this.until.keys().next().value;
      if (oldest !== undefined) this.until.delete(oldest);
    }
    this.until.set(key, this.now() + this.rememberMs);
  }
}
