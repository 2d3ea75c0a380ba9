import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import { describe, expect, it } from 'vitest';
import { cancellationTiersOf } from './cancellation-tiers.ts';

describe('cancellationTiersOf', () => {
  it('turns the booking policy into the day ranges of the terms', () => {
    expect(cancellationTiersOf(CANCELLATION_POLICY)).toEqual([
      { from: 14, to: null, refundPercent: 100 },
      { from: 7, to: 13, refundPercent: 50 },
      { from: 1, to: 6, refundPercent: 0 },
    ]);
  });

  it('follows a change of the policy, whatever the order of its tiers', () => {
    const policy = {
      version: 'test',
      tiers: [
        { min_days_before: 0, refund_percent: 0 },
        { min_days_before: 30, refund_percent: 100 },
      ],
    };
    expect(cancellationTiersOf(policy)).toEqual([
      { from: 30, to: null, refundPercent: 100 },
      { from: 1, to: 29, refundPercent: 0 },
    ]);
  });
});
