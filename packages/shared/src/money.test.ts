import { describe, expect, it } from 'vitest';
import {
  centsToDollarsText,
  formatAmount,
  formatAmountDigits,
  formatPrice,
  parseDollarsToCents,
  shareOf,
} from './money.ts';

describe('parseDollarsToCents', () => {
  it.each([
    ['12.34', 1234],
    ['0.1', 10],
    ['0.29', 29],
    ['1,234.56', 123456],
    ['$ 99.5', 9950],
    ['0', 0],
    ['1000', 100000],
  ])('reads %s as %i cents, exactly', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', '.', '$', '1,00', '12.345', '-5', 'abc', '1e3', '12345678901234'])('refuses %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });
});

describe('centsToDollarsText', () => {
  it.each([
    [42500, '425'],
    [9950, '99.5'],
    [1, '0.01'],
    [0, '0'],
    [-250, '-2.5'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(centsToDollarsText(cents)).toBe(text);
    if (cents >= 0) expect(parseDollarsToCents(text)).toBe(cents);
  });
});

describe('formatPrice', () => {
  it('shows a price in whole dollars, grouped by thousands', () => {
    expect(formatPrice(42_500)).toBe('CA$425');
    expect(formatPrice(123_456)).toBe('CA$1,235');
    expect(formatPrice(0)).toBe('CA$0');
    expect(formatPrice(100_000_000)).toBe('CA$1,000,000');
  });

  it('rounds to the nearest dollar, half up, and keeps the sign', () => {
    expect(formatPrice(12_049)).toBe('CA$120');
    expect(formatPrice(12_050)).toBe('CA$121');
    expect(formatPrice(-2_500)).toBe('-CA$25');
  });
});

describe('formatAmount', () => {
  it('keeps the cents of exact money', () => {
    expect(formatAmount(2_550)).toBe('CA$25.50');
    expect(formatAmount(123_456)).toBe('CA$1,234.56');
    expect(formatAmount(5)).toBe('CA$0.05');
    expect(formatAmount(0)).toBe('CA$0.00');
    expect(formatAmount(-1_050)).toBe('-CA$10.50');
  });

  it('groups digits by the locale, and writes French as Quebec does', () => {
    expect(formatAmount(123456789, 'fr-CA')).toMatch(/^1\s234\s567,89\s\$$/u);
    expect(formatPrice(123456789, 'fr-CA')).toMatch(/^1\s234\s568\s\$$/u);
    expect(formatAmount(-1_050, 'fr-CA')).toMatch(/^-10,50\s\$$/u);
  });

  it('writes every English locale with CA$, as en-CA does', () => {
    expect(formatAmount(8_410, 'en-CA')).toBe('CA$84.10');
    expect(formatAmount(8_410, 'en-US')).toBe('CA$84.10');
    expect(formatPrice(8_410, 'en')).toBe('CA$84');
  });

  it('shows large amounts to the cent, with no float rounding', () => {
    expect(formatAmount(100_000_000_000)).toBe('CA$1,000,000,000.00');
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('CA$90,071,992,547,409.91');
    expect(formatAmount(-Number.MAX_SAFE_INTEGER)).toBe('-CA$90,071,992,547,409.91');
    expect(formatPrice(Number.MAX_SAFE_INTEGER)).toBe('CA$90,071,992,547,410');
  });

  it('rounds a fraction of a cent to the nearest cent, and a half dollar away from zero', () => {
    expect(formatAmount(1_234.4)).toBe('CA$12.34');
    expect(formatAmount(1_234.5)).toBe('CA$12.35');
    expect(formatAmount(-1_234.5)).toBe('-CA$12.35');
    expect(formatPrice(99_950)).toBe('CA$1,000');
    expect(formatPrice(-12_050)).toBe('-CA$121');
    expect(formatPrice(-12_049)).toBe('-CA$120');
    expect(formatAmount(-0)).toBe('CA$0.00');
  });
});

describe('formatAmountDigits', () => {
  it('writes exact money without a currency', () => {
    expect(formatAmountDigits(123_456)).toBe('1,234.56');
    expect(formatAmountDigits(5)).toBe('0.05');
    expect(formatAmountDigits(-1_050)).toBe('-10.50');
    expect(formatAmountDigits(123_456, 'fr-CA')).toMatch(/^1\s234,56$/u);
  });
});

describe('shareOf', () => {
  it('rounds half up in integers', () => {
    expect(shareOf(12345, 10_000)).toBe(1235);
    expect(shareOf(10000, 9_975)).toBe(998);
    expect(shareOf(1, 5_000)).toBe(0);
    expect(shareOf(10, 5_000)).toBe(1);
  });
});
