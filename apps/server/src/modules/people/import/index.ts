export { createImportService, type EmployeeWriter, type ImportService } from './import.service.js';
export { registerImportRoutes } from './import.routes.js';
export { employeeWriter } from './employee-writer.js';
