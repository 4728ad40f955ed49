import { describe, expect, it } from 'vitest';
import { accessEndsAt, addDays, calendarDateIn, daysBetween, startOfDay } from './people.dates.js';

describe('company calendar dates', () => {
  it('tells the date of an instant in a zone', () => {
    const instant = new Date('2026-03-12T21:30:00Z');
    expect(calendarDateIn(instant, 'Asia/Dubai')).toBe('2026-03-13');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-03-12');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2026-03-12');
  });

  it('ends access when the last working day is over in the company’s zone', () => {
    expect(accessEndsAt('2026-03-12', 'Asia/Dubai').toISOString()).toBe('2026-03-12T20:00:00.000Z');
    expect(accessEndsAt('2026-03-12', 'UTC').toISOString()).toBe('2026-03-13T00:00:00.000Z');
    expect(accessEndsAt('2026-12-31', 'Asia/Kolkata').toISOString()).toBe('2026-12-31T18:30:00.000Z');
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
});
