import type { ServerModule } from '../../platform/modules/index.js';
import type { TasksPeoplePort } from './tasks.people-port.js';
import { installTasksJobs } from './tasks.jobs.js';
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
  taskSeries,
  taskUpdates,
} from './tasks.table.js';
export { registerTasksRoutes } from './tasks.routes.js';
export type { TasksPeoplePort } from './tasks.people-port.js';
export { generateAllSeries, installTasksJobs, seriesOccurrencesJob } from './tasks.jobs.js';
export { createTaskFor, taskStatusesOf, type TaskForInput, type TaskStatusOf } from './tasks.port.js';

/** The tasks module's registry entry (listed in apps/server/src/modules.ts): routes, recurring series job, demo data and its dashboard card, calendar source and notice; it reads scopes through its people port. */
export function tasksModule(people: TasksPeoplePort): ServerModule {
  return {
    name: 'tasks',
    seeds: [tasksSeed],
    routes: (app, { database, clock }) => registerTasksRoutes(app, { database, clock, people }),
    // The recurring series' sweep visits every company: it runs on the owner's connection.
    jobs: (queue, { jobDatabase, clock, log }) => installTasksJobs(queue, { database: jobDatabase, clock, log }),
    dashboardCards: tasksDashboardCards,
    calendarSources: tasksCalendarSources,
    notificationKinds: tasksNotificationKinds,
  };
}
