import type { Scope } from '@hcims/contracts/access';
import type { TerminationListQuery } from '@hcims/contracts/people';
import { and, asc, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { companies, departments, designations } from '../../org/index.js';
import { currentSql, scopeCondition } from '../people.repository.js';
import { employees, employeeTerminations } from '../people.table.js';

/** The SQL of terminations. Every query names its company, on top of row-level security. */

export type TerminationRow = typeof employeeTerminations.$inferSelect;

function select(tx: Db) {
  return tx
    .select({
      t: employeeTerminations,
      first: employees.firstName,
      last: employees.lastName,
      employeeNumber: employees.employeeNumber,
      departmentName: departments.name,
      designationName: designations.name,
    })
    .from(employeeTerminations)
    .innerJoin(employees, and(eq(employees.companyId, employeeTerminations.companyId), eq(employees.id, employeeTerminations.employeeId)))
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)));
}

/** A termination with the names of its employee, department and designation. */
export type TerminationRecord = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

/** A current (not undone) termination that the scope reaches. */
export async function findTermination(
  tx: Db,
  input: { companyId: string; id: string; scope: Scope; userId: string },
): Promise<TerminationRecord | undefined> {
  const [found] = await select(tx).where(
    and(
      eq(employeeTerminations.companyId, input.companyId),
      eq(employeeTerminations.id, input.id),
      isNull(employeeTerminations.undoneAt),
      scopeCondition(input.scope, input.companyId, input.userId),
    ),
  );
  return found;
}

/** Current terminations the scope reaches: search, type, effective (by `now`), sort, one page, and the total. */
export async function pageTerminations(
  tx: Db,
  input: { companyId: string; userId: string; scope: Scope; now: Date; query: TerminationListQuery },
): Promise<{ rows: TerminationRecord[]; total: number }> {
  const { query, now } = input;
  const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(employeeTerminations.companyId, input.companyId),
    isNull(employeeTerminations.undoneAt),
    scopeCondition(input.scope, input.companyId, input.userId),
    query.type ? eq(employeeTerminations.type, query.type) : undefined,
    query.effective === undefined
      ? undefined
      : query.effective
        ? lte(employeeTerminations.accessEndsAt, now)
        : sql`${employeeTerminations.accessEndsAt} > ${now}`,
    q
      ? sql`(${employees.firstName} || ' ' || ${employees.lastName} ilike ${q} or ${employees.workEmail} ilike ${q} or ${employees.employeeNumber} ilike ${q})`
      : undefined,
  );
  const descending = query.sort?.startsWith('-') ?? !query.sort;
  const key = query.sort?.replace(/^-/, '') ?? 'terminationDate';
  const columns: SQL[] =
    key === 'employeeName'
      ? [sql`${employees.lastName}`, sql`${employees.firstName}`]
      : key === 'recordedAt'
        ? [sql`${employeeTerminations.recordedAt}`]
        : [sql`${employeeTerminations.terminationDate}`];
  const [total] = await tx
    .select({ n: count() })
    .from(employeeTerminations)
    .innerJoin(employees, and(eq(employees.companyId, employeeTerminations.companyId), eq(employees.id, employeeTerminations.employeeId)))
    .where(where);
  const rows = await select(tx)
    .where(where)
    .orderBy(...columns.map((c) => (descending ? desc(c) : asc(c))), asc(employeeTerminations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** The id of the employee's current (not undone) termination, if any. */
export async function currentTerminationOf(tx: Db, companyId: string, employeeId: string): Promise<string | undefined> {
  const [current] = await tx
    .select({ id: employeeTerminations.id })
    .from(employeeTerminations)
    .where(
      and(
        eq(employeeTerminations.companyId, companyId),
        eq(employeeTerminations.employeeId, employeeId),
        isNull(employeeTerminations.undoneAt),
      ),
    );
  return current?.id;
}

/** How many current employees report directly to this one. */
export async function directReportCount(tx: Db, companyId: string, employeeId: string, today: string): Promise<number> {
  const [reports] = await tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.managerId, employeeId), currentSql(today)));
  return reports?.n ?? 0;
}

export async function insertTermination(tx: Db, values: typeof employeeTerminations.$inferInsert): Promise<TerminationRow> {
  const [row] = await tx.insert(employeeTerminations).values(values).returning();
  return row!;
}

/** Sets (or clears) the termination date on the employee record, a new version of it. */
export async function setEmployeeTerminationDate(
  tx: Db,
  companyId: string,
  employeeId: string,
  terminationDate: string | null,
  now: Date,
): Promise<typeof employees.$inferSelect | undefined> {
  const [employee] = await tx
    .update(employees)
    .set({ terminationDate, version: sql`${employees.version} + 1`, updatedAt: now })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .returning();
  return employee;
}

export async function employeeRow(tx: Db, companyId: string, employeeId: string): Promise<typeof employees.$inferSelect | undefined> {
  const [employee] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return employee;
}

/** Applies a change when the version still matches; false when someone else changed it first. */
export async function updateTermination(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<TerminationRow>,
): Promise<boolean> {
  const updated = await tx
    .update(employeeTerminations)
    .set({ ...patch, version: sql`${employeeTerminations.version} + 1` })
    .where(and(eq(employeeTerminations.companyId, companyId), eq(employeeTerminations.id, id), eq(employeeTerminations.version, version)))
    .returning({ id: employeeTerminations.id });
  return updated.length > 0;
}

export async function markUndone(tx: Db, companyId: string, id: string, undo: { at: Date; userId: string; reason: string }): Promise<void> {
  await tx
    .update(employeeTerminations)
    .set({ undoneAt: undo.at, undoneByUserId: undo.userId, undoReason: undo.reason, version: sql`${employeeTerminations.version} + 1` })
    .where(and(eq(employeeTerminations.companyId, companyId), eq(employeeTerminations.id, id)));
}

/** Current terminations of the company whose access end has passed and whose sessions were not revoked yet. */
export async function dueTerminations(tx: Db, companyId: string, now: Date): Promise<{ id: string; userId: string | null }[]> {
  return tx
    .select({ id: employeeTerminations.id, userId: employees.userId })
    .from(employeeTerminations)
    .innerJoin(employees, and(eq(employees.companyId, employeeTerminations.companyId), eq(employees.id, employeeTerminations.employeeId)))
    .where(
      and(
        eq(employeeTerminations.companyId, companyId),
        isNull(employeeTerminations.undoneAt),
        isNull(employeeTerminations.accessRevokedAt),
        lte(employeeTerminations.accessEndsAt, now),
      ),
    );
}

export async function markAccessRevoked(tx: Db, companyId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(employeeTerminations)
    .set({ accessRevokedAt: at })
    .where(
      and(eq(employeeTerminations.companyId, companyId), eq(employeeTerminations.id, id), isNull(employeeTerminations.accessRevokedAt)),
    );
}

/** Every company with its group (the scheduled sweep runs on the owner's connection). */
export async function allCompanies(db: Db): Promise<{ companyId: string; groupId: string }[]> {
  return db.select({ companyId: companies.id, groupId: companies.groupId }).from(companies);
}

/** One company with its group, if it exists. */
export async function companyById(db: Db, companyId: string): Promise<{ companyId: string; groupId: string } | undefined> {
  const [company] = await db
    .select({ companyId: companies.id, groupId: companies.groupId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}
