import type { ModuleNavigation } from '../../shared/lib/registry';

/** payroll: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const payrollNavigation: ModuleNavigation = {
  menu: [
    {
      group: 'settings',
      path: '/create_salary_structure',
      label: 'payroll:screens.salaryStructure',
      order: 4,
      permission: 'payroll.salary-structures:read',
    },
  ],
  voice: {
    '/create_salary_structure': ['create salary structure', 'salary structure', 'salary', 'salaries', 'payroll', 'payslips', 'pay slips'],
  },
};
