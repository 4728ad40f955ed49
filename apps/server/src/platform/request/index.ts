export {
  audit,
  auditEntry,
  changes,
  forbidden,
  requestRunner,
  scopeOf,
  sessionOf,
  staleVersion,
  type RequestCtx,
  type RequestRunner,
  type RequestSession,
} from './request-context.js';
