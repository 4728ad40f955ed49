import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { notAvailableScreen } from '../../shared/ui/not-available';

const ns = 'payroll';

/** Salary structures and slips (Settings). */
export const payrollRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'salaryStructure', '/create_salary_structure', {
      load: notAvailableScreen,
      permission: 'payroll.salary-structures:read',
    }),
  ],
};
