import { intlLocale } from '../../../../shared/lib/languages';

export { intlLocale };

export const formatNumber = (value: number, language?: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocale(language), options).format(value);

/** A calendar date (YYYY-MM-DD) in the user's words, without a time-zone shift. */
export function formatDate(value: string | null | undefined, language?: string, style: 'medium' | 'long' | 'short' = 'medium'): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** A timestamp (ISO) in the user's words and time zone. */
export function formatDateTime(value: string | null | undefined, language?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
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
