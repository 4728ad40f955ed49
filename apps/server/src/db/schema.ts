/** Every table of every module, for Drizzle's relational queries and drizzle-kit. */
export * from './meta.table.js';
export * from '../modules/org/org.table.js';
export * from '../modules/identity/identity.table.js';
export * from '../modules/identity/two-factor.table.js';
export * from '../modules/access/access.table.js';
export * from '../platform/audit/audit.table.js';
export * from '../platform/mail/mail.table.js';
export * from '../modules/reports/reports.table.js';
export * from '../modules/people/import/import.table.js';
export * from '../modules/people/people.table.js';
export * from '../modules/whatsapp/whatsapp.table.js';
export * from '../modules/workspace/workspace.table.js';
export * from '../modules/workspace/todos.table.js';
export * from '../modules/workspace/chat.table.js';
export * from '../platform/notifications/notifications.table.js';
export * from '../modules/tasks/tasks.table.js';
export * from '../modules/routines/routines.table.js';
