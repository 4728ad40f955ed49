import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ApiProblem } from './api-problem';

type Issue = { code: string; path: PropertyKey[]; minimum?: unknown; maximum?: unknown; origin?: string; input?: unknown };

/** A zod issue in the user's language: required, too long, too high, or the field's own "invalid" text. */
export function issueText(t: TFunction, issue: Issue): string {
  const path = issue.path.map(String).join('.');
  const own = t(`org:validation.fields.${path}`, { defaultValue: '' });
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return t('org:validation.required');
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return t('org:validation.required');
  if (issue.code === 'too_big' && issue.origin === 'string') return t('org:validation.tooLong', { max: issue.maximum });
  if (issue.code === 'too_big' && issue.origin === 'number') return t('org:validation.tooHigh', { max: issue.maximum });
  if (issue.code === 'too_small' && issue.origin === 'number') return t('org:validation.tooLow', { min: issue.minimum });
  return own || t('org:validation.invalid');
}

/**
 * A react-hook-form resolver that checks what will be sent, not the raw inputs: the form's strings
 * become the request body (`toBody`) and the contract's schema checks that, so the browser and the
 * server apply the same rules. Messages come translated; paths of the body are the form's names.
 */
export function contractResolver<TValues extends FieldValues>(
  schema: ZodType,
  toBody: (values: TValues) => unknown,
  t: TFunction,
): Resolver<TValues> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues as unknown as Issue[]) {
      const name = issue.path.map(String).join('.');
      if (name && !errors[name]) errors[name] = { type: issue.code, message: issueText(t, issue) };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<TValues> };
  };
}

/**
 * Puts a VALIDATION_FAILED answer's issues under their fields; answers the issues that belong to
 * no field of the form (to show above it).
 */
export function applyFieldProblems<N extends string>(
  problem: ApiProblem,
  fields: readonly N[],
  setError: (name: N, error: { type: string; message: string }) => void,
  t: TFunction,
): string[] {
  const rest: string[] = [];
  for (const path of Object.keys(problem.fieldErrors)) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field)
      setError(field, { type: 'server', message: t(`org:validation.fields.${field}`, { defaultValue: t('org:validation.invalid') }) });
    else rest.push(path);
  }
  return rest;
}

/** "" -> null, other text trimmed: the nullable text fields of the contracts. */
export const nullable = (value: string | undefined | null): string | null => {
  const text = (value ?? '').trim();
  return text ? text : null;
};

/** Only the keys whose value differs from `before` (a PATCH sends only what changed). */
export function changedOnly<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = after[key];
  }
  return out;
}
