import { localDayOf, timeZoneOfProvince } from '@cordee/shared/booking-policy';

/**
 * The calendar rules of bookings. A trip's days are calendar days where it takes place: it starts at
 * the beginning of its first day in its province's time zone, and that is when a request stops waiting
 * for an answer and when nobody may book or accept it any more.
 */

/** The calendar day it is now where a trip in `province` takes place. */
export function tripLocalToday(now: Date, province: string | null | undefined): string {
  return localDayOf(now, timeZoneOfProvince(province));
}

/** Whether a run starting on `startsOn` has started (its first day has begun where it takes place). */
export function runHasStarted(startsOn: string, province: string | null | undefined, now: Date): boolean {
  // ISO days compare as strings.
  return startsOn <= tripLocalToday(now, province);
}

/** What a time zone's wall clock reads at an instant, as if that reading were UTC (ms). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * The instant a calendar day begins in a time zone. The zone's offset is read at a first guess and read
 * again at the corrected instant, which settles it even on the days clocks change (in Canada they change
 * at 2 am, so midnight always exists exactly once).
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  const firstGuess = midnightAsUtc - (wallClockAt(midnightAsUtc, timeZone) - midnightAsUtc);
  const settled = midnightAsUtc - (wallClockAt(firstGuess, timeZone) - firstGuess);
  return new Date(settled);
}

/** When a run starting on `startsOn` begins, where it takes place. */
export function tripStartsAt(startsOn: string, province: string | null | undefined): Date {
  return startOfDayIn(startsOn, timeZoneOfProvince(province));
}

/**
 * The calendar that decides whether a run has ended, for lists, counts and the delete rules, which look
 * at many trips at once: the Pacific one, the last in Canada to finish a day. A run has not ended while
 * its last day is on or after this day, so it counts as ended only once that day is over everywhere in
 * the country, never while it may still be running somewhere.
 */
const LAST_CANADIAN_CALENDAR = 'America/Vancouver';

/** The earliest calendar day it still is somewhere in Canada. */
export function earliestCanadianToday(now: Date): string {
  return localDayOf(now, LAST_CANADIAN_CALENDAR);
}
