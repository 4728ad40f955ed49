import { addDays, daysBetween, parseCalendarDate } from '../../platform/dates/index.js';

/**
 * Recurring tasks: when a series makes an occurrence. Pure functions over calendar dates
 * (YYYY-MM-DD in the company's time zone); weekdays are ISO numbers, 1 = Monday ... 7 = Sunday.
 */

export type Recurrence =
  { frequency: 'daily' } | { frequency: 'weekly'; weekdays: readonly number[] } | { frequency: 'monthly'; monthDay: number };

export type SeriesRule = Recurrence & {
  startsOn: string;
  endsOn: string | null;
  /** Leave out days that are not working days of the company. */
  skipNonWorkingDays: boolean;
};

/** Occurrences are made this many days ahead of the company's today, so they show on calendars and lists. */
export const GENERATION_HORIZON_DAYS = 14;

/** A monthly series on the 31st falls on a shorter month's last day. */
export function monthlyDay(monthDay: number, daysInMonth: number): number {
  return Math.min(monthDay, daysInMonth);
}

/** Whether the rule falls on a date, before the working-day filter. */
export function fallsOn(rule: Recurrence, date: string): boolean {
  const d = parseCalendarDate(date);
  switch (rule.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return rule.weekdays.includes(d.dayOfWeek);
    case 'monthly':
      return d.day === monthlyDay(rule.monthDay, d.daysInMonth);
  }
}

/**
 * The occurrence dates of a series within [from, to], in order. `workingWeekdays` are the
 * company's working days; when it names none the company has not set its week up, and no day is skipped.
 */
export function occurrencesBetween(rule: SeriesRule, from: string, to: string, workingWeekdays: readonly number[]): string[] {
  const first = from > rule.startsOn ? from : rule.startsOn;
  const last = rule.endsOn !== null && rule.endsOn < to ? rule.endsOn : to;
  const skip = rule.skipNonWorkingDays && workingWeekdays.length > 0;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!fallsOn(rule, date)) continue;
    if (skip && !workingWeekdays.includes(parseCalendarDate(date).dayOfWeek)) continue;
    dates.push(date);
  }
  return dates;
}

/**
 * What the generator makes next: from the day after the last generated one (or the series'
 * start) to today plus the horizon; null when there is nothing left to make.
 */
export function generationWindow(
  rule: Pick<SeriesRule, 'startsOn' | 'endsOn'>,
  generatedThrough: string | null,
  today: string,
  horizonDays = GENERATION_HORIZON_DAYS,
): { from: string; to: string } | null {
  const next = generatedThrough === null ? rule.startsOn : addDays(generatedThrough, 1);
  const from = next > rule.startsOn ? next : rule.startsOn;
  const ahead = addDays(today, horizonDays);
  const to = rule.endsOn !== null && rule.endsOn < ahead ? rule.endsOn : ahead;
  return from <= to ? { from, to } : null;
}

/** An occurrence's due date: its date plus the series' duration in days (0 = due the same day). */
export function occurrenceDue(date: string, durationDays: number): string {
  return addDays(date, durationDays);
}

/** A weekly series needs at least one day; a monthly one a day of the month 1-31; the end not before the start. */
export function recurrenceProblem(rule: SeriesRule): { field: string; message: string } | null {
  if (rule.endsOn !== null && daysBetween(rule.startsOn, rule.endsOn) < 0)
    return { field: 'endsOn', message: 'must not be before the start' };
  if (rule.frequency === 'weekly') {
    if (rule.weekdays.length === 0) return { field: 'weekdays', message: 'choose at least one day' };
    if (rule.weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
      return { field: 'weekdays', message: 'days are 1 (Monday) to 7 (Sunday)' };
  }
  if (rule.frequency === 'monthly' && (!Number.isInteger(rule.monthDay) || rule.monthDay < 1 || rule.monthDay > 31)) {
    return { field: 'monthDay', message: 'must be a day of the month, 1-31' };
  }
  return null;
}

const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** ISO weekday numbers of the company's working days (from its weekly schedule's day names). */
export function workingWeekdaysOf(workingDays: readonly { day: string }[]): number[] {
  return [...new Set(workingDays.map((w) => weekdayNames.indexOf(w.day as (typeof weekdayNames)[number]) + 1).filter((n) => n > 0))].sort(
    (a, b) => a - b,
  );
}

/**
 * Occurrences are never made for days already past: a series that starts in the past, or a job
 * that did not run for a while, begins at today. Answers the `generatedThrough` to count from.
 */
export function noEarlierThanToday(generatedThrough: string | null, today: string): string {
  const yesterday = addDays(today, -1);
  return generatedThrough !== null && generatedThrough > yesterday ? generatedThrough : yesterday;
}
