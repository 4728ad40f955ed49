import type { LeaveAccrual } from '@hcims/contracts/routines';
import type { Db } from '../../db/client.js';
import { holidaysFor } from './holidays.repository.js';
import * as repo from './leave.repository.js';
import { accruedHalves, balanceAsOf, entitlementHalves } from './leave.rules.js';
import { daysToHalves, leaveHalves, workingWeekdays, type Balance } from './routines.rules.js';

/** Half days a span takes for an employee: the company's week, less the holidays of the company and the employee's branch. */
export async function countHalves(
  ctx: { tx: Db; companyId: string },
  employee: { branchId: string | null },
  startDate: string,
  endDate: string,
  halfDay: boolean,
): Promise<number> {
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId);
  const holidays = await holidaysFor(ctx.tx, ctx.companyId, employee.branchId, startDate, endDate);
  return leaveHalves({ startDate, endDate, halfDay, workingWeekdays: workingWeekdays(calendar.workingDays), holidays });
}

/** A balance with its parts: `allowanceHalves` is the entitlement (accrued + carried over + adjusted). */
export type BalanceDetail = Balance & {
  accrual: LeaveAccrual;
  accruedHalves: number | null;
  carriedOverHalves: number;
  adjustedHalves: number;
};

/**
 * The balance of each given type for an employee in a year (requests count in the year they
 * start). Monthly accrual is measured on `asOf` when given (a new request's start), otherwise on
 * `today` or the latest live request's start if later (leave.rules.ts `balanceAsOf`).
 */
export async function balancesOf(
  ctx: { tx: Db; companyId: string },
  employeeId: string,
  year: number,
  types: readonly repo.LeaveTypeRow[],
  when: { asOf: string } | { today: string },
): Promise<Map<string, BalanceDetail>> {
  const used = await repo.usedInYear(ctx.tx, ctx.companyId, employeeId, year);
  const changes = await repo.adjustmentsInYear(ctx.tx, ctx.companyId, employeeId, year);
  const out = new Map<string, BalanceDetail>();
  for (const t of types) {
    const mine = used.filter((u) => u.leaveTypeId === t.id);
    const of = (status: string) => daysToHalves(mine.find((u) => u.status === status)?.days ?? 0);
    const change = (kind: string) => daysToHalves(changes.find((c) => c.leaveTypeId === t.id && c.kind === kind)?.days ?? 0);
    const latest = mine.reduce<string | null>((m, u) => (m === null || u.latestStart > m ? u.latestStart : m), null);
    const asOf = 'asOf' in when ? when.asOf : balanceAsOf(when.today, latest);
    const facts = {
      allowanceHalves: t.allowanceDays === null ? null : daysToHalves(t.allowanceDays),
      accrual: t.accrual as LeaveAccrual,
      carriedOverHalves: change('carry-over'),
      adjustedHalves: change('adjustment'),
    };
    out.set(t.id, {
      ...facts,
      accruedHalves: facts.allowanceHalves === null ? null : accruedHalves(facts.allowanceHalves, facts.accrual, year, asOf),
      allowanceHalves: entitlementHalves(facts, year, asOf),
      takenHalves: of('approved'),
      pendingHalves: of('pending'),
    });
  }
  return out;
}
