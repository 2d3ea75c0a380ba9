import { describe, expect, it } from 'vitest';
import { formatChartDay, presetOf, presetRange, rangeBounds, statisticsParamsOf } from './statistics-query.ts';

describe('the Statistics address and range', () => {
  it('reads the tab and both ends of the range; an unknown tab is Climbers, one end is no range', () => {
    expect(statisticsParamsOf(new URLSearchParams('state=guides&from=2026-11-01&to=2026-11-07'))).toEqual({
      state: 'guides',
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(statisticsParamsOf(new URLSearchParams('state=nope&from=2026-11-01'))).toEqual({ state: 'climbers' });
  });

  it('formats a chart day as "MMM DD, YYYY" whatever the time zone', () => {
    expect(formatChartDay('2026-11-03')).toBe('Nov 03, 2026');
    expect(formatChartDay('2026-01-31')).toBe('Jan 31, 2026');
  });

  it('computes the presets as inclusive ranges ending today and recognises them', () => {
    expect(presetRange('last7', '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('last30', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetRange('last12Months', '2026-11-27')).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    expect(presetOf({ from: '2026-11-21', to: '2026-11-27' }, '2026-11-27')).toBe('last7');
    expect(presetOf({ from: '2026-11-20', to: '2026-11-27' }, '2026-11-27')).toBeUndefined();
  });

  it('bounds the inputs: nothing after today, the start not after the end and within the longest range', () => {
    expect(rangeBounds({ from: '2026-11-01', to: '2026-11-10' }, '2026-11-27')).toEqual({
      from: { min: '2025-11-10', max: '2026-11-10' },
      to: { min: '2026-11-01', max: '2026-11-27' },
    });
  });
});
