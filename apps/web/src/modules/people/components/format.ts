import { formatDate, formatNumber } from '../../../shared/lib/format';

export { intlLocale } from '../../../shared/lib/languages';
export { formatDate, formatDateTime, formatMoney, formatNumber, personName } from '../../../shared/lib/format';

export function formatBytes(bytes: number, language: string): string {
  const nf = (n: number, digits = 0) => formatNumber(n, language, { maximumFractionDigits: digits });
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
  formatDate(`2024-${String(month).padStart(2, '0')}-01`, language, { month: style });

/** Whole years and months between two calendar dates. */
export function tenureOf(from: string, to: string): { years: number; months: number } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  if (months < 0) months = 0;
  return { years: Math.floor(months / 12), months: months % 12 };
}
