import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatMoneyWithCents } from './format.ts';

describe('formatMoney', () => {
  it('shows integer cents as CA$ without decimals, grouped by thousands', () => {
    expect(formatMoney(42_500)).toBe('CA$425');
    expect(formatMoney(123_456)).toBe('CA$1,235');
    expect(formatMoney(0)).toBe('CA$0');
    expect(formatMoney(100_000_000)).toBe('CA$1,000,000');
  });

  it('rounds to the nearest dollar, half up, and keeps the sign of a refund', () => {
    expect(formatMoney(12_049)).toBe('CA$120');
    expect(formatMoney(12_050)).toBe('CA$121');
    expect(formatMoney(-2_500)).toBe('-CA$25');
  });
});

describe('formatMoneyWithCents', () => {
  it('keeps the cents of a receipt or a refund', () => {
    expect(formatMoneyWithCents(123_456)).toBe('CA$1,234.56');
    expect(formatMoneyWithCents(5)).toBe('CA$0.05');
    expect(formatMoneyWithCents(-2_500)).toBe('-CA$25.00');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12_345)).toBe('12,345');
  });
});
