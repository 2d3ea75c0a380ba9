import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICY,
  climberRefundTerms,
  daysBetweenDays,
  localDayOf,
  refundAmountOf,
} from './booking-policy.ts';

describe('climberRefundTerms', () => {
  // Noon UTC on 2027-03-01 is 5 am in Vancouver, 7 am in Toronto.
  const now = new Date('2027-03-01T12:00:00Z');

  it.each([
    ['2027-03-20', 100],
    ['2027-03-15', 100],
    ['2027-03-14', 50],
    ['2027-03-08', 50],
    ['2027-03-07', 0],
    ['2027-03-02', 0],
    ['2027-03-01', 0],
    ['2027-02-20', 0],
  ])('a trip starting %s gives %i %%', (startDay, percent) => {
    expect(climberRefundTerms(CANCELLATION_POLICY, startDay, 'Ontario', now).refund_percent).toBe(percent);
  });

  it("counts days on the trip's own calendar", () => {
    // 05:00 UTC on 2027-03-02 is still 1 March in Vancouver (21:00) but already 2 March in Halifax (01:00).
    const late = new Date('2027-03-02T05:00:00Z');
    expect(localDayOf(late, 'America/Vancouver')).toBe('2027-03-01');
    expect(climberRefundTerms(CANCELLATION_POLICY, '2027-03-15', 'British Columbia', late)).toMatchObject({
      days_before_start: 14,
      refund_percent: 100,
    });
    expect(climberRefundTerms(CANCELLATION_POLICY, '2027-03-15', 'Nova Scotia', late)).toMatchObject({
      days_before_start: 13,
      refund_percent: 50,
    });
  });

  it('counts calendar days across a daylight saving change', () => {
    // Clocks go forward on 14 March 2027 in Canada.
    expect(daysBetweenDays('2027-03-01', '2027-03-15')).toBe(14);
    const justBefore = new Date('2027-03-01T04:59:00Z'); // 23:59 on 28 Feb in Toronto
    expect(climberRefundTerms(CANCELLATION_POLICY, '2027-03-14', 'Ontario', justBefore).refund_percent).toBe(100);
  });

  it('marks a trip started on its start day', () => {
    expect(climberRefundTerms(CANCELLATION_POLICY, '2027-03-01', 'Ontario', now)).toMatchObject({
      started: true,
      refund_percent: 0,
    });
  });
});

describe('refundAmountOf', () => {
  it('rounds half a cent up', () => {
    expect(refundAmountOf(12345, 50)).toBe(6173);
    expect(refundAmountOf(12345, 100)).toBe(12345);
    expect(refundAmountOf(12345, 0)).toBe(0);
  });
});
