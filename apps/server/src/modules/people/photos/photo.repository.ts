import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { employees } from '../people.table.js';

/** The photo columns of an employee record (any colleague's, like the directory). */
export async function photoOf(tx: Db, companyId: string, employeeId: string) {
  const [row] = await tx
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      photoKey: employees.photoKey,
      photoType: employees.photoType,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}
