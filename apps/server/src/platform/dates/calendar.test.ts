import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  calendarParts,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
  isLeapYear,
  parseCalendarDate,
  startOfDay,
  Temporal,
} from './calendar.js';

describe('company calendar dates', () => {
  it('tells the date of an instant in a zone', () => {
    const instant = new Date('2026-03-12T21:30:00Z');
    expect(calendarDateIn(instant, 'Asia/Dubai')).toBe('2026-03-13');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-03-12');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2026-03-12');
  });

  it('tells the date of instants on either side of midnight, one after another, also on a daylight-saving day', () => {
    // Europe/London's day of 29 March 2026 is 23 hours long: 00:00Z to 23:00Z.
    const sequence: [string, string][] = [
      ['2026-03-28T23:59:59.999Z', '2026-03-28'],
      ['2026-03-29T00:00:00.000Z', '2026-03-29'],
      ['2026-03-29T22:59:59.999Z', '2026-03-29'],
      ['2026-03-29T23:00:00.000Z', '2026-03-30'],
      ['2026-03-29T12:00:00.000Z', '2026-03-29'],
      ['2026-03-29T23:30:00.000Z', '2026-03-30'],
    ];
    for (const [instant, date] of sequence) expect(calendarDateIn(new Date(instant), 'Europe/London'), instant).toBe(date);
    // Another zone's answer does not leak into this one's.
    expect(calendarDateIn(new Date('2026-03-29T22:30:00Z'), 'Asia/Dubai')).toBe('2026-03-30');
    expect(calendarDateIn(new Date('2026-03-29T22:30:00Z'), 'Europe/London')).toBe('2026-03-29');
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

  it('reads and writes dates without Temporal exactly as Temporal does', () => {
    for (const year of [0, 4, 100, 1600, 1900, 1999, 2000, 2023, 2024, 2026, 2100, 2400, 9999]) {
      expect(isLeapYear(year), `${year}`).toBe(Temporal.PlainDate.from({ year, month: 1, day: 1 }).inLeapYear);
      for (let month = 1; month <= 12; month++) {
        expect(daysInMonth(year, month), `${year}-${month}`).toBe(Temporal.PlainYearMonth.from({ year, month }).daysInMonth);
        for (const day of [1, 28, 29, 30, 31, 32]) {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const temporal = (() => {
            try {
              return parseCalendarDate(text);
            } catch {
              return null;
            }
          })();
          if (temporal) expect(calendarParts(text)).toEqual({ year: temporal.year, month: temporal.month, day: temporal.day });
          else expect(() => calendarParts(text), text).toThrow(RangeError);
          // Out-of-range days are brought within the month, as Temporal's default does.
          expect(formatCalendarDate({ year, month, day }), text).toBe(Temporal.PlainDate.from({ year, month, day }).toString());
        }
      }
    }
    for (const text of ['2026-00-10', '2026-13-01', '2026-02-00', '26-02-01', '2026-2-01'])
      expect(() => calendarParts(text), text).toThrow(RangeError);
  });
});
