import type { TaskPeriod } from '@hcims/contracts/tasks';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tasks } from './tasks.table.js';

/** The tasks dashboard's figures: one statement counting every period from the tasks grouped by due date and status. */

export type PeriodCounts = {
  pending: number;
  inProgress: number;
  completed: number;
  cancelled: number;
  overdue: number;
  onTime: number;
};

/**
 * Counts of the tasks due in each period, and every open task due before today. `timeZone`
 * places the end of the due date in the company's calendar for the on-time figure.
 *
 * The tasks are first counted per due date and status (a few hundred groups a year, one
 * aggregate over the rows), then the periods add those groups up: two dozen FILTER clauses over
 * the groups instead of over every task (ADR 0109). Only the rows a figure can use are read: due
 * within the widest period, or open and due before today.
 */
export async function dashboardCounts(
  tx: Db,
  companyId: string,
  ranges: readonly { period: TaskPeriod; from: string; to: string }[],
  today: string,
  timeZone: string,
  scope: SQL | undefined,
): Promise<{ periods: Map<TaskPeriod, PeriodCounts>; overdueNow: number }> {
  const first = ranges.reduce((min, r) => (r.from < min ? r.from : min), today);
  const last = ranges.reduce((max, r) => (r.to > max ? r.to : max), today);
  const open = sql`${tasks.status} in ('pending', 'in_progress')`;
  const groups = tx
    .select({
      dueDate: tasks.dueDate,
      status: tasks.status,
      n: sql<number>`count(*)`.as('n'),
      onTime:
        sql<number>`count(*) filter (where ${tasks.status} = 'completed' and ${tasks.completedAt} < ((${tasks.dueDate} + 1)::timestamp at time zone ${timeZone}))`.as(
          'on_time',
        ),
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.companyId, companyId),
        scope,
        sql`(${tasks.dueDate} between ${first}::date and ${last}::date or (${open} and ${tasks.dueDate} < ${today}::date))`,
      ),
    )
    // Status first: grouped in due-date order, PostgreSQL would read the whole company by the due-date index for the order.
    .groupBy(tasks.status, tasks.dueDate)
    .as('groups');
  const sum = (condition: SQL, of: SQL.Aliased<number> = groups.n) =>
    sql<number>`coalesce(sum(${of}) filter (where ${condition}), 0)`.mapWith(Number);
  const openBefore = sql`${groups.status} in ('pending', 'in_progress') and ${groups.dueDate} < ${today}::date`;
  const columns: Record<string, SQL<number>> = {};
  for (const { period, from, to } of ranges) {
    const inPeriod = sql`${groups.dueDate} between ${from}::date and ${to}::date`;
    const status = (name: string) => sum(sql`${inPeriod} and ${groups.status} = ${name}`);
    columns[`${period}_pending`] = status('pending');
    columns[`${period}_inProgress`] = status('in_progress');
    columns[`${period}_completed`] = status('completed');
    columns[`${period}_cancelled`] = status('cancelled');
    columns[`${period}_overdue`] = sum(sql`${inPeriod} and ${openBefore}`);
    // On time: completed before the end of the due date in the company's time zone.
    columns[`${period}_onTime`] = sum(inPeriod, groups.onTime);
  }
  columns.overdueNow = sum(openBefore);
  const [row] = (await tx.select(columns).from(groups)) as Record<string, number>[];
  const periods = new Map<TaskPeriod, PeriodCounts>();
  for (const { period } of ranges) {
    const get = (key: string) => row?.[`${period}_${key}`] ?? 0;
    periods.set(period, {
      pending: get('pending'),
      inProgress: get('inProgress'),
      completed: get('completed'),
      cancelled: get('cancelled'),
      overdue: get('overdue'),
      onTime: get('onTime'),
    });
  }
  return { periods, overdueNow: row?.overdueNow ?? 0 };
}
