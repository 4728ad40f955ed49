import { AppError } from './app-error.js';

/** The parts of a database error that describe it without the row's values (ADR 0042). */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

type ErrorLike = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

/** drizzle's wrapper: `query` is the statement text, `params` the bound values (and its message repeats them). */
const isFailedQuery = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e;
/** A PostgreSQL (pg or PGlite) error: its message, detail and hint can quote the values of the row. */
const isDatabaseError = (e: ErrorLike) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;

/**
 * The log's serializer for `err`: a failed query is logged as its statement text and the
 * database's code, constraint, table and column, never the bound values or the driver's message
 * (which quote them); other errors keep their message and stack. Causes are followed.
 */
export function logSafeError(error: unknown, depth = 0): unknown {
  if (!error || typeof error !== 'object') return error;
  const e = error as ErrorLike;
  const out: Record<string, unknown> = { type: (error.constructor as { name?: string } | undefined)?.name ?? 'Error' };
  // PGlite puts the statement and the values on its database error itself: both checks apply.
  const failedQuery = isFailedQuery(e);
  const databaseError = isDatabaseError(e);
  if (failedQuery) out.statement = e.query;
  if (databaseError) for (const field of DATABASE_ERROR_FIELDS) if (e[field] !== undefined) out[field] = e[field];
  if (!failedQuery && !databaseError) {
    out.message = e.message;
    if (typeof e.code === 'string') out.code = e.code;
    if (error instanceof AppError) out.status = error.statusCode;
    out.stack = e.stack;
  }
  if (e.cause && depth < 5) out.cause = logSafeError(e.cause, depth + 1);
  return out;
}
