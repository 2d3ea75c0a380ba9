/** Under a minute old, a message says "Now" (the label of a message just sent). */
export const JUST_NOW_MS = 60_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3_600_000],
  ['month', 30 * 24 * 3_600_000],
  ['week', 7 * 24 * 3_600_000],
  ['day', 24 * 3_600_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "5 minutes ago", "yesterday", "3 weeks ago" in the reader's language; `null` under a minute, where the
 * caller writes its own "Now". A time in the future (a clock ahead of ours) reads as now too.
 */
export function relativeTimeOf(iso: string, language: string, now = Date.now()): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const elapsed = now - at;
  if (elapsed < JUST_NOW_MS) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return null;
}

/** The full date and time, for the tooltip and the `<time>` element's readers. */
export function fullTimeOf(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
