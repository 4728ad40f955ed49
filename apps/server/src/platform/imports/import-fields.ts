import { z } from 'zod';

/**
 * Zod building blocks for import schemas. Cells arrive as trimmed strings (an empty cell is
 * absent), so each helper parses text and says in its message what the user should type.
 * Custom failures carry `params.code`, which the import report passes on for translation.
 */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2025-02-29 or 2024-13-01 would roll over to another day; they are typos, not dates.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar date as YYYY-MM-DD (XLSX date cells arrive in that form already). Day-first and
 * month-first text are both common and indistinguishable for 03/04/2025, so neither is guessed.
 */
export function importDate(message = 'is not a date; write it as YYYY-MM-DD (e.g. 2024-02-29)') {
  return z.string().refine(isCalendarDate, { message, params: { code: 'invalid_date' } });
}

/** Digits with an optional dot for decimals; "1,5" is refused rather than read as 15 or 1.5. */
export function importNumber(message = 'is not a number; use digits and a dot for decimals (e.g. 1234.50)') {
  return z
    .string()
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), { message, params: { code: 'invalid_number' } })
    .transform(Number);
}

const emailFormat = z.email();

export function importEmail(message = 'is not a valid email address') {
  return z
    .string()
    .transform((v) => v.toLowerCase())
    .refine((v) => emailFormat.safeParse(v).success, { message, params: { code: 'invalid_email' } });
}

const truthy = new Set(['true', 'yes', 'y', '1', 'x', 'نعم']);
const falsy = new Set(['false', 'no', 'n', '0', 'لا']);

export function importBoolean(message = 'is not yes or no') {
  return z
    .string()
    .refine((v) => truthy.has(v.toLowerCase()) || falsy.has(v.toLowerCase()), { message, params: { code: 'invalid_boolean' } })
    .transform((v) => truthy.has(v.toLowerCase()));
}

/** One of a fixed set of values, matched case-insensitively; the message lists the choices. */
export function importChoice<const V extends string>(values: readonly V[], message?: string) {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z
    .string()
    .refine((v) => byLower.has(v.toLowerCase()), {
      message: message ?? `must be one of: ${values.join(', ')}`,
      params: { code: 'invalid_choice' },
    })
    .transform((v) => byLower.get(v.toLowerCase()) as V);
}
