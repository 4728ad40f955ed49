import type { Scope } from '@hcims/contracts/access';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../identity/index.js';
import { departments, designations } from '../../org/index.js';
import { scopeCondition } from '../people.repository.js';
import { employeeDocuments, employees } from '../people.table.js';

/**
 * The dashboard's reads: a few columns of every employee the scope reaches and their dated
 * documents. About 10,000 employees is a few hundred kilobytes.
 */
export async function dashboardRows(tx: Db, companyId: string, scope: Scope, userId: string) {
  const inScope = and(eq(employees.companyId, companyId), scopeCondition(scope, companyId, userId));
  const people = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      designationId: employees.designationId,
      designationName: designations.name,
      gender: employees.gender,
      hireDate: employees.hireDate,
      terminationDate: employees.terminationDate,
      dateOfBirth: employees.dateOfBirth,
      state: employees.state,
      invited: sql<boolean>`coalesce(${users.status} = 'invited', false)`,
    })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .innerJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(inScope);
  const documents = await tx
    .select({
      id: employeeDocuments.id,
      employeeId: employeeDocuments.employeeId,
      title: employeeDocuments.title,
      category: employeeDocuments.category,
      expiresOn: employeeDocuments.expiresOn,
    })
    .from(employeeDocuments)
    .innerJoin(employees, eq(employees.id, employeeDocuments.employeeId))
    .where(and(inScope, isNotNull(employeeDocuments.expiresOn)));
  return { people, documents };
}
