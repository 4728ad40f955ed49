import type { TFunction } from 'i18next';
import type { ReportValueType } from '@hcims/contracts/people';
import { formatDate as formatCalendarDate } from '../../../../shared/lib/format';
import { formatDate, formatMonth, formatNumber, intlLocale } from './format';

const ENUM_FIELDS = new Set(['status', 'employmentType', 'gender', 'tenureBand', 'priority', 'overdue']);
const MONTH_FIELDS = new Set(['hireMonth', 'terminationMonth', 'workMonth', 'startMonth', 'expenseMonth', 'dueMonth']);

function monthName(month: number, language: string): string {
  return formatCalendarDate(`2000-${String(month).padStart(2, '0')}-01`, language, { month: 'long' });
}

/** "03-14" (a birthday or anniversary without the year) as "14 March". */
function dayOfYear(value: string, language: string): string {
  return /^\d{2}-\d{2}$/.test(value) ? formatCalendarDate(`2000-${value}`, language, { day: 'numeric', month: 'long' }) : value;
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A report cell as the user reads it: dates, months and numbers in their locale, enum values translated. */
export function formatCell(
  t: TFunction,
  key: string,
  type: ReportValueType | 'number',
  value: string | number | null | undefined,
  language: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ENUM_FIELDS.has(key)) return t(`people:reports.values.${key}.${value}`, { defaultValue: value });
  if (MONTH_FIELDS.has(key)) return formatMonth(String(value), language);
  if ((key === 'birthMonth' || key === 'anniversaryMonth') && typeof value === 'number') return monthName(value, language);
  if (key === 'birthday' || key === 'anniversary') return dayOfYear(String(value), language);
  if (key === 'nationality') return countryName(String(value), language);
  if (type === 'date') return formatDate(String(value), language);
  if (typeof value === 'number')
    return formatNumber(value, language, type === 'money' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : undefined);
  return String(value);
}

/**
 * A column's header: the field's name, or what a summary's count counts ("Employees", "Days",
 * "Tasks"...). Outside employee reports a status is the record's own (a day's, a task's), not
 * an employment status.
 */
export const columnLabel = (t: TFunction, key: string, entity?: string): string => {
  if (entity && entity !== 'employees') {
    if (key === 'count') return t(`people:reports.counts.${entity}`, { defaultValue: key });
    if (key === 'status') return t('people:reports.recordStatus');
  }
  return t(`people:reports.fields.${key}`, { defaultValue: key });
};
