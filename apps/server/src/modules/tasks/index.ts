import type { ServerModule } from '../../platform/modules/index.js';
import type { TasksPeoplePort } from './tasks.people-port.js';
import { registerTasksRoutes } from './tasks.routes.js';
import { tasksSeed } from './tasks.seed.js';
import { tasksCalendarSources, tasksDashboardCards, tasksNotificationKinds } from './tasks.surfaces.js';

export {
  announcementDepartments,
  announcementReads,
  announcements,
  taskComments,
  taskCoworkers,
  tasks,
  taskUpdates,
} from './tasks.table.js';
export { registerTasksRoutes } from './tasks.routes.js';
export type { TasksPeoplePort } from './tasks.people-port.js';
export { createTaskFor, taskStatusesOf, type TaskForInput, type TaskStatusOf } from './tasks.port.js';

/** The tasks module's registry entry (listed in apps/server/src/modules.ts): routes, demo data and its dashboard card, calendar source and notice; it reads scopes through its people port. */
export function tasksModule(people: TasksPeoplePort): ServerModule {
  return {
    name: 'tasks',
    seeds: [tasksSeed],
    routes: (app, { database, clock }) => registerTasksRoutes(app, { database, clock, people }),
    dashboardCards: tasksDashboardCards,
    calendarSources: tasksCalendarSources,
    notificationKinds: tasksNotificationKinds,
  };
}
