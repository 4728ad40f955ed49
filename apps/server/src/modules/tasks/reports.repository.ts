import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { tasks } from './tasks.table.js';

/** Task counts per assignee or per department over the tasks due in a period: one grouped statement. */

const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Tasks assigned to one of `people` but to none of `except` (subqueries of employee ids). */
export function assignedWithin(people: SQL, except: SQL): SQL {
  return sql`(${tasks.assigneeId} in (${people}) and ${tasks.assigneeId} not in (${except}))`;
}

export type ReportCounts = {
  id: string;
  name: string;
  departmentName: string | null;
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
  cancelled: number;
  overdue: number;
  onTime: number;
  averageProgress: number;
};

export async function reportCounts(
  tx: Db,
  input: {
    companyId: string;
    from: string;
    to: string;
    today: string;
    timeZone: string;
    groupBy: 'person' | 'department';
    scope: SQL | undefined;
  },
): Promise<ReportCounts[]> {
  const counts = {
    total: sql<number>`count(*)`.mapWith(Number),
    pending: n(sql`${tasks.status} = 'pending'`),
    inProgress: n(sql`${tasks.status} = 'in_progress'`),
    completed: n(sql`${tasks.status} = 'completed'`),
    cancelled: n(sql`${tasks.status} = 'cancelled'`),
    overdue: n(sql`${tasks.status} in ('pending', 'in_progress') and ${tasks.dueDate} < ${input.today}::date`),
    onTime: n(
      sql`${tasks.status} = 'completed' and ${tasks.completedAt} < ((${tasks.dueDate} + 1)::timestamp at time zone ${input.timeZone})`,
    ),
    averageProgress: sql<number>`coalesce(round(avg(${tasks.progress}) filter (where ${tasks.status} <> 'cancelled')), 0)`.mapWith(Number),
  };
  const where = and(
    eq(tasks.companyId, input.companyId),
    sql`${tasks.dueDate} between ${input.from}::date and ${input.to}::date`,
    input.scope,
  );
  if (input.groupBy === 'department') {
    return tx
      .select({ id: departments.id, name: departments.name, departmentName: sql<string | null>`null`, ...counts })
      .from(tasks)
      .innerJoin(employees, eq(employees.id, tasks.assigneeId))
      .innerJoin(departments, eq(departments.id, employees.departmentId))
      .where(where)
      .groupBy(departments.id, departments.name)
      .orderBy(asc(departments.name));
  }
  return tx
    .select({
      id: employees.id,
      name: sql<string>`coalesce(nullif(trim(${employees.preferredName}), ''), ${employees.firstName}) || ' ' || ${employees.lastName}`,
      departmentName: departments.name,
      ...counts,
    })
    .from(tasks)
    .innerJoin(employees, eq(employees.id, tasks.assigneeId))
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(where)
    .groupBy(employees.id, departments.name)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
}
