import { describe, expect, it } from 'vitest';
import { addMonths, isDay, isMonth, isView, monthWeeks, weekOf } from './calendar-grid';

describe('calendar grid', () => {
  it('spans whole weeks from the one holding the 1st to the one holding the last day', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const monday = monthWeeks('2026-03', 1);
    expect(monday[0]![0]).toBe('2026-02-23');
    expect(monday.at(-1)!.at(-1)).toBe('2026-04-05');
    expect(monday).toHaveLength(6);
    const sunday = monthWeeks('2026-03', 7);
    expect(sunday[0]![0]).toBe('2026-03-01');
    expect(sunday).toHaveLength(5);
    const saturday = monthWeeks('2026-03', 6);
    expect(saturday[0]![0]).toBe('2026-02-28');
  });

  it('steps months across years and checks the address parameter', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(isMonth('2026-03')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});

describe('calendar week and day views', () => {
  it('spans the week holding a day, from the region’s first day', () => {
    expect(weekOf('2026-03-04', 1)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekOf('2026-03-01', 1)[0]).toBe('2026-02-23');
    expect(weekOf('2026-03-01', 7)[0]).toBe('2026-03-01');
    expect(weekOf('2026-12-31', 1).at(-1)).toBe('2027-01-03');
  });

  it('checks the day and view address parameters', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-3-01')).toBe(false);
    expect(isView('week')).toBe(true);
    expect(isView('year')).toBe(false);
    expect(isView(null)).toBe(false);
  });
});
