import type { Scope } from '@hcims/contracts/access';
import type { WorkingDay } from '@hcims/contracts/org';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { scopeCondition } from './staff.repository.js';
import { routinesAttendance as attendance, routinesAttendanceSettings as settings } from './routines.table.js';

/** The SQL of attendance: records, the facts lateness needs, and the day sheet's rows. */

export type AttendanceRow = typeof attendance.$inferSelect;

export type CompanyHours = {
  timeZone: string;
  officeOpens: string | null;
  officeCloses: string | null;
  workingDays: WorkingDay[];
  graceMinutes: number;
  version: number;
};

export async function companyHours(tx: Db, companyId: string): Promise<CompanyHours> {
  const [row] = await tx
    .select({
      timeZone: companies.timeZone,
      officeOpens: companies.officeOpens,
      officeCloses: companies.officeCloses,
      workingDays: companies.workingDays,
      graceMinutes: sql<number>`coalesce(${settings.graceMinutes}, 0)`.mapWith(Number),
      version: sql<number>`coalesce(${settings.version}, 1)`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(settings, eq(settings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row!;
}

/** Sets the grace minutes when `version` is the current one (a company without a row is at version 1); false when stale. */
export async function saveGrace(tx: Db, companyId: string, graceMinutes: number, version: number, now: Date): Promise<boolean> {
  if (version === 1) {
    const inserted = await tx
      .insert(settings)
      .values({ companyId, graceMinutes, version: 2, updatedAt: now })
      .onConflictDoNothing()
      .returning({ v: settings.version });
    if (inserted.length > 0) return true;
  }
  const updated = await tx
    .update(settings)
    .set({ graceMinutes, version: sql`${settings.version} + 1`, updatedAt: now })
    .where(and(eq(settings.companyId, companyId), eq(settings.version, version)))
    .returning({ v: settings.version });
  return updated.length > 0;
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

/** An employee's department arrival, by id. */
export async function employeeArrival(tx: Db, companyId: string, employeeId: string) {
  const [row] = await tx
    .select({ id: employees.id, expectedArrival: departments.expectedArrival })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

export async function findRecord(tx: Db, companyId: string, id: string): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(attendance)
    .where(and(eq(attendance.companyId, companyId), eq(attendance.id, id)));
  return row;
}

/** Sets a record's times (a correction); the lateness of its day is recomputed by the caller. */
export async function setTimes(
  tx: Db,
  companyId: string,
  id: string,
  times: { workDate: string; clockIn: Date; clockOut: Date | null },
): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .update(attendance)
    .set({ workDate: times.workDate, clockIn: times.clockIn, clockOut: times.clockOut, autoClosed: false })
    .where(and(eq(attendance.companyId, companyId), eq(attendance.id, id)))
    .returning();
  return row;
}

/** Gives the day's first record its lateness and the others none. */
export async function setDayLateness(
  tx: Db,
  companyId: string,
  employeeId: string,
  workDate: string,
  first: { id: string; lateMinutes: number } | null,
): Promise<void> {
  const day = and(eq(attendance.companyId, companyId), eq(attendance.employeeId, employeeId), eq(attendance.workDate, workDate));
  if (first) {
    await tx
      .update(attendance)
      .set({ lateMinutes: first.lateMinutes })
      .where(and(day, eq(attendance.id, first.id)));
    await tx
      .update(attendance)
      .set({ lateMinutes: 0 })
      .where(and(day, ne(attendance.id, first.id)));
  }
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
export async function closeRecord(
  tx: Db,
  companyId: string,
  id: string,
  end: Pick<typeof attendance.$inferInsert, 'clockOut' | 'clockOutLocation' | 'clockOutIp'>,
): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .update(attendance)
    .set(end)
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
  departmentId?: string,
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
      autoClosed: sql<boolean>`exists (select 1 from routines_attendance a where a.company_id = ${companyId} and a.employee_id = ${employees.id} and a.work_date = ${date}::date and a.auto_closed)`,
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
        departmentId ? eq(employees.departmentId, departmentId) : undefined,
        q ? sql`(${employees.firstName} || ' ' || ${employees.lastName}) ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
}
