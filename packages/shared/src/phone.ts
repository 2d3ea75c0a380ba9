/** Spec 1 §5: non-digits removed, digits grouped 3-3-rest ("123 456 7890"). */
export function formatPhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join(' ');
}

export const PHONE_PREFIX = '+1';
export const DEFAULT_COUNTRY = 'CA';
