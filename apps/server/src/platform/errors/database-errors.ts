/**
 * Recognises errors that mean "the database is unreachable right now" (restart, network, pool
 * exhausted) as opposed to a bad query. Those become 503 + Retry-After instead of 500.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'the database system is shutting down',
  'the database system is starting up',
  'terminating connection due to administrator command',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}

/** SQLSTATE of characters the database cannot store: NUL in text (22021) or in jsonb (22P05). */
const unstorableTextCodes = new Set(['22021', '22P05']);

/** The database's SQLSTATE, found on the error or a cause (drizzle wraps the driver's error). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = cause;
  }
  return undefined;
}

/** Text the database refused to store (a safety net behind the request check of ADR 0041). */
export function isUnstorableText(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && unstorableTextCodes.has(code);
}
