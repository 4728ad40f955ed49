import { describe, expect, it } from 'vitest';
import {
  canMove,
  datesBetween,
  fitsBalance,
  holidayDates,
  leaveHalves,
  mayCancel,
  rangesOverlap,
  remainingHalves,
  withinOneYear,
  workingWeekdays,
} from './routines.rules.js';

const monToFri = workingWeekdays([]);
const sunToThu = workingWeekdays(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'].map((day) => ({ day: day as 'monday' })));
const none = new Set<string>();
const span = (startDate: string, endDate: string, extra: Partial<Parameters<typeof leaveHalves>[0]> = {}) =>
  leaveHalves({ startDate, endDate, halfDay: false, workingWeekdays: monToFri, holidays: none, ...extra });

describe('leave day counting', () => {
  it('counts a Monday-to-Friday week as five days (ten halves)', () => {
    // 2026-11-23 is a Monday.
    expect(span('2026-11-23', '2026-11-27')).toBe(10);
  });

  it('leaves out the weekend of a range that crosses it', () => {
    expect(span('2026-11-26', '2026-12-01')).toBe(8); // Thu, Fri, Mon, Tue
  });

  it('counts nothing for a weekend alone', () => {
    expect(span('2026-11-28', '2026-11-29')).toBe(0);
  });

  it('follows the company week, not Monday to Friday', () => {
    // Friday and Saturday off: 27 and 28 November 2026 do not count, Sunday 29 does.
    expect(span('2026-11-27', '2026-11-29', { workingWeekdays: sunToThu })).toBe(2);
  });

  it('leaves out holidays that fall on working days', () => {
    const holidays = new Set(['2026-12-02', '2026-12-03', '2026-12-05']);
    expect(span('2026-11-30', '2026-12-04', { holidays })).toBe(6); // Mon, Tue, Fri; 5 Dec is a Saturday anyway
  });

  it('counts a half day as one half on a working day and nothing on a day off', () => {
    expect(span('2026-11-23', '2026-11-23', { halfDay: true })).toBe(1);
    expect(span('2026-11-28', '2026-11-28', { halfDay: true })).toBe(0);
    expect(span('2026-12-02', '2026-12-02', { halfDay: true, holidays: new Set(['2026-12-02']) })).toBe(0);
  });

  it('counts across a year boundary and a leap day', () => {
    expect(span('2026-12-31', '2027-01-01')).toBe(4); // Thu, Fri
    expect(span('2028-02-28', '2028-03-01')).toBe(6); // Mon 28, Tue 29 (leap day), Wed 1
  });

  it('lists every date of a range, ends included, across month ends', () => {
    expect(datesBetween('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(datesBetween('2026-02-02', '2026-02-01')).toEqual([]);
  });

  it('never counts more halves than twice the calendar days (any range, any week)', () => {
    const weeks = [monToFri, sunToThu, workingWeekdays([{ day: 'saturday' }])];
    for (let offset = 0; offset < 40; offset += 3) {
      for (const week of weeks) {
        const start = datesBetween('2026-01-01', '2026-03-01')[offset]!;
        const end = datesBetween('2026-01-01', '2026-06-01')[offset + 17]!;
        const halves = span(start, end, { workingWeekdays: week });
        expect(halves).toBeGreaterThanOrEqual(0);
        expect(halves).toBeLessThanOrEqual(2 * datesBetween(start, end).length);
        expect(halves % 2).toBe(0);
      }
    }
  });
});

describe('leave balances', () => {
  it('takes approved and pending days off the allowance', () => {
    expect(remainingHalves({ allowanceHalves: 60, takenHalves: 10, pendingHalves: 3 })).toBe(47);
    expect(remainingHalves({ allowanceHalves: null, takenHalves: 10, pendingHalves: 3 })).toBeNull();
  });

  it('refuses a request beyond the remaining balance and accepts one that uses it exactly', () => {
    const balance = { allowanceHalves: 10, takenHalves: 4, pendingHalves: 2 };
    expect(fitsBalance(balance, 4)).toBe(true);
    expect(fitsBalance(balance, 5)).toBe(false);
    expect(fitsBalance({ ...balance, allowanceHalves: null }, 500)).toBe(true);
  });

  it('never leaves a balance below zero when only fitting requests are added', () => {
    for (let allowance = 0; allowance <= 20; allowance += 1) {
      const balance = { allowanceHalves: allowance, takenHalves: 0, pendingHalves: 0 };
      for (const request of [3, 1, 4, 1, 5, 9, 2, 6]) {
        if (fitsBalance(balance, request)) balance.pendingHalves += request;
        expect(remainingHalves(balance)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('leave status and dates', () => {
  it('moves pending to approved, rejected or cancelled, approved only to cancelled, and nothing else', () => {
    expect(canMove('pending', 'approved')).toBe(true);
    expect(canMove('pending', 'rejected')).toBe(true);
    expect(canMove('pending', 'cancelled')).toBe(true);
    expect(canMove('approved', 'cancelled')).toBe(true);
    expect(canMove('approved', 'rejected')).toBe(false);
    expect(canMove('rejected', 'approved')).toBe(false);
    expect(canMove('cancelled', 'pending')).toBe(false);
  });

  it('lets the requester cancel only while pending, and HR also once approved', () => {
    expect(mayCancel('pending', { requester: true, hr: false })).toBe(true);
    expect(mayCancel('approved', { requester: true, hr: false })).toBe(false);
    expect(mayCancel('approved', { requester: false, hr: true })).toBe(true);
    expect(mayCancel('rejected', { requester: true, hr: true })).toBe(false);
  });

  it('finds overlaps, touching ends included', () => {
    expect(rangesOverlap({ startDate: '2026-05-01', endDate: '2026-05-03' }, { startDate: '2026-05-03', endDate: '2026-05-04' })).toBe(
      true,
    );
    expect(rangesOverlap({ startDate: '2026-05-01', endDate: '2026-05-03' }, { startDate: '2026-05-04', endDate: '2026-05-04' })).toBe(
      false,
    );
    expect(rangesOverlap({ startDate: '2026-05-01', endDate: '2026-05-31' }, { startDate: '2026-05-10', endDate: '2026-05-11' })).toBe(
      true,
    );
  });

  it('keeps a request in one calendar year', () => {
    expect(withinOneYear('2026-12-28', '2026-12-31')).toBe(true);
    expect(withinOneYear('2026-12-28', '2027-01-02')).toBe(false);
  });
});

describe('holiday dates', () => {
  it('sorts a list of dates and drops repeats', () => {
    expect(holidayDates({ dates: ['2026-12-03', '2026-12-02', '2026-12-03'] })).toEqual(['2026-12-02', '2026-12-03']);
  });

  it('expands a range, both ends included', () => {
    expect(holidayDates({ from: '2026-12-30', to: '2027-01-01' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
