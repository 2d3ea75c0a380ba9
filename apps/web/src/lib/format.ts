import { formatCad } from '@cordee/shared/money';
import { i18n } from './i18n.ts';

/**
 * Money arrives as integer cents of CAD and is shown as "CA$1,234" without decimals (spec 3 §9). The
 * shared money module formats it, so a price reads the same on a card, in an email and on a receipt.
 */
export function formatMoney(cents: number): string {
  return formatCad(cents, { decimals: false });
}

/** Receipts and refunds keep their cents ("CA$1,234.56"): a climber checks them against a statement. */
export function formatMoneyWithCents(cents: number): string {
  return formatCad(cents, { decimals: true });
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(i18n.language).format(value);
}

/** "Ada Lovelace" greets as "Ada". */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** "AL" for "Ada Lovelace"; one letter for a single name. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}
