import { describe, expect, it } from 'vitest';
import { addDays, isIsoDay } from './iso-day.ts';

describe('isIsoDay', () => {
  it('takes real calendar days written YYYY-MM-DD', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
  });

  it('refuses days that do not exist, other spellings and non-strings', () => {
    for (const value of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-2-1', '2026-02-01T00:00:00Z', '', 20260201]) {
      expect(isIsoDay(value), String(value)).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('walks across months, years and leap days, both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-14', 0)).toBe('2027-03-14');
  });
});
