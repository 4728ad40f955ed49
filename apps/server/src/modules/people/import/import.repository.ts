import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bindCompany, enterTenant, RUNTIME_ROLE, type TenantContext } from '../../../platform/tenancy/index.js';
import { branches, companies, departments, designations } from '../../org/index.js';
import { employees } from '../people.table.js';
import { employeeImports } from './import.table.js';

/** The SQL of the employee import: its job rows, the look-ups of its checks, and its transaction's role. */

export type JobRow = typeof employeeImports.$inferSelect;
type JobPatch = Partial<typeof employeeImports.$inferInsert>;

/**
 * An import as its screens and checks read it: every column but the two files, and whether the
 * upload is still kept. The files are read only where they are used (ADR 0134): the client polls
 * a running import every quarter second, and a 10,000-row upload is about a megabyte.
 */
export type JobInfo = Omit<JobRow, 'file' | 'failedRowsCsv'> & { hasFile: boolean };
export type JobFiles = Pick<JobRow, 'file' | 'failedRowsCsv'>;

const { file, failedRowsCsv, ...infoColumns } = getTableColumns(employeeImports);
const jobInfo = { ...infoColumns, hasFile: sql<boolean>`${file} is not null` };

export async function insertJob(tx: Db, values: typeof employeeImports.$inferInsert): Promise<JobInfo> {
  const [inserted] = await tx.insert(employeeImports).values(values).returning(jobInfo);
  return inserted!;
}

export async function findJob(tx: Db, companyId: string, id: string): Promise<JobInfo | undefined> {
  const [row] = await tx
    .select(jobInfo)
    .from(employeeImports)
    .where(and(eq(employeeImports.companyId, companyId), eq(employeeImports.id, id)));
  return row;
}

/** The upload and the failed-rows report an import keeps (null once gone). */
export async function jobFiles(tx: Db, companyId: string, id: string): Promise<JobFiles> {
  const [row] = await tx
    .select({ file, failedRowsCsv })
    .from(employeeImports)
    .where(and(eq(employeeImports.companyId, companyId), eq(employeeImports.id, id)));
  return row ?? { file: null, failedRowsCsv: null };
}

/** The most recent imports of the company. */
export async function recentJobs(tx: Db, companyId: string, limit: number): Promise<JobInfo[]> {
  return tx
    .select(jobInfo)
    .from(employeeImports)
    .where(eq(employeeImports.companyId, companyId))
    .orderBy(desc(employeeImports.createdAt))
    .limit(limit);
}

/**
 * Changes an import while its status is one of `from` (the status is the import's lock: only one
 * of two racing requests finds it in the expected state); undefined when it is not.
 */
export async function updateJobIn(tx: Db, id: string, from: readonly JobRow['status'][], set: JobPatch): Promise<JobInfo | undefined> {
  const [updated] = await tx
    .update(employeeImports)
    .set(set)
    .where(and(eq(employeeImports.id, id), inArray(employeeImports.status, [...from])))
    .returning(jobInfo);
  return updated;
}

export async function updateJob(tx: Db, id: string, set: JobPatch): Promise<void> {
  await tx.update(employeeImports).set(set).where(eq(employeeImports.id, id));
}

/** What the checks of an import look up, each in one query for the whole file. */
export async function companyReferences(tx: Db, companyId: string) {
  const [company] = await tx.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  const departmentRows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  const designationRows = await tx
    .select({ id: designations.id, name: designations.name, departmentId: designations.departmentId })
    .from(designations)
    .where(eq(designations.companyId, companyId));
  const branchRows = await tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.companyId, companyId));
  const staff = await tx
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      workEmail: employees.workEmail,
      firstName: employees.firstName,
      lastName: employees.lastName,
      terminationDate: employees.terminationDate,
    })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return { currency: company?.currency, departmentRows, designationRows, branchRows, staff };
}

/**
 * Work e-mails among `emails` already used by employees of the other companies of the group.
 * Employees are tenant rows (FORCEd RLS): the transaction is bound to each sibling company in
 * turn (a group has a handful), then entered into the caller's company again.
 */
export async function emailsTakenInGroup(tx: Db, tenant: TenantContext, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const siblings = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.groupId, tenant.groupId), ne(companies.id, tenant.companyId)));
  const taken: string[] = [];
  for (const sibling of siblings) {
    await bindCompany(tx, { companyId: sibling.id, userId: tenant.userId });
    const rows = await tx
      .select({ email: employees.workEmail })
      .from(employees)
      .where(and(eq(employees.companyId, sibling.id), inArray(sql`lower(${employees.workEmail})`, [...emails])));
    taken.push(...rows.map((r) => r.email));
  }
  if (siblings.length > 0) await enterTenant(tx, tenant);
  return taken;
}

/** Names the transaction in pg_stat_activity, for operators (and the kill test). */
export async function nameTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select set_config('application_name', ${name}, true)`);
}

/**
 * Drops this connection's cached query plans, so the next foreign-key check replans against the
 * table as it is now. The import grows tables from empty inside one transaction, where no ANALYZE
 * can tell the planner; a check planned when `employees` was empty picks any index that starts
 * with the company (a tie), then scans the whole company for every row: quadratic (ADR 0134).
 */
export async function discardPlans(tx: Db): Promise<void> {
  await tx.execute(sql`discard plans`);
}

/** Puts the import's platform transaction in the tenant role of a company, until leaveTenantRole. */
export async function enterTenantRole(tx: Db, tenant: TenantContext): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${RUNTIME_ROLE}, true), set_config('app.company_id', ${tenant.companyId}, true), set_config('app.user_id', ${tenant.userId ?? ''}, true)`,
  );
}

/** Back to the login's own role (the platform writes of the next chunk: accounts, mail). */
export async function leaveTenantRole(tx: Db): Promise<void> {
  await tx.execute(sql`reset role`);
}
