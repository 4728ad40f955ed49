import { stringify } from 'csv-stringify/sync';
import { canonicalText, toDateValue, toNumber } from './cell-values.js';
import type { ExportCell, ExportColumn, ExportTable } from './export-table.js';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return, which some
 * strip before looking) as a formula: "=HYPERLINK(...)" in an employee's name would execute on
 * HR's machine (CSV injection, OWASP). A leading apostrophe makes it text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** A typed value that really is a number or a date is data, never a formula: "-5" stays -5. */
function isTypedValue(cell: ExportCell, column: ExportColumn): boolean {
  const type = column.type ?? 'text';
  if (type === 'number' || type === 'money') return toNumber(cell) !== null;
  if (type === 'date') return toDateValue(cell) !== null;
  return false;
}

export function csvCell(cell: ExportCell, column: ExportColumn): string {
  const text = canonicalText(cell, column);
  return isTypedValue(cell, column) ? text : neutraliseFormula(text);
}

/**
 * UTF-8 with a BOM (Excel otherwise reads Arabic as mojibake), RFC 4180 quoting and CRLF.
 * Values are machine-readable (see canonicalText); the title is the file name, not a row, so
 * the file re-imports with its header on line 1.
 */
export function tableToCsv(table: Pick<ExportTable, 'columns' | 'rows'>): Buffer {
  const records = table.rows.map((row) => table.columns.map((column) => csvCell(row[column.key], column)));
  const text = stringify([table.columns.map((c) => neutraliseFormula(c.label)), ...records], {
    bom: true,
    record_delimiter: '\r\n',
  });
  return Buffer.from(text, 'utf8');
}
