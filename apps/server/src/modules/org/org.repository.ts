import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { forgetTenantCompany, tenantCompany } from '../../platform/tenancy/index.js';
import { branches, companies, departments, designations } from './org.table.js';

/** The SQL of the org module. Every query names its company, on top of row-level security. */

export type CompanyRow = typeof companies.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type DesignationRow = typeof designations.$inferSelect;

export async function findCompany(tx: Db, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** Applies a change when the version still matches; undefined when someone else changed it first. */
/** Today in the company's time zone: the day every module's "today" means. */
export async function companyToday(tx: Db, companyId: string, now: Date): Promise<string> {
  return calendarDateIn(now, (await tenantCompany(tx, companyId)).timeZone);
}

export async function updateCompany(
  tx: Db,
  companyId: string,
  version: number,
  patch: Partial<typeof companies.$inferInsert>,
  now: Date,
): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .update(companies)
    .set({ ...patch, version: sql`${companies.version} + 1`, updatedAt: now })
    .where(and(eq(companies.id, companyId), eq(companies.version, version)))
    .returning();
  forgetTenantCompany(tx);
  return row;
}

export async function listBranches(tx: Db, companyId: string): Promise<BranchRow[]> {
  return tx.select().from(branches).where(eq(branches.companyId, companyId)).orderBy(asc(branches.name), asc(branches.id));
}

export async function findBranch(tx: Db, companyId: string, id: string): Promise<BranchRow | undefined> {
  const [row] = await tx
    .select()
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
  return row;
}

export async function insertBranch(tx: Db, values: typeof branches.$inferInsert): Promise<BranchRow> {
  const [row] = await tx.insert(branches).values(values).returning();
  return row!;
}

export async function updateBranch(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof branches.$inferInsert>,
  now: Date,
): Promise<BranchRow | undefined> {
  const [row] = await tx
    .update(branches)
    .set({ ...patch, version: sql`${branches.version} + 1`, updatedAt: now })
    .where(and(eq(branches.companyId, companyId), eq(branches.id, id), eq(branches.version, version)))
    .returning();
  return row;
}

export async function deleteBranch(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(branches).where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
}

export async function listDepartments(tx: Db, companyId: string): Promise<DepartmentRow[]> {
  return tx.select().from(departments).where(eq(departments.companyId, companyId)).orderBy(asc(departments.name), asc(departments.id));
}

export async function findDepartment(tx: Db, companyId: string, id: string): Promise<DepartmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  return row;
}

export async function insertDepartment(tx: Db, values: typeof departments.$inferInsert): Promise<DepartmentRow> {
  const [row] = await tx.insert(departments).values(values).returning();
  return row!;
}

export async function updateDepartment(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof departments.$inferInsert>,
  now: Date,
): Promise<DepartmentRow | undefined> {
  const [row] = await tx
    .update(departments)
    .set({ ...patch, version: sql`${departments.version} + 1`, updatedAt: now })
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id), eq(departments.version, version)))
    .returning();
  return row;
}

export async function deleteDepartment(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

export async function listDesignations(tx: Db, companyId: string, departmentId?: string): Promise<DesignationRow[]> {
  return tx
    .select()
    .from(designations)
    .where(and(eq(designations.companyId, companyId), departmentId ? eq(designations.departmentId, departmentId) : undefined))
    .orderBy(asc(designations.name), asc(designations.id));
}

export async function findDesignation(tx: Db, companyId: string, id: string): Promise<DesignationRow | undefined> {
  const [row] = await tx
    .select()
    .from(designations)
    .where(and(eq(designations.companyId, companyId), eq(designations.id, id)));
  return row;
}

export async function insertDesignation(tx: Db, values: typeof designations.$inferInsert): Promise<DesignationRow> {
  const [row] = await tx.insert(designations).values(values).returning();
  return row!;
}

export async function updateDesignation(
  tx: Db,
  companyId: string,
  id: string,
  version: number,
  patch: Partial<typeof designations.$inferInsert>,
  now: Date,
): Promise<DesignationRow | undefined> {
  const [row] = await tx
    .update(designations)
    .set({ ...patch, version: sql`${designations.version} + 1`, updatedAt: now })
    .where(and(eq(designations.companyId, companyId), eq(designations.id, id), eq(designations.version, version)))
    .returning();
  return row;
}

export async function deleteDesignation(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(designations).where(and(eq(designations.companyId, companyId), eq(designations.id, id)));
}

/** The compact picker lists of the spec paths. */
export async function departmentOptions(tx: Db, companyId: string) {
  return tx
    .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function designationOptions(tx: Db, companyId: string) {
  return tx
    .select({
      id: designations.id,
      name: designations.name,
      departmentId: designations.departmentId,
      reportsToId: designations.reportsToId,
    })
    .from(designations)
    .where(eq(designations.companyId, companyId))
    .orderBy(asc(designations.name), asc(designations.id));
}
