import type { Scope } from '@hcims/contracts/access';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scopeCondition } from './staff.repository.js';

/**
 * Read-only figures of the routines dashboard and reports (ADR 0127): lateness per day, and one
 * page per employee of lateness, leave and expense claims in a period. Each statement keeps to
 * the employees the caller's scope covers (people's one rule) and, for reports, to a department.
 */

export type ScopedCaller = { companyId: string; userId: string; scope: Scope };
export type Period = { from: string; to: string };
export type Page = { limit: number; offset: number };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

function inScope(caller: ScopedCaller, departmentId?: string): SQL {
  const scope = scopeCondition(caller.scope, caller.companyId, caller.userId);
  return sql`employees.company_id = ${caller.companyId} ${scope ? sql`and ${scope}` : sql``}
    ${departmentId ? sql`and employees.department_id = ${departmentId}` : sql``}`;
}

/** The ids of the employees a caller's scope covers (for filtering a port's company-wide answer). */
export async function employeeIdsInScope(tx: Db, caller: ScopedCaller): Promise<Set<string>> {
  const rows = rowsOf<{ id: string }>(await tx.execute(sql`select employees.id from employees where ${inScope(caller)}`));
  return new Set(rows.map((r) => r.id));
}

/**
 * Late arrivals per day in a period: one per person and day whose first arrival was late (the
 * day's largest lateness, as the day sheet reads it), with the minutes summed.
 */
export async function latenessByDay(
  tx: Db,
  caller: ScopedCaller,
  period: Period,
): Promise<{ date: string; count: number; minutes: number }[]> {
  const rows = rowsOf<{ date: string; count: number; minutes: number }>(
    await tx.execute(sql`
      with days as (
        select a.employee_id, a.work_date, max(a.late_minutes) as late
        from routines_attendance a join employees on employees.id = a.employee_id
        where a.company_id = ${caller.companyId} and a.work_date between ${period.from}::date and ${period.to}::date and ${inScope(caller)}
        group by a.employee_id, a.work_date
      )
      select to_char(work_date, 'YYYY-MM-DD') as date, count(*)::int as count, sum(late)::int as minutes
      from days where late > 0 group by work_date order by work_date`),
  );
  return rows.map((r) => ({ date: r.date, count: Number(r.count), minutes: Number(r.minutes) }));
}

export type ReportFilter = { caller: ScopedCaller; period: Period; departmentId?: string | undefined; page: Page | null };

const paging = (page: Page | null) => (page ? sql`limit ${page.limit} offset ${page.offset}` : sql``);
const name = sql`employees.first_name || ' ' || employees.last_name`;

export type LatenessRow = {
  employeeId: string;
  employeeName: string;
  departmentName: string;
  daysLate: number;
  minutesLate: number;
  longestMinutes: number;
};

/** Everyone late at least once in the period, most minutes first. */
export async function latenessReport(tx: Db, f: ReportFilter): Promise<{ rows: LatenessRow[]; total: number | null }> {
  const result = await tx.execute(sql`
    with days as (
      select a.employee_id, a.work_date, max(a.late_minutes) as late
      from routines_attendance a join employees on employees.id = a.employee_id
      where a.company_id = ${f.caller.companyId} and a.work_date between ${f.period.from}::date and ${f.period.to}::date
        and ${inScope(f.caller, f.departmentId)}
      group by a.employee_id, a.work_date
    ),
    per as (
      select employee_id, count(*)::int as days_late, sum(late)::int as minutes, max(late)::int as longest
      from days where late > 0 group by employee_id
    )
    select employees.id as "employeeId", ${name} as "employeeName", departments.name as "departmentName",
      per.days_late as "daysLate", per.minutes as "minutesLate", per.longest as "longestMinutes", count(*) over ()::int as total
    from per join employees on employees.id = per.employee_id join departments on departments.id = employees.department_id
    order by per.minutes desc, employees.last_name, employees.first_name, employees.id
    ${paging(f.page)}`);
  return withTotal<LatenessRow>(result, f, (r) => ({
    ...r,
    daysLate: Number(r.daysLate),
    minutesLate: Number(r.minutesLate),
    longestMinutes: Number(r.longestMinutes),
  }));
}

export type LeaveRow = {
  employeeId: string;
  employeeName: string;
  departmentName: string;
  approvedRequests: number;
  approvedDays: number;
  pendingRequests: number;
  pendingDays: number;
  rejectedRequests: number;
};

/** Leave requests starting in the period, per employee: approved, pending and rejected, with their working days. */
export async function leaveReport(tx: Db, f: ReportFilter): Promise<{ rows: LeaveRow[]; total: number | null }> {
  const result = await tx.execute(sql`
    with per as (
      select r.employee_id,
        count(*) filter (where r.status = 'approved')::int as approved,
        coalesce(sum(r.days) filter (where r.status = 'approved'), 0) as approved_days,
        count(*) filter (where r.status = 'pending')::int as pending,
        coalesce(sum(r.days) filter (where r.status = 'pending'), 0) as pending_days,
        count(*) filter (where r.status = 'rejected')::int as rejected
      from routines_leave_requests r join employees on employees.id = r.employee_id
      where r.company_id = ${f.caller.companyId} and r.start_date between ${f.period.from}::date and ${f.period.to}::date
        and r.status in ('approved', 'pending', 'rejected') and ${inScope(f.caller, f.departmentId)}
      group by r.employee_id
    )
    select employees.id as "employeeId", ${name} as "employeeName", departments.name as "departmentName",
      per.approved as "approvedRequests", per.approved_days as "approvedDays", per.pending as "pendingRequests",
      per.pending_days as "pendingDays", per.rejected as "rejectedRequests", count(*) over ()::int as total
    from per join employees on employees.id = per.employee_id join departments on departments.id = employees.department_id
    order by employees.last_name, employees.first_name, employees.id
    ${paging(f.page)}`);
  return withTotal<LeaveRow>(result, f, (r) => ({
    ...r,
    approvedRequests: Number(r.approvedRequests),
    approvedDays: Number(r.approvedDays),
    pendingRequests: Number(r.pendingRequests),
    pendingDays: Number(r.pendingDays),
    rejectedRequests: Number(r.rejectedRequests),
  }));
}

export type ExpenseRow = {
  employeeId: string;
  employeeName: string;
  departmentName: string;
  currency: string;
  claims: number;
  pendingMinor: number;
  approvedMinor: number;
  paidMinor: number;
  rejectedMinor: number;
};

/**
 * Expense claims dated in the period, per employee and currency (drafts and withdrawn claims
 * left out): awaiting a decision, approved and not yet paid, paid, rejected; minor units.
 */
export async function expenseReport(tx: Db, f: ReportFilter): Promise<{ rows: ExpenseRow[]; total: number | null }> {
  const amount = (statuses: SQL) => sql`coalesce(sum(c.amount_minor) filter (where c.status in ${statuses}), 0)::bigint`;
  const result = await tx.execute(sql`
    with per as (
      select c.employee_id, c.currency, count(*)::int as claims,
        ${amount(sql`('submitted', 'manager_approved')`)} as pending,
        ${amount(sql`('approved', 'payroll_queued')`)} as approved,
        ${amount(sql`('paid')`)} as paid,
        ${amount(sql`('rejected')`)} as rejected
      from routines_expense_claims c join employees on employees.id = c.employee_id
      where c.company_id = ${f.caller.companyId} and c.expense_date between ${f.period.from}::date and ${f.period.to}::date
        and c.status not in ('draft', 'withdrawn') and ${inScope(f.caller, f.departmentId)}
      group by c.employee_id, c.currency
    )
    select employees.id as "employeeId", ${name} as "employeeName", departments.name as "departmentName", per.currency,
      per.claims, per.pending as "pendingMinor", per.approved as "approvedMinor", per.paid as "paidMinor",
      per.rejected as "rejectedMinor", count(*) over ()::int as total
    from per join employees on employees.id = per.employee_id join departments on departments.id = employees.department_id
    order by employees.last_name, employees.first_name, employees.id, per.currency
    ${paging(f.page)}`);
  return withTotal<ExpenseRow>(result, f, (r) => ({
    ...r,
    claims: Number(r.claims),
    pendingMinor: Number(r.pendingMinor),
    approvedMinor: Number(r.approvedMinor),
    paidMinor: Number(r.paidMinor),
    rejectedMinor: Number(r.rejectedMinor),
  }));
}

/**
 * The rows of a page and the total from the window count. A page past the end has no row to
 * carry the total: then the total is null and the service asks for the first row again.
 */
function withTotal<T>(result: unknown, f: ReportFilter, map: (row: T) => T): { rows: T[]; total: number | null } {
  const raw = rowsOf<T & { total: number }>(result);
  const rows = raw.map(({ total: _total, ...r }) => map(r as T));
  if (raw.length > 0) return { rows, total: Number(raw[0]!.total) };
  return { rows, total: f.page && f.page.offset > 0 ? null : 0 };
}
