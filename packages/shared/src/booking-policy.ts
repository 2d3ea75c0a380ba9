/**
 * The rules of a booking both sides need: the cancellation terms and the refund they give, and the
 * badge a booking shows. The server decides; the web shows the same answer before asking.
 */

/**
 * The terms' cancellation tiers (last updated March 2024): 14 days or more before the start, a full
 * refund; 7 to 13 days, half; 6 days or fewer, nothing; nothing once the trip has started. A copy is
 * stored on each booking when it is made, so a later change of terms never changes a booking's refund.
 */
export type CancellationPolicy = {
  version: string;
  /** Sorted by `min_days_before` descending; the first tier the cancellation meets applies. */
  tiers: ReadonlyArray<{ min_days_before: number; refund_percent: number }>;
};

export const CANCELLATION_POLICY: CancellationPolicy = {
  version: '2024-03',
  tiers: [
    { min_days_before: 14, refund_percent: 100 },
    { min_days_before: 7, refund_percent: 50 },
    { min_days_before: 0, refund_percent: 0 },
  ],
};

/**
 * The time zone of the province a trip takes place in: days before the start are counted on the
 * trip's own calendar, so a cancellation at 11 pm in Vancouver is not a day later than it is there.
 * Provinces spanning zones take their most populated one; anything else falls back to Toronto's.
 */
const TIME_ZONE_BY_PROVINCE: Readonly<Record<string, string>> = {
  Alberta: 'America/Edmonton',
  'British Columbia': 'America/Vancouver',
  Manitoba: 'America/Winnipeg',
  'New Brunswick': 'America/Moncton',
  'Newfoundland and Labrador': 'America/St_Johns',
  'Northwest Territories': 'America/Yellowknife',
  'Nova Scotia': 'America/Halifax',
  Nunavut: 'America/Iqaluit',
  Ontario: 'America/Toronto',
  'Prince Edward Island': 'America/Halifax',
  Quebec: 'America/Toronto',
  Saskatchewan: 'America/Regina',
  Yukon: 'America/Whitehorse',
};

export function timeZoneOfProvince(province: string | null | undefined): string {
  return (province && TIME_ZONE_BY_PROVINCE[province]) || 'America/Toronto';
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDayOf(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetweenDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type RefundTerms = {
  /** Calendar days from the cancellation's day to the start day, on the trip's calendar. */
  days_before_start: number;
  started: boolean;
  refund_percent: number;
};

/**
 * The refund a climber's cancellation gives under a policy: a trip starts at the beginning of its start
 * day where it takes place, so cancelling on the start day or later gives nothing.
 */
export function climberRefundTerms(
  policy: CancellationPolicy,
  startDay: string,
  province: string | null | undefined,
  now: Date,
): RefundTerms {
  const today = localDayOf(now, timeZoneOfProvince(province));
  const daysBefore = daysBetweenDays(today, startDay);
  const started = daysBefore <= 0;
  const tier = started ? undefined : policy.tiers.find((candidate) => daysBefore >= candidate.min_days_before);
  return { days_before_start: daysBefore, started, refund_percent: tier?.refund_percent ?? 0 };
}

/** The refund in cents of a percentage of what was paid, rounded half up. */
export function refundAmountOf(paidCents: number, refundPercent: number): number {
  return Math.floor((paidCents * refundPercent + 50) / 100);
}
