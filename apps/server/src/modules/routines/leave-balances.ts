import type { RequestCtx } from '../../platform/request/index.js';
import { holidaysFor } from './holidays.repository.js';
import * as repo from './leave.repository.js';
import { daysToHalves, leaveHalves, workingWeekdays, type Balance } from './routines.rules.js';

/** Half days a span takes for an employee: the company's week, less the holidays of the company and the employee's branch. */
export async function countHalves(
  ctx: RequestCtx,
  employee: repo.EmployeeFacts,
  startDate: string,
  endDate: string,
  halfDay: boolean,
): Promise<number> {
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId);
  const holidays = await holidaysFor(ctx.tx, ctx.companyId, employee.branchId, startDate, endDate);
  return leaveHalves({ startDate, endDate, halfDay, workingWeekdays: workingWeekdays(calendar.workingDays), holidays });
}

/** The balance of each given type for an employee in a year (requests count in the year they start). */
export async function balancesOf(
  ctx: RequestCtx,
  employeeId: string,
  year: number,
  types: readonly repo.LeaveTypeRow[],
): Promise<Map<string, Balance>> {
  const used = await repo.usedInYear(ctx.tx, ctx.companyId, employeeId, year);
  const out = new Map<string, Balance>();
  for (const t of types) {
    const of = (status: string) => daysToHalves(used.find((u) => u.leaveTypeId === t.id && u.status === status)?.days ?? 0);
    out.set(t.id, {
      allowanceHalves: t.allowanceDays === null ? null : daysToHalves(t.allowanceDays),
      takenHalves: of('approved'),
      pendingHalves: of('pending'),
    });
  }
  return out;
}
