export { auditEvents } from './audit.table.js';
export { auditOrigin, recordAudit, type AuditEntry } from './audit.js';
