import { describe, expect, it } from 'vitest';
import { programBadgeOf } from './program-access.ts';

describe('programBadgeOf', () => {
  it('reads Free for a program without plans, whoever looks', () => {
    expect(programBadgeOf({ plans: [], userCanAccess: true })).toBe('free');
  });

  it('reads Available or Subscription Required for a program with plans', () => {
    expect(programBadgeOf({ plans: [2], userCanAccess: true })).toBe('available');
    expect(programBadgeOf({ plans: [2, 3], userCanAccess: false })).toBe('subscriptionRequired');
  });
});
