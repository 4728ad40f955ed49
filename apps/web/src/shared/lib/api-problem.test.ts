import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { isStale, problemText, toProblem } from './api-problem';
import { HttpError } from './session';

const messages: Record<string, string> = {
  'm:errors.PEOPLE_HAS_DIRECT_REPORTS': '{{directReports}} report to {{names}}',
  'm:errors.FORBIDDEN': 'forbidden',
  'm:errors.NETWORK': 'offline',
  'm:errors.generic': 'generic',
};
const t = ((key: string, options?: Record<string, unknown>) => {
  const text = messages[key];
  if (text === undefined) return options && 'defaultValue' in options ? options.defaultValue : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
}) as unknown as TFunction;

const failure = (status: number, body: unknown) => new HttpError('ERR_BAD_REQUEST', 'failed', status, body);

describe('api problems', () => {
  it('reads the code, the details and the field issues of the error body', () => {
    const problem = toProblem(
      failure(400, { error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.address.city', message: 'Too long' }] } }),
    );
    expect(problem).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldErrors: { 'address.city': 'Too long' } });
    expect(toProblem(new HttpError('ERR_NETWORK', 'Network Error')).code).toBe('NETWORK');
    expect(toProblem(new Error('boom')).code).toBe('UNKNOWN');
    expect(isStale(toProblem(failure(409, { error: { code: 'PEOPLE_STALE_VERSION' } })))).toBe(true);
    expect(isStale(toProblem(failure(409, { error: { code: 'PEOPLE_EMAIL_TAKEN' } })))).toBe(false);
  });

  it('says the code’s own message with the details filled in, else the kind of failure, else a general one', () => {
    const reports = toProblem(
      failure(409, { error: { code: 'PEOPLE_HAS_DIRECT_REPORTS', details: { directReports: 2, names: ['A', 'B'] } } }),
    );
    expect(problemText(t, reports, 'm:errors')).toBe('2 report to A and B');
    expect(problemText(t, toProblem(failure(403, { error: { code: 'ACCESS_DENIED' } })), 'm:errors')).toBe('forbidden');
    expect(problemText(t, toProblem(new HttpError('ERR_NETWORK', 'Network Error')), 'm:errors')).toBe('offline');
    expect(problemText(t, toProblem(failure(500, null)), 'm:errors')).toBe('generic');
  });
});
