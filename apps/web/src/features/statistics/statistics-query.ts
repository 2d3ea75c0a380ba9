import { addDays } from '@cordee/shared/iso-day';
import { STATISTICS_DEFAULT_DAYS, STATISTICS_MAX_DAYS } from '@cordee/shared/statistics-limits';

export type StatisticsTab = 'climbers' | 'guides';

/** What the address asks for: the tab, and the range when both ends are given. */
export type StatisticsParams = { state: StatisticsTab; from?: string; to?: string };

export type RangePreset = 'last7' | 'last30' | 'last12Months';
export const RANGE_PRESETS: readonly RangePreset[] = ['last7', 'last30', 'last12Months'];

/** Days are UTC days, as the server counts them. */
export function isoDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The tab and range kept in the address (`?state=guides&from=…&to=…`). An unknown tab reads as Climbers;
 * a range with one end only is left to the server's default. A malformed day is passed on as it is: the
 * server's 422 explains it better than silently dropping it would.
 */
export function statisticsParamsOf(search: URLSearchParams): StatisticsParams {
  const state: StatisticsTab = search.get('state') === 'guides' ? 'guides' : 'climbers';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return from && to ? { state, from, to } : { state };
}

/**
 * The inclusive range of a preset ending today. "Last 12 months" is 365 days, under the longest range
 * the server accepts.
 */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  const days = { last7: 7, last30: STATISTICS_DEFAULT_DAYS, last12Months: 365 }[preset];
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Which preset a range is, if any (the matching button shows as pressed). */
export function presetOf(range: { from: string; to: string }, today: string): RangePreset | undefined {
  return RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/**
 * Bounds of the two date inputs: nothing after today, the start not after the end, and the start no
 * further back than the longest range the server accepts.
 */
export function rangeBounds(range: { from: string; to: string }, today: string) {
  return {
    from: { min: addDays(range.to, -(STATISTICS_MAX_DAYS - 1)), max: range.to < today ? range.to : today },
    to: { min: range.from, max: today },
  };
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A chart's day, "MMM DD, YYYY": "2026-11-03" reads "Nov 03, 2026". */
export function formatChartDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : DAY_FORMAT.format(time);
}
