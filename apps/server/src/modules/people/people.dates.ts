import { formatCalendarDate, parseCalendarDate } from './people.rules.js';

/**
 * Calendar dates in a company's time zone. A termination date or an expiry date is a day of the
 * company's calendar: "the end of 31 March" in Dubai is 20:00 UTC, and "today" in Dubai starts
 * four hours before it does in London.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return formatCalendarDate({ year: p.year, month: p.month, day: p.day });
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day begins in a zone (00:00 local; the first existing minute when a DST jump skips midnight). */
export function startOfDay(date: string, timeZone: string): Date {
  const { year, month, day } = parseCalendarDate(date);
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return new Date(guess);
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** When access ends for a last working day: the moment the next day begins in the company's zone. */
export function accessEndsAt(terminationDate: string, timeZone: string): Date {
  return startOfDay(addDays(terminationDate, 1), timeZone);
}
