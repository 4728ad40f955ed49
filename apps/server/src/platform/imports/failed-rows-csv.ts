import { tableToCsv } from '../exports/index.js';
import type { ImportFile } from './read-import-file.js';
import type { ImportIssue } from './validate-import.js';

export type FailedRowsLabels = {
  /** Header of the column holding the original row number (default "Row"). */
  row?: string;
  /** Header of the column listing the problems (default "Errors"). */
  errors?: string;
};

/**
 * The rows that failed, as they were in the file (every original column, in order), plus the
 * original row number and a readable list of problems. The user fixes the cells and uploads
 * this file again: the reader ignores columns nobody maps, and the formula guard the CSV writer
 * adds is undone on reading.
 */
export function failedRowsCsv(file: ImportFile, issues: ImportIssue[], labels: FailedRowsLabels = {}): Buffer {
  const byRow = new Map<number, ImportIssue[]>();
  for (const issue of issues) byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
  const rowKey = '__row';
  const errorsKey = '__errors';
  const columns = [
    ...file.headers.map((label, index) => ({ key: String(index), label })),
    { key: rowKey, label: labels.row ?? 'Row' },
    { key: errorsKey, label: labels.errors ?? 'Errors' },
  ];
  const rows = file.rows
    .filter((source) => byRow.has(source.row))
    .map((source) => {
      const record: Record<string, string | number> = { [rowKey]: source.row };
      file.headers.forEach((_, index) => (record[String(index)] = source.cells[index] ?? ''));
      record[errorsKey] = (byRow.get(source.row) ?? []).map((i) => (i.column ? `${i.column}: ${i.message}` : i.message)).join('; ');
      return record;
    });
  return tableToCsv({ columns: columns.map((c) => (c.key === rowKey ? { ...c, type: 'number' as const } : c)), rows });
}
