import type { BalanceAmountSchema } from '@cordee/shared/payouts.contracts';
import type { z } from 'zod';
import { i18n } from '../../lib/i18n.ts';

type BalanceAmount = z.infer<typeof BalanceAmountSchema>;

/**
 * The digits a user may type for an amount in dollars: an optional "$", whole dollars either plain
 * ("1000") or grouped by thousands with commas ("1,000" — en-CA), then at most two decimals. A comma in
 * any other place ("1,00") is refused rather than guessed at, since it could be a decimal comma.
 */
const DOLLARS_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/** More whole-dollar digits than this could not be exact as a number of cents. */
const MAX_DOLLAR_DIGITS = 13;

/**
 * Dollars typed by the user as integer cents, or null when the text is not an amount. Works on the
 * digits of the string, never on a float, so '12.34' is exactly 1234 (12.34 × 100 is 1233.9999…).
 * Zero parses to 0: whether an amount must be positive is the form's rule, not the parser's.
 */
export function parseDollarsToCents(input: string): number | null {
  const match = DOLLARS_PATTERN.exec(input.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  // "." or "$" alone has no digit at all.
  if (whole === '' && fraction === '') return null;
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_DOLLAR_DIGITS) return null;
  return Number(wholeDigits || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Cents as "CA$1,234.56" (spec 3 §9: payout amounts are minor units, shown ÷ 100). Unlike prices, payout
 * money keeps its cents: a guide checks them against the bank statement.
 */
export function formatCents(cents: number, currency = 'cad'): string {
  const amount = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(cents) / 100,
  );
  const sign = cents < 0 ? '-' : '';
  return currency.toLowerCase() === 'cad'
    ? `${sign}${i18n.t('payout.money', { amount })}`
    : `${sign}${i18n.t('payout.otherCurrency', { amount, currency: currency.toUpperCase() })}`;
}

/** A balance is a list per currency (spec 3 §3); the screen shows the account's own currency. */
export function balanceIn(amounts: readonly BalanceAmount[], currency: string): number {
  const wanted = currency.toLowerCase();
  return amounts
    .filter((entry) => entry.currency.toLowerCase() === wanted)
    .reduce((sum, entry) => sum + entry.amount, 0);
}
