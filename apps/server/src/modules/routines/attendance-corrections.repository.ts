import type { Scope } from '@hcims/contracts/access';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../people/index.js';
import { routinesAttendanceCorrections as corrections } from './routines.table.js';
import { scopeCondition } from './staff.repository.js';

/** The SQL of attendance corrections. */

export type CorrectionRow = typeof corrections.$inferSelect;
export type CorrectionJoined = CorrectionRow & { employeeName: string; employeeUserId: string | null };

const joined = {
  row: corrections,
  employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  employeeUserId: employees.userId,
};

const flat = (r: { row: CorrectionRow; employeeName: string; employeeUserId: string | null }): CorrectionJoined => ({
  ...r.row,
  employeeName: r.employeeName,
  employeeUserId: r.employeeUserId,
});

export async function insertCorrection(tx: Db, values: typeof corrections.$inferInsert): Promise<CorrectionRow> {
  const [row] = await tx.insert(corrections).values(values).returning();
  return row!;
}

export async function findCorrection(tx: Db, companyId: string, id: string): Promise<CorrectionJoined | undefined> {
  const [row] = await tx
    .select(joined)
    .from(corrections)
    .innerJoin(employees, and(eq(employees.companyId, corrections.companyId), eq(employees.id, corrections.employeeId)))
    .where(and(eq(corrections.companyId, companyId), eq(corrections.id, id)));
  return row && flat(row);
}

/** Moves a correction from the status and version read; undefined when someone moved it first. */
export async function moveCorrection(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof corrections.$inferInsert>,
): Promise<CorrectionRow | undefined> {
  const [row] = await tx
    .update(corrections)
    .set({ ...patch, version: sql`${corrections.version} + 1` })
    .where(and(eq(corrections.companyId, companyId), eq(corrections.id, id), eq(corrections.version, version)))
    .returning();
  return row;
}

/** Corrections of the people within `scope` (or the caller's own), latest first. */
export async function listCorrections(
  tx: Db,
  caller: { companyId: string; userId: string; scope: Scope },
  filter: { status?: string | undefined; mine?: boolean | undefined; page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(corrections.companyId, caller.companyId),
    scopeCondition(caller.scope, caller.companyId, caller.userId),
    filter.status ? eq(corrections.status, filter.status) : undefined,
    filter.mine ? eq(employees.userId, caller.userId) : undefined,
  ];
  const where = and(...conditions);
  const from = () =>
    tx
      .select(joined)
      .from(corrections)
      .innerJoin(employees, and(eq(employees.companyId, corrections.companyId), eq(employees.id, corrections.employeeId)));
  const [total] = await tx
    .select({ n: count() })
    .from(corrections)
    .innerJoin(employees, and(eq(employees.companyId, corrections.companyId), eq(employees.id, corrections.employeeId)))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(desc(corrections.createdAt), desc(corrections.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: rows.map(flat), total: total?.n ?? 0 };
}
