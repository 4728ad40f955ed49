export { payrollRoutes } from './payroll.routes';
export { payrollNavigation } from './payroll.navigation';
