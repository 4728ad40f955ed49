import type { ServerModule } from '../../platform/modules/index.js';
import { installAttendanceJobs } from './attendance.jobs.js';
import { installLeaveJobs } from './leave.jobs.js';
import { registerRoutinesRoutes } from './routines.routes.js';
import { routinesReports } from './routines-reports.definition.js';
import { routinesSeed } from './routines.seed.js';
import { routinesCalendarSources, routinesDashboardCards, routinesNotificationKinds } from './routines.surfaces.js';

export {
  routinesAttendance,
  routinesHolidays,
  routinesLeaveAdjustments,
  routinesLeaveRequests,
  routinesLeaveTypes,
} from './routines.table.js';
export { registerRoutinesRoutes } from './routines.routes.js';
export { expenseClaimsForPayroll, expenseFigures, type ExpenseFigures, type PayrollExpenseClaim } from './expenses.port.js';
export { routinesSeed } from './routines.seed.js';
/** Port for payroll: a month of attendance per employee (days present, late, absent, leave, holiday, minutes worked). */
export { attendanceMonthForPayroll } from './attendance-summary.service.js';
export { closeForgottenJob } from './attendance.jobs.js';
export { leaveDaysBetween, type LeaveDay } from './leave.port.js';
export { carryOverLeave, leaveCarryOverJob } from './leave.jobs.js';

/** The routines module's registry entry (listed in apps/server/src/modules.ts): holidays, leave and attendance. */
export const routinesModule: ServerModule = {
  name: 'routines',
  seeds: [routinesSeed],
  routes: (app, { database, clock, storage }) => registerRoutinesRoutes(app, { database, clock, storage }),
  jobs: async (queue, context) => {
    const deps = { database: context.jobDatabase, clock: context.clock };
    await installAttendanceJobs(queue, deps);
    await installLeaveJobs(queue, deps);
  },
  reports: routinesReports,
  dashboardCards: routinesDashboardCards,
  calendarSources: routinesCalendarSources,
  notificationKinds: routinesNotificationKinds,
};
