import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../identity/index.js';
import { companies, departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { taskComments, taskCoworkers, tasks, taskSeries, taskUpdates } from './tasks.table.js';

/** The few reads the demo seed needs (the demo company, its sign-ins and the manager's team) and its bulk writes. */

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

/** Current staff outside a manager's team (the other people of the company) with their department, by name. */
export function othersThan(tx: Db, companyId: string, managerId: string) {
  return tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      userId: employees.userId,
      departmentId: employees.departmentId,
      departmentName: departments.name,
    })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`${employees.managerId} is distinct from ${managerId}`,
        ne(employees.id, managerId),
        sql`${employees.terminationDate} is null`,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName));
}

/** The demo's generated tasks in a few multi-row statements (the seed's transaction holds them all). */
export async function insertVolume(
  tx: Db,
  rows: {
    series: (typeof taskSeries.$inferInsert)[];
    tasks: (typeof tasks.$inferInsert)[];
    updates: (typeof taskUpdates.$inferInsert)[];
    comments: (typeof taskComments.$inferInsert)[];
    coworkers: (typeof taskCoworkers.$inferInsert)[];
  },
): Promise<void> {
  // Series first: their occurrences name them. Chunks keep each statement under the bind-parameter limit.
  const chunks = <T>(list: T[], size = 500) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  if (rows.series.length > 0) await tx.insert(taskSeries).values(rows.series);
  for (const part of chunks(rows.tasks)) await tx.insert(tasks).values(part);
  for (const part of chunks(rows.updates)) await tx.insert(taskUpdates).values(part);
  for (const part of chunks(rows.comments)) await tx.insert(taskComments).values(part);
  for (const part of chunks(rows.coworkers)) await tx.insert(taskCoworkers).values(part);
}
