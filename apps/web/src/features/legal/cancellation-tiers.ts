import type { CancellationPolicy } from '@cordee/shared/booking-policy';

/**
 * One line of the cancellation terms: the days before the start it covers (both ends included; `to`
 * is null for "or more") and the refund it gives.
 */
export type CancellationTier = { from: number; to: number | null; refundPercent: number };

/**
 * The policy's tiers as day ranges, so the terms page says exactly what the booking code applies.
 * The policy lists each tier by its lowest day, highest first; the last tier (from 0) reaches up to the
 * day before the next one, and a cancellation on the start day or later is the separate "started" case.
 */
export function cancellationTiersOf(policy: CancellationPolicy): CancellationTier[] {
  const tiers = [...policy.tiers].sort((a, b) => b.min_days_before - a.min_days_before);
  return tiers.map((tier, index) => {
    const above = tiers[index - 1];
    return {
      // A trip starting today has started: the lowest tier counts from one day before the start.
      from: Math.max(tier.min_days_before, 1),
      to: above ? above.min_days_before - 1 : null,
      refundPercent: tier.refund_percent,
    };
  });
}
