import { EMPLOYEE_REPORT_FIELDS, type ReportFieldKey } from '@hcims/contracts/people';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { filterCondition, reportRow, type ReportQuery, type ReportRows } from '../../../platform/reports/index.js';
import { users } from '../../identity/index.js';
import { branches, departments, designations } from '../../org/index.js';
import { employees } from '../people.table.js';
import { scopeCondition } from '../people.repository.js';

/**
 * The employees report definition's SQL. Every allow-listed field key maps to an expression written here;
 * names received from a client only ever select one of these entries, and values always travel
 * as parameters. Dates come back as YYYY-MM-DD text and numbers as numbers, on both drivers.
 */

const manager = alias(employees, 'report_manager');

type Expressions = Record<ReportFieldKey, SQL>;

const day = (column: SQLWrapper) => sql`to_char(${column}, 'YYYY-MM-DD')`;

function expressionsAsOf(asOf: string): Expressions {
  const today = sql`${asOf}::date`;
  // Service ends on the last working day for a leaver, today for everyone else.
  const end = sql`least(${today}, coalesce(${employees.terminationDate}, ${today}))`;
  const age = sql`age(${end}, ${employees.hireDate})`;
  const tenureYears = sql`case when ${employees.hireDate} <= ${end} then extract(year from ${age})::int end`;
  const tenureMonths = sql`case when ${employees.hireDate} <= ${end} then (extract(year from ${age}) * 12 + extract(month from ${age}))::int end`;
  return {
    employeeNumber: sql`${employees.employeeNumber}`,
    fullName: sql`${employees.firstName} || ' ' || ${employees.lastName}`,
    firstName: sql`${employees.firstName}`,
    lastName: sql`${employees.lastName}`,
    preferredName: sql`${employees.preferredName}`,
    workEmail: sql`${employees.workEmail}`,
    personalEmail: sql`${employees.personalEmail}`,
    workPhone: sql`${employees.workPhone}`,
    mobilePhone: sql`${employees.mobilePhone}`,
    departmentName: sql`${departments.name}`,
    designationName: sql`${designations.name}`,
    managerName: sql`${manager.firstName} || ' ' || ${manager.lastName}`,
    branchName: sql`${branches.name}`,
    workLocation: sql`${employees.workLocation}`,
    hireDate: day(employees.hireDate),
    hireYear: sql`to_char(${employees.hireDate}, 'YYYY')`,
    hireMonth: sql`to_char(${employees.hireDate}, 'YYYY-MM')`,
    tenureYears,
    tenureMonths,
    tenureBand: sql`case when ${tenureYears} is null or ${tenureYears} < 1 then 'under_1' when ${tenureYears} < 3 then '1_to_3' when ${tenureYears} < 5 then '3_to_5' when ${tenureYears} < 10 then '5_to_10' else '10_plus' end`,
    status: sql`case when ${employees.terminationDate} < ${today} then 'terminated' when ${users.status} = 'invited' then 'invited' when ${employees.state} = 'on_leave' then 'on_leave' else 'active' end`,
    employmentType: sql`${employees.employmentType}`,
    gender: sql`${employees.gender}`,
    nationality: sql`${employees.nationality}`,
    dateOfBirth: day(employees.dateOfBirth),
    birthday: sql`to_char(${employees.dateOfBirth}, 'MM-DD')`,
    birthMonth: sql`extract(month from ${employees.dateOfBirth})::int`,
    anniversary: sql`to_char(${employees.hireDate}, 'MM-DD')`,
    anniversaryMonth: sql`extract(month from ${employees.hireDate})::int`,
    terminationDate: day(employees.terminationDate),
    terminationMonth: sql`to_char(${employees.terminationDate}, 'YYYY-MM')`,
    departmentId: sql`${employees.departmentId}`,
    designationId: sql`${employees.designationId}`,
    managerId: sql`${employees.managerId}`,
    branchId: sql`${employees.branchId}`,
    salaryAmount: sql`${employees.salaryAmount}::float8`,
    salaryCurrency: sql`${employees.salaryCurrency}`,
    salaryFrequency: sql`${employees.salaryFrequency}`,
    bankName: sql`${employees.bank} ->> 'bankName'`,
    iban: sql`${employees.bank} ->> 'iban'`,
    nationalIdType: sql`${employees.nationalId} ->> 'type'`,
    nationalIdNumber: sql`${employees.nationalId} ->> 'number'`,
    nationalIdExpiresOn: sql`${employees.nationalId} ->> 'expiresOn'`,
    bloodType: sql`${employees.medical} ->> 'bloodType'`,
  };
}

const typeOf = new Map(EMPLOYEE_REPORT_FIELDS.map((f) => [f.key as string, f.type]));

/** The expression of a key the engine has checked against the definition. */
function expression(expressions: Expressions, key: string): SQL {
  const found = (expressions as Record<string, SQL>)[key];
  if (!found) throw new Error(`"${key}" is not an employee report field`);
  return found;
}

function baseQuery(tx: Db, fields: Record<string, SQL>, query: ReportQuery, expressions: Expressions) {
  const definition = query.checked.request;
  const conditions: (SQL | undefined)[] = [
    eq(employees.companyId, query.companyId),
    scopeCondition(query.scope, query.companyId, query.userId),
  ];
  if (!definition.includeFormer) {
    conditions.push(sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${query.asOf}::date)`);
  }
  for (const filter of definition.filters) {
    conditions.push(filterCondition(expression(expressions, filter.field), typeOf.get(filter.field)!, filter));
  }
  return tx
    .select(fields)
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .innerJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(branches, eq(branches.id, employees.branchId))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(and(...conditions))
    .$dynamic();
}

function numeric(key: string): boolean {
  const type = key === 'count' ? 'number' : typeOf.get(key);
  return type === 'number' || type === 'money';
}

const clean = (row: Record<string, unknown>) => reportRow(row, numeric);

/**
 * One page of a report (or every row, up to `limit`, for an export). Grouped reports list the
 * groups with their counts and order rows by the group first; a summary returns the groups as
 * its rows.
 */
export async function selectEmployeeReport(tx: Db, query: ReportQuery): Promise<ReportRows> {
  const { page } = query;
  const expressions = expressionsAsOf(query.asOf);
  const { request: definition, columns } = query.checked;
  const group = definition.groupBy;

  let groups: ReportRows['groups'] = null;
  if (group) {
    const found = await baseQuery(tx, { value: expression(expressions, group.field), count: sql`count(*)::int` }, query, expressions)
      .groupBy(sql`1`)
      .orderBy(sql`1 asc nulls last`);
    groups = found.map((g) => {
      const cleaned = clean({ [group.field]: g.value, count: g.count });
      return { value: cleaned[group.field] ?? null, count: Number(cleaned.count) };
    });
    if (group.summaryOnly) {
      const rows = groups.slice(page.offset, page.offset + page.limit).map((g) => ({ [group.field]: g.value, count: g.count }));
      return { rows, groups, total: groups.length };
    }
  }

  const keys = group ? [group.field, ...columns] : columns;
  const fields = Object.fromEntries(keys.map((key) => [key, expression(expressions, key)]));
  const order: SQL[] = [];
  if (group) order.push(sql`${expression(expressions, group.field)} asc nulls last`);
  for (const s of definition.sort)
    order.push(sql`${expression(expressions, s.field)} ${s.direction === 'desc' ? sql`desc` : sql`asc`} nulls last`);
  // A stable order across pages, whatever the chosen sort.
  order.push(sql`${employees.lastName} asc`, sql`${employees.firstName} asc`, sql`${employees.id} asc`);
  const rows = await baseQuery(tx, fields, query, expressions)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = groups
    ? [{ n: groups.reduce((sum, g) => sum + g.count, 0) }]
    : await baseQuery(tx, { n: sql<number>`count(*)::int` }, query, expressions);
  return { rows: rows.map((r) => clean(r)), groups, total: Number(counted?.n ?? 0) };
}
