import { describe, expect, it } from 'vitest';
import {
  closingInstant,
  correctionCanMove,
  dayIsOver,
  dayStatus,
  expectedArrival,
  instantOf,
  lateMinutes,
  monthTotals,
  workedMinutes,
  workingDayStart,
} from './attendance.rules.js';

describe('lateness', () => {
  it('measures against the expected arrival in the company’s zone', () => {
    // 08:30 in Dubai (UTC+4) is 04:30 UTC.
    expect(lateMinutes(new Date('2026-11-23T04:30:00Z'), '2026-11-23', '08:30', 'Asia/Dubai')).toBe(0);
    expect(lateMinutes(new Date('2026-11-23T04:47:30Z'), '2026-11-23', '08:30', 'Asia/Dubai')).toBe(17);
    expect(lateMinutes(new Date('2026-11-23T04:10:00Z'), '2026-11-23', '08:30', 'Asia/Dubai')).toBe(0);
  });

  it('forgives the grace minutes and counts nothing when no arrival is expected', () => {
    expect(lateMinutes(new Date('2026-11-23T04:40:00Z'), '2026-11-23', '08:30', 'Asia/Dubai', 10)).toBe(0);
    expect(lateMinutes(new Date('2026-11-23T04:41:00Z'), '2026-11-23', '08:30', 'Asia/Dubai', 10)).toBe(11);
    expect(lateMinutes(new Date('2026-11-23T09:00:00Z'), '2026-11-23', null, 'Asia/Dubai')).toBe(0);
  });

  it('follows daylight saving: 09:00 in Berlin is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    expect(instantOf('2026-01-15', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(instantOf('2026-07-15', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    // The Monday after the spring change: arriving at 07:05 UTC is 09:05 local, five minutes late.
    expect(lateMinutes(new Date('2026-03-30T07:05:00Z'), '2026-03-30', '09:00', 'Europe/Berlin')).toBe(5);
    // The Sunday of the change itself: 02:30 does not exist, the rule takes the next existing time.
    expect(instantOf('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the department’s arrival before the company’s office hours', () => {
    expect(expectedArrival('07:45:00', '08:30:00')).toBe('07:45');
    expect(expectedArrival(null, '08:30:00')).toBe('08:30');
    expect(expectedArrival(null, null)).toBeNull();
  });
});

describe('worked time and the day sheet', () => {
  it('counts worked minutes, an open record up to now', () => {
    const start = new Date('2026-11-23T04:30:00Z');
    expect(workedMinutes(start, new Date('2026-11-23T13:45:59Z'), new Date())).toBe(555);
    expect(workedMinutes(start, null, new Date('2026-11-23T05:00:00Z'))).toBe(30);
  });

  it('says on leave or holiday before anything else, absent only on a working day without a clock-in', () => {
    const base = { scheduled: true, holiday: false, onLeave: false, clockedIn: false, lateMinutes: 0 };
    expect(dayStatus(base)).toBe('absent');
    expect(dayStatus({ ...base, clockedIn: true })).toBe('present');
    expect(dayStatus({ ...base, clockedIn: true, lateMinutes: 3 })).toBe('late');
    expect(dayStatus({ ...base, onLeave: true, holiday: true })).toBe('on_leave');
    expect(dayStatus({ ...base, holiday: true })).toBe('holiday');
    expect(dayStatus({ ...base, scheduled: false })).toBe('not_scheduled');
    expect(dayStatus({ ...base, scheduled: false, clockedIn: true })).toBe('present');
  });
});

describe('settings, daylight-saving change days and the end of the day', () => {
  const week = [
    { day: 'monday', start: '09:00', end: '17:00' },
    { day: 'sunday', start: '08:00', end: '14:00' },
  ];

  it('takes the working day’s start before the office opening, the department before both', () => {
    expect(workingDayStart('2026-03-30', week)).toBe('09:00'); // a Monday
    expect(workingDayStart('2026-03-29', week)).toBe('08:00'); // a Sunday
    expect(workingDayStart('2026-03-31', week)).toBeNull();
    expect(expectedArrival(null, '08:30', '09:00')).toBe('09:00');
    expect(expectedArrival('07:45:00', '08:30', '09:00')).toBe('07:45');
  });

  it('measures lateness with grace on the spring-forward and fall-back days themselves', () => {
    // Berlin, Sunday 29 March 2026: clocks jump 02:00 -> 03:00; 08:00 local is 06:00 UTC (summer time).
    expect(lateMinutes(new Date('2026-03-29T06:12:00Z'), '2026-03-29', '08:00', 'Europe/Berlin', 10)).toBe(12);
    expect(lateMinutes(new Date('2026-03-29T06:10:00Z'), '2026-03-29', '08:00', 'Europe/Berlin', 10)).toBe(0);
    // Sunday 25 October 2026: clocks fall back 03:00 -> 02:00; 08:00 local is 07:00 UTC (winter time).
    expect(lateMinutes(new Date('2026-10-25T07:20:00Z'), '2026-10-25', '08:00', 'Europe/Berlin', 5)).toBe(20);
    expect(lateMinutes(new Date('2026-10-25T06:20:00Z'), '2026-10-25', '08:00', 'Europe/Berlin', 5)).toBe(0);
    // New York changes on other dates (8 March 2026): 09:00 local is 13:00 UTC that day.
    expect(lateMinutes(new Date('2026-03-08T13:01:00Z'), '2026-03-08', '09:00', 'America/New_York')).toBe(1);
  });

  it('closes a forgotten record at the office’s closing time, or the last minute of the day', () => {
    const clockIn = new Date('2026-10-25T07:00:00Z');
    expect(closingInstant('2026-10-25', clockIn, '17:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T16:00:00.000Z');
    // A 25-hour day: its last minute is 23:59 winter time, 22:59 UTC.
    expect(closingInstant('2026-10-25', clockIn, null, 'Europe/Berlin').toISOString()).toBe('2026-10-25T22:59:00.000Z');
    // A clock-in after the closing time is closed at the clock-in, never before it.
    const evening = new Date('2026-10-25T19:00:00Z');
    expect(closingInstant('2026-10-25', evening, '17:00', 'Europe/Berlin')).toEqual(evening);
    expect(dayIsOver('2026-10-25', new Date('2026-10-25T22:59:59Z'), 'Europe/Berlin')).toBe(false);
    expect(dayIsOver('2026-10-25', new Date('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toBe(true);
  });
});

describe('corrections and the month', () => {
  it('moves a correction only while it is pending', () => {
    expect(correctionCanMove('pending', 'approved')).toBe(true);
    expect(correctionCanMove('pending', 'cancelled')).toBe(true);
    expect(correctionCanMove('approved', 'rejected')).toBe(false);
    expect(correctionCanMove('rejected', 'approved')).toBe(false);
  });

  it('sums a month by the day sheet’s statuses', () => {
    const day = { scheduled: true, holiday: false, onLeave: false, clockedIn: true, lateMinutes: 0, workedMinutes: 480 };
    const totals = monthTotals([
      day,
      { ...day, lateMinutes: 7, workedMinutes: 400 },
      { ...day, clockedIn: false, workedMinutes: 0 },
      { ...day, clockedIn: false, onLeave: true, workedMinutes: 0 },
      { ...day, clockedIn: false, holiday: true, workedMinutes: 0 },
      { ...day, scheduled: false, clockedIn: false, workedMinutes: 0 },
      { ...day, scheduled: false, onLeave: true, clockedIn: false, workedMinutes: 0 },
    ]);
    expect(totals).toEqual({ daysPresent: 2, daysLate: 1, daysAbsent: 1, daysLeave: 1, daysHoliday: 1, workedMinutes: 880 });
  });
});
