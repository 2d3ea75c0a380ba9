import { formatAmount, formatAmountDigits } from '@cordee/shared/money';
import type { BalanceAmountSchema } from '@cordee/shared/payouts.contracts';
import type { z } from 'zod';
import { i18n } from '../../lib/i18n.ts';

type BalanceAmount = z.infer<typeof BalanceAmountSchema>;

/**
 * Cents as "CA$1,234.56" (payout amounts are minor units, shown ÷ 100). Unlike prices, payout
 * money keeps its cents: a guide checks them against the bank statement.
 */
export function formatCents(cents: number, currency = 'cad'): string {
  if (currency.toLowerCase() === 'cad') return formatAmount(cents);
  // Another currency is named rather than called CA$.
  const sign = cents < 0 ? '-' : '';
  const amount = formatAmountDigits(Math.abs(cents));
  return `${sign}${i18n.t('payout.otherCurrency', { amount, currency: currency.toUpperCase() })}`;
}

/** A balance is a list per currency; the screen shows the account's own currency. */
export function balanceIn(amounts: readonly BalanceAmount[], currency: string): number {
  const wanted = currency.toLowerCase();
  return amounts
    .filter((entry) => entry.currency.toLowerCase() === wanted)
    .reduce((sum, entry) => sum + entry.amount, 0);
}
