import type { ServerModule } from '../../platform/modules/index.js';
import type { TasksPeoplePort } from './tasks.people-port.js';
import { installAnnouncementJobs } from './announcements.jobs.js';
import { announcementDashboardCards, announcementNotificationKinds } from './announcements.surfaces.js';
import { installTasksJobs } from './tasks.jobs.js';
import { registerTasksRoutes } from './tasks.routes.js';
import { tasksSeed } from './tasks.seed.js';
import { tasksReport } from './tasks-report.definition.js';
import { tasksCalendarSources, tasksDashboardCards, tasksNotificationKinds } from './tasks.surfaces.js';

export {
  announcementBranches,
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
export { publishAllDue, scheduledAnnouncementsJob } from './announcements.jobs.js';
export { createTaskFor, taskStatusesOf, type TaskForInput, type TaskStatusOf } from './tasks.port.js';

/** The tasks module's registry entry (listed in apps/server/src/modules.ts): routes, recurring series and scheduled announcements jobs, demo data and its dashboard cards, calendar source and notices; it reads scopes through its people port. */
export function tasksModule(people: TasksPeoplePort): ServerModule {
  return {
    name: 'tasks',
    seeds: [tasksSeed],
    routes: (app, { database, clock, storage }) => registerTasksRoutes(app, { database, clock, people, storage }),
    // The recurring series' sweep visits every company: it runs on the owner's connection.
    jobs: async (queue, { jobDatabase, clock, log }) => {
      await installTasksJobs(queue, { database: jobDatabase, clock, log });
      await installAnnouncementJobs(queue, { database: jobDatabase, clock, log });
    },
    reports: [tasksReport(people)],
    dashboardCards: [...tasksDashboardCards, ...announcementDashboardCards],
    calendarSources: tasksCalendarSources,
    notificationKinds: [...tasksNotificationKinds, ...announcementNotificationKinds],
  };
}
