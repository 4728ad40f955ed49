export { savedReports, savedReportShares } from './reports.table.js';
export { registerReportRoutes, type ReportsDeps } from './reports.routes.js';
export { reportsSeed } from './reports.seed.js';
