import { intlLocale } from '../../../shared/lib/languages';

export { intlLocale };
export { formatDateTime } from '../../../shared/lib/format';

/** A calendar date (YYYY-MM-DD) in the user's language, without time-zone shifts. */
export function formatDate(
  date: string | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function formatBytes(bytes: number, language: string): string {
  const nf = (n: number, digits = 0) => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return `${nf(bytes)} B`;
  if (bytes < 1024 * 1024) return `${nf(bytes / 1024)} KB`;
  return `${nf(bytes / 1024 / 1024, 1)} MB`;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export const monthName = (month: number, language: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(intlLocale(language), { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 1)));

/** Whole years and months between two calendar dates. */
export function tenureOf(from: string, to: string): { years: number; months: number } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  if (months < 0) months = 0;
  return { years: Math.floor(months / 12), months: months % 12 };
}
