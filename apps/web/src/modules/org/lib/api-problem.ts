import type { TFunction } from 'i18next';
import { HttpError } from '../../../shared/lib/session';
import { DownloadError } from '../../../shared/ui/table';
import { formatList } from './format';

/** What a failed call means to a screen: the server's code, its details and the field issues. */
export type ApiProblem = {
  status: number | undefined;
  /** The server's UPPER_SNAKE code, or NETWORK when the server was not reached. */
  code: string;
  details: unknown;
  /** VALIDATION_FAILED issues by field path without the "body." prefix (e.g. "name", "workingDays.0.end"). */
  fieldErrors: Record<string, string>;
};

type ErrorBody = { error?: { code?: unknown; details?: unknown } };

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
  if (error instanceof HttpError || error instanceof DownloadError) {
    const body = (error.data ?? {}) as ErrorBody;
    const code = typeof body.error?.code === 'string' ? body.error.code : error.status === undefined ? 'NETWORK' : `HTTP_${error.status}`;
    const details = body.error?.details;
    return { status: error.status, code, details, fieldErrors: code === 'VALIDATION_FAILED' ? issuesOf(details) : {} };
  }
  return { status: undefined, code: 'UNKNOWN', details: undefined, fieldErrors: {} };
}

export const isStale = (problem: ApiProblem | null | undefined): boolean => problem?.status === 409 && /STALE_VERSION$/.test(problem.code);

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The problem in the user's words: `errors.<CODE>` of the screen's namespace with the details it
 * needs (counts, names), or a general message for the kind of failure. Never the server's English.
 */
export function problemText(t: TFunction, problem: ApiProblem, names: { [key: string]: string } = {}): string {
  const details = (problem.details ?? {}) as Record<string, unknown>;
  const list = (key: string) => formatList(listOf(details[key]));
  const values = {
    ...names,
    count: typeof details.employees === 'number' ? details.employees : listOf(details.children ?? details.designations).length,
    children: list('children'),
    designations: list('designations'),
    path: listOf(details.path).join(' › '),
  };
  const specific = `org:errors.${problem.code}`;
  if (problem.code !== 'UNKNOWN' && t(specific, { defaultValue: '' })) return t(specific, values);
  if (problem.code === 'NETWORK') return t('org:errors.NETWORK');
  if (problem.status === 403) return t('org:errors.FORBIDDEN');
  if (problem.status === 404) return t('org:errors.NOT_FOUND');
  if (problem.status === 409) return t('org:errors.CONFLICT');
  if (problem.code === 'VALIDATION_FAILED') return t('org:errors.VALIDATION_FAILED');
  return t('org:errors.generic');
}
