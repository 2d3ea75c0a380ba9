import { describe, expect, it } from 'vitest';
import { hasPayoutAccountSetUp } from './payout-readiness.ts';

describe('hasPayoutAccountSetUp: the event wizard step-1 rule (spec 2 §2.7)', () => {
  it('wants an account whose details the provider has, or that already pays out', () => {
    expect(hasPayoutAccountSetUp(null)).toBe(false);
    expect(hasPayoutAccountSetUp(undefined)).toBe(false);
    expect(hasPayoutAccountSetUp({ details_submitted: false, payouts_enabled: false })).toBe(false);
    expect(hasPayoutAccountSetUp({ details_submitted: true, payouts_enabled: false })).toBe(true);
    expect(hasPayoutAccountSetUp({ details_submitted: false, payouts_enabled: true })).toBe(true);
  });
});
