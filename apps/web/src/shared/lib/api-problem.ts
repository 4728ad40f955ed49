import i18next, { type TFunction } from 'i18next';
import { intlLocale } from './languages';
import { HttpError } from './session';

/** What a failed call means to a screen: the server's code, its details and the field issues. */
export type ApiProblem = {
  status: number | undefined;
  /** The server's UPPER_SNAKE code, NETWORK when the server was not reached, UNKNOWN for anything else. */
  code: string;
  details: unknown;
  /** Issues by field path without the "body." prefix (e.g. "workEmail", "workingDays.0.end"). */
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
  if (!(error instanceof HttpError)) return { status: undefined, code: 'UNKNOWN', details: undefined, fieldErrors: {} };
  if (error.status === undefined) return { status: undefined, code: 'NETWORK', details: undefined, fieldErrors: {} };
  const body = error.data as ErrorBody;
  const code = typeof body?.error?.code === 'string' ? body.error.code : `HTTP_${error.status}`;
  const details = body?.error?.details;
  return { status: error.status, code, details, fieldErrors: issuesOf(details) };
}

/** A 409 for a version that moved on (ORG_STALE_VERSION, PEOPLE_STALE_VERSION...): the screen offers to reload. */
export const isStale = (problem: ApiProblem | null | undefined): boolean => problem?.status === 409 && /STALE_VERSION$/.test(problem.code);

/** The kind of failure when the code has no message of its own. */
function kindOf(problem: ApiProblem): string | undefined {
  if (problem.code === 'NETWORK' || problem.code === 'VALIDATION_FAILED') return problem.code;
  const byStatus: Record<number, string> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'STORAGE_FILE_TOO_LARGE' };
  if (problem.status === undefined) return undefined;
  return problem.status >= 500 ? 'INTERNAL' : byStatus[problem.status];
}

/** The server's details as interpolation values: strings and numbers as they are, string lists as "a, b and c". */
function detailValues(details: unknown): Record<string, unknown> {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  const list = new Intl.ListFormat(intlLocale(i18next.language || 'en'), { type: 'conjunction' });
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
    else if (Array.isArray(value)) values[key] = list.format(value.filter((v): v is string => typeof v === 'string'));
  }
  return values;
}

/**
 * The problem in the user's words, never the server's English: `<prefix>.<CODE>` when the screen's
 * namespace has that message, else the message for the kind of failure (`<prefix>.NETWORK`,
 * `.FORBIDDEN`, `.NOT_FOUND`, `.CONFLICT`, `.VALIDATION_FAILED`, `.INTERNAL`...), else `<prefix>.generic`.
 * Codes every module shares (the storage refusals of an upload, `errors.STORAGE_*`) are worded
 * once in the common namespace, which i18next falls back to when the screen's has no such key.
 * The details (counts, names, limits) and `values` fill the message.
 */
export function problemText(t: TFunction, problem: ApiProblem, prefix: string, values: Record<string, unknown> = {}): string {
  const all = { ...detailValues(problem.details), ...values };
  const kind = kindOf(problem);
  for (const key of [problem.code === 'UNKNOWN' ? undefined : problem.code, kind]) {
    if (key && t(`${prefix}.${key}`, { defaultValue: '' })) return t(`${prefix}.${key}`, all);
  }
  return t(`${prefix}.generic`);
}
