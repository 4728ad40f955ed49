import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { designations } from '../../org/index.js';
import { employeeDocuments, employeeTerminations, employees } from '../people.table.js';

/** The employee details report's SQL, beyond what the people core's repository reads. */

/** The employee's documents, newest first; medical ones only when `medical`. */
export function documentsOfEmployee(tx: Db, companyId: string, employeeId: string, medical: boolean) {
  return tx
    .select()
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.companyId, companyId),
        eq(employeeDocuments.employeeId, employeeId),
        medical ? undefined : sql`${employeeDocuments.category} <> 'medical'`,
      ),
    )
    .orderBy(desc(employeeDocuments.uploadedAt), asc(employeeDocuments.id));
}

/** The termination in force (not undone), if any. */
export async function terminationOf(tx: Db, companyId: string, employeeId: string) {
  const [row] = await tx
    .select()
    .from(employeeTerminations)
    .where(
      and(
        eq(employeeTerminations.companyId, companyId),
        eq(employeeTerminations.employeeId, employeeId),
        isNull(employeeTerminations.undoneAt),
      ),
    );
  return row;
}

/** Who reports to the employee today, by name. */
export function directReportsOf(tx: Db, companyId: string, employeeId: string, today: string) {
  return tx
    .select({ id: employees.id, first: employees.firstName, last: employees.lastName, designationName: designations.name })
    .from(employees)
    .innerJoin(designations, eq(designations.id, employees.designationId))
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.managerId, employeeId),
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today})`,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName));
}
