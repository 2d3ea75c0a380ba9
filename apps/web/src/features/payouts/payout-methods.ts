import type { PayoutMethod } from '@cordee/shared/payouts.contracts';

/**
 * Spec 3 §9: the 'Default' badge shows only on the LAST method that has default_for_currency and whose
 * status is 'new'. Kept exactly as specified, so a default account the provider has since marked
 * 'validated' or 'verified' shows no badge. Answers the index in the list, or -1 when none qualifies.
 */
export function defaultBadgeIndex(methods: readonly PayoutMethod[]): number {
  for (let index = methods.length - 1; index >= 0; index -= 1) {
    const method = methods[index];
    if (method?.default_for_currency && method.status === 'new') return index;
  }
  return -1;
}
