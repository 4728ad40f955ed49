import type { RoutineReport, RoutineReportColumn, RoutineReportKind, RoutineReportQuery } from '@hcims/contracts/routines';
import { calendarDateIn, parseCalendarDate } from '../../platform/dates/index.js';
import { forbidden, scopeOf, type RequestCtx } from '../../platform/request/index.js';
import { companyHours } from './attendance.repository.js';
import { countStaff, monthSummary } from './attendance-summary.repository.js';
import * as repo from './routine-reports.repository.js';
import { workingWeekdays } from './routines.rules.js';

/**
 * /routine_reports (ADR 0127): attendance, lateness, leave and expense claims per employee over a
 * period, optionally one department, within the caller's routines.reports scope, one page at a time.
 */

type Row = Record<string, string | number | null>;
const person: RoutineReportColumn[] = [
  { key: 'employeeName', type: 'text' },
  { key: 'departmentName', type: 'text' },
];

export const REPORT_COLUMNS: Record<RoutineReportKind, RoutineReportColumn[]> = {
  attendance: [
    ...person,
    { key: 'daysPresent', type: 'days' },
    { key: 'daysLate', type: 'days' },
    { key: 'daysAbsent', type: 'days' },
    { key: 'daysLeave', type: 'days' },
    { key: 'daysHoliday', type: 'days' },
    { key: 'workedMinutes', type: 'minutes' },
  ],
  lateness: [
    ...person,
    { key: 'daysLate', type: 'days' },
    { key: 'minutesLate', type: 'minutes' },
    { key: 'longestMinutes', type: 'minutes' },
  ],
  leave: [
    ...person,
    { key: 'approvedRequests', type: 'number' },
    { key: 'approvedDays', type: 'days' },
    { key: 'pendingRequests', type: 'number' },
    { key: 'pendingDays', type: 'days' },
    { key: 'rejectedRequests', type: 'number' },
  ],
  expenses: [
    ...person,
    { key: 'currency', type: 'text' },
    { key: 'claims', type: 'number' },
    { key: 'pendingMinor', type: 'money' },
    { key: 'approvedMinor', type: 'money' },
    { key: 'paidMinor', type: 'money' },
    { key: 'rejectedMinor', type: 'money' },
  ],
};

type Period = { from: string; to: string };

/** The period asked for, or this month of the company's calendar. */
async function periodOf(ctx: RequestCtx, query: { from?: string | undefined; to?: string | undefined }) {
  const hours = await companyHours(ctx.tx, ctx.companyId);
  const today = parseCalendarDate(calendarDateIn(ctx.now, hours.timeZone));
  const period: Period = {
    from: query.from ?? today.with({ day: 1 }).toString(),
    to: query.to ?? today.with({ day: today.daysInMonth }).toString(),
  };
  return { hours, period };
}

/** One page of a report (page null: every row, for an export up to `limit`). */
export async function routineReport(
  ctx: RequestCtx,
  kind: RoutineReportKind,
  query: Omit<RoutineReportQuery, 'page' | 'pageSize'> & { page: number; pageSize: number },
): Promise<RoutineReport> {
  const scope = scopeOf(ctx, 'routines.reports:read');
  if (!scope) throw forbidden('routines.reports:read');
  const { hours, period } = await periodOf(ctx, query);
  const caller = { companyId: ctx.companyId, userId: ctx.userId, scope };
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  let rows: Row[];
  let total: number;
  if (kind === 'attendance') {
    const filter = {
      companyId: ctx.companyId,
      ...period,
      scheduled: workingWeekdays(hours.workingDays),
      now: ctx.now,
      departmentId: query.departmentId,
      caller: { userId: ctx.userId, scope },
    };
    total = await countStaff(ctx.tx, filter);
    rows = await monthSummary(ctx.tx, { ...filter, page });
  } else {
    const read = { lateness: repo.latenessReport, leave: repo.leaveReport, expenses: repo.expenseReport }[kind];
    const filter = { caller, period, departmentId: query.departmentId, page };
    const found = await read(ctx.tx, filter);
    rows = found.rows;
    total = found.total ?? (await read(ctx.tx, { ...filter, page: { limit: 1, offset: 0 } })).total ?? 0;
  }
  return {
    kind,
    ...period,
    scope,
    columns: REPORT_COLUMNS[kind],
    items: rows.map((r) => Object.fromEntries(['employeeId', ...REPORT_COLUMNS[kind].map((c) => c.key)].map((k) => [k, r[k] ?? null]))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
