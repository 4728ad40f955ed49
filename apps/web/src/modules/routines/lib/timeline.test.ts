import { describe, expect, it } from 'vitest';
import { awayPerDay, monthDays, shiftMonth } from './timeline';

describe('team timeline arithmetic', () => {
  it('lists the days of a month, leap years included', () => {
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2027-02').at(-1)).toBe('2027-02-28');
  });
  it('moves across year boundaries', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
  it('counts each person once per day, so overlapping people make a clash', () => {
    const counts = awayPerDay(
      [
        { employeeId: 'a', startDate: '2027-03-01', endDate: '2027-03-03' },
        { employeeId: 'a', startDate: '2027-03-03', endDate: '2027-03-03' },
        { employeeId: 'b', startDate: '2027-03-03', endDate: '2027-03-04' },
      ],
      monthDays('2027-03').slice(0, 5),
    );
    expect([...counts.values()]).toEqual([1, 1, 2, 1, 0]);
  });
});
