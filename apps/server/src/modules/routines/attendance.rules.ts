import type { DayStatus } from '@hcims/contracts/routines';
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

/** The arrival expected on a day: the department's, else the company's office opening, else none. */
export function expectedArrival(department: string | null, officeOpens: string | null): string | null {
  return (department ?? officeOpens)?.slice(0, 5) ?? null;
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
