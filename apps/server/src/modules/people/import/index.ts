export { createImportService, type ImportService, type StartedImport } from './import.service.js';
export type { EmployeeWriter } from './import-run.js';
export { registerImportRoutes } from './import.routes.js';
export { employeeWriter } from './employee-writer.js';
