import { addDays, formatCalendarDate, parseCalendarDate, startOfDay, type CalendarDate } from '../../platform/dates/index.js';

/**
 * Pure HR date and history rules, unit-tested without a database. Dates are calendar dates as
 * `YYYY-MM-DD` strings: a hire date or a birthday has no time zone, so the arithmetic is done
 * on calendar dates (platform/dates) and never through a local-time Date (which would shift by a
 * day in some zones).
 */

/**
 * Month lengths and date parsing without the Temporal polyfill: these run once or twice per
 * employee for the dashboard's tenure bands and celebrations (10,000 people), where the
 * polyfill's object construction cost seconds. Same results and the same RangeError as
 * platform/dates for a malformed or impossible date.
 */
function daysInMonth(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return last.getUTCDate();
}

function calendarDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${text}`);
  }
  return { year, month, day };
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Days since 1970-01-01 for a calendar date (UTC arithmetic, no zone involved). */
function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

/**
 * The date an event recurs in `year`. Someone born on 29 February celebrates on 28 February in
 * common years: it keeps the day inside February, so February's directory still lists them
 * (the UK and Hong Kong legally use 1 March; the day is a setting to revisit if a client asks).
 */
export function occurrenceInYear(event: CalendarDate, year: number): CalendarDate {
  return { year, month: event.month, day: Math.min(event.day, daysInMonth(year, event.month)) };
}

// ---- Tenure ----

export type Tenure = { years: number; months: number; days: number; totalMonths: number };

/**
 * Completed years, months and days from the hire date to `asOf` (for a leaver, pass the
 * termination date). A month is complete on the same day of the next month, or on its last day
 * when that month is shorter: hired 31 January, one month on 28 (or 29) February.
 * Returns null before the hire date (a future joiner has no tenure yet).
 */
export function tenure(hireDate: string, asOf: string): Tenure | null {
  const start = calendarDate(hireDate);
  const end = calendarDate(asOf);
  if (compare(end, start) < 0) return null;
  let totalMonths = (end.year - start.year) * 12 + (end.month - start.month);
  const anniversaryThisMonth = (months: number) => {
    const monthIndex = start.month - 1 + months;
    const year = start.year + Math.floor(monthIndex / 12);
    return occurrenceInYear({ year, month: (monthIndex % 12) + 1, day: start.day }, year);
  };
  if (compare(anniversaryThisMonth(totalMonths), end) > 0) totalMonths--;
  const days = dayNumber(end) - dayNumber(anniversaryThisMonth(totalMonths));
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days, totalMonths };
}

// ---- Birthdays and anniversaries ----

export type Celebration<K> = {
  key: K;
  /** The day it falls on, `YYYY-MM-DD`. */
  date: string;
  /** Age reached on a birthday; completed years of service on a work anniversary. */
  years: number;
};

function celebrationsBetween<K>(
  people: { key: K; date: string | null | undefined }[],
  from: CalendarDate,
  to: CalendarDate,
  minimumYears: number,
): Celebration<K>[] {
  const found: Celebration<K>[] = [];
  for (const person of people) {
    if (!person.date) continue;
    const event = calendarDate(person.date);
    for (let year = from.year; year <= to.year; year++) {
      const occurrence = occurrenceInYear(event, year);
      const years = year - event.year;
      if (years >= minimumYears && compare(occurrence, from) >= 0 && compare(occurrence, to) <= 0) {
        found.push({ key: person.key, date: formatCalendarDate(occurrence), years });
      }
    }
  }
  // Stable: people celebrating on the same day keep the caller's order (e.g. by name).
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const monthRange = (year: number, month: number): [CalendarDate, CalendarDate] => [
  { year, month, day: 1 },
  { year, month, day: daysInMonth(year, month) },
];

/** Birthdays falling in a month, by day (the directory's "birthdays by month"). */
export function birthdaysInMonth<K>(
  people: { key: K; birthDate: string | null | undefined }[],
  year: number,
  month: number,
): Celebration<K>[] {
  const [from, to] = monthRange(year, month);
  return celebrationsBetween(
    people.map((p) => ({ key: p.key, date: p.birthDate })),
    from,
    to,
    1,
  );
}

/** Work anniversaries (one year of service or more) falling in a month, by day. */
export function workAnniversariesInMonth<K>(
  people: { key: K; hireDate: string | null | undefined }[],
  year: number,
  month: number,
): Celebration<K>[] {
  const [from, to] = monthRange(year, month);
  return celebrationsBetween(
    people.map((p) => ({ key: p.key, date: p.hireDate })),
    from,
    to,
    1,
  );
}

/** Birthdays from `today` through the next `days` days, across the year end (dashboard). */
export function upcomingBirthdays<K>(
  people: { key: K; birthDate: string | null | undefined }[],
  today: string,
  days: number,
): Celebration<K>[] {
  const from = calendarDate(today);
  const end = new Date((dayNumber(from) + days) * 86_400_000);
  const to = { year: end.getUTCFullYear(), month: end.getUTCMonth() + 1, day: end.getUTCDate() };
  return celebrationsBetween(
    people.map((p) => ({ key: p.key, date: p.birthDate })),
    from,
    to,
    1,
  );
}

// ---- Job history ----

/** The employee fields whose changes make a job-history entry. Salary may be a decimal string (PostgreSQL numeric). */
export type JobSnapshot = {
  departmentId: string | null;
  designationId: string | null;
  managerId: string | null;
  salary: string | number | null;
};

export type JobField = 'department' | 'designation' | 'manager' | 'salary';

export type JobChange = { field: JobField; from: string | null; to: string | null };

export type JobHistoryEntry = {
  effectiveDate: string;
  changes: JobChange[];
  /** Set when the salary changed in both snapshots: up or down. */
  salaryDirection?: 'increase' | 'decrease';
};

/** "5000", "5000.00" and 5000 are the same salary; compared as exact decimals, not floats. */
export function normaliseDecimal(value: string | number | null): string | null {
  if (value === null) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const sign = match[1] && (whole !== '0' || fraction !== '') ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

function compareDecimals(a: string, b: string): number {
  const [aWhole, aFraction = ''] = a.replace('-', '').split('.');
  const [bWhole, bFraction = ''] = b.replace('-', '').split('.');
  const aNegative = a.startsWith('-');
  const bNegative = b.startsWith('-');
  if (aNegative !== bNegative) return aNegative ? -1 : 1;
  const width = Math.max(aFraction.length, bFraction.length);
  const aDigits = `${aWhole}${aFraction.padEnd(width, '0')}`;
  const bDigits = `${bWhole}${bFraction.padEnd(width, '0')}`;
  const magnitude = aDigits.length - bDigits.length || (aDigits < bDigits ? -1 : aDigits > bDigits ? 1 : 0);
  return aNegative ? -magnitude : magnitude;
}

/** What changed between two versions of an employee, in a fixed field order. */
export function jobChanges(before: JobSnapshot, after: JobSnapshot): JobChange[] {
  const changes: JobChange[] = [];
  const pairs: [JobField, string | null, string | null][] = [
    ['department', before.departmentId, after.departmentId],
    ['designation', before.designationId, after.designationId],
    ['manager', before.managerId, after.managerId],
    ['salary', normaliseDecimal(before.salary), normaliseDecimal(after.salary)],
  ];
  for (const [field, from, to] of pairs) if (from !== to) changes.push({ field, from, to });
  return changes;
}

/**
 * The job-history entry an update produces, or null when none of the tracked fields changed
 * (editing a phone number is not job history).
 */
export function jobHistoryEntry(before: JobSnapshot, after: JobSnapshot, effectiveDate: string): JobHistoryEntry | null {
  parseCalendarDate(effectiveDate);
  const changes = jobChanges(before, after);
  if (changes.length === 0) return null;
  const salary = changes.find((c) => c.field === 'salary');
  const entry: JobHistoryEntry = { effectiveDate, changes };
  if (salary?.from && salary.to) entry.salaryDirection = compareDecimals(salary.to, salary.from) > 0 ? 'increase' : 'decrease';
  return entry;
}

/** When access ends for a last working day: the moment the next day begins in the company's zone. */
export function accessEndsAt(terminationDate: string, timeZone: string): Date {
  return startOfDay(addDays(terminationDate, 1), timeZone);
}
