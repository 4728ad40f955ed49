import type { Scope } from '@hcims/contracts/access';
import type { AccountStatus } from '@hcims/contracts/people';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberships, users } from '../identity/index.js';
import { branches, departments, designations } from '../org/index.js';
import { employees } from './people.table.js';
import { likePattern, type Bound } from '../../db/list.js';

/**
 * The conditions and expressions every read of employee records shares: scoping (own, team,
 * department, company), the derived status, the name search. Values may be placeholders, for the
 * statements built once per shape (db/list.ts, `statementOf`).
 */

/** The manager's row, joined to an employee's. */
export const managers = alias(employees, 'manager');

/** How a record joins the rows that name its department, designation, manager and branch: each within the record's company. */
export const joinOn = {
  department: and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId))!,
  designation: and(eq(designations.companyId, employees.companyId), eq(designations.id, employees.designationId))!,
  manager: and(eq(managers.companyId, employees.companyId), eq(managers.id, employees.managerId))!,
  branch: and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId))!,
};

export const fullName = (first: string, last: string) => `${first} ${last}`;

/** The photo path: the uploaded photo (versioned by its key, so caches refresh) or the generated avatar. */
export function photoUrl(id: string, photoKey: string | null): string {
  return `/api/people/employees/${id}/photo${photoKey ? `?v=${photoKey.slice(0, 8)}` : ''}`;
}

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

/** The record's account was invited into the company and has not accepted yet (an existing account, ADR 0082). */
const pendingSql = sql`exists (select 1 from ${memberships} where ${memberships.companyId} = ${employees.companyId} and ${memberships.userId} = ${employees.userId} and ${memberships.status} = 'invited')`;

/** terminated once the last working day is over (company calendar); invited while the account has no password or has not accepted. */
export function statusSql(today: Bound): SQL<string> {
  return sql<string>`case when ${employees.terminationDate} is not null and ${employees.terminationDate} < ${today} then 'terminated' when ${users.status} = 'invited' or ${pendingSql} then 'invited' else ${employees.state} end`;
}

export const accountStatusSql = sql<AccountStatus>`case when ${employees.userId} is null then 'none' when ${pendingSql} then 'invited' else coalesce(${users.status}, 'none') end`;

/** Current staff: no termination, or one whose last day has not passed yet. */
export function currentSql(today: Bound): SQL {
  return sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today})`;
}

/** First, last, preferred or full name contains `q`. */
export function nameCondition(q: string): SQL | undefined {
  return nameMatches(likePattern(q));
}

/** First, last, preferred or full name matches an ilike pattern. */
export function nameMatches(pattern: Bound): SQL | undefined {
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
export function searchMatches(pattern: Bound): SQL | undefined {
  return or(nameMatches(pattern), ilike(employees.workEmail, pattern), ilike(employees.employeeNumber, pattern));
}
