import type { Scope } from '@hcims/contracts/access';
import { and, asc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { memberships } from '../../identity/index.js';
import { departments, designations } from '../../org/index.js';
import { scopeCondition } from '../people.repository.js';
import { employeeDocuments, employees } from '../people.table.js';
import {
  monthEndsOf,
  SOONEST_DOCUMENTS,
  type CardCounts,
  type CelebrationCandidate,
  type DashboardCounts,
  type DashboardPlan,
  type SoonDocument,
} from './dashboard.rules.js';

/**
 * The dashboard's reads (ADR 0128): the figures are counted in PostgreSQL, in one pass over the
 * employees of the scope grouped by department and designation (at most one row per pair that
 * has people, whatever the head-count); only what is shown comes back as rows: the soonest
 * expiring documents and the people whose birthday or hire date falls on one of the next days.
 */

const day = (d: string) => sql`${d}::date`;
const employedOn = (d: string) =>
  sql`(${employees.hireDate} <= ${day(d)} and (${employees.terminationDate} is null or ${employees.terminationDate} >= ${day(d)}))`;
const between = (column: SQL | typeof employees.hireDate, from: string, to: string) => sql`${column} between ${day(from)} and ${day(to)}`;
const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`.mapWith(Number);
/** The account has not chosen a password yet: kept on the company's membership (ADR 0129), so no platform table is read. */
const invited = sql`coalesce(${memberships.accountInvited}, false)`;

function inScopeOf(companyId: string, scope: Scope, userId: string) {
  return and(eq(employees.companyId, companyId), scopeCondition(scope, companyId, userId));
}

/** Employed on the as-of day, invited (not signed in yet), and on leave among those who have. */
function headcountColumns(plan: DashboardPlan): Record<'total' | 'invited' | 'onLeave', SQL<number>> {
  const current = employedOn(plan.asOf);
  return {
    total: counted(current),
    invited: counted(sql`${current} and ${invited}`),
    onLeave: counted(sql`${current} and not ${invited} and ${employees.state} = 'on_leave'`),
  };
}

/** The employees with their company membership (for `invited`): what both counts read. */
const employeesWithMembership = <T extends SelectedFields>(tx: Db, columns: T) =>
  tx
    .select(columns)
    .from(employees)
    .leftJoin(memberships, and(eq(memberships.companyId, employees.companyId), eq(memberships.userId, employees.userId)));

/**
 * The workspace cards' figures (ADR 0145): one row, seven aggregates. The attrition average needs
 * the head-count on 13 month-ends; each row adds the number of those days it was employed on, so
 * one sum replaces 13 counts, and the twelve months' leavers are one range.
 */
export async function cardCounts(tx: Db, companyId: string, scope: Scope, userId: string, plan: DashboardPlan): Promise<CardCounts> {
  const month = plan.months.at(-1)!;
  const employedDays = sql.join(
    monthEndsOf(plan).map((end) => sql`${employedOn(end)}::int`),
    sql` + `,
  );
  const [row] = await employeesWithMembership(tx, {
    ...headcountColumns(plan),
    joiners: counted(between(employees.hireDate, month.from, month.to)),
    leavers: counted(between(sql`${employees.terminationDate}`, month.from, month.to)),
    leavers12: counted(between(sql`${employees.terminationDate}`, plan.months[0]!.from, month.to)),
    monthEndHeadcounts: sql<number>`coalesce(sum(${employedDays}), 0)::int`.mapWith(Number),
  }).where(inScopeOf(companyId, scope, userId));
  const documents = await documentCounts(tx, companyId, scope, userId, plan);
  // An aggregate without GROUP BY answers one row, even over no employee.
  return { ...row!, documents };
}

export async function dashboardCounts(
  tx: Db,
  companyId: string,
  scope: Scope,
  userId: string,
  plan: DashboardPlan,
): Promise<DashboardCounts> {
  const current = employedOn(plan.asOf);
  const columns: Record<string, SQL<number>> = {
    ...headcountColumns(plan),
    female: counted(sql`${current} and ${employees.gender} = 'female'`),
    male: counted(sql`${current} and ${employees.gender} = 'male'`),
    other: counted(sql`${current} and ${employees.gender} = 'other'`),
  };
  plan.tenureCutoffs.forEach((cutoff, i) => (columns[`years${i}`] = counted(sql`${current} and ${employees.hireDate} <= ${day(cutoff)}`)));
  plan.months.forEach((m, i) => {
    columns[`joiners${i}`] = counted(between(employees.hireDate, m.from, m.to));
    columns[`leavers${i}`] = counted(between(sql`${employees.terminationDate}`, m.from, m.to));
  });
  monthEndsOf(plan).forEach((end, i) => (columns[`headcount${i}`] = counted(employedOn(end))));

  const groups = (await employeesWithMembership(tx, {
    departmentId: employees.departmentId,
    designationId: employees.designationId,
    ...columns,
  })
    .where(inScopeOf(companyId, scope, userId))
    .groupBy(employees.departmentId, employees.designationId)) as ({ departmentId: string; designationId: string } & Record<
    string,
    number
  >)[];

  const sum = (key: string) => groups.reduce((n, g) => n + g[key]!, 0);
  const tally = (key: 'departmentId' | 'designationId') => {
    const counts = new Map<string, number>();
    for (const g of groups) if (g.total! > 0) counts.set(g[key], (counts.get(g[key]) ?? 0) + g.total!);
    return counts;
  };
  const byDepartment = tally('departmentId');
  const byDesignation = tally('designationId');
  // One after another: the request's transaction is one connection.
  const departmentNames =
    byDepartment.size === 0
      ? []
      : await tx
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(and(eq(departments.companyId, companyId), inArray(departments.id, [...byDepartment.keys()])));
  const designationNames =
    byDesignation.size === 0
      ? []
      : await tx
          .select({ id: designations.id, name: designations.name })
          .from(designations)
          .where(and(eq(designations.companyId, companyId), inArray(designations.id, [...byDesignation.keys()])));
  const documents = await documentCounts(tx, companyId, scope, userId, plan);
  const named = (counts: Map<string, number>, names: { id: string; name: string }[]) =>
    names.map(({ id, name }) => ({ id, name, count: counts.get(id)! }));
  return {
    total: sum('total'),
    invited: sum('invited'),
    onLeave: sum('onLeave'),
    female: sum('female'),
    male: sum('male'),
    other: sum('other'),
    atLeastYears: plan.tenureCutoffs.map((_, i) => sum(`years${i}`)),
    joiners: plan.months.map((_, i) => sum(`joiners${i}`)),
    leavers: plan.months.map((_, i) => sum(`leavers${i}`)),
    headcounts: [0, ...plan.months].map((_, i) => sum(`headcount${i}`)),
    byDepartment: named(byDepartment, departmentNames),
    byDesignation: named(byDesignation, designationNames),
    documents,
  };
}

/** Documents of current employees only: a former employee's passport expiring is nobody's task. */
function documentsOfCurrent(companyId: string, scope: Scope, userId: string, asOf: string) {
  return and(
    inScopeOf(companyId, scope, userId),
    employedOn(asOf),
    eq(employeeDocuments.companyId, companyId),
    isNotNull(employeeDocuments.expiresOn),
  );
}

async function documentCounts(
  tx: Db,
  companyId: string,
  scope: Scope,
  userId: string,
  plan: DashboardPlan,
): Promise<DashboardCounts['documents']> {
  const expires = sql`${employeeDocuments.expiresOn}`;
  const columns: Record<string, SQL<number>> = { expired: counted(sql`${expires} < ${day(plan.asOf)}`) };
  plan.documentHorizons.forEach((horizon, i) => (columns[`within${i}`] = counted(between(expires, plan.asOf, horizon))));
  const [row] = await tx
    .select(columns)
    .from(employeeDocuments)
    .innerJoin(employees, and(eq(employees.companyId, employeeDocuments.companyId), eq(employees.id, employeeDocuments.employeeId)))
    .where(documentsOfCurrent(companyId, scope, userId, plan.asOf));
  return { expired: row?.expired ?? 0, within: plan.documentHorizons.map((_, i) => row?.[`within${i}`] ?? 0) };
}

/**
 * The soonest documents not yet expired: the first ten by date and every other one on the tenth's
 * date (the title orders those). One statement: the tenth's date is a subquery over the same rows.
 */
export async function soonestDocuments(tx: Db, companyId: string, scope: Scope, userId: string, asOf: string): Promise<SoonDocument[]> {
  const ofEmployee = and(eq(employees.companyId, employeeDocuments.companyId), eq(employees.id, employeeDocuments.employeeId));
  const where = and(documentsOfCurrent(companyId, scope, userId, asOf), gte(employeeDocuments.expiresOn, asOf));
  const tenth = tx
    .select({ expiresOn: employeeDocuments.expiresOn })
    .from(employeeDocuments)
    .innerJoin(employees, ofEmployee)
    .where(where)
    .orderBy(asc(employeeDocuments.expiresOn))
    .offset(SOONEST_DOCUMENTS - 1)
    .limit(1);
  const rows = await tx
    .select({
      id: employeeDocuments.id,
      employeeId: employeeDocuments.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      title: employeeDocuments.title,
      category: employeeDocuments.category,
      expiresOn: employeeDocuments.expiresOn,
    })
    .from(employeeDocuments)
    .innerJoin(employees, ofEmployee)
    // Fewer than ten: no tenth date, every row.
    .where(and(where, sql`${employeeDocuments.expiresOn} <= coalesce((${tenth}), 'infinity'::date)`));
  return rows.map(({ firstName, lastName, expiresOn, ...d }) => ({
    ...d,
    employeeName: `${firstName} ${lastName}`,
    expiresOn: expiresOn!,
  }));
}

/** Current employees whose birthday or hire date falls on one of the plan's month-days; the rules keep those really in the window. */
export async function celebrationCandidates(
  tx: Db,
  companyId: string,
  scope: Scope,
  userId: string,
  plan: DashboardPlan,
): Promise<CelebrationCandidate[]> {
  const days = sql.join(
    plan.celebrationDays.map((d) => sql`${Number(d.slice(0, 2)) * 100 + Number(d.slice(3))}`),
    sql`, `,
  );
  const rows = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      departmentName: departments.name,
      dateOfBirth: employees.dateOfBirth,
      hireDate: employees.hireDate,
    })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .where(
      and(
        inScopeOf(companyId, scope, userId),
        employedOn(plan.asOf),
        sql`(${employees.birthMonthDay} in (${days}) or ${employees.hireMonthDay} in (${days}))`,
      ),
    );
  return rows.map(({ firstName, lastName, ...r }) => ({ ...r, name: `${firstName} ${lastName}` }));
}
