import type { TaskReport, TaskReportQuerySchema } from '@hcims/contracts/tasks';
import { and, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { calendarDateIn } from '../../platform/dates/index.js';
import { forbidden, scopeOf, type RequestCtx } from '../../platform/request/index.js';
import { assignedWithin, reportCounts } from './reports.repository.js';
import { companyTimeZone, visibleTo } from './tasks.repository.js';
import { periodRange, rate } from './tasks.rules.js';
import type { TasksDeps } from './tasks.service.js';

/**
 * /TaskReports (progress and completion by person or department, within the caller's report
 * scope) and /SubordinateTaskReports (everyone below the caller in the reporting line).
 */

type Query = z.output<typeof TaskReportQuerySchema>;

async function run(deps: TasksDeps, ctx: RequestCtx, query: Query, subordinates: boolean): Promise<TaskReport> {
  const scope = scopeOf(ctx, 'tasks.reports:read');
  if (!scope) throw forbidden('tasks.reports:read');
  const timeZone = await companyTimeZone(ctx.tx, ctx.companyId);
  const today = calendarDateIn(ctx.now, timeZone);
  const month = periodRange('month', today);
  const from = query.from ?? month.from;
  const to = query.to ?? month.to;
  const caller = { companyId: ctx.companyId, userId: ctx.userId };
  let people: SQL | undefined = visibleTo(deps.people.employeesInScope({ ...caller, scope }));
  if (subordinates) {
    // The reporting line below the caller (the team without the caller), never wider than the report scope.
    const team = deps.people.employeesInScope({ ...caller, scope: 'team' })!;
    const self = deps.people.employeesInScope({ ...caller, scope: 'own' })!;
    people = and(people, assignedWithin(team, self));
  }
  const rows = await reportCounts(ctx.tx, {
    companyId: ctx.companyId,
    from,
    to,
    today,
    timeZone,
    groupBy: subordinates ? 'person' : query.groupBy,
    scope: people,
  });
  return {
    from,
    to,
    rows: rows.map(({ onTime, ...r }) => ({
      ...r,
      completionRate: rate(r.completed, r.total - r.cancelled),
      onTimeRate: rate(onTime, r.completed),
    })),
  };
}

export const progressReport = (deps: TasksDeps, ctx: RequestCtx, query: Query) => run(deps, ctx, query, false);
export const subordinateReport = (deps: TasksDeps, ctx: RequestCtx, query: Query) => run(deps, ctx, query, true);
