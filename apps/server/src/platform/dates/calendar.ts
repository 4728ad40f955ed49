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

/**
 * The year, month and day of a `YYYY-MM-DD` calendar date, without building a Temporal object:
 * the dashboard and the directories read thousands of dates per request, and the polyfill's
 * PlainDate costs about a hundred times more than this (ADR 0128). Same rule as parseCalendarDate.
 */
export function calendarParts(text: string): CalendarDate {
  if (!datePattern.test(text)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${text}`);
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${text}`);
  }
  return { year, month, day };
}

/** `YYYY-MM-DD`; a month or day out of range is brought within it (Temporal's "constrain"). */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  if (!Number.isInteger(year) || year < 0 || year > 9999 || !Number.isInteger(month) || !Number.isInteger(day)) {
    return Temporal.PlainDate.from({ year, month, day }).toString();
  }
  const m = Math.min(Math.max(month, 1), 12);
  const d = Math.min(Math.max(day, 1), daysInMonth(year, m));
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Leap years of the ISO (proleptic Gregorian) calendar, as Temporal counts them. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    return Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
  }
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

/** Per zone, the last day calendarDateIn found: its date and the instants it runs from (inclusive) and to (exclusive). */
const dayOfZone = new Map<string, { date: string; from: number; to: number }>();
const MAX_ZONES = 1000;

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in a zone. Most requests ask for "today" in
 * their company's zone, and the polyfill's zoned arithmetic was about a twentieth of an
 * employee-list request's CPU (ADR 0149): an instant inside the day found last for its zone is
 * answered from that day's bounds, which Temporal computed, daylight-saving changes included. A
 * miss costs what every call cost before.
 */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const at = instant.getTime();
  const known = dayOfZone.get(timeZone);
  if (known && at >= known.from && at < known.to) return known.date;
  const zoned = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone);
  const date = zoned.toPlainDate().toString();
  const from = zoned.startOfDay().epochMilliseconds;
  if (dayOfZone.size >= MAX_ZONES) dayOfZone.clear();
  dayOfZone.set(timeZone, { date, from, to: from + zoned.hoursInDay * 3_600_000 });
  return date;
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
