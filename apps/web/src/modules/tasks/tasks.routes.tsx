import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';

const ns = 'tasks';

/** Tasks, announcements and task reports. */
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
      load: () => import('./pages/task-reports-pages').then((m) => ({ Screen: m.TaskReportsHubPage })),
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'personalTasks', '/PersonalTasks', {
      load: () => import('./pages/personal-tasks-page').then((m) => ({ Screen: m.PersonalTasksPage })),
      permission: 'tasks.tasks:read',
    }),
    defineScreen(ns, 'taskReports', '/TaskReports', {
      load: () => import('./pages/task-reports-pages').then((m) => ({ Screen: m.TaskProgressReportPage })),
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'subordinateTaskReports', '/SubordinateTaskReports', {
      load: () => import('./pages/task-reports-pages').then((m) => ({ Screen: m.SubordinateTaskReportPage })),
      permission: 'tasks.reports:read',
    }),
    defineScreen(ns, 'taskForm', '/tasks_form', {
      load: () => import('./pages/task-form-page').then((m) => ({ Screen: m.TaskFormPage })),
      permission: 'tasks.tasks:create',
    }),
  ],
};
