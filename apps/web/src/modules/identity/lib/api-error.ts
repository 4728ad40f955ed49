import { HttpError } from '../../../shared/lib/session';

/** What the web needs from a failed call: the server's code (or NETWORK), its details and status. */
export type ApiErrorInfo = { code: string; details?: unknown; status?: number };

type ErrorBody = { error?: { code?: unknown; details?: unknown } } | null;

export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (!(error instanceof HttpError)) return { code: 'UNKNOWN' };
  if (error.code === 'ERR_NETWORK') return { code: 'NETWORK' };
  const body = error.data as ErrorBody;
  const code = typeof body?.error?.code === 'string' ? body.error.code : (error.status ?? 0) >= 500 ? 'INTERNAL' : 'UNKNOWN';
  return { code, details: body?.error?.details, status: error.status };
}

/** Field issues of VALIDATION_FAILED (and AUTH_PASSWORD_WEAK): `body.email` -> `email`. */
export function fieldIssues(details: unknown): { field: string; message: string }[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    const issue = d as { path?: unknown; message?: unknown };
    if (typeof issue.path !== 'string') return [];
    return [
      { field: issue.path.replace(/^body\./, '').split('.')[0] ?? '', message: typeof issue.message === 'string' ? issue.message : '' },
    ];
  });
}

/** Minutes left of a lock (AUTH_LOCKED details.retryAfterSeconds), at least 1. */
export function lockedMinutes(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/** Seconds to wait (AUTH_SLOW_DOWN details.retryAfterSeconds), at least 1. */
export function retrySeconds(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 1;
}
