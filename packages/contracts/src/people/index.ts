export * from './employee.js';
export * from './list-fields.js';
export * from './lifecycle.js';
export * from './dashboard.js';
export * from './reports.js';
export * from './import.js';
