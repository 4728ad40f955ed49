import type { LeaveStatus } from '@hcims/contracts/routines';
import { MAX_HOLIDAY_DATES } from '@hcims/contracts/routines';
import { parseCalendarDate } from '../../platform/dates/index.js';

/**
 * The routines module's rules: pure functions, no I/O, tested on their own. Leave is counted in
 * half days (integers) so that no arithmetic happens on fractions; the API shows halves / 2.
 */

const WEEKDAY_NUMBERS = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 } as const;
export type WeekdayName = keyof typeof WEEKDAY_NUMBERS;

/** Monday to Friday: the week of a company that has not set its working days yet. */
const DEFAULT_WEEK: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);

/** The ISO weekday numbers (1 = Monday) a company works; Monday to Friday when it has set none. */
export function workingWeekdays(days: readonly { day: WeekdayName }[]): ReadonlySet<number> {
  return days.length === 0 ? DEFAULT_WEEK : new Set(days.map((d) => WEEKDAY_NUMBERS[d.day]));
}

export type LeaveSpan = {
  startDate: string;
  endDate: string;
  halfDay: boolean;
  /** ISO weekday numbers the employee works. */
  workingWeekdays: ReadonlySet<number>;
  /** Holidays (YYYY-MM-DD) that apply to the employee. */
  holidays: ReadonlySet<string>;
};

/** Every calendar date from `from` to `to`, both included (empty when `to` is earlier). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = parseCalendarDate(to);
  for (let d = parseCalendarDate(from); d.until(end).days >= 0; d = d.add({ days: 1 })) out.push(d.toString());
  return out;
}

/**
 * Half days a leave takes: two per working day between its dates, leaving out the company's
 * non-working days and holidays; a half-day request takes one if its day is a working day.
 */
export function leaveHalves(span: LeaveSpan): number {
  let workdays = 0;
  for (const date of datesBetween(span.startDate, span.endDate)) {
    const weekday = parseCalendarDate(date).dayOfWeek;
    if (span.workingWeekdays.has(weekday) && !span.holidays.has(date)) workdays += 1;
  }
  if (span.halfDay) return Math.min(workdays, 1);
  return workdays * 2;
}

/** Half days as the API shows them (2.5 days). */
export const halvesToDays = (halves: number): number => halves / 2;
/** Days as stored (numeric text such as "2.5") to half days. */
export const daysToHalves = (days: string | number): number => Math.round(Number(days) * 2);

/** Whether a request lies in one calendar year (balances are per year, so one request may not straddle two). */
export function withinOneYear(startDate: string, endDate: string): boolean {
  return startDate.slice(0, 4) === endDate.slice(0, 4);
}

/** Whether two date ranges (both ends included) share a day. */
export function rangesOverlap(a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

export type Balance = { allowanceHalves: number | null; takenHalves: number; pendingHalves: number };

/** What is left of a yearly allowance once approved and pending leave is counted; null without an allowance. */
export function remainingHalves(balance: Balance): number | null {
  return balance.allowanceHalves === null ? null : balance.allowanceHalves - balance.takenHalves - balance.pendingHalves;
}

/** Whether a new request of `halves` fits the balance (always, for a type without an allowance). */
export function fitsBalance(balance: Balance, halves: number): boolean {
  const remaining = remainingHalves(balance);
  return remaining === null || halves <= remaining;
}

/** The allowed moves of a leave request's status; everything else is refused. */
export const LEAVE_TRANSITIONS: Readonly<Record<LeaveStatus, readonly LeaveStatus[]>> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};

export function canMove(from: LeaveStatus, to: LeaveStatus): boolean {
  return LEAVE_TRANSITIONS[from].includes(to);
}

/** Who may cancel: the requester (or whoever may file for them) while pending; only HR once approved. */
export function mayCancel(status: LeaveStatus, who: { requester: boolean; hr: boolean }): boolean {
  if (status === 'pending') return who.requester || who.hr;
  if (status === 'approved') return who.hr;
  return false;
}

/** The dates a holiday request marks: its list (sorted, without repeats) or every day of its range. */
export function holidayDates(input: {
  dates?: readonly string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): string[] {
  if (input.dates) return [...new Set(input.dates)].sort();
  if (input.from && input.to) return datesBetween(input.from, input.to).slice(0, MAX_HOLIDAY_DATES);
  return [];
}
