import type { ModuleNavigation } from '../../shared/lib/registry';

/** org: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const orgNavigation: ModuleNavigation = {
  menu: [
    { group: 'settings', path: '/company_info', label: 'org:screens.companyInfo', order: 0, permission: 'org.company:read' },
    // Not in the predecessor's sidebar; PRODUCT.md adds it (permission-gated).
    { group: 'settings', path: '/group_of_companies', label: 'org:screens.groupOfCompanies', order: 1, permission: 'org.groups:read' },
    { group: 'settings', path: '/add_department', label: 'org:screens.department', order: 2, permission: 'org.departments:read' },
    { group: 'settings', path: '/add_designation', label: 'org:screens.designation', order: 3, permission: 'org.designations:read' },
  ],
  voice: {
    '/company_info': ['company information', 'company info', 'company details', 'company settings', 'settings'],
    '/group_of_companies': ['group of companies', 'company group', 'companies', 'switch company'],
    '/add_department': ['create department', 'add department', 'departments', 'department'],
    '/add_designation': ['create designation', 'add designation', 'designations', 'designation', 'job titles'],
  },
};
