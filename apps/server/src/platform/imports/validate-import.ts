import type { z } from 'zod';
import { resolveMapping, type ColumnMapping, type ImportField } from './column-mapping.js';
import type { ImportFile } from './read-import-file.js';

/**
 * One problem in one cell (or one row when `field` is empty), reported exactly where the user
 * will look: `row` is the spreadsheet row (header = 1), `column` the header they wrote.
 * `code` is stable for translation on the web; `message` is the English fallback.
 */
export type ImportIssue = {
  row: number;
  field: string;
  column: string;
  value: string;
  code: string;
  message: string;
};

/** The mapped cells of one row, trimmed; an empty cell is absent so `.optional()` works. */
export type ImportValues<F extends string = string> = Partial<Record<F, string>>;

export type ValidRow<T, F extends string = string> = { row: number; data: T; values: ImportValues<F> };

/** What a check reports; `column` and `value` are filled in from the row when left out. */
export type CheckIssue = { row: number; field: string; code: string; message: string; value?: string };

/** A row as checks see it: `data` only when the row passed the schema. */
export type CheckRow<T, F extends string = string> = { row: number; values: ImportValues<F>; data?: T };

/**
 * A caller-supplied async check over every non-empty row at once, so a lookup ("which of these
 * 5,000 emails already exist?") is one query, not 5,000. Rows that failed the schema are
 * included (without `data`) so the user learns every problem of a row in one pass; a cell that
 * already has an error keeps only its first one.
 */
export type RowCheck<T, F extends string = string> = (rows: CheckRow<T, F>[]) => Promise<CheckIssue[]> | CheckIssue[];

export type UniqueRule<F extends string> = F | { field: F; normalise?: (value: string) => string; message?: string };

export type ValidateImportOptions<F extends string, S extends z.ZodType> = {
  file: ImportFile;
  mapping: ColumnMapping<F>;
  fields: ImportField<F>[];
  /** Parses one row's `ImportValues`; its output is the row's `data`. */
  schema: S;
  /**
   * Fields that must not repeat inside the file (email, employee number). Compared on the raw
   * text of every non-empty row (trimmed, case-insensitive by default), valid or not, so fixing
   * another error later cannot reveal a duplicate that was there all along.
   */
  unique?: UniqueRule<F>[];
  checks?: RowCheck<z.output<S>, F>[];
};

export type ImportReport<T, F extends string = string> = {
  /** Non-empty data rows. */
  totalRows: number;
  validRows: ValidRow<T, F>[];
  /** Spreadsheet rows with at least one issue, ascending. */
  invalidRows: number[];
  /** Rows with no value at all: skipped, not errors. */
  emptyRows: number[];
  /** Sorted by row, then by the file's column order. */
  issues: ImportIssue[];
};

const defaultNormalise = (value: string) => value.trim().toLowerCase();

export async function validateImport<F extends string, S extends z.ZodType>(
  options: ValidateImportOptions<F, S>,
): Promise<ImportReport<z.output<S>, F>> {
  const { file, schema } = options;
  const resolved = resolveMapping(file, options.mapping, options.fields);
  const columnOf = (field: string) => resolved.headers.get(field as F) ?? '';
  const indexOf = (field: string) => resolved.columns.get(field as F) ?? Number.MAX_SAFE_INTEGER;

  const issues: ImportIssue[] = [];
  const emptyRows: number[] = [];
  const candidates: { row: number; values: ImportValues<F> }[] = [];
  const valuesByRow = new Map<number, ImportValues<F>>();

  for (const source of file.rows) {
    if (source.cells.every((cell) => cell.trim() === '')) {
      emptyRows.push(source.row);
      continue;
    }
    const values: ImportValues<F> = {};
    for (const [field, index] of resolved.columns) {
      const cell = source.cells[index]?.trim() ?? '';
      if (cell !== '') values[field] = cell;
    }
    valuesByRow.set(source.row, values);
    candidates.push({ row: source.row, values });
  }

  const checked: CheckRow<z.output<S>, F>[] = [];
  for (const candidate of candidates) {
    const parsed = schema.safeParse(candidate.values);
    if (parsed.success) {
      checked.push({ row: candidate.row, data: parsed.data, values: candidate.values });
      continue;
    }
    checked.push({ row: candidate.row, values: candidate.values });
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : '';
      const value = field ? (candidate.values[field as F] ?? '') : '';
      const missing = field !== '' && value === '' && issue.code === 'invalid_type';
      issues.push({
        row: candidate.row,
        field,
        column: columnOf(field),
        value,
        code: missing ? 'required' : issueCode(issue),
        message: missing ? 'is required' : issue.message,
      });
    }
  }

  for (const rule of options.unique ?? []) {
    const { field, normalise = defaultNormalise, message } = typeof rule === 'string' ? { field: rule } : rule;
    const rowsByValue = new Map<string, number[]>();
    for (const candidate of candidates) {
      const value = candidate.values[field];
      if (value === undefined) continue;
      const key = normalise(value);
      rowsByValue.set(key, [...(rowsByValue.get(key) ?? []), candidate.row]);
    }
    for (const rows of rowsByValue.values()) {
      if (rows.length < 2) continue;
      // Every copy is flagged: importing "the first one" would be an arbitrary choice.
      for (const row of rows) {
        const others = rows.filter((r) => r !== row);
        issues.push({
          row,
          field,
          column: columnOf(field),
          value: valuesByRow.get(row)?.[field] ?? '',
          code: 'duplicate_in_file',
          message: message ?? `appears more than once in the file (also row ${others.join(', ')})`,
        });
      }
    }
  }

  for (const check of options.checks ?? []) {
    const found = await check(checked);
    for (const issue of found) {
      issues.push({
        row: issue.row,
        field: issue.field,
        column: columnOf(issue.field),
        value: issue.value ?? valuesByRow.get(issue.row)?.[issue.field as F] ?? '',
        code: issue.code,
        message: issue.message,
      });
    }
  }

  // One error per cell, the first found: a malformed email is not also reported as a duplicate.
  const firstPerCell = new Map<string, ImportIssue>();
  for (const issue of issues) {
    const key = `${issue.row}\u0000${issue.field}`;
    if (!firstPerCell.has(key)) firstPerCell.set(key, issue);
  }
  const reported = [...firstPerCell.values()].sort((a, b) => a.row - b.row || indexOf(a.field) - indexOf(b.field));
  const invalid = new Set(reported.map((i) => i.row));
  const validRows: ValidRow<z.output<S>, F>[] = [];
  for (const row of checked)
    if (row.data !== undefined && !invalid.has(row.row)) validRows.push({ row: row.row, data: row.data, values: row.values });
  return {
    totalRows: candidates.length,
    validRows,
    invalidRows: [...invalid].sort((a, b) => a - b),
    emptyRows,
    issues: reported,
  };
}

/** A custom refinement may carry its own code in `params.code`; otherwise zod's code. */
function issueCode(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') {
    const code = (issue.params as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') return code;
  }
  return issue.code;
}
