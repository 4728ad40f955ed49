import type { TFunction } from 'i18next';
import { HttpError } from '../../../shared/lib/session';

/** What a failed call means to a people screen: the server's code, its details, the field issues. */
export type ApiProblem = {
  status: number | undefined;
  /** The server's UPPER_SNAKE code, NETWORK when the server was not reached, UNKNOWN otherwise. */
  code: string;
  details: unknown;
  /** VALIDATION_FAILED (and other field-bound) issues by path without "body.": `workEmail`, `address.city`. */
  fieldErrors: Record<string, string>;
};

type ErrorBody = { error?: { code?: unknown; details?: unknown } } | null;

function issuesOf(details: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(details)) return out;
  for (const issue of details as { path?: unknown; message?: unknown }[]) {
    if (typeof issue?.path !== 'string') continue;
    const path = issue.path.replace(/^(body|query|params)\.?/, '');
    out[path || '_'] = typeof issue.message === 'string' ? issue.message : '';
  }
  return out;
}

export function toProblem(error: unknown): ApiProblem {
  if (error instanceof HttpError) {
    if (error.code === 'ERR_NETWORK') return { status: undefined, code: 'NETWORK', details: undefined, fieldErrors: {} };
    const body = error.data as ErrorBody;
    const code =
      typeof body?.error?.code === 'string' ? body.error.code : (error.status ?? 0) >= 500 ? 'INTERNAL' : `HTTP_${error.status ?? 0}`;
    const details = body?.error?.details;
    return { status: error.status, code, details, fieldErrors: issuesOf(details) };
  }
  return { status: undefined, code: 'UNKNOWN', details: undefined, fieldErrors: {} };
}

export const isStaleVersion = (problem: ApiProblem | null | undefined): boolean =>
  problem?.status === 409 && problem.code === 'PEOPLE_STALE_VERSION';

/**
 * The problem in the user's words: `people:employees.errors.<CODE>` when the code has a message,
 * else a general one for the kind of failure. Never the server's English.
 */
export function problemText(t: TFunction, problem: ApiProblem, values: Record<string, unknown> = {}): string {
  const details = problem.details && typeof problem.details === 'object' && !Array.isArray(problem.details) ? problem.details : {};
  const key = `people:employees.errors.${problem.code}`;
  const all = { ...(details as Record<string, unknown>), ...values };
  if (t(key, { defaultValue: '' })) return t(key, all);
  if (problem.status === 403) return t('people:employees.errors.FORBIDDEN');
  if (problem.status === 404) return t('people:employees.errors.NOT_FOUND');
  if (problem.status === 413) return t('people:employees.errors.STORAGE_FILE_TOO_LARGE');
  if (problem.status === 409) return t('people:employees.errors.CONFLICT');
  return t('people:employees.errors.generic');
}
