import type { ServerModule } from '../../platform/modules/index.js';
import { installRoutinesJobs } from './attendance.jobs.js';
import { registerRoutinesRoutes } from './routines.routes.js';
import { routinesSeed } from './routines.seed.js';
import { routinesCalendarSources, routinesDashboardCards, routinesNotificationKinds } from './routines.surfaces.js';

export { routinesAttendance, routinesHolidays, routinesLeaveRequests, routinesLeaveTypes } from './routines.table.js';
export { registerRoutinesRoutes } from './routines.routes.js';
export { expenseClaimsForPayroll, expenseFigures, type ExpenseFigures, type PayrollExpenseClaim } from './expenses.port.js';
export { routinesSeed } from './routines.seed.js';
/** Port for payroll: a month of attendance per employee (days present, late, absent, leave, holiday, minutes worked). */
export { attendanceMonthForPayroll } from './attendance-summary.service.js';
export { closeForgottenJob } from './attendance.jobs.js';

/** The routines module's registry entry (listed in apps/server/src/modules.ts): holidays, leave and attendance. */
export const routinesModule: ServerModule = {
  name: 'routines',
  seeds: [routinesSeed],
  routes: (app, { database, clock, storage }) => registerRoutinesRoutes(app, { database, clock, storage }),
  jobs: (queue, context) => installRoutinesJobs(queue, { database: context.jobDatabase, clock: context.clock }),
  dashboardCards: routinesDashboardCards,
  calendarSources: routinesCalendarSources,
  notificationKinds: routinesNotificationKinds,
};
