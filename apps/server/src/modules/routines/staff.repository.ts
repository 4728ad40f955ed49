import type { Scope } from '@hcims/contracts/access';
import type { WorkingDay } from '@hcims/contracts/org';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenantCompany } from '../../platform/tenancy/index.js';
import { employees, employeeScopeCondition } from '../people/index.js';

/** What routines reads of the people module's employees and the org module's company, scoped to the caller. */

/** The employees a caller's scope covers, as a condition on `employees`: people's own rule, one definition. */
export const scopeCondition = employeeScopeCondition;

export type EmployeeFacts = { id: string; name: string; userId: string | null; branchId: string | null };

const employeeFacts = {
  id: employees.id,
  name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  userId: employees.userId,
  branchId: employees.branchId,
};

/** The employee record of a signed-in user in the company, if any. */
export async function employeeOfUser(tx: Db, companyId: string, userId: string): Promise<EmployeeFacts | undefined> {
  const [row] = await tx
    .select(employeeFacts)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.userId, userId)));
  return row;
}

/** An employee, only when within the caller's scope. */
export async function employeeInScope(
  tx: Db,
  caller: { companyId: string; userId: string; scope: Scope },
  employeeId: string,
): Promise<EmployeeFacts | undefined> {
  const [row] = await tx
    .select(employeeFacts)
    .from(employees)
    .where(
      and(
        eq(employees.companyId, caller.companyId),
        eq(employees.id, employeeId),
        scopeCondition(caller.scope, caller.companyId, caller.userId),
      ),
    );
  return row;
}

export async function companyCalendar(tx: Db, companyId: string): Promise<{ timeZone: string; workingDays: WorkingDay[] }> {
  // A request's transaction read its company when it opened (platform/tenancy).
  const { timeZone, workingDays } = await tenantCompany(tx, companyId);
  return { timeZone, workingDays };
}
