import { i18n } from './i18n.ts';

// Money is formatted by formatPrice and formatAmount of '@cordee/shared/money': one rule for the web
// app, the emails and the server's messages.

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
