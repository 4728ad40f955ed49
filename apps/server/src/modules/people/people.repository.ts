import type { Scope } from '@hcims/contracts/access';
import type { OrgPerson } from '@hcims/contracts/org';
import type { AccountStatus, Employee, EmployeeListItem, EmployeeListQuery, EmployeeOption } from '@hcims/contracts/people';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/bulk-insert.js';
import { prepared, statementOf, totalOf, totalOfPage } from '../../db/list.js';
import { memberships, users } from '../identity/index.js';
import { branches, companies, departments, designations } from '../org/index.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { employeeJobHistory, employees } from './people.table.js';

/**
 * The SQL of employee records. Scoping (own, team, department, company) is a condition on the
 * employees table that every list and every single read applies; sensitive columns are selected
 * only when the caller may see them. Every query names its company, on top of row-level security.
 */

export type EmployeeRow = typeof employees.$inferSelect;
const managers = alias(employees, 'manager');
/** A value filled when a statement built once per shape runs (db/list.ts, `statementOf`). */
const p = sql.placeholder;

export const fullName = (first: string, last: string) => `${first} ${last}`;

/** The photo path: the uploaded photo (versioned by its key, so caches refresh) or the generated avatar. */
export function photoUrl(id: string, photoKey: string | null): string {
  return `/api/people/employees/${id}/photo${photoKey ? `?v=${photoKey.slice(0, 8)}` : ''}`;
}

export type CompanyCalendar = { name: string; timeZone: string; currency: string; today: string };

const calendarOf = statementOf((db: Db, _shape: Record<string, never>) =>
  db
    .select({ name: companies.name, timeZone: companies.timeZone, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, p('companyId'))),
);

/** The company's zone, currency and today's date there (statuses and job-history dates depend on it). */
export async function companyCalendar(tx: Db, companyId: string, now: Date): Promise<CompanyCalendar> {
  // Built once and prepared: nearly every request reads it, and planning it under row-level security costs more than running it.
  const [company] = await calendarOf(tx, {}, { companyId });
  if (!company) throw new Error(`company ${companyId} is not visible`);
  return { ...company, today: calendarDateIn(now, company.timeZone) };
}

/** A value of a condition: itself, or the `sql.placeholder` a statement built once per shape fills (db/list.ts). */
type Bound = string | SQLWrapper;

/**
 * Which employee records a scope reaches for a caller: their own record (own); their reporting
 * line, transitively, and themselves (team); their department with its sub-departments
 * (department); everything of the active company (company, group). Undefined means no limit.
 */
export function scopeCondition(scope: Scope, companyId: Bound, userId: Bound): SQL | undefined {
  switch (scope) {
    case 'own':
      return sql`${employees.userId} = ${userId}`;
    case 'team':
      return sql`${employees.id} in (
        with recursive team(id) as (
          select s.id from employees s where s.company_id = ${companyId} and s.user_id = ${userId}
          union
          select r.id from employees r join team t on r.manager_id = t.id where r.company_id = ${companyId}
        ) select id from team)`;
    case 'department':
      return sql`${employees.departmentId} in (
        with recursive sub(id) as (
          select s.department_id from employees s where s.company_id = ${companyId} and s.user_id = ${userId}
          union
          select d.id from departments d join sub on d.parent_id = sub.id where d.company_id = ${companyId}
        ) select id from sub)`;
    case 'company':
    case 'group':
      return undefined;
  }
}

/** Whether one record is within a scope of the caller. */
export async function inScope(tx: Db, companyId: string, userId: string, scope: Scope, employeeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId), scopeCondition(scope, companyId, userId)));
  return row !== undefined;
}

/** The record's account was invited into the company and has not accepted yet (an existing account, ADR 0082). */
const pendingSql = sql`exists (select 1 from ${memberships} where ${memberships.companyId} = ${employees.companyId} and ${memberships.userId} = ${employees.userId} and ${memberships.status} = 'invited')`;

/** terminated once the last working day is over (company calendar); invited while the account has no password or has not accepted. */
export function statusSql(today: Bound): SQL<string> {
  return sql<string>`case when ${employees.terminationDate} is not null and ${employees.terminationDate} < ${today} then 'terminated' when ${users.status} = 'invited' or ${pendingSql} then 'invited' else ${employees.state} end`;
}

const accountStatusSql = sql<AccountStatus>`case when ${employees.userId} is null then 'none' when ${pendingSql} then 'invited' else coalesce(${users.status}, 'none') end`;

/** Current staff: no termination, or one whose last day has not passed yet. */
export function currentSql(today: Bound): SQL {
  return sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today})`;
}

/** `%text%` for ilike, with the wildcards the user typed taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** First, last, preferred or full name contains `q`. */
export function nameCondition(q: string): SQL | undefined {
  return nameMatches(likePattern(q));
}

/** First, last, preferred or full name matches an ilike pattern. */
function nameMatches(pattern: Bound): SQL | undefined {
  return or(
    ilike(employees.firstName, pattern),
    ilike(employees.lastName, pattern),
    ilike(employees.preferredName, pattern),
    sql`(${employees.firstName} || ' ' || ${employees.lastName}) ilike ${pattern}`,
  );
}

/** The list's search: name, work email or employee number contains `q`. */
export function searchCondition(q: string | undefined): SQL | undefined {
  return q ? searchMatches(likePattern(q)) : undefined;
}

/** Name, work email or employee number matches an ilike pattern. */
function searchMatches(pattern: Bound): SQL | undefined {
  return or(nameMatches(pattern), ilike(employees.workEmail, pattern), ilike(employees.employeeNumber, pattern));
}

const sortColumns = {
  lastName: [employees.lastName, employees.firstName],
  firstName: [employees.firstName, employees.lastName],
  hireDate: [employees.hireDate],
  departmentName: [departments.name, employees.lastName],
  designationName: [designations.name, employees.lastName],
  employeeNumber: [employees.employeeNumber],
  workEmail: [employees.workEmail],
} as const;

/** The allow-listed sort (never SQL built from the request), with the id as the last tie-breaker. */
export function orderBy(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const key = (sort?.replace(/^-/, '') ?? 'lastName') as keyof typeof sortColumns;
  const columns = sortColumns[key] ?? sortColumns.lastName;
  return [...columns.map((c) => (descending ? sql`${c} desc nulls last` : sql`${c} asc nulls last`)), asc(employees.id)];
}

/** What decides the text of the list's statement; its values are placeholders (db/list.ts, `statementOf`). */
type EmployeePageShape = {
  scope: Scope;
  search: boolean;
  departmentId: boolean;
  designationId: boolean;
  managerId: boolean;
  branchId: boolean;
  /** a status filter; otherwise current staff only unless terminated records are included */
  status: boolean;
  includeTerminated: boolean;
  sort: string;
};

/** The list's conditions for a shape, every value a placeholder. */
function employeePageWhere(shape: EmployeePageShape): SQL | undefined {
  return and(
    eq(employees.companyId, p('companyId')),
    scopeCondition(shape.scope, p('companyId'), p('userId')),
    shape.search ? searchMatches(p('pattern')) : undefined,
    shape.departmentId ? eq(employees.departmentId, p('departmentId')) : undefined,
    shape.designationId ? eq(employees.designationId, p('designationId')) : undefined,
    shape.managerId ? eq(employees.managerId, p('managerId')) : undefined,
    shape.branchId ? eq(employees.branchId, p('branchId')) : undefined,
    shape.status ? sql`${statusSql(p('today'))} = ${p('status')}` : shape.includeTerminated ? undefined : currentSql(p('today')),
  );
}

/** The total counts employees alone (users only when filtering by status, which reads the account). */
function employeeCount(db: Db, shape: EmployeePageShape) {
  const counted = db.select({ n: count() }).from(employees).$dynamic();
  return (shape.status ? counted.leftJoin(users, eq(users.id, employees.userId)) : counted).where(employeePageWhere(shape));
}

const countEmployees = statementOf(employeeCount);

/** The page joins names to its 50-odd rows only, and carries the total as a column. */
const employeePage = statementOf((db: Db, shape: EmployeePageShape) =>
  db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      firstName: employees.firstName,
      lastName: employees.lastName,
      preferredName: employees.preferredName,
      workEmail: employees.workEmail,
      mobilePhone: employees.mobilePhone,
      photoKey: employees.photoKey,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      designationId: employees.designationId,
      designationName: designations.name,
      managerId: employees.managerId,
      managerFirst: managers.firstName,
      managerLast: managers.lastName,
      branchId: employees.branchId,
      branchName: branches.name,
      employmentType: employees.employmentType,
      hireDate: employees.hireDate,
      terminationDate: employees.terminationDate,
      status: statusSql(p('today')),
      accountStatus: accountStatusSql,
      total: totalOf(employeeCount(db, shape)),
    })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
    .leftJoin(managers, and(eq(managers.companyId, employees.companyId), eq(managers.id, employees.managerId)))
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(employeePageWhere(shape))
    .orderBy(...orderBy(shape.sort))
    .limit(p('limit'))
    .offset(p('offset')),
);

/**
 * One page of the list and its total in one prepared statement (the list shape of db/list.ts,
 * ADR 0055), built once per shape (ADR 0141).
 */
export async function pageEmployees(
  tx: Db,
  input: { companyId: string; userId: string; scope: Scope; today: string; query: EmployeeListQuery },
): Promise<{ items: EmployeeListItem[]; total: number }> {
  const { query } = input;
  const shape: EmployeePageShape = {
    scope: input.scope,
    search: Boolean(query.q),
    departmentId: Boolean(query.departmentId),
    designationId: Boolean(query.designationId),
    managerId: Boolean(query.managerId),
    branchId: Boolean(query.branchId),
    status: Boolean(query.status),
    includeTerminated: Boolean(query.includeTerminated),
    sort: query.sort ?? 'lastName',
  };
  const offset = (query.page - 1) * query.pageSize;
  const values = {
    companyId: input.companyId,
    userId: input.userId,
    today: input.today,
    pattern: query.q ? likePattern(query.q) : null,
    departmentId: query.departmentId ?? null,
    designationId: query.designationId ?? null,
    managerId: query.managerId ?? null,
    branchId: query.branchId ?? null,
    status: query.status ?? null,
    limit: query.pageSize,
    offset,
  };
  const rows = await employeePage(tx, shape, values);
  const total = await totalOfPage(rows, offset, () => countEmployees(tx, shape, values));
  // Each item written out field by field: a page is rebuilt at every request, and spreading the
  // row into a new object costs about eight times as much (0.13 ms for 50 rows).
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      employeeNumber: row.employeeNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      preferredName: row.preferredName,
      workEmail: row.workEmail,
      mobilePhone: row.mobilePhone,
      departmentId: row.departmentId,
      departmentName: row.departmentName,
      designationId: row.designationId,
      designationName: row.designationName,
      managerId: row.managerId,
      managerName: row.managerFirst !== null && row.managerLast !== null ? fullName(row.managerFirst, row.managerLast) : null,
      branchId: row.branchId,
      branchName: row.branchName,
      employmentType: row.employmentType as EmployeeListItem['employmentType'],
      hireDate: row.hireDate,
      terminationDate: row.terminationDate,
      status: row.status as EmployeeListItem['status'],
      accountStatus: row.accountStatus,
      photoUrl: photoUrl(row.id, row.photoKey),
    })),
  };
}

/** What narrows the directory: a name, given ids, a designation, current staff, managers; at most `first` rows. */
export type EmployeeOptionsFilter = {
  q?: string;
  ids?: string[];
  designationId?: string;
  current?: boolean;
  managers?: boolean;
  first?: number;
};

/** The compact directory of GET /api/auth/employees/: the company's people by name, everyone unless narrowed. */
export async function employeeOptions(
  tx: Db,
  companyId: string,
  today: string,
  filter: EmployeeOptionsFilter = {},
): Promise<EmployeeOption[]> {
  const query = tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      photoKey: employees.photoKey,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      designationId: employees.designationId,
      designationName: designations.name,
      managerId: employees.managerId,
      status: statusSql(today),
    })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(
      and(
        eq(employees.companyId, companyId),
        filter.q ? nameCondition(filter.q) : undefined,
        filter.ids ? inArray(employees.id, filter.ids) : undefined,
        filter.designationId ? eq(employees.designationId, filter.designationId) : undefined,
        filter.current ? currentSql(today) : undefined,
        filter.managers
          ? sql`exists (select 1 from employees report where report.company_id = ${employees.companyId} and report.manager_id = ${employees.id})`
          : undefined,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  const limited = filter.first ? query.limit(filter.first) : query;
  // Prepared (ADR 0138): every picker of every screen asks for it, and planning it under the
  // policies cost about as much as running it. Not with `ids`: each count of ids is another text.
  const rows = await (filter.ids ? limited : prepared(limited));
  // Written out field by field, like the list's items: the whole company may be 10,000 rows.
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row.firstName, row.lastName),
    photoUrl: photoUrl(row.id, row.photoKey),
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    designationId: row.designationId,
    designationName: row.designationName,
    managerId: row.managerId,
    status: row.status as EmployeeOption['status'],
  }));
}

/** Bump when the directory's JSON changes shape or content for the same rows, so cached copies are not revalidated. */
const EMPLOYEE_OPTIONS_FORMAT = 'employee-options/2';

/**
 * A fingerprint of everything employeeOptions shows, read in one statement of aggregates instead
 * of the rows. It changes with every employee added or removed (count, ids), every write to a
 * record (version and updated_at: every update of employees sets updated_at, and the form's
 * writes bump the version too), a new photo (its key), an account accepting its invitation
 * (the company's memberships: identity touches them then), a department or designation renamed
 * (their names), and the company's date (a termination date passing changes the status). Sums
 * rather than a maximum, so a write that commits after a later one still changes it. Not
 * scoped: the directory is the whole company for every member.
 */
const fingerprintOf = statementOf((db: Db, _shape: Record<string, never>) => {
  /** One aggregate per table of the company, as text: `(select concat_ws(',', ...) from t where company_id = ...)`. */
  const aggregates = (table: typeof employees | typeof memberships | typeof departments | typeof designations, parts: SQL[]) =>
    sql<string>`(select concat_ws(',', count(*), ${sql.join(parts, sql`, `)}) from ${table} where ${table.companyId} = ${p('companyId')})`;
  const names = (table: typeof departments | typeof designations) =>
    aggregates(table, [sql`coalesce(sum(hashtextextended(${table.id}::text || ' ' || ${table.name}, 0)), 0)`]);
  return db
    .select({
      people: aggregates(employees, [
        sql`coalesce(sum(hashtext(${employees.id}::text)), 0)`,
        sql`coalesce(sum(${employees.version}), 0)`,
        sql`coalesce(max(${employees.updatedAt})::text, '')`,
        sql`coalesce(sum(extract(epoch from ${employees.updatedAt})), 0)`,
        sql`coalesce(sum(hashtext(coalesce(${employees.photoKey}, ''))), 0)`,
      ]),
      // The invited status comes from users; accepting an invitation touches the account's
      // memberships, which are read here instead (joining users costs a policy check per record).
      members: aggregates(memberships, [
        sql`coalesce(sum(hashtext(${memberships.userId}::text)), 0)`,
        sql`coalesce(sum(extract(epoch from ${memberships.updatedAt})), 0)`,
      ]),
      departments: names(departments),
      designations: names(designations),
    })
    .from(companies)
    .where(eq(companies.id, p('companyId')));
});

export async function employeeOptionsFingerprint(tx: Db, companyId: string, today: string): Promise<unknown[]> {
  const [row] = await fingerprintOf(tx, {}, { companyId });
  return [EMPLOYEE_OPTIONS_FORMAT, companyId, today, row];
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
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
    .leftJoin(managers, and(eq(managers.companyId, employees.companyId), eq(managers.id, employees.managerId)))
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)))
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
    .where(and(eq(employees.companyId, companyId), currentSql(today)))
    .groupBy(column);
  return new Map(rows.flatMap((r) => (r.id ? [[r.id, r.n] as const] : [])));
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
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
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
    .innerJoin(designations, and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId)))
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
