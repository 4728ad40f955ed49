import type { ServerModule } from '../../platform/modules/index.js';
import { installRoutinesJobs } from './leave.jobs.js';
import { registerRoutinesRoutes } from './routines.routes.js';
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
export { routinesSeed } from './routines.seed.js';
export { leaveDaysBetween, type LeaveDay } from './leave.port.js';
export { carryOverLeave, leaveCarryOverJob } from './leave.jobs.js';

/** The routines module's registry entry (listed in apps/server/src/modules.ts): holidays, leave and attendance. */
export const routinesModule: ServerModule = {
  name: 'routines',
  seeds: [routinesSeed],
  routes: (app, { database, clock }) => registerRoutinesRoutes(app, { database, clock }),
  jobs: (queue, context) => installRoutinesJobs(queue, { database: context.jobDatabase, clock: context.clock }),
  dashboardCards: routinesDashboardCards,
  calendarSources: routinesCalendarSources,
  notificationKinds: routinesNotificationKinds,
};
