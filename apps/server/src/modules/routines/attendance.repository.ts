import type { Scope } from '@hcims/contracts/access';
import type { WorkingDay } from '@hcims/contracts/org';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { scopeCondition } from './staff.repository.js';
import { routinesAttendance as attendance } from './routines.table.js';

/** The SQL of attendance: records, the facts lateness needs, and the day sheet's rows. */

export type AttendanceRow = typeof attendance.$inferSelect;

export async function companyHours(
  tx: Db,
  companyId: string,
): Promise<{ timeZone: string; officeOpens: string | null; workingDays: WorkingDay[] }> {
  const [row] = await tx
    .select({ timeZone: companies.timeZone, officeOpens: companies.officeOpens, workingDays: companies.workingDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** The caller's employee record with their department's expected arrival. */
export async function clockingEmployee(tx: Db, companyId: string, userId: string) {
  const [row] = await tx
    .select({ id: employees.id, expectedArrival: departments.expectedArrival })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.companyId, companyId), eq(employees.userId, userId)));
  return row;
}

export async function openRecord(tx: Db, companyId: string, employeeId: string): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(attendance)
    .where(and(eq(attendance.companyId, companyId), eq(attendance.employeeId, employeeId), isNull(attendance.clockOut)));
  return row;
}

export async function recordsOfDay(tx: Db, companyId: string, employeeId: string, workDate: string): Promise<AttendanceRow[]> {
  return tx
    .select()
    .from(attendance)
    .where(and(eq(attendance.companyId, companyId), eq(attendance.employeeId, employeeId), eq(attendance.workDate, workDate)))
    .orderBy(asc(attendance.clockIn));
}

export async function insertRecord(tx: Db, values: typeof attendance.$inferInsert): Promise<AttendanceRow> {
  const [row] = await tx.insert(attendance).values(values).returning();
  return row!;
}

/** Closes the open record; undefined when it was closed in the meantime. */
export async function closeRecord(tx: Db, companyId: string, id: string, clockOut: Date): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .update(attendance)
    .set({ clockOut })
    .where(and(eq(attendance.companyId, companyId), eq(attendance.id, id), isNull(attendance.clockOut)))
    .returning();
  return row;
}

export async function history(tx: Db, companyId: string, employeeId: string, page: number, pageSize: number) {
  const where = and(eq(attendance.companyId, companyId), eq(attendance.employeeId, employeeId));
  const [total] = await tx.select({ n: count() }).from(attendance).where(where);
  const rows = await tx
    .select()
    .from(attendance)
    .where(where)
    .orderBy(desc(attendance.clockIn), asc(attendance.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Everyone on the staff on `date` within the caller's scope, with that day's clock records
 * summed up, whether approved leave covers the day and whether a holiday of their branch does.
 */
export async function daySheetRows(
  tx: Db,
  caller: { companyId: string; userId: string; scope: Scope },
  date: string,
  q: string | undefined,
  now: Date,
) {
  const { companyId } = caller;
  return tx
    .select({
      employeeId: employees.id,
      employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      departmentName: departments.name,
      firstIn:
        sql<Date | null>`(select min(a.clock_in) from routines_attendance a where a.company_id = ${companyId} and a.employee_id = ${employees.id} and a.work_date = ${date}::date)`.mapWith(
          (v: string | null) => (v ? new Date(v) : null),
        ),
      lastOut:
        sql<Date | null>`(select max(a.clock_out) from routines_attendance a where a.company_id = ${companyId} and a.employee_id = ${employees.id} and a.work_date = ${date}::date)`.mapWith(
          (v: string | null) => (v ? new Date(v) : null),
        ),
      lateMinutes:
        sql<number>`coalesce((select max(a.late_minutes) from routines_attendance a where a.company_id = ${companyId} and a.employee_id = ${employees.id} and a.work_date = ${date}::date), 0)`.mapWith(
          Number,
        ),
      workedMinutes:
        sql<number>`coalesce((select sum(floor(extract(epoch from (coalesce(a.clock_out, ${now.toISOString()}::timestamptz) - a.clock_in)) / 60)) from routines_attendance a where a.company_id = ${companyId} and a.employee_id = ${employees.id} and a.work_date = ${date}::date), 0)`.mapWith(
          Number,
        ),
      onLeave: sql<boolean>`exists (select 1 from routines_leave_requests r where r.company_id = ${companyId} and r.employee_id = ${employees.id} and r.status = 'approved' and ${date}::date between r.start_date and r.end_date)`,
      holiday: sql<boolean>`exists (select 1 from routines_holidays h where h.company_id = ${companyId} and h.date = ${date}::date and (h.branch_id is null or h.branch_id = ${employees.branchId}))`,
    })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`${employees.hireDate} <= ${date}::date`,
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${date}::date)`,
        scopeCondition(caller.scope, companyId, caller.userId),
        q ? sql`(${employees.firstName} || ' ' || ${employees.lastName}) ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
}
