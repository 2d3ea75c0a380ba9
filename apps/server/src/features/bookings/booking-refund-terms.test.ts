import {
  CANCELLATION_POLICY,
  climberRefundTerms,
  refundAmountOf,
  timeZoneOfProvince,
} from '@cordee/shared/booking-policy';
import { SALES_TAX_BY_PROVINCE } from '@cordee/shared/event-pricing';
import { addDays } from '@cordee/shared/iso-day';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * The climber's refund terms as properties over time: whatever the instant, the province (and so the
 * time zone, half-hour Newfoundland and DST-free Saskatchewan included) and the daylight-saving changes,
 * a cancellation made on local day L for a trip starting on day S is S − L days before the start, and
 * the tier follows: 14 days or more 100 %, 7 to 13 days 50 %, 6 or fewer 0, none on or after the start.
 *
 * The oracle builds each instant from a wall-clock time in the trip's zone (what a climber there reads
 * on their watch), independently of how the policy module finds the local day.
 */

const SEED = 20_260_310;
const PROVINCES = Object.keys(SALES_TAX_BY_PROVINCE);

/** Minutes east of UTC of a zone at an instant ("GMT-03:30" is -210). */
function offsetMinutes(instant: number, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant at which a clock in `timeZone` reads `day` at `seconds` past midnight, or null when it
 * never does (the hour skipped when clocks spring forward). Of the two instants of a repeated hour, the
 * first.
 */
function instantAt(day: string, seconds: number, timeZone: string): Date | null {
  const wall = Date.parse(`${day}T00:00:00Z`) + seconds * 1000;
  let guess = wall - offsetMinutes(wall, timeZone) * 60_000;
  guess = wall - offsetMinutes(guess, timeZone) * 60_000;
  const earlier = guess - 3600_000;
  if (earlier + offsetMinutes(earlier, timeZone) * 60_000 === wall) guess = earlier;
  return guess + offsetMinutes(guess, timeZone) * 60_000 === wall ? new Date(guess) : null;
}

/** The tier the terms give `days` calendar days before the start (the rule as the terms word it). */
function expectedPercent(days: number): number {
  if (days <= 0) return 0;
  if (days >= 14) return 100;
  if (days >= 7) return 50;
  return 0;
}

const LAST_SECOND = 24 * 3600 - 1;

/** Days around Canada's clock changes (second Sunday of March, first Sunday of November). */
const DST_DAYS = ['2025-03-09', '2025-11-02', '2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'];

const dayArbitrary = fc.oneof(
  fc
    .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.tuple(fc.constantFrom(...DST_DAYS), fc.integer({ min: -2, max: 2 })).map(([day, shift]) => addDays(day, shift)),
);
const secondsArbitrary = fc.oneof(
  fc.integer({ min: 0, max: LAST_SECOND }),
  fc.constantFrom(0, 1, 59, 3600, 2 * 3600, 2 * 3600 + 1800, 3 * 3600, LAST_SECOND - 1, LAST_SECOND),
);
const daysBeforeArbitrary = fc.oneof(fc.integer({ min: -10, max: 45 }), fc.constantFrom(-1, 0, 1, 6, 7, 8, 13, 14, 15));
const provinceArbitrary = fc.constantFrom(...PROVINCES, 'Unknown State', null);

describe('climber refund terms (property tests)', () => {
  it('counts calendar days on the trip’s local calendar and gives the tier for them', () => {
    fc.assert(
      fc.property(
        provinceArbitrary,
        dayArbitrary,
        secondsArbitrary,
        daysBeforeArbitrary,
        (province, cancelDay, seconds, daysBefore) => {
          const now = instantAt(cancelDay, seconds, timeZoneOfProvince(province));
          fc.pre(now !== null);
          const startDay = addDays(cancelDay, daysBefore);
          const terms = climberRefundTerms(CANCELLATION_POLICY, startDay, province, now as Date);
          expect(terms).toEqual({
            days_before_start: daysBefore,
            started: daysBefore <= 0,
            refund_percent: expectedPercent(daysBefore),
          });
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('never gives more back later: the refund only falls as the start comes closer', () => {
    fc.assert(
      fc.property(
        provinceArbitrary,
        dayArbitrary,
        fc.integer({ min: -5 * 86_400, max: 40 * 86_400 }),
        fc.integer({ min: -5 * 86_400, max: 40 * 86_400 }),
        (province, startDay, a, b) => {
          const start = Date.parse(`${startDay}T12:00:00Z`);
          const further = new Date(start - Math.max(a, b) * 1000);
          const closer = new Date(start - Math.min(a, b) * 1000);
          const atFurther = climberRefundTerms(CANCELLATION_POLICY, startDay, province, further);
          const atCloser = climberRefundTerms(CANCELLATION_POLICY, startDay, province, closer);
          expect(atFurther.refund_percent).toBeGreaterThanOrEqual(atCloser.refund_percent);
          expect(atFurther.days_before_start).toBeGreaterThanOrEqual(atCloser.days_before_start);
        },
      ),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('changes tier at local midnight, on clock-change days too', () => {
    for (const province of PROVINCES) {
      const zone = timeZoneOfProvince(province);
      for (const changeDay of DST_DAYS) {
        // Each edge placed on the clock-change day itself, then on the days around it.
        for (const shift of [-1, 0, 1]) {
          const edgeDay = addDays(changeDay, shift);
          const cases: Array<[number, number, number]> = [
            // [days from the cancellation's day to the start, seconds into that day, percent]
            [14, LAST_SECOND, 100],
            [13, 0, 50],
            [7, LAST_SECOND, 50],
            [6, 0, 0],
            [1, LAST_SECOND, 0],
            [0, 0, 0],
          ];
          for (const [daysBefore, seconds, percent] of cases) {
            const now = instantAt(edgeDay, seconds, zone);
            if (!now) throw new Error(`no ${seconds}s on ${edgeDay} in ${zone}`);
            const terms = climberRefundTerms(CANCELLATION_POLICY, addDays(edgeDay, daysBefore), province, now);
            expect(terms.refund_percent, `${province} ${edgeDay} ${daysBefore}d at ${seconds}s`).toBe(percent);
            expect(terms.days_before_start).toBe(daysBefore);
          }
        }
      }
    }
  });

  it('counts a 23-hour and a 25-hour day as one day each (Vancouver, 2025)', () => {
    const zone = timeZoneOfProvince('British Columbia');
    // Clocks spring forward on Sunday 9 March: 23:30 on the 8th is 14 days before the 22nd, 00:30 on the 9th is 13.
    expect(
      climberRefundTerms(CANCELLATION_POLICY, '2025-03-22', 'British Columbia', new Date('2025-03-09T07:30:00Z')),
    ).toMatchObject({ days_before_start: 14, refund_percent: 100 });
    expect(instantAt('2025-03-08', 23 * 3600 + 1800, zone)?.toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(
      climberRefundTerms(CANCELLATION_POLICY, '2025-03-22', 'British Columbia', new Date('2025-03-09T08:30:00Z')),
    ).toMatchObject({ days_before_start: 13, refund_percent: 50 });
    // Clocks fall back on Sunday 2 November: 23:30 on the 2nd is still the 2nd (UTC is already the 3rd).
    expect(
      climberRefundTerms(CANCELLATION_POLICY, '2025-11-16', 'British Columbia', new Date('2025-11-03T07:30:00Z')),
    ).toMatchObject({ days_before_start: 14, refund_percent: 100 });
  });

  it('reads the day where the trip is, not where the server is', () => {
    // 06:30 UTC on 10 June: 23:30 on the 9th in Vancouver, 04:00 on the 10th in St. John's.
    const now = new Date('2025-06-10T06:30:00Z');
    expect(climberRefundTerms(CANCELLATION_POLICY, '2025-06-23', 'British Columbia', now)).toMatchObject({
      days_before_start: 14,
      refund_percent: 100,
    });
    expect(climberRefundTerms(CANCELLATION_POLICY, '2025-06-23', 'Newfoundland and Labrador', now)).toMatchObject({
      days_before_start: 13,
      refund_percent: 50,
    });
  });
});

describe('refund amounts (property tests)', () => {
  it('stay whole cents between nothing and everything paid, all at 100 %, none at 0, half rounded up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100 }), (paid, percent) => {
        const refund = refundAmountOf(paid, percent);
        expect(Number.isInteger(refund)).toBe(true);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(paid);
        expect(refundAmountOf(paid, 100)).toBe(paid);
        expect(refundAmountOf(paid, 0)).toBe(0);
        expect(refundAmountOf(paid, 50)).toBe(Math.ceil(paid / 2));
        if (percent < 100) expect(refundAmountOf(paid, percent + 1)).toBeGreaterThanOrEqual(refund);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
