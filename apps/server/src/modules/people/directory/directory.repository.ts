import type { DirectoryQuery } from '@hcims/contracts/people';
import { and, asc, between, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { branches, departments, designations } from '../../org/index.js';
import { likePattern } from '../../../db/list.js';
import { currentSql, nameCondition, searchCondition } from '../people.repository.js';
import { employees } from '../people.table.js';

/** The SQL of the directories: current staff of one company, work contact details only. */

type DirectoryFilter = Pick<DirectoryQuery, 'q' | 'departmentId' | 'branchId'>;

function directoryWhere(companyId: string, today: string, query: DirectoryFilter): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : null;
  return and(
    eq(employees.companyId, companyId),
    currentSql(today),
    query.departmentId ? eq(employees.departmentId, query.departmentId) : undefined,
    query.branchId ? eq(employees.branchId, query.branchId) : undefined,
    pattern
      ? or(
          searchCondition(query.q),
          ilike(employees.workPhone, pattern),
          ilike(employees.mobilePhone, pattern),
          ilike(departments.name, pattern),
          ilike(designations.name, pattern),
        )
      : undefined,
  );
}

function directoryOrder(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const key = sort?.replace(/^-/, '') ?? 'name';
  const columns = key === 'departmentName' ? [departments.name] : key === 'designationName' ? [designations.name] : [];
  const by = [...columns, employees.firstName, employees.lastName];
  return [...by.map((c) => (descending ? desc(c) : asc(c))), asc(employees.id)];
}

function rows(tx: Db) {
  return tx
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      photoKey: employees.photoKey,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      designationName: designations.name,
      workEmail: employees.workEmail,
      workPhone: employees.workPhone,
      mobilePhone: employees.mobilePhone,
      branchName: branches.name,
      workLocation: employees.workLocation,
    })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)));
}

export type DirectoryRow = Awaited<ReturnType<ReturnType<typeof rows>['where']>>[number];

/** One page of the directory, and the total. */
export async function pageDirectory(
  tx: Db,
  companyId: string,
  today: string,
  query: DirectoryFilter & { sort?: string; page: number; pageSize: number },
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const where = directoryWhere(companyId, today, query);
  // Departments and designations only when the search reads their names: every employee has one
  // of each, so without a search the count is the employees' alone (an index-only scan).
  const counted = tx.select({ n: count() }).from(employees).$dynamic();
  const [total] = await (
    query.q
      ? counted
          .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
          .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
      : counted
  ).where(where);
  const found = await rows(tx)
    .where(where)
    .orderBy(...directoryOrder(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: found, total: total?.n ?? 0 };
}

/** The whole filtered directory, up to `limit` rows. */
export async function directoryRows(
  tx: Db,
  companyId: string,
  today: string,
  query: DirectoryFilter & { sort?: string },
  limit: number,
): Promise<DirectoryRow[]> {
  return rows(tx)
    .where(directoryWhere(companyId, today, query))
    .orderBy(...directoryOrder(query.sort))
    .limit(limit);
}

/**
 * Current employees whose birthday or hire date falls in the month, on days `days.from` to
 * `days.to` (the whole month by default), matched on the month-day indexes, by name.
 */
export async function celebrants(
  tx: Db,
  companyId: string,
  today: string,
  month: number,
  query: { departmentId?: string; q?: string },
  days: { from: number; to: number } = { from: 1, to: 31 },
) {
  // 29 February is listed on the 28th in common years: a window reaching the 28th includes it.
  const last = month === 2 && days.to >= 28 ? 29 : days.to;
  const within = (column: typeof employees.birthMonthDay | typeof employees.hireMonthDay) =>
    between(column, month * 100 + days.from, month * 100 + last);
  return tx
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      photoKey: employees.photoKey,
      departmentName: departments.name,
      dateOfBirth: employees.dateOfBirth,
      hireDate: employees.hireDate,
    })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .where(
      and(
        eq(employees.companyId, companyId),
        currentSql(today),
        query.departmentId ? eq(employees.departmentId, query.departmentId) : undefined,
        query.q ? or(nameCondition(query.q), ilike(departments.name, likePattern(query.q))) : undefined,
        or(within(employees.birthMonthDay), within(employees.hireMonthDay)),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
}
