import type { MonthlySummary, MonthlySummaryQuery, MonthlySummaryRow } from '@hcims/contracts/routines';
import type { Db } from '../../db/client.js';
import { parseCalendarDate } from '../../platform/dates/index.js';
import { scopeOf, type RequestCtx } from '../../platform/request/index.js';
import { companyHours } from './attendance.repository.js';
import * as repo from './attendance-summary.repository.js';
import { workingWeekdays } from './routines.rules.js';

/** The monthly attendance summary per employee: the API's page, and the port payroll calls. */

function monthBounds(month: string): { from: string; to: string } {
  const first = parseCalendarDate(`${month}-01`);
  return { from: first.toString(), to: first.add({ months: 1 }).subtract({ days: 1 }).toString() };
}

export async function monthlySummary(ctx: RequestCtx, query: MonthlySummaryQuery): Promise<MonthlySummary> {
  const scope = scopeOf(ctx, 'routines.attendance:read')!;
  const hours = await companyHours(ctx.tx, ctx.companyId);
  const filter: repo.SummaryFilter = {
    companyId: ctx.companyId,
    ...monthBounds(query.month),
    scheduled: workingWeekdays(hours.workingDays),
    now: ctx.now,
    departmentId: query.departmentId,
    caller: { userId: ctx.userId, scope },
  };
  const total = await repo.countStaff(ctx.tx, filter);
  const items = await repo.monthSummary(ctx.tx, {
    ...filter,
    page: { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  });
  return { month: query.month, items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The port for payroll (routines/index.ts): every employee of the company employed in `month`
 * (YYYY-MM) with their days present, late, absent, on leave, on holiday and minutes worked.
 * Runs in the caller's transaction (set to the company, under row-level security).
 */
export async function attendanceMonthForPayroll(tx: Db, companyId: string, month: string, now: Date): Promise<MonthlySummaryRow[]> {
  const hours = await companyHours(tx, companyId);
  return repo.monthSummary(tx, {
    companyId,
    ...monthBounds(month),
    scheduled: workingWeekdays(hours.workingDays),
    now,
    caller: null,
  });
}
