export { auditEvents } from './audit.table.js';
export { auditOrigin, recordAudit, recordAudits, type AuditEntry } from './audit.js';
