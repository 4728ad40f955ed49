import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';

const ns = 'people';

/** HCIMS: employees, termination, directories, HR reports. */
export const peopleRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'hcimsDashboard', '/hcims', {
      load: () => import('./pages/hcims-dashboard-page').then((m) => ({ Screen: m.HcimsDashboardPage })),
      // Its figures come from GET /api/people/dashboard, a report: the same permission gates both.
      permission: 'people.reports:read',
    }),
    defineScreen(ns, 'editEmployee', '/edit_employee', {
      load: () => import('./pages/employees-page').then((m) => ({ Screen: m.EmployeesPage })),
      // The list's page, fetched while the screen's code loads (ADR 0146).
      prefetch: () => import('./pages/employees-list-query').then((m) => m.prefetchEmployeeList()),
      permission: 'people.employees:read',
    }),
    defineScreen(ns, 'terminateEmployee', '/terminate_employee', {
      load: () => import('./pages/terminate-page').then((m) => ({ Screen: m.TerminatePage })),
      permission: 'people.terminations:read',
    }),
    defineScreen(ns, 'reports', '/reports_pages', {
      load: () => import('./pages/reports-page').then((m) => ({ Screen: m.ReportsPage })),
      permission: 'people.reports:read',
    }),
    defineScreen(ns, 'configReports', '/config_reports', {
      load: () => import('./pages/report-builder-page').then((m) => ({ Screen: m.ReportBuilderPage })),
      permission: 'people.reports:create',
    }),
    defineScreen(ns, 'employeeDetails', '/employee-details', {
      load: () => import('./pages/employee-details-page').then((m) => ({ Screen: m.EmployeeDetailsPage })),
      permission: 'people.employees:read',
    }),
    defineScreen(ns, 'contactDirectory', '/Employee_Contact_Directory', {
      load: () => import('./pages/directories-contact-page').then((m) => ({ Screen: m.ContactDirectoryPage })),
      permission: 'people.employees:read',
    }),
    defineScreen(ns, 'employeeDetailsReport', '/report-employee-details', {
      load: () => import('./pages/employee-details-report-page').then((m) => ({ Screen: m.EmployeeDetailsReportPage })),
      permission: 'people.reports:read',
    }),
    defineScreen(ns, 'birthdayDirectory', '/Birthday_Directory', {
      load: () => import('./pages/directories-birthday-page').then((m) => ({ Screen: m.BirthdayDirectoryPage })),
      permission: 'people.employees:read',
    }),
  ],
  // The predecessor's horizontal menu linked /hcims-dashboard; PRODUCT.md redirects it.
  redirects: [{ from: '/hcims-dashboard', to: '/hcims' }],
};
