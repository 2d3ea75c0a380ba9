import { i18n } from './i18n.ts';

/**
 * Event days are calendar days (YYYY-MM-DD) without a time zone: read and shown in UTC so that a day
 * never slips to the day before for a user west of Greenwich.
 */
function dayOf(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayOf(iso));
}

/** "Jun 6 – Aug 29, 2026", or one day when start and end are the same. */
export function formatDayRange(start: string, end: string): string {
  const format = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (start.slice(0, 10) === end.slice(0, 10)) return format.format(dayOf(start));
  return format.formatRange(dayOf(start), dayOf(end));
}
