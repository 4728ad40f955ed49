import { intlLocale } from '../../../../shared/lib/languages';

export { intlLocale };
export { formatDateTime, formatNumber } from '../../../../shared/lib/format';
import { formatDate as formatCalendarDate } from '../../../../shared/lib/format';

/** A calendar date (YYYY-MM-DD) in the user's words, without a time-zone shift. */
export function formatDate(value: string | null | undefined, language?: string, style: 'medium' | 'long' | 'short' = 'medium'): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatCalendarDate(value, language, { dateStyle: style }) : value;
}

/** "2026-03" as "Mar 2026" (or "Mar" with `short`). */
export function formatMonth(value: string, language?: string, short = false): string {
  if (!/^\d{4}-\d{2}$/.test(value)) return value;
  return formatCalendarDate(`${value}-01`, language, short ? { month: 'short' } : { month: 'short', year: 'numeric' });
}

/** "Mon, 22 Nov" for upcoming days. */
export function formatDay(value: string, language?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  return formatCalendarDate(value, language, { weekday: 'short', day: 'numeric', month: 'short' });
}
