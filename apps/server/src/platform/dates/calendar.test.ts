import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, daysBetween, daysInMonth, isLeapYear, parseCalendarDate, startOfDay } from './calendar.js';

describe('company calendar dates', () => {
  it('tells the date of an instant in a zone', () => {
    const instant = new Date('2026-03-12T21:30:00Z');
    expect(calendarDateIn(instant, 'Asia/Dubai')).toBe('2026-03-13');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-03-12');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2026-03-12');
  });

  it('finds midnight across daylight-saving changes', () => {
    // Europe/London moves to summer time on 29 March 2026 at 01:00.
    expect(startOfDay('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('adds days and counts them across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-10', -11)).toBe('2025-12-30');
    expect(daysBetween('2026-05-04', '2026-05-24')).toBe(20);
    expect(daysBetween('2026-05-24', '2026-05-04')).toBe(-20);
  });

  it('reads only real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2024-02-29')).toMatchObject({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '2026-13-01', '2026-1-01', '20260101', '2026-01-01T00:00', ' 2026-01-01']) {
      expect(() => parseCalendarDate(bad)).toThrow(RangeError);
    }
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2026].map(isLeapYear)).toEqual([false, true, true, false]);
    expect([daysInMonth(2024, 2), daysInMonth(2026, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([29, 28, 30, 31]);
  });
});
