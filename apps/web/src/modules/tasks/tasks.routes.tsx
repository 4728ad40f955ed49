import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { notAvailableScreen } from '../../shared/ui/not-available';

const ns = 'tasks';

/** Tasks, announcements and task reports (the three report screens are not built yet). */
export const tasksRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'dashboard', '/company_tasks_dashboard', {
      load: () => import('./pages/tasks-dashboard-page').then((m) => ({ Screen: m.TasksDashboardPage })),
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'viewTasks', '/view_tasks', {
      load: () => import('./pages/view-tasks-page').then((m) => ({ Screen: m.ViewTasksPage })),
      permission: 'tasks.tasks:read',
    }),
    defineScreen(ns, 'announcement', '/create-announcement', {
      load: () => import('./pages/announcements-page').then((m) => ({ Screen: m.AnnouncementsPage })),
      permission: 'tasks.announcements:read',
    }),
    defineScreen(ns, 'reports', '/tasks_reports', {
      load: notAvailableScreen,
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'personalTasks', '/PersonalTasks', {
      load: () => import('./pages/personal-tasks-page').then((m) => ({ Screen: m.PersonalTasksPage })),
      permission: 'tasks.tasks:read',
    }),
    defineScreen(ns, 'taskReports', '/TaskReports', {
      load: notAvailableScreen,
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'subordinateTaskReports', '/SubordinateTaskReports', {
      load: notAvailableScreen,
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'taskForm', '/tasks_form', {
      load: () => import('./pages/task-form-page').then((m) => ({ Screen: m.TaskFormPage })),
      permission: 'tasks.tasks:create',
    }),
  ],
};
