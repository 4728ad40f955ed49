import { scopeRank, type Scope } from '@hcims/contracts/access';
import type { RoutineDashboard } from '@hcims/contracts/routines';
import { addDays, calendarDateIn, parseCalendarDate } from '../../platform/dates/index.js';
import { forbidden, scopeOf, type RequestCtx } from '../../platform/request/index.js';
import { companyHours } from './attendance.repository.js';
import { daySheet } from './attendance.service.js';
import { monthSummary } from './attendance-summary.repository.js';
import { expenseFigures } from './expenses.port.js';
import { viewerOf as expenseViewer } from './expenses.service.js';
import { leaveDaysBetween } from './leave.port.js';
import { listLeaveApprovals, listLeaveRequests } from './leave-requests.service.js';
import { listMeetings } from './meetings.service.js';
import { employeeIdsInScope, latenessByDay } from './routine-reports.repository.js';
import { workingWeekdays } from './routines.rules.js';
import { openCaseCount } from './whistle.repository.js';

/**
 * /routine_report_dashboard (ADR 0127): each figure counts what the list it links to shows the
 * caller, so it is scoped by that list's permission; a figure whose list the caller cannot open
 * is null. Reading the dashboard itself needs routines.reports:read.
 */

const widest = (...scopes: (Scope | null)[]): Scope | null =>
  scopes.reduce<Scope | null>((a, b) => (b === null ? a : a === null || scopeRank(b) > scopeRank(a) ? b : a), null);

export async function routineDashboard(ctx: RequestCtx): Promise<RoutineDashboard> {
  if (!scopeOf(ctx, 'routines.reports:read')) throw forbidden('routines.reports:read');
  const hours = await companyHours(ctx.tx, ctx.companyId);
  const today = calendarDateIn(ctx.now, hours.timeZone);
  const date = parseCalendarDate(today);
  const month = { from: date.with({ day: 1 }).toString(), to: date.with({ day: date.daysInMonth }).toString() };
  const monthSoFar = { from: month.from, to: today };
  const week = { from: addDays(today, 1 - date.dayOfWeek), to: addDays(today, 7 - date.dayOfWeek) };
  const scheduled = workingWeekdays(hours.workingDays);
  const caller = { companyId: ctx.companyId, userId: ctx.userId };

  const attendanceScope = scopeOf(ctx, 'routines.attendance:read');
  let attendance: RoutineDashboard['attendance'] = null;
  let lateness: RoutineDashboard['lateness'] = null;
  if (attendanceScope) {
    const sheet = await daySheet(ctx, { date: today, page: 1, pageSize: 1 });
    const rows = await monthSummary(ctx.tx, {
      companyId: ctx.companyId,
      ...monthSoFar,
      scheduled,
      now: ctx.now,
      caller: { userId: ctx.userId, scope: attendanceScope },
    });
    const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
    attendance = {
      scope: attendanceScope,
      today: sheet.counts,
      month: {
        present: sum((r) => r.daysPresent),
        late: sum((r) => r.daysLate),
        absent: sum((r) => r.daysAbsent),
        onLeave: sum((r) => r.daysLeave),
        holiday: sum((r) => r.daysHoliday),
      },
    };
    const late = new Map((await latenessByDay(ctx.tx, { ...caller, scope: attendanceScope }, monthSoFar)).map((d) => [d.date, d]));
    const byDay = [];
    for (let day = month.from; day <= today; day = addDays(day, 1)) byDay.push(late.get(day) ?? { date: day, count: 0, minutes: 0 });
    lateness = {
      count: byDay.reduce((n, d) => n + d.count, 0),
      minutes: byDay.reduce((n, d) => n + d.minutes, 0),
      byDay,
    };
  }

  const approvals = scopeOf(ctx, 'routines.leave-approvals:read');
  const leaveScope = widest(scopeOf(ctx, 'routines.leave-requests:read'), approvals);
  let leave: RoutineDashboard['leave'] = null;
  if (leaveScope) {
    const people = await employeeIdsInScope(ctx.tx, { ...caller, scope: leaveScope });
    const halves = (await leaveDaysBetween(ctx.tx, ctx.companyId, month.from, month.to))
      .filter((d) => people.has(d.employeeId) && scheduled.has(parseCalendarDate(d.date).dayOfWeek))
      .reduce((n, d) => n + (d.halfDay ? 1 : 2), 0);
    const pendingQuery = { status: 'pending' as const, page: 1, pageSize: 1 };
    const pending = approvals ? await listLeaveApprovals(ctx, pendingQuery) : await listLeaveRequests(ctx, pendingQuery);
    leave = { list: approvals ? 'decide' : 'mine', takenDays: halves / 2, pendingRequests: pending.total };
  }

  const viewer = expenseViewer(ctx);
  const expenses: RoutineDashboard['expenses'] =
    viewer.scopes.length === 0
      ? null
      : {
          list: scopeOf(ctx, 'routines.expense-approvals:read') ? 'all' : 'mine',
          byStatus: (await expenseFigures(ctx.tx, viewer, month)).byStatus,
        };

  const meetings = scopeOf(ctx, 'routines.meetings:read')
    ? { thisWeek: (await listMeetings(ctx, { ...week, page: 1, pageSize: 1 })).total }
    : null;

  const whistle = scopeOf(ctx, 'routines.whistle-cases:read') ? { openCases: await openCaseCount(ctx.tx, ctx.companyId) } : null;

  return { today, month, week, attendance, lateness, leave, expenses, meetings, whistle };
}
