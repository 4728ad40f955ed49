export { savedReports, savedReportShares } from './reports.table.js';
export { registerReportRoutes } from './reports.routes.js';
export type { ReportsDeps } from './reports.http.js';
export { reportsSeed } from './reports.seed.js';
