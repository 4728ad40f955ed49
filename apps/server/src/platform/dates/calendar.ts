import { Temporal } from 'temporal-polyfill';

/**
 * Calendar dates and company time zones, on Temporal (ADR 0032). A hire date, a holiday or a
 * leave day is a day of the company's calendar with no time of day: a `YYYY-MM-DD` string in the
 * API and the database, a `Temporal.PlainDate` in arithmetic. "Today" and "the end of a day" depend
 * on the company's zone: the end of 31 March in Dubai is 20:00 UTC.
 */
export { Temporal };

/** Year, month and day; a `Temporal.PlainDate` is one. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` calendar date; throws RangeError for any other text or a day that does not exist. */
export function parseCalendarDate(text: string): Temporal.PlainDate {
  if (!datePattern.test(text)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${text}`);
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${text}`);
  }
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return Temporal.PlainDate.from({ year, month, day }).toString();
}

export function isLeapYear(year: number): boolean {
  return Temporal.PlainDate.from({ year, month: 1, day: 1 }).inLeapYear;
}

export function daysInMonth(year: number, month: number): number {
  return Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The instant a calendar day begins in a zone (00:00 local; the first existing instant when a DST jump skips midnight). */
export function startOfDay(date: string, timeZone: string): Date {
  return new Date(parseCalendarDate(date).toZonedDateTime({ timeZone }).epochMilliseconds);
}

export function addDays(date: string, days: number): string {
  return parseCalendarDate(date).add({ days }).toString();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return parseCalendarDate(from).until(parseCalendarDate(to), { largestUnit: 'day' }).days;
}
