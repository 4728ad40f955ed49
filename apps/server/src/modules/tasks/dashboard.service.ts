import { TaskPeriods, type TaskDashboard } from '@hcims/contracts/tasks';
import { forbidden, type RequestCtx } from '../../platform/request/index.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { dashboardCounts } from './dashboard.repository.js';
import { companyTimeZone, visibleTo } from './tasks.repository.js';
import { periodRange, rate } from './tasks.rules.js';
import { peopleOf, type TasksDeps } from './tasks.service.js';

/** /company_tasks_dashboard: the tasks due today, this week, month and year within the caller's report scope. */
export async function taskDashboard(deps: TasksDeps, ctx: RequestCtx): Promise<TaskDashboard> {
  const timeZone = await companyTimeZone(ctx.tx, ctx.companyId);
  const today = calendarDateIn(ctx.now, timeZone);
  const people = peopleOf(deps, ctx, 'tasks.reports:read');
  if (people === undefined) throw forbidden('tasks.reports:read');
  const ranges = TaskPeriods.map((period) => ({ period, ...periodRange(period, today) }));
  const { periods, overdueNow } = await dashboardCounts(ctx.tx, ctx.companyId, ranges, today, timeZone, visibleTo(people));
  return {
    today,
    overdueNow,
    periods: ranges.map(({ period, from, to }) => {
      const c = periods.get(period)!;
      const total = c.pending + c.inProgress + c.completed + c.cancelled;
      return {
        period,
        from,
        to,
        pending: c.pending,
        inProgress: c.inProgress,
        completed: c.completed,
        cancelled: c.cancelled,
        overdue: c.overdue,
        total,
        completionRate: rate(c.completed, total - c.cancelled),
        onTimeRate: rate(c.onTime, c.completed),
      };
    }),
  };
}
