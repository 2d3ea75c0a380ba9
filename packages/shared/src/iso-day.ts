// Calendar days written YYYY-MM-DD, without zod: the one check and the one day arithmetic every module
// and screen uses (decision 0048). A day is a date with no time zone, so the arithmetic runs in UTC,
// where no clock change moves it.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD: 2026-02-30 is refused, though `Date` would roll it into March. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after a YYYY-MM-DD day (before it when `days` is negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
