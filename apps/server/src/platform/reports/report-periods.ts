import { parseCalendarDate } from '../dates/index.js';
import type { ReportRequest, StandardReport } from './report-definition.js';

/**
 * Ready-made reports over a period (ADR 0108): "this month" or "this year" of the company's
 * calendar unless the hub names `from` and `to`, applied as a `between` filter on one date field;
 * `departmentId` narrows it to a department.
 */
export type ReportPeriod = 'month' | 'year';

/** The first and last day of the month or year holding `today`. */
export function periodOf(period: ReportPeriod, today: string): { from: string; to: string } {
  const day = parseCalendarDate(today);
  if (period === 'year') return { from: `${day.year}-01-01`, to: `${day.year}-12-31` };
  return { from: day.with({ day: 1 }).toString(), to: day.with({ day: day.daysInMonth }).toString() };
}

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `withParameters` of a ready-made report: its request with the period (and a department) applied. */
export function withPeriod(request: ReportRequest, field: string, period: ReportPeriod): NonNullable<StandardReport['withParameters']> {
  return (parameters, today) => {
    const fallback = periodOf(period, today);
    const from = isDate(parameters.from) ? parameters.from : fallback.from;
    const to = isDate(parameters.to) ? parameters.to : fallback.to;
    const filters = [...request.filters, { field, operator: 'between' as const, value: [from, to] }];
    if (typeof parameters.departmentId === 'string')
      filters.push({ field: 'departmentId', operator: 'eq', value: parameters.departmentId });
    return { ...request, filters };
  };
}
