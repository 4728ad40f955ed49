import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';

const ns = 'org';

/** Company information, the group of companies, departments and designations (Settings). */
export const orgRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'companyInfo', '/company_info', {
      load: () => import('./pages/company-info-page').then((m) => ({ Screen: m.CompanyInfoPage })),
      permission: 'org.company:read',
    }),
    defineScreen(ns, 'groupOfCompanies', '/group_of_companies', {
      load: () => import('./pages/group-of-companies-page').then((m) => ({ Screen: m.GroupOfCompaniesPage })),
      permission: 'org.groups:read',
    }),
    defineScreen(ns, 'department', '/add_department', {
      load: () => import('./pages/departments-page').then((m) => ({ Screen: m.DepartmentsPage })),
      permission: 'org.departments:read',
    }),
    defineScreen(ns, 'designation', '/add_designation', {
      load: () => import('./pages/designations-page').then((m) => ({ Screen: m.DesignationsPage })),
      permission: 'org.designations:read',
    }),
  ],
};
