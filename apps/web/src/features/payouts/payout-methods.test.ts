import { describe, expect, it } from 'vitest';
import { defaultBadgeIndex } from './payout-methods.ts';
import { makePayoutMethod } from './payouts.fixtures.ts';

describe('defaultBadgeIndex (spec 3 §9)', () => {
  it('marks the one default method with status new', () => {
    expect(defaultBadgeIndex([makePayoutMethod()])).toBe(0);
  });

  it('marks only the LAST method that is default_for_currency with status new', () => {
    const methods = [
      makePayoutMethod({ id: 'ba_1', default_for_currency: true }),
      makePayoutMethod({ id: 'ba_2', default_for_currency: false }),
      makePayoutMethod({ id: 'ba_3', default_for_currency: true }),
      makePayoutMethod({ id: 'ba_4', default_for_currency: false }),
    ];
    expect(defaultBadgeIndex(methods)).toBe(2);
  });

  it('skips a default whose status is not new, even when it is the last default', () => {
    const methods = [
      makePayoutMethod({ id: 'ba_1', default_for_currency: true, status: 'new' }),
      makePayoutMethod({ id: 'ba_2', default_for_currency: true, status: 'verified' }),
    ];
    expect(defaultBadgeIndex(methods)).toBe(0);
  });

  it('marks none when no method qualifies', () => {
    expect(defaultBadgeIndex([])).toBe(-1);
    expect(defaultBadgeIndex([makePayoutMethod({ default_for_currency: false })])).toBe(-1);
    expect(defaultBadgeIndex([makePayoutMethod({ status: 'validated' })])).toBe(-1);
  });
});
