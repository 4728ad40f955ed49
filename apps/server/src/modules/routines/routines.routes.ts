import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { requestRunner } from '../../platform/request/index.js';
import { registerAttendanceRoutes } from './attendance.routes.js';
import { registerExpenseRoutes } from './expenses.routes.js';
import { registerHolidayRoutes } from './holidays.routes.js';
import { registerLeaveAdjustmentRoutes } from './leave-adjustments.routes.js';
import { registerLeaveRequestRoutes } from './leave-requests.routes.js';
import { registerLeaveTypeRoutes } from './leave-types.routes.js';
import { registerMeetingRoutes } from './meetings.routes.js';
import { registerRoutineReportRoutes } from './routine-reports.routes.js';
import { registerWhistleRoutes } from './whistle.routes.js';

/** Every /api/routines route: holidays, leave types, leave requests and approvals, attendance. */
export function registerRoutinesRoutes(
  app: FastifyInstance,
  deps: { database: Pick<Database, 'db'>; clock: Clock; storage: Storage },
): void {
  const run = requestRunner(deps);
  registerHolidayRoutes(app, run);
  registerLeaveTypeRoutes(app, run);
  registerLeaveRequestRoutes(app, run);
  registerLeaveAdjustmentRoutes(app, run);
  registerAttendanceRoutes(app, run);
  registerExpenseRoutes(app, run, deps.storage);
  registerWhistleRoutes(app, run, deps);
  registerMeetingRoutes(app, run, deps.storage);
  registerRoutineReportRoutes(app, run);
}
