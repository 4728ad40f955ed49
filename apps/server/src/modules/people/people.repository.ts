import type { Scope } from '@hcims/contracts/access';
import type { OrgPerson } from '@hcims/contracts/org';
import type { AccountStatus, Employee } from '@hcims/contracts/people';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { statementOf } from '../../db/list.js';
import { users } from '../identity/index.js';
import { branches, departments, designations } from '../org/index.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { tenantCompany } from '../../platform/tenancy/index.js';
import { accountStatusSql, currentSql, fullName, joinOn, managers, photoUrl, scopeCondition, statusSql } from './employee-conditions.js';
import { employeeJobHistory, employees } from './people.table.js';

/**
 * The SQL of employee records. Scoping (own, team, department, company) is a condition on the
 * employees table that every list and every single read applies; sensitive columns are selected
 * only when the caller may see them. Every query names its company, on top of row-level security.
 */

// The conditions every read of records shares, and the list and directory, are in their own files.
export * from './employee-conditions.js';
export * from './employee-list.repository.js';

export type EmployeeRow = typeof employees.$inferSelect;
/** A value filled when a statement built once per shape runs (db/list.ts, `statementOf`). */
const p = sql.placeholder;

export type CompanyCalendar = { name: string; timeZone: string; currency: string; today: string };

/** The company's zone, currency and today's date there (statuses and job-history dates depend on it). */
export async function companyCalendar(tx: Db, companyId: string, now: Date): Promise<CompanyCalendar> {
  // A request's transaction read its company when it opened (platform/tenancy, tenantCompany).
  const { name, timeZone, currency } = await tenantCompany(tx, companyId);
  return { name, timeZone, currency, today: calendarDateIn(now, timeZone) };
}

/** Whether one record is within a scope of the caller. */
export async function inScope(tx: Db, companyId: string, userId: string, scope: Scope, employeeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId), scopeCondition(scope, companyId, userId)));
  return row !== undefined;
}

export type EmployeeRecord = {
  row: EmployeeRow;
  departmentName: string;
  designationName: string;
  managerName: string | null;
  branchName: string | null;
  status: Employee['status'];
  accountStatus: AccountStatus;
  directReportCount: number;
};

/** One record with the names it points at, or undefined when it is not in the company (or not in the scope). */
export async function findEmployee(
  tx: Db,
  input: { companyId: string; id: string; today: string; scope?: { scope: Scope; userId: string } },
): Promise<EmployeeRecord | undefined> {
  const [found] = await tx
    .select({
      row: employees,
      departmentName: departments.name,
      designationName: designations.name,
      managerFirst: managers.firstName,
      managerLast: managers.lastName,
      branchName: branches.name,
      status: statusSql(input.today),
      accountStatus: accountStatusSql,
      directReportCount: sql<number>`(select count(*)::int from employees r where r.company_id = ${input.companyId} and r.manager_id = ${employees.id})`,
    })
    .from(employees)
    .innerJoin(departments, joinOn.department)
    .innerJoin(designations, joinOn.designation)
    .leftJoin(managers, joinOn.manager)
    .leftJoin(branches, joinOn.branch)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(
      and(
        eq(employees.companyId, input.companyId),
        eq(employees.id, input.id),
        input.scope ? scopeCondition(input.scope.scope, input.companyId, input.scope.userId) : undefined,
      ),
    );
  if (!found) return undefined;
  const { managerFirst, managerLast, ...rest } = found;
  return {
    ...rest,
    status: rest.status as Employee['status'],
    managerName: managerFirst !== null && managerLast !== null ? fullName(managerFirst, managerLast) : null,
  };
}

const employeeOfUserStatement = statementOf((db: Db, _shape: Record<string, never>) =>
  db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, p('companyId')), eq(employees.userId, p('userId')))),
);

/** The employee record of a signed-in user in a company, if they have one. */
export async function employeeOfUser(tx: Db, companyId: string, userId: string): Promise<EmployeeRow | undefined> {
  const [row] = await employeeOfUserStatement(tx, {}, { companyId, userId });
  return row;
}

/** The ids below an employee in the reporting line (direct and indirect reports). */
export async function reportsBelow(tx: Db, companyId: string, employeeId: string): Promise<Set<string>> {
  const rows = await tx.execute(sql`
    with recursive below(id) as (
      select r.id from employees r where r.company_id = ${companyId} and r.manager_id = ${employeeId}
      union
      select r.id from employees r join below b on r.manager_id = b.id where r.company_id = ${companyId}
    ) select id from below`);
  return new Set((rows as { rows: { id: string }[] }).rows.map((r) => r.id));
}

/** Many records in one statement; the rows come back in the order of `values` (work e-mails are unique in the group). */
export async function insertEmployees(tx: Db, values: readonly (typeof employees.$inferInsert)[]): Promise<EmployeeRow[]> {
  if (values.length === 0) return [];
  const rows = await insertRows(tx, employees, values).returning();
  const byEmail = new Map(rows.map((row) => [row.workEmail, row]));
  return values.map((v) => byEmail.get(v.workEmail)!);
}

export async function updateEmployee(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof employees.$inferInsert>,
  now: Date,
): Promise<EmployeeRow | undefined> {
  const [row] = await tx
    .update(employees)
    .set({ ...patch, version: sql`${employees.version} + 1`, updatedAt: now })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id), eq(employees.version, version)))
    .returning();
  return row;
}

/**
 * The photo is not one of the form's fields: changing it leaves the version alone, so an edit
 * opened before (by this user or another) still saves; the last photo sent wins.
 */
export async function setPhoto(
  tx: Db,
  companyId: string,
  id: string,
  photo: { photoKey: string | null; photoType: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(employees)
    .set({ ...photo, updatedAt: now })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
}

export type JobHistoryInsert = typeof employeeJobHistory.$inferInsert;

export async function insertJobHistory(tx: Db, entries: JobHistoryInsert[]): Promise<void> {
  if (entries.length > 0) await insertRows(tx, employeeJobHistory, entries);
}

export type JobHistoryRow = typeof employeeJobHistory.$inferSelect;

export async function jobHistoryOf(tx: Db, companyId: string, employeeId: string, withSalary: boolean) {
  return tx
    .select()
    .from(employeeJobHistory)
    .where(
      and(
        eq(employeeJobHistory.companyId, companyId),
        eq(employeeJobHistory.employeeId, employeeId),
        withSalary ? undefined : sql`${employeeJobHistory.field} <> 'salary'`,
      ),
    )
    .orderBy(desc(employeeJobHistory.createdAt), desc(employeeJobHistory.effectiveOn), asc(employeeJobHistory.field));
}

/** Names for job-history labels and reference checks, in one round trip per kind. */
export async function namesOf(
  tx: Db,
  companyId: string,
  ids: { departments?: string[]; designations?: string[]; employees?: string[]; branches?: string[] },
) {
  const pick = async <T extends { id: string; name: string }>(list: string[] | undefined, load: (ids: string[]) => Promise<T[]>) =>
    list && list.length > 0 ? new Map((await load(list)).map((r) => [r.id, r])) : new Map<string, T>();
  return {
    departments: await pick(ids.departments, (list) =>
      tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), inArray(departments.id, list))),
    ),
    designations: await pick(ids.designations, (list) =>
      tx
        .select({ id: designations.id, name: designations.name, departmentId: designations.departmentId })
        .from(designations)
        .where(and(eq(designations.companyId, companyId), inArray(designations.id, list))),
    ),
    employees: await pick(ids.employees, async (list) =>
      (
        await tx
          .select({ id: employees.id, first: employees.firstName, last: employees.lastName, terminationDate: employees.terminationDate })
          .from(employees)
          .where(and(eq(employees.companyId, companyId), inArray(employees.id, list)))
      ).map((e) => ({ id: e.id, name: fullName(e.first, e.last), terminationDate: e.terminationDate })),
    ),
    branches: await pick(ids.branches, (list) =>
      tx
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(and(eq(branches.companyId, companyId), inArray(branches.id, list))),
    ),
  };
}

// ---- What the org module reads about employees (OrgPeoplePort) ----

const columnOf = { department: employees.departmentId, designation: employees.designationId, branch: employees.branchId } as const;

export async function headcount(tx: Db, companyId: string, by: keyof typeof columnOf, today: string): Promise<Map<string, number>> {
  const column = columnOf[by];
  const rows = await tx
    .select({ id: column, n: count() })
    .from(employees)
    // Only employees placed in one (a branch is optional): the others were counted and thrown away.
    .where(and(eq(employees.companyId, companyId), currentSql(today), isNotNull(column)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

export async function references(tx: Db, companyId: string, by: keyof typeof columnOf, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(columnOf[by], id)));
  return row?.n ?? 0;
}

export async function summaries(tx: Db, companyId: string, ids: readonly string[]): Promise<Map<string, OrgPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      photoKey: employees.photoKey,
      designationName: designations.name,
    })
    .from(employees)
    .innerJoin(designations, joinOn.designation)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: fullName(r.first, r.last), designationName: r.designationName, photoUrl: photoUrl(r.id, r.photoKey) },
    ]),
  );
}

export async function holders(tx: Db, companyId: string, limit: number, today: string): Promise<Map<string, OrgPerson[]>> {
  const ranked = tx
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      photoKey: employees.photoKey,
      designationId: employees.designationId,
      designationName: sql<string>`${designations.name}`.as('designation_name'),
      rank: sql<number>`row_number() over (partition by ${employees.designationId} order by ${employees.firstName}, ${employees.lastName}, ${employees.id})`.as(
        'rank',
      ),
    })
    .from(employees)
    .innerJoin(designations, joinOn.designation)
    .where(and(eq(employees.companyId, companyId), currentSql(today)))
    .as('ranked');
  const rows = await tx
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(ranked.designationId, ranked.rank);
  const out = new Map<string, OrgPerson[]>();
  for (const r of rows) {
    out.set(r.designationId, [
      ...(out.get(r.designationId) ?? []),
      { id: r.id, name: fullName(r.first, r.last), designationName: r.designationName, photoUrl: photoUrl(r.id, r.photoKey) },
    ]);
  }
  return out;
}

export async function total(tx: Db, companyId: string, today: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), currentSql(today)));
  return row?.n ?? 0;
}
