/**
 * Money on both sides of the wire: integer cents of CAD, never floats. Parsing works on the digits of
 * the text, so "12.34" is exactly 1234 (12.34 × 100 is 1233.9999… as a float).
 */

/**
 * The digits a user may type for an amount in dollars: an optional "$", whole dollars either plain
 * ("1000") or grouped by thousands with commas ("1,000" — en-CA), then at most two decimals. A comma in
 * any other place ("1,00") is refused rather than guessed at, since it could be a decimal comma.
 */
const DOLLARS_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/** More whole-dollar digits than this could not be exact as a number of cents. */
const MAX_DOLLAR_DIGITS = 13;

/**
 * Dollars typed by a user as integer cents, or null when the text is not an amount. Zero parses to 0:
 * whether an amount must be positive is the form's rule, not the parser's.
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

/** Integer cents as the dollars a price box shows: 42500 → "425", 9950 → "99.5", 1 → "0.01". */
export function centsToDollarsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The one rule for showing money, on every screen, email and hosted page:
 * - a price of a trip or a course, as listed (cards, map, course panel, the choices of a booking), is
 *   whole dollars: "CA$425". Prices are shown without decimals.
 * - money that is exact (what a booking totals and is charged, taxes, receipts, refunds, payouts,
 *   balances, the home stat cards of amounts) keeps its cents: "CA$25.50". A guide or a climber checks
 *   it against a bank statement, and a rounded CA$26 beside a CA$25.50 elsewhere reads as an error.
 * Pick the helper by what the amount is, never by what it happens to be worth.
 */
export function formatPrice(cents: number, locale?: string): string {
  return formatCad(cents, { decimals: false, locale });
}

/** Exact money with its cents ("CA$1,234.56"); see formatPrice for which helper to use where. */
export function formatAmount(cents: number, locale?: string): string {
  return formatCad(cents, { decimals: true, locale });
}

type MoneyFormat = {
  decimals: boolean;
  /** A BCP 47 locale for digit grouping; en-CA by default. */
  locale?: string | undefined;
};

/**
 * Cents as "CA$1,234" or "CA$1,234.56". The whole amount is formatted from integer parts, so no float
 * rounding can show a cent that was not charged. Private: screens choose formatPrice or formatAmount.
 */
function formatCad(cents: number, { decimals, locale = 'en-CA' }: MoneyFormat): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const shownWhole = decimals ? Math.floor(abs / 100) : Math.round(abs / 100);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(shownWhole);
  if (!decimals) return `${sign}CA$${whole}`;
  const decimalSeparator =
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((p) => p.type === 'decimal')
      ?.value ?? '.';
  return `${sign}CA$${whole}${decimalSeparator}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A share of an amount in whole cents, rounded half up, with the rate in thousandths of a percent
 * (QST's 9.975 % is 9975; 10 % is 10000) so the arithmetic stays in integers: 10 % of 12345 is 1235.
 */
export function shareOf(cents: number, ratePerHundredThousand: number): number {
  return Math.floor((cents * ratePerHundredThousand + 50_000) / 100_000);
}
