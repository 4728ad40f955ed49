import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ApiProblem } from './api-problem';

/*
 * The one way a form validates (ADR 0033, issue 8): react-hook-form with the contract's zod
 * schema. Forms do not write rules of their own; they say how their inputs become the request
 * body, and the contract checks that body, so the browser and the server apply the same rules.
 *
 * Why not zodResolver alone: the contracts carry English messages of their own ("expected a time
 * as HH:MM"), and zod lets those outrank any error map, so the screen would show them. Here every
 * issue goes through the form's `message` (translated), with what it needs (limits, the input).
 */

/** A zod issue as a form's `message` sees it: the field's dotted path and the issue's details. */
export type FormIssue = {
  /** The zod issue code: too_small, too_big, invalid_type, invalid_format, invalid_value, custom... */
  code: string;
  /** Dotted path in the body, which is the form's field name ("address.city", "workingDays.0.end"). */
  path: string;
  minimum?: unknown;
  maximum?: unknown;
  /** What was measured: "string", "number", "array"... */
  origin?: string;
  /** The value that failed. */
  input?: unknown;
};

type RawIssue = { code: string; path: PropertyKey[]; minimum?: unknown; maximum?: unknown; origin?: string; input?: unknown };

/**
 * A react-hook-form resolver from a contract schema. `toBody` turns the inputs (strings, mostly)
 * into the request body; `message` words each issue in the user's language. Submit handlers get
 * the parsed body (the schema's output: trimmed, defaults filled), or the form's own values with
 * `{ raw: true }`. The first issue of a field wins.
 */
export function contractResolver<TValues extends FieldValues>(
  schema: ZodType,
  toBody: (values: TValues) => unknown,
  message: (issue: FormIssue, values: TValues) => string,
  options: { raw: true },
): Resolver<TValues>;
export function contractResolver<TValues extends FieldValues, TBody>(
  schema: ZodType<TBody>,
  toBody: (values: TValues) => unknown,
  message: (issue: FormIssue, values: TValues) => string,
): Resolver<TValues, unknown, TBody>;
export function contractResolver<TValues extends FieldValues>(
  schema: ZodType,
  toBody: (values: TValues) => unknown,
  message: (issue: FormIssue, values: TValues) => string,
  { raw = false }: { raw?: boolean } = {},
): Resolver<TValues, unknown, unknown> {
  return (values, _context, options) => {
    const result = schema.safeParse(toBody(values), { reportInput: true });
    if (result.success) return { values: raw ? values : result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const found of result.error.issues as unknown as RawIssue[]) {
      const path = found.path.map(String).join('.');
      if (!path || errors[path]) continue;
      errors[path] = { type: found.code, message: message({ ...found, path }, values) };
    }
    return { values: {}, errors: toNestErrors<TValues>(errors, options) };
  };
}

/**
 * Puts a 400 VALIDATION_FAILED's issues (details[].path, see toProblem) under the form's fields:
 * a path belongs to the field it names or to the field it starts with ("workingDays.2.end" to
 * "workingDays" when only that is a field). Without `fields`, every path is a field. The first
 * field placed gets the focus. Answers the paths no field took, for a message above the form.
 */
export function applyServerErrors<N extends string>(
  problem: ApiProblem,
  setError: (name: N, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  message: (field: N, path: string) => string,
  fields?: readonly N[],
): string[] {
  const rest: string[] = [];
  let placed = 0;
  for (const path of Object.keys(problem.fieldErrors)) {
    const field = fields ? fields.find((f) => path === f || path.startsWith(`${f}.`)) : path === '_' ? undefined : (path as N);
    if (field === undefined) {
      rest.push(path);
      continue;
    }
    setError(field, { type: 'server', message: message(field, path) }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return rest;
}
