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

/** The locale money is written in until the web app speaks French. */
export const DEFAULT_MONEY_LOCALE = 'en-CA';

/**
 * The one rule for showing money, on every screen, email and hosted page:
 * - a price of a trip or a course, as listed (cards, map, course panel, the choices of a booking), is
 *   whole dollars: "CA$425". Prices are shown without decimals.
 * - money that is exact (what a booking totals and is charged, taxes, receipts, refunds, payouts,
 *   balances, the home stat cards of amounts) keeps its cents: "CA$25.50". A guide or a climber checks
 *   it against a bank statement, and a rounded CA$26 beside a CA$25.50 elsewhere reads as an error.
 * Pick the helper by what the amount is, never by what it happens to be worth.
 */
export function formatPrice(cents: number, locale: string = DEFAULT_MONEY_LOCALE): string {
  return cadFormat(locale, 0).format(exactDollarsOf(cents));
}

/** Exact money with its cents ("CA$1,234.56"); see formatPrice for which helper to use where. */
export function formatAmount(cents: number, locale: string = DEFAULT_MONEY_LOCALE): string {
  return cadFormat(locale, 2).format(exactDollarsOf(cents));
}

/**
 * The digits of exact money without a currency ("1,234.56"), for an amount in another currency whose
 * code is written beside it.
 */
export function formatAmountDigits(cents: number, locale: string = DEFAULT_MONEY_LOCALE): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    exactDollarsOf(cents),
  );
}

/**
 * CAD as the locale writes it, with one exception: English is written with the symbol of CLDR's
 * international English ("CA$1,234.56") rather than en-CA's bare "$1,234.56", since visitors from the
 * United States read a bare dollar sign as theirs. The digits of the two are the same. French keeps the
 * locale's own form ("1 234,56 $" in fr-CA), as Quebec writes it.
 * Whole-dollar prices round half away from zero: CA$120.50 is shown as CA$121.
 */
function cadFormat(locale: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale} ${fractionDigits}`;
  const known = cadFormats.get(key);
  if (known) return known;
  const writtenIn = new Intl.Locale(locale).language === 'en' ? 'en' : locale;
  const format = new Intl.NumberFormat(writtenIn, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'symbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    roundingMode: 'halfExpand',
  });
  cadFormats.set(key, format);
  return format;
}

/** A list of cards formats hundreds of prices; building a formatter costs more than using one. */
const cadFormats = new Map<string, Intl.NumberFormat>();

/**
 * Cents as the exact decimal text of dollars ("-1234.56"): Intl reads it digit by digit, so no float
 * division can show a cent that was not charged or round a half dollar the wrong way.
 */
function exactDollarsOf(cents: number): `${number}` {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.round(Math.abs(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
}

/**
 * A share of an amount in whole cents, rounded half up, with the rate in thousandths of a percent
 * (QST's 9.975 % is 9975; 10 % is 10000) so the arithmetic stays in integers: 10 % of 12345 is 1235.
 */
export function shareOf(cents: number, ratePerHundredThousand: number): number {
  return Math.floor((cents * ratePerHundredThousand + 50_000) / 100_000);
}
