/** Month-grid arithmetic of the calendar screen, on calendar dates (YYYY-MM-DD), free of time zones. */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export const isMonth = (text: string | null): text is string => !!text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

export function addMonths(month: string, by: number): string {
  const d = utc(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return iso(d).slice(0, 7);
}

export function addDays(day: string, by: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + by);
  return iso(d);
}

/**
 * The weeks shown for a month: whole weeks from the one holding the 1st to the one holding the
 * last day, each starting on `firstDay` (1 = Monday ... 7 = Sunday, as Intl's week info).
 */
export function monthWeeks(month: string, firstDay: number): string[][] {
  const first = `${month}-01`;
  const weekday = utc(first).getUTCDay() || 7;
  let day = addDays(first, -((weekday - firstDay + 7) % 7));
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  while (day <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day);
    weeks.push(week);
  }
  return weeks;
}

/** The first day of the week in a language's region (Intl week info), Monday when unknown. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

export const isDay = (text: string | null): text is string =>
  !!text && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(text) && iso(utc(text)) === text;

/** The seven days of the week holding `day`, starting on `firstDay` (1 = Monday ... 7 = Sunday). */
export function weekOf(day: string, firstDay: number): string[] {
  const weekday = utc(day).getUTCDay() || 7;
  const start = addDays(day, -((weekday - firstDay + 7) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export const calendarViews = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];
export const isView = (text: string | null): text is CalendarView => calendarViews.includes(text as CalendarView);
