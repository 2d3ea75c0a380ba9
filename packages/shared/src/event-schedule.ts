/**
 * When an event runs: ISO dates, the repeat rule and the dated occurrences it gives, how long one run
 * lasts, and the earliest start date a guide may choose. Pure, so the wizard previews what the server
 * will store and refuses what the server would refuse.
 */
import { MAX_OCCURRENCES } from './event-limits.ts';
import { addDays, isIsoDay } from './iso-day.ts';

export const REPEAT_KINDS = ['daily', 'weekly', 'weekdays', 'weekends', 'monthly', 'custom'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

/** The name the event contracts know `isIsoDay` by (iso-day.ts holds the check). */
export const isIsoDate = isIsoDay;

function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/**
 * The dated occurrences of an event: one for a non-repeating event, otherwise every date the repeat rule
 * gives between start and end. Stops one past `limit` so callers can tell "too many" without walking a
 * huge range.
 */
export function occurrenceDatesOf(
  input: { start_date: string; end_date: string; repeat: boolean; repeat_at: RepeatKind; repeat_dates: string[] },
  limit = MAX_OCCURRENCES,
): string[] {
  const { start_date: start, end_date: end } = input;
  if (!input.repeat) return [start];
  if (input.repeat_at === 'custom') {
    return [...new Set(input.repeat_dates)].filter((d) => d >= start && d <= end).sort();
  }
  const dates: string[] = [];
  const startDay = Number(start.slice(8, 10));
  for (let day = start; day <= end && dates.length <= limit; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    const keep =
      input.repeat_at === 'daily' ||
      (input.repeat_at === 'weekly' && weekday === weekdayOf(start)) ||
      (input.repeat_at === 'weekdays' && weekday >= 1 && weekday <= 5) ||
      (input.repeat_at === 'weekends' && (weekday === 0 || weekday === 6)) ||
      // A month without that day (the 31st in April) has no occurrence rather than a shifted one.
      (input.repeat_at === 'monthly' && Number(day.slice(8, 10)) === startDay);
    if (keep) dates.push(day);
  }
  return dates;
}

/** A run of a repeating multi-day trip lasts at most this long ("3 days" runs three days). */
export const MAX_RUN_DAYS = 30;

/**
 * How many days one run of a repeating event lasts: the "N days" of a multi-day `event_duration`
 * ("3 days", "2 nights" → 3), one day otherwise. A weekly three-day trip starting on the 5th runs the
 * 5th to the 7th, so a climber filtering on the 6th finds it.
 */
export function runLengthInDays(input: {
  duration_type: 'single' | 'multi';
  event_duration: readonly string[];
}): number {
  if (input.duration_type !== 'multi') return 1;
  const days = input.event_duration.map((part) => /^(\d+)\s*days?$/i.exec(part.trim())?.[1]).find(Boolean);
  const count = days ? Number(days) : 1;
  return Math.min(Math.max(count, 1), MAX_RUN_DAYS);
}

/** The last day of a run that starts on `startsOn` (ISO dates). */
export function runEndOf(startsOn: string, lengthInDays: number): string {
  return addDays(startsOn, lengthInDays - 1);
}

/**
 * The earliest start date accepted at `now`: today in UTC minus one day. Canada is 3.5 to 8 hours behind
 * UTC, so when the UTC date has already turned, it is still "yesterday" for a guide in Vancouver or
 * Halifax. Read from UTC, never from the local zone, so a browser anywhere agrees with the server.
 */
export function earliestStartDate(now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  return day.toISOString().slice(0, 10);
}

/**
 * The clock's part of a start date's check: the earliest date allowed now and, when an event is edited,
 * its saved start date, which an event that has already started may keep.
 */
export type StartDateRule = { earliest: string; saved?: string | null };

/** Whether a guide may choose `startDate` (ISO days compare as strings). */
export function isStartDateAllowed(startDate: string, rule: StartDateRule): boolean {
  return startDate === rule.saved || startDate >= rule.earliest;
}
