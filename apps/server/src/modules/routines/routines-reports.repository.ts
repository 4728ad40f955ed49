import type { ReportFieldDefinition } from '@hcims/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectReport, type ReportQuery, type ReportRows, type ReportSource } from '../../platform/reports/index.js';
import { scopeCondition } from './staff.repository.js';

/**
 * The SQL of the routines module's report definitions (ADR 0108): attendance days, leave requests
 * and expense claims of the employees the caller's routines.reports scope covers (people's one
 * rule, as /routine_reports keeps to). Every key maps to an expression written here.
 */

const person = {
  employeeName: sql`employees.first_name || ' ' || employees.last_name`,
  employeeNumber: sql`employees.employee_number`,
  departmentName: sql`departments.name`,
  employeeId: sql`employees.id`,
  departmentId: sql`employees.department_id`,
};

const typesOf = (fields: readonly ReportFieldDefinition[]) => new Map(fields.map((f) => [f.key, f.type]));

function inScope(query: ReportQuery): SQL[] {
  const scope = scopeCondition(query.scope, query.companyId, query.userId);
  return [sql`employees.company_id = ${query.companyId}`, ...(scope ? [scope] : [])];
}

const byPerson = [sql`employees.last_name asc`, sql`employees.first_name asc`, sql`employees.id asc`];

/** One row per person and day with attendance: first arrival, last departure (none while a record is open), minutes worked, lateness. */
export function selectAttendanceDays(tx: Db, query: ReportQuery, fields: readonly ReportFieldDefinition[]): Promise<ReportRows> {
  const days = sql`(
    select a.employee_id, a.work_date, min(a.clock_in) as first_in,
      case when bool_or(a.clock_out is null) then null else max(a.clock_out) end as last_out,
      coalesce(floor(sum(extract(epoch from (a.clock_out - a.clock_in)) / 60) filter (where a.clock_out is not null)), 0)::int as worked,
      max(a.late_minutes)::int as late,
      string_agg(a.note, '; ' order by a.clock_in) as note
    from routines_attendance a where a.company_id = ${query.companyId}
    group by a.employee_id, a.work_date) as days`;
  const local = (instant: SQL) => sql`to_char(${instant} at time zone companies.time_zone, 'HH24:MI')`;
  const source: ReportSource = {
    from: sql`${days} join employees on employees.id = days.employee_id
      join departments on departments.id = employees.department_id
      join companies on companies.id = employees.company_id`,
    where: inScope(query),
    expressions: {
      ...person,
      workDate: sql`to_char(days.work_date, 'YYYY-MM-DD')`,
      workMonth: sql`to_char(days.work_date, 'YYYY-MM')`,
      status: sql`case when days.late > 0 then 'late' else 'present' end`,
      clockIn: local(sql`days.first_in`),
      clockOut: local(sql`days.last_out`),
      workedMinutes: sql`days.worked`,
      lateMinutes: sql`days.late`,
      note: sql`days.note`,
    },
    types: typesOf(fields),
    tieBreak: [sql`days.work_date asc`, ...byPerson],
  };
  return selectReport(tx, query, source);
}

/** One row per leave request of the people in scope. */
export function selectLeaveRequests(tx: Db, query: ReportQuery, fields: readonly ReportFieldDefinition[]): Promise<ReportRows> {
  const source: ReportSource = {
    from: sql`routines_leave_requests r join employees on employees.id = r.employee_id
      join departments on departments.id = employees.department_id
      join routines_leave_types lt on lt.id = r.leave_type_id`,
    where: [sql`r.company_id = ${query.companyId}`, ...inScope(query)],
    expressions: {
      ...person,
      leaveTypeName: sql`lt.name`,
      startDate: sql`to_char(r.start_date, 'YYYY-MM-DD')`,
      endDate: sql`to_char(r.end_date, 'YYYY-MM-DD')`,
      startMonth: sql`to_char(r.start_date, 'YYYY-MM')`,
      startYear: sql`to_char(r.start_date, 'YYYY')`,
      days: sql`r.days::float8`,
      status: sql`r.status`,
      reason: sql`r.reason`,
      leaveTypeId: sql`r.leave_type_id`,
    },
    types: typesOf(fields),
    tieBreak: [sql`r.start_date asc`, ...byPerson, sql`r.id asc`],
  };
  return selectReport(tx, query, source);
}

/** One row per expense claim of the people in scope, drafts left out (they stay their author's until submitted). */
export function selectExpenseClaims(tx: Db, query: ReportQuery, fields: readonly ReportFieldDefinition[]): Promise<ReportRows> {
  const source: ReportSource = {
    from: sql`routines_expense_claims c join employees on employees.id = c.employee_id
      join departments on departments.id = employees.department_id
      join routines_expense_categories cat on cat.id = c.category_id`,
    where: [sql`c.company_id = ${query.companyId}`, sql`c.status <> 'draft'`, ...inScope(query)],
    expressions: {
      ...person,
      expenseDate: sql`to_char(c.expense_date, 'YYYY-MM-DD')`,
      expenseMonth: sql`to_char(c.expense_date, 'YYYY-MM')`,
      categoryName: sql`cat.name`,
      amountMinor: sql`c.amount_minor::float8`,
      currency: sql`c.currency::text`,
      status: sql`c.status`,
      description: sql`c.description`,
      categoryId: sql`c.category_id`,
    },
    types: typesOf(fields),
    tieBreak: [sql`c.expense_date asc`, ...byPerson, sql`c.id asc`],
  };
  return selectReport(tx, query, source);
}
