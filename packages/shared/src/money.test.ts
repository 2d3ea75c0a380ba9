import { describe, expect, it } from 'vitest';
import { centsToDollarsText, formatCad, parseDollarsToCents, shareOf } from './money.ts';

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

describe('formatCad', () => {
  it('shows prices without decimals and receipts with them', () => {
    expect(formatCad(123456, { decimals: false })).toBe('CA$1,235');
    expect(formatCad(123456, { decimals: true })).toBe('CA$1,234.56');
    expect(formatCad(5, { decimals: true })).toBe('CA$0.05');
    expect(formatCad(-1050, { decimals: true })).toBe('-CA$10.50');
  });

  it('groups digits by the locale', () => {
    expect(formatCad(123456789, { decimals: true, locale: 'fr-CA' })).toMatch(/^CA\$1\s234\s567,89$/u);
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
