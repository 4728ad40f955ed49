import type { ModuleNavigation } from '../../shared/lib/registry';

/** tasks: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const tasksNavigation: ModuleNavigation = {
  menu: [
    { group: 'tasks', path: '/company_tasks_dashboard', label: 'common:menu.dashboard', order: 0, permission: 'tasks.reports:read' },
    { group: 'tasks', path: '/view_tasks', label: 'tasks:screens.viewTasks', order: 1, permission: 'tasks.tasks:read' },
    { group: 'tasks', path: '/create-announcement', label: 'tasks:screens.announcement', order: 2, permission: 'tasks.announcements:read' },
    { group: 'tasks', path: '/tasks_reports', label: 'common:menu.reports', order: 3, permission: 'tasks.reports:read' },
  ],
  voice: {
    '/company_tasks_dashboard': ['tasks dashboard', 'task dashboard', 'company tasks'],
    '/view_tasks': ['view tasks', 'add tasks', 'add view tasks', 'tasks', 'task list', 'my tasks', 'view task', 'add task'],
    '/create-announcement': ['announcement', 'announcements', 'create announcement', 'new announcement'],
    '/tasks_reports': ['tasks reports', 'task reports'],
    '/PersonalTasks': ['personal tasks', 'personal task report', 'my task report'],
    '/TaskReports': ['task progress', 'task progress report', 'task completion', 'task completion report'],
    '/SubordinateTaskReports': ['subordinate tasks', 'subordinate task reports', 'team tasks', 'team task report'],
    '/tasks_form': ['task form', 'create task', 'new task', 'assign task'],
  },
};
