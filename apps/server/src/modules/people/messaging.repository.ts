import type { Scope } from '@hcims/contracts/access';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { departments, designations } from '../org/index.js';
import type { Bound } from '../../db/list.js';
import { scopeCondition } from './people.repository.js';
import { employees } from './people.table.js';

/** The employees a message may go to, for a messaging module (the composition root wires it). */

export type MessagingCaller = { companyId: string; userId: string; scope: Scope };
export type MessagingAudience =
  | { type: 'everyone' }
  | { type: 'employee'; employeeId: string }
  | { type: 'department'; departmentId: string; includeSubDepartments: boolean };

const manager = alias(employees, 'wa_manager');

function audienceCondition(companyId: string, audience: MessagingAudience): SQL | undefined {
  switch (audience.type) {
    case 'everyone':
      return undefined;
    case 'employee':
      return eq(employees.id, audience.employeeId);
    case 'department':
      return audience.includeSubDepartments
        ? sql`${employees.departmentId} in (
            with recursive tree(id) as (
              select ${audience.departmentId}::uuid
              union
              select d.id from departments d join tree t on d.parent_id = t.id where d.company_id = ${companyId}
            ) select id from tree)`
        : eq(employees.departmentId, audience.departmentId);
  }
}

/** Current staff on `today` in the caller's scope and the audience, with names, numbers and what message variables use. */
export async function messageRecipients(tx: Db, caller: MessagingCaller, audience: MessagingAudience, today: string) {
  const rows = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      preferredName: employees.preferredName,
      employeeNumber: employees.employeeNumber,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      designationName: designations.name,
      managerFirst: manager.firstName,
      managerLast: manager.lastName,
      hireDate: employees.hireDate,
      mobilePhone: employees.mobilePhone,
      workPhone: employees.workPhone,
    })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .innerJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .where(
      and(
        eq(employees.companyId, caller.companyId),
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today}::date)`,
        scopeCondition(caller.scope, caller.companyId, caller.userId),
        audienceCondition(caller.companyId, audience),
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  return rows.map(({ managerFirst, managerLast, ...row }) => ({
    ...row,
    managerName: managerFirst ? `${managerFirst} ${managerLast}` : null,
  }));
}

/**
 * The ids of the company's employees in the caller's scope, as a subquery; null when the scope is
 * the whole company. The company and user may be placeholders (a statement built once per shape).
 */
export function employeesInScope(caller: { companyId: Bound; userId: Bound; scope: Scope }): SQL | null {
  const inScope = scopeCondition(caller.scope, caller.companyId, caller.userId);
  return inScope ? sql`select ${employees.id} from ${employees} where ${employees.companyId} = ${caller.companyId} and ${inScope}` : null;
}
