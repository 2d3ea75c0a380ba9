import { describe, expect, it } from 'vitest';
import { bookedRunsOf, monthGridDays, runsByDay, shiftMonth } from './month-grid.ts';

describe('the month grid', () => {
  it('shows whole weeks from the Sunday on or before the 1st to the Saturday on or after the last day', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const november = monthGridDays({ year: 2026, month: 11 });
    expect(november[0]).toBe('2026-11-01');
    expect(november.at(-1)).toBe('2026-12-05');
    expect(november).toHaveLength(35);
    // February 2026: Sunday the 1st to Saturday the 28th, four rows exactly.
    expect(monthGridDays({ year: 2026, month: 2 })).toHaveLength(28);
    // August 2026 starts on a Saturday: six rows.
    const august = monthGridDays({ year: 2026, month: 8 });
    expect(august[0]).toBe('2026-07-26');
    expect(august).toHaveLength(42);
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('keeps only runs holding a booked seat, each on every day it covers', () => {
    const run = (id: number, starts: string, ends: string, seats: number) => ({
      id,
      starts_on: starts,
      ends_on: ends,
      capacity: 4,
      seats_taken: seats,
      closed: false,
    });
    const runs = bookedRunsOf([
      {
        id: 1,
        event_name: 'Traverse',
        color: 'red',
        occurrences_in_range: [run(10, '2026-11-03', '2026-11-04', 2), run(11, '2026-11-10', '2026-11-10', 0)],
      },
      { id: 2, event_name: 'Crag', color: 'blue', occurrences_in_range: [run(20, '2026-11-04', '2026-11-04', 1)] },
      { id: 3, event_name: 'No runs listed', color: 'blue' },
    ]);
    expect(runs.map((r) => r.key)).toEqual(['1-10', '2-20']);
    const byDay = runsByDay(monthGridDays({ year: 2026, month: 11 }), runs);
    expect(byDay.get('2026-11-03')?.map((r) => r.name)).toEqual(['Traverse']);
    expect(byDay.get('2026-11-04')?.map((r) => r.name)).toEqual(['Traverse', 'Crag']);
    expect(byDay.get('2026-11-10')).toEqual([]);
  });
});
