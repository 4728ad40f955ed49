import { describe, expect, it } from 'vitest';
import { dayStatus, expectedArrival, instantOf, lateMinutes, workedMinutes } from './attendance.rules.js';

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
