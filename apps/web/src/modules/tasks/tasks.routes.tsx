import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { notAvailableScreen } from '../../shared/ui/not-available';

const ns = 'tasks';
const load = notAvailableScreen;

/** Tasks, announcements and task reports. */
export const tasksRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'dashboard', '/company_tasks_dashboard', {
      load,
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'viewTasks', '/view_tasks', {
      load,
      permission: 'tasks.tasks:read',
    }),
    defineScreen(ns, 'announcement', '/create-announcement', {
      load,
      permission: 'tasks.announcements:read',
    }),
    defineScreen(ns, 'reports', '/tasks_reports', {
      load,
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'personalTasks', '/PersonalTasks', {
      load,
      permission: 'tasks.tasks:read',
    }),
    defineScreen(ns, 'taskReports', '/TaskReports', {
      load,
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'subordinateTaskReports', '/SubordinateTaskReports', {
      load,
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'taskForm', '/tasks_form', {
      load,
      permission: 'tasks.tasks:create',
    }),
  ],
};
