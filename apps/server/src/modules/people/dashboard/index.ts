export { type DashboardService } from './dashboard.service.js';
export { registerDashboardRoutes } from './dashboard.routes.js';
