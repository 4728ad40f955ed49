import { intlLocale } from '../../../../shared/lib/languages';

export { intlLocale };
export { formatDateTime, formatNumber } from '../../../../shared/lib/format';

/** A calendar date (YYYY-MM-DD) in the user's words, without a time-zone shift. */
export function formatDate(value: string | null | undefined, language?: string, style: 'medium' | 'long' | 'short' = 'medium'): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** "2026-03" as "Mar 2026" (or "Mar" with `short`). */
export function formatMonth(value: string, language?: string, short = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(
    intlLocale(language),
    short ? { month: 'short', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' },
  ).format(date);
}

/** "Mon, 22 Nov" for upcoming days. */
export function formatDay(value: string, language?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
