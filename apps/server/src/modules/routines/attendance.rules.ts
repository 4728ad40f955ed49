import type { CorrectionStatus, DayStatus } from '@hcims/contracts/routines';
import { Temporal, parseCalendarDate } from '../../platform/dates/index.js';

/**
 * Attendance rules: pure functions, no I/O. Times of day are the company's wall-clock times
 * (HH:MM) on a calendar day in its zone, so daylight-saving changes move the instant, not the rule.
 */

/** The instant a wall-clock time happens on a day in a zone (the later one when the clock repeats, the next existing one in a gap). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const zoned = parseCalendarDate(date).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
  return new Date(zoned.epochMilliseconds);
}

/** The arrival expected on a day: the department's, else the working day's start, else the company's office opening, else none. */
export function expectedArrival(department: string | null, officeOpens: string | null, dayStarts: string | null = null): string | null {
  return (department ?? dayStarts ?? officeOpens)?.slice(0, 5) ?? null;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The start of the company's working day on a date (its weekday's hours), or null when that weekday sets none. */
export function workingDayStart(date: string, workingDays: readonly { day: string; start: string }[]): string | null {
  const weekday = WEEKDAYS[parseCalendarDate(date).dayOfWeek - 1];
  return workingDays.find((d) => d.day === weekday)?.start ?? null;
}

/**
 * The instant a forgotten open record is closed: the office's closing time on its work day, in the
 * company's zone (or the end of that day when no closing time is set); never before the clock-in.
 */
export function closingInstant(workDate: string, clockIn: Date, officeCloses: string | null, timeZone: string): Date {
  const close = officeCloses
    ? instantOf(workDate, officeCloses.slice(0, 5), timeZone)
    : new Date(parseCalendarDate(workDate).add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds - 60_000);
  return close.getTime() < clockIn.getTime() ? clockIn : close;
}

/** True once the company's day of `workDate` is over at `now` (its next day has started in its zone). */
export function dayIsOver(workDate: string, now: Date, timeZone: string): boolean {
  return now.getTime() >= parseCalendarDate(workDate).add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;
}

/** Allowed moves of a correction: only a pending one is decided or withdrawn. */
const CORRECTION_MOVES: Record<CorrectionStatus, readonly CorrectionStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: [],
  rejected: [],
  cancelled: [],
};
export function correctionCanMove(from: CorrectionStatus, to: CorrectionStatus): boolean {
  return CORRECTION_MOVES[from].includes(to);
}

export type MonthDay = {
  scheduled: boolean;
  holiday: boolean;
  onLeave: boolean;
  clockedIn: boolean;
  lateMinutes: number;
  workedMinutes: number;
};
export type MonthTotals = {
  daysPresent: number;
  daysLate: number;
  daysAbsent: number;
  daysLeave: number;
  daysHoliday: number;
  workedMinutes: number;
};

/** Sums a person's days of a month by the day sheet's statuses; worked time counts whatever the status. */
export function monthTotals(days: readonly MonthDay[]): MonthTotals {
  const t: MonthTotals = { daysPresent: 0, daysLate: 0, daysAbsent: 0, daysLeave: 0, daysHoliday: 0, workedMinutes: 0 };
  for (const day of days) {
    const status = dayStatus(day);
    if (status === 'present' || status === 'late') t.daysPresent++;
    if (status === 'late') t.daysLate++;
    if (status === 'absent') t.daysAbsent++;
    if (status === 'on_leave' && day.scheduled) t.daysLeave++;
    if (status === 'holiday' && day.scheduled) t.daysHoliday++;
    t.workedMinutes += day.workedMinutes;
  }
  return t;
}

/** Whole minutes a first clock-in comes after the expected arrival, less the grace; 0 when on time or nothing is expected. */
export function lateMinutes(clockIn: Date, date: string, expected: string | null, timeZone: string, graceMinutes = 0): number {
  if (!expected) return 0;
  const late = Math.floor((clockIn.getTime() - instantOf(date, expected, timeZone).getTime()) / 60_000);
  return late > graceMinutes ? late : 0;
}

/** Whole minutes worked by a pair; an open pair counts up to `now`. */
export function workedMinutes(clockIn: Date, clockOut: Date | null, now: Date): number {
  return Math.max(0, Math.floor(((clockOut ?? now).getTime() - clockIn.getTime()) / 60_000));
}

/** A person's day: leave and holidays first, then whether it is a working day, then the clock. */
export function dayStatus(day: {
  scheduled: boolean;
  holiday: boolean;
  onLeave: boolean;
  clockedIn: boolean;
  lateMinutes: number;
}): DayStatus {
  if (day.onLeave) return 'on_leave';
  if (day.holiday) return 'holiday';
  if (!day.scheduled) return day.clockedIn ? 'present' : 'not_scheduled';
  if (!day.clockedIn) return 'absent';
  return day.lateMinutes > 0 ? 'late' : 'present';
}
