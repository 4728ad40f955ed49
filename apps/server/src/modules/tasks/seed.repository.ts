import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../identity/index.js';
import { companies } from '../org/index.js';
import { employees } from '../people/index.js';

/** The few reads the demo seed needs: the demo company, its sign-ins and the manager's team. */

export async function companyByName(tx: Db, name: string) {
  const [row] = await tx.select({ id: companies.id, timeZone: companies.timeZone }).from(companies).where(eq(companies.name, name));
  return row;
}

/** The employee record and user of a sign-in email in the company. */
export async function personByEmail(tx: Db, companyId: string, email: string) {
  const [row] = await tx
    .select({
      userId: users.id,
      employeeId: employees.id,
      departmentId: employees.departmentId,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(users)
    .innerJoin(employees, and(eq(employees.userId, users.id), eq(employees.companyId, companyId)))
    .where(eq(users.email, email));
  return row;
}

/** The manager's direct reports, current staff, by name. */
export function teamOf(tx: Db, companyId: string, managerId: string) {
  return tx
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.managerId, managerId), sql`${employees.terminationDate} is null`))
    .orderBy(asc(employees.lastName), asc(employees.firstName));
}

/** Current staff outside a manager's reporting line (other departments' people), by name. */
export function othersThan(tx: Db, companyId: string, managerId: string, limit: number) {
  return tx
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, userId: employees.userId })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`${employees.managerId} is distinct from ${managerId}`,
        ne(employees.id, managerId),
        sql`${employees.terminationDate} is null`,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName))
    .limit(limit);
}
