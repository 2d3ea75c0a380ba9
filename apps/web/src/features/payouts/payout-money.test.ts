import { parseDollarsToCents } from '@cordee/shared/money';
import { describe, expect, it } from 'vitest';
import { balanceIn, formatCents } from './payout-money.ts';

// The withdraw form reads the typed amount with the shared parser: these are the amounts a guide types.
describe('parseDollarsToCents (shared money module)', () => {
  it.each([
    ['12.34', 1234],
    // 12.34 × 100 is 1233.9999999999998 in floating point; the parser never multiplies a float.
    ['0.29', 29],
    ['0.1', 10],
    ['.5', 50],
    ['12', 1200],
    ['12.', 1200],
    ['007.50', 750],
    ['  42.00 ', 4200],
    ['$15.25', 1525],
    ['0', 0],
    ['1000000', 100_000_000],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it('adds typed amounts in whole cents: 0.1 + 0.2 is 30 cents exactly', () => {
    expect((parseDollarsToCents('0.1') ?? 0) + (parseDollarsToCents('0.2') ?? 0)).toBe(30);
  });

  it('accepts commas only as en-CA thousands separators', () => {
    expect(parseDollarsToCents('1,000.50')).toBe(100_050);
    expect(parseDollarsToCents('12,345,678')).toBe(1_234_567_800);
    // A comma elsewhere could be a decimal comma ("1,50" in fr-CA): refused, never guessed.
    expect(parseDollarsToCents('1,50')).toBeNull();
    expect(parseDollarsToCents('1,0000')).toBeNull();
    expect(parseDollarsToCents('1000,50')).toBeNull();
    expect(parseDollarsToCents(',100')).toBeNull();
  });

  it.each([
    ['12.345', 'more than two decimals'],
    ['', 'nothing'],
    ['.', 'a point alone'],
    ['$', 'a sign alone'],
    ['-5', 'a negative amount'],
    ['1e3', 'an exponent'],
    ['12.3.4', 'two points'],
    ['abc', 'letters'],
    ['12 34', 'a space inside'],
    ['99999999999999', 'more dollars than cents can hold exactly'],
  ])('refuses %j (%s)', (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });
});

describe('formatCents', () => {
  it('shows cents ÷ 100 as CA$ with two decimals', () => {
    expect(formatCents(123456)).toBe('CA$1,234.56');
    expect(formatCents(0)).toBe('CA$0.00');
    expect(formatCents(5, 'CAD')).toBe('CA$0.05');
    expect(formatCents(-2500)).toBe('-CA$25.00');
  });

  it('names another currency rather than calling it CA$', () => {
    expect(formatCents(1050, 'usd')).toBe('10.50 USD');
    expect(formatCents(-123456, 'eur')).toBe('-1,234.56 EUR');
  });
});

describe('balanceIn', () => {
  it('adds the amounts in the account currency only', () => {
    const amounts = [
      { amount: 1000, currency: 'cad' },
      { amount: 250, currency: 'CAD' },
      { amount: 999, currency: 'usd' },
    ];
    expect(balanceIn(amounts, 'cad')).toBe(1250);
    expect(balanceIn([], 'cad')).toBe(0);
  });
});
