import type { Scope } from '@hcims/contracts/access';
import type { ReportFieldKey, ReportFilter, ReportValueType } from '@hcims/contracts/people';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import type { AuthContext } from '../../../platform/auth/index.js';
import { users } from '../../identity/index.js';
import { branches, departments, designations } from '../../org/index.js';
import { employees } from '../people.table.js';
import { scopeCondition } from '../people.repository.js';
import { reportField, type CheckedDefinition } from './reports.rules.js';

/**
 * The report builder's SQL. Every allow-listed field key maps to an expression written here;
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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A value as a typed parameter, so comparisons never depend on the driver's guess. */
function param(type: ReportValueType, value: string | number): SQL {
  switch (type) {
    case 'date':
      return sql`${value}::date`;
    case 'number':
    case 'money':
      return sql`${value}::float8`;
    case 'id':
      return sql`${value}::uuid`;
    default:
      return sql`${String(value)}`;
  }
}

function compared(expr: SQL, type: ReportValueType): SQL {
  // Dates are selected as text; compare them as dates.
  return type === 'date' ? sql`(${expr})::date` : type === 'text' ? sql`lower(${expr})` : expr;
}

function filterCondition(expr: SQL, type: ReportValueType, filter: ReportFilter): SQL {
  const values = Array.isArray(filter.value) ? filter.value : filter.value === undefined ? [] : [filter.value];
  const lhs = compared(expr, type);
  const rhs = (v: string | number) => (type === 'text' ? sql`lower(${String(v)})` : param(type, v));
  const first = values[0]!;
  switch (filter.operator) {
    case 'isEmpty':
      return sql`(${expr} is null or (${expr})::text = '')`;
    case 'isNotEmpty':
      return sql`(${expr} is not null and (${expr})::text <> '')`;
    case 'eq':
      return sql`${lhs} = ${rhs(first)}`;
    case 'neq':
      return sql`${lhs} is distinct from ${rhs(first)}`;
    case 'contains':
      return sql`${expr} ilike ${`%${escapeLike(String(first))}%`}`;
    case 'startsWith':
      return sql`${expr} ilike ${`${escapeLike(String(first))}%`}`;
    case 'in':
      return sql`${lhs} in (${sql.join(
        values.map((v) => rhs(v)),
        sql`, `,
      )})`;
    case 'before':
    case 'lt':
      return sql`${lhs} < ${rhs(first)}`;
    case 'after':
    case 'gt':
      return sql`${lhs} > ${rhs(first)}`;
    case 'onOrBefore':
    case 'lte':
      return sql`${lhs} <= ${rhs(first)}`;
    case 'onOrAfter':
    case 'gte':
      return sql`${lhs} >= ${rhs(first)}`;
    case 'between':
      return sql`${lhs} between ${rhs(first)} and ${rhs(values[1]!)}`;
  }
}

export type ReportQuery = {
  auth: Pick<AuthContext, 'companyId' | 'userId'>;
  scope: Scope;
  /** The company's today: statuses, tenure and "former" are computed for this day. */
  asOf: string;
  checked: CheckedDefinition;
};

export type ReportRows = {
  rows: Record<string, string | number | null>[];
  groups: { value: string | number | null; count: number }[] | null;
  total: number;
};

function baseQuery(tx: Db, fields: Record<string, SQL>, query: ReportQuery, expressions: Expressions) {
  const { definition } = query.checked;
  const conditions: (SQL | undefined)[] = [
    eq(employees.companyId, query.auth.companyId),
    scopeCondition(query.scope, query.auth.companyId, query.auth.userId),
  ];
  if (!definition.includeFormer) {
    conditions.push(sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${query.asOf}::date)`);
  }
  for (const filter of definition.filters) {
    conditions.push(filterCondition(expressions[filter.field], reportField(filter.field).type, filter));
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
  if (key === 'count') return true;
  const type = reportField(key as ReportFieldKey).type;
  return type === 'number' || type === 'money';
}

function clean(row: Record<string, unknown>): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) out[key] = null;
    else if (numeric(key)) out[key] = Number(value);
    else out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

/**
 * One page of a report (or every row, up to `limit`, for an export). Grouped reports list the
 * groups with their counts and order rows by the group first; a summary returns the groups as
 * its rows.
 */
export async function selectReport(tx: Db, query: ReportQuery, page: { offset: number; limit: number }): Promise<ReportRows> {
  const expressions = expressionsAsOf(query.asOf);
  const { definition, columns } = query.checked;
  const group = definition.groupBy;

  let groups: ReportRows['groups'] = null;
  if (group) {
    const found = await baseQuery(tx, { value: expressions[group.field], count: sql`count(*)::int` }, query, expressions)
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
  const fields = Object.fromEntries(keys.map((key) => [key, expressions[key]]));
  const order: SQL[] = [];
  if (group) order.push(sql`${expressions[group.field]} asc nulls last`);
  for (const s of definition.sort) order.push(sql`${expressions[s.field]} ${s.direction === 'desc' ? sql`desc` : sql`asc`} nulls last`);
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
