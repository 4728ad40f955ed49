import type { ModuleNavigation } from '../../shared/lib/registry';

/** people: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const peopleNavigation: ModuleNavigation = {
  menu: [
    { group: 'hcims', path: '/hcims', label: 'common:menu.dashboard', order: 0, permission: 'people.reports:read' },
    { group: 'hcims', path: '/edit_employee', label: 'people:screens.editEmployee', order: 1, permission: 'people.employees:read' },
    {
      group: 'hcims',
      path: '/terminate_employee',
      label: 'people:screens.terminateEmployee',
      order: 2,
      permission: 'people.terminations:read',
    },
    { group: 'hcims', path: '/reports_pages', label: 'common:menu.reports', order: 3, permission: 'people.reports:read' },
    { group: 'hcims', path: '/config_reports', label: 'people:screens.configReports', order: 4, permission: 'people.reports:create' },
  ],
  voice: {
    '/hcims': ['hcims dashboard', 'hcims', 'hr dashboard', 'human resources dashboard', 'human resources', 'company dashboard'],
    '/edit_employee': ['add employee', 'edit employee', 'add edit employee', 'employees', 'employee list', 'new employee'],
    '/terminate_employee': ['terminate employee', 'termination', 'terminate', 'offboarding'],
    '/reports_pages': ['reports', 'hr reports', 'hcims reports', 'report hub'],
    '/config_reports': ['configurations', 'configuration', 'configure reports', 'report configuration', 'report builder'],
    '/employee-details': ['employee details', 'employee profile'],
    '/Employee_Contact_Directory': ['contact directory', 'employee contact directory', 'employee contacts', 'contacts', 'phone book'],
    '/report-employee-details': ['employee details report', 'employee report'],
    '/Birthday_Directory': ['birthday directory', 'birthdays', 'birthday', 'work anniversaries'],
  },
  // The header search finds employees by name, email or number (the people module's provider).
  search: (query, signal) => import('./api/search-employees').then((m) => m.searchEmployees(query, signal)),
};
