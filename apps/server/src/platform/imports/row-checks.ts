import type { CheckIssue, CheckRow, RowCheck } from './validate-import.js';

/**
 * Ready-made batch checks for the common lookups. Each collects the distinct values of one
 * field over all rows and calls `lookup` once, so the database sees one query per check.
 */

type LookupOptions = {
  /** Compare values after this (default: trim + lower case). */
  normalise?: (value: string) => string;
  message?: (value: string) => string;
  code?: string;
};

const defaultNormalise = (value: string) => value.trim().toLowerCase();

function distinctValues<T, F extends string>(rows: CheckRow<T, F>[], field: F): string[] {
  const values = new Set<string>();
  for (const { values: cells } of rows) {
    const value = cells[field];
    if (value !== undefined) values.add(value);
  }
  return [...values];
}

function flag<T, F extends string>(
  rows: CheckRow<T, F>[],
  field: F,
  bad: (value: string) => boolean,
  code: string,
  message: (value: string) => string,
): CheckIssue[] {
  const issues: CheckIssue[] = [];
  for (const { row, values } of rows) {
    const value = values[field];
    if (value !== undefined && bad(value)) issues.push({ row, field, code, message: message(value), value });
  }
  return issues;
}

type Lookup = (values: string[]) => Promise<Iterable<string>> | Iterable<string>;

/** Flags the rows whose value is (or is not) among those `lookup` finds, with one lookup for all rows. */
function lookupCheck<T, F extends string>(
  field: F,
  lookup: Lookup,
  flagFound: boolean,
  code: string,
  options: LookupOptions,
  message: (value: string) => string,
): RowCheck<T, F> {
  const normalise = options.normalise ?? defaultNormalise;
  return async (rows) => {
    const values = distinctValues(rows, field);
    if (values.length === 0) return [];
    const found = new Set([...(await lookup(values))].map(normalise));
    return flag(rows, field, (value) => found.has(normalise(value)) === flagFound, options.code ?? code, options.message ?? message);
  };
}

/**
 * The value must name something that exists (a department, a designation, a manager's email).
 * `lookup` receives the distinct raw values and returns those that exist.
 */
export function mustExist<T, F extends string>(field: F, lookup: Lookup, options: LookupOptions = {}): RowCheck<T, F> {
  return lookupCheck(field, lookup, false, 'unknown_value', options, (value) => `"${value}" does not exist`);
}

/**
 * The value must not exist yet (an email already used by an account, an employee number).
 * `lookup` receives the distinct raw values and returns those already taken.
 */
export function mustNotExist<T, F extends string>(field: F, lookup: Lookup, options: LookupOptions = {}): RowCheck<T, F> {
  return lookupCheck(field, lookup, true, 'already_exists', options, (value) => `"${value}" is already in use`);
}
