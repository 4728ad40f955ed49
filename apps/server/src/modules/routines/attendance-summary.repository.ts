import type { Scope } from '@hcims/contracts/access';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { MonthTotals } from './attendance.rules.js';
import { scopeCondition } from './staff.repository.js';

/**
 * The monthly summary in one statement (ADR 0111): the staff of the page, each day of the month
 * they were employed, classified as the day sheet does (leave, then holiday, then the schedule and
 * the clock), and counted per person. `scheduled` holds the ISO weekdays the company works.
 */

/** One person's month: who, and the totals of attendance.rules.ts. */
export type SummaryRow = { employeeId: string; employeeName: string; departmentName: string } & MonthTotals;

export type SummaryFilter = {
  companyId: string;
  from: string;
  to: string;
  scheduled: ReadonlySet<number>;
  now: Date;
  departmentId?: string | undefined;
  /** Null: the whole company (the port for payroll). */
  caller: { userId: string; scope: Scope } | null;
  page?: { limit: number; offset: number };
};

function staffWhere(f: SummaryFilter): SQL {
  const scope = f.caller ? scopeCondition(f.caller.scope, f.companyId, f.caller.userId) : undefined;
  return sql`employees.company_id = ${f.companyId}
    and employees.hire_date <= ${f.to}::date
    and (employees.termination_date is null or employees.termination_date >= ${f.from}::date)
    ${scope ? sql`and ${scope}` : sql``}
    ${f.departmentId ? sql`and employees.department_id = ${f.departmentId}` : sql``}`;
}

export async function countStaff(tx: Db, f: SummaryFilter): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n from employees where ${staffWhere(f)}`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export async function monthSummary(tx: Db, f: SummaryFilter): Promise<SummaryRow[]> {
  const weekdays = `{${[...f.scheduled].join(',')}}`;
  const page = f.page ? sql`limit ${f.page.limit} offset ${f.page.offset}` : sql``;
  const result = await tx.execute(sql`
    with staff as (
      select employees.id, employees.first_name || ' ' || employees.last_name as name, departments.name as department,
        employees.branch_id, employees.hire_date, employees.termination_date, employees.last_name, employees.first_name
      from employees join departments on departments.id = employees.department_id
      where ${staffWhere(f)}
      order by employees.last_name, employees.first_name, employees.id
      ${page}
    ),
    days as (
      select g::date as day, extract(isodow from g)::int as isodow
      from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') g
    ),
    att as (
      select a.employee_id, a.work_date, max(a.late_minutes) as late,
        sum(floor(extract(epoch from (coalesce(a.clock_out, ${f.now.toISOString()}::timestamptz) - a.clock_in)) / 60))::int as worked
      from routines_attendance a join staff s on s.id = a.employee_id
      where a.company_id = ${f.companyId} and a.work_date between ${f.from}::date and ${f.to}::date
      group by a.employee_id, a.work_date
    ),
    per as (
      select s.id, d.isodow = any(${weekdays}::int[]) as sched,
        exists (select 1 from routines_holidays h where h.company_id = ${f.companyId} and h.date = d.day
          and (h.branch_id is null or h.branch_id = s.branch_id)) as holiday,
        exists (select 1 from routines_leave_requests r where r.company_id = ${f.companyId} and r.employee_id = s.id
          and r.status = 'approved' and d.day between r.start_date and r.end_date) as on_leave,
        att.work_date is not null as clocked, coalesce(att.late, 0) as late, coalesce(att.worked, 0) as worked
      from staff s
      join days d on d.day >= s.hire_date and (s.termination_date is null or d.day <= s.termination_date)
      left join att on att.employee_id = s.id and att.work_date = d.day
    ),
    totals as (
      select id,
        count(*) filter (where not on_leave and not holiday and clocked)::int as present,
        count(*) filter (where not on_leave and not holiday and sched and clocked and late > 0)::int as late,
        count(*) filter (where not on_leave and not holiday and sched and not clocked)::int as absent,
        count(*) filter (where on_leave and sched)::int as leave,
        count(*) filter (where not on_leave and holiday and sched)::int as holiday,
        coalesce(sum(worked), 0)::int as worked
      from per group by id
    )
    select s.id as "employeeId", s.name as "employeeName", s.department as "departmentName",
      coalesce(t.present, 0) as "daysPresent", coalesce(t.late, 0) as "daysLate", coalesce(t.absent, 0) as "daysAbsent",
      coalesce(t.leave, 0) as "daysLeave", coalesce(t.holiday, 0) as "daysHoliday", coalesce(t.worked, 0) as "workedMinutes"
    from staff s left join totals t on t.id = s.id
    order by s.last_name, s.first_name, s.id`);
  return (result as { rows: SummaryRow[] }).rows.map((r) => ({
    ...r,
    daysPresent: Number(r.daysPresent),
    daysLate: Number(r.daysLate),
    daysAbsent: Number(r.daysAbsent),
    daysLeave: Number(r.daysLeave),
    daysHoliday: Number(r.daysHoliday),
    workedMinutes: Number(r.workedMinutes),
  }));
}
