import type { TaskPeriod } from '@hcims/contracts/tasks';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tasks } from './tasks.table.js';

/** The tasks dashboard's figures: one statement counting every period with FILTER clauses. */

export type PeriodCounts = {
  pending: number;
  inProgress: number;
  completed: number;
  cancelled: number;
  overdue: number;
  onTime: number;
};

const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

function periodColumns(from: string, to: string, today: string) {
  const inPeriod = sql`${tasks.dueDate} between ${from}::date and ${to}::date`;
  return {
    pending: n(sql`${inPeriod} and ${tasks.status} = 'pending'`),
    inProgress: n(sql`${inPeriod} and ${tasks.status} = 'in_progress'`),
    completed: n(sql`${inPeriod} and ${tasks.status} = 'completed'`),
    cancelled: n(sql`${inPeriod} and ${tasks.status} = 'cancelled'`),
    overdue: n(sql`${inPeriod} and ${tasks.status} in ('pending', 'in_progress') and ${tasks.dueDate} < ${today}::date`),
  };
}

/**
 * Counts of the tasks due in each period, and every open task due before today. `timeZone`
 * places the end of the due date in the company's calendar for the on-time figure.
 */
export async function dashboardCounts(
  tx: Db,
  companyId: string,
  ranges: readonly { period: TaskPeriod; from: string; to: string }[],
  today: string,
  timeZone: string,
  scope: SQL | undefined,
): Promise<{ periods: Map<TaskPeriod, PeriodCounts>; overdueNow: number }> {
  const columns: Record<string, SQL.Aliased<number> | SQL<number>> = {};
  for (const { period, from, to } of ranges) {
    const c = periodColumns(from, to, today);
    for (const [key, value] of Object.entries(c)) columns[`${period}_${key}`] = value;
  }
  // On time: completed before the end of the due date in the company's time zone.
  for (const { period, from, to } of ranges) {
    columns[`${period}_onTime`] = n(
      sql`${tasks.dueDate} between ${from}::date and ${to}::date and ${tasks.status} = 'completed' and ${tasks.completedAt} < ((${tasks.dueDate} + 1)::timestamp at time zone ${timeZone})`,
    );
  }
  columns.overdueNow = n(sql`${tasks.status} in ('pending', 'in_progress') and ${tasks.dueDate} < ${today}::date`);
  const [row] = (await tx
    .select(columns as Record<string, SQL<number>>)
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), scope))) as Record<string, number>[];
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
