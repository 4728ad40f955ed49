import type ExcelJS from 'exceljs';
import { plainText, toDateValue, toNumber } from './cell-values.js';
import type { ExportCell, ExportColumn, ExportTable } from './export-table.js';

/** Excel refuses sheet names over 31 characters or containing : \ / ? * [ ]. */
export function sheetName(title: string): string {
  const cleaned = title
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  return cleaned.slice(0, 31).trim() || 'Sheet1';
}

/**
 * Excel has no time zones: a timestamp is shown as the wall-clock time it stores. Shift the
 * instant to the wall clock of the report's zone so "09:00 in Dubai" reads 09:00, not 05:00.
 */
function wallClock(date: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

function cellValue(cell: ExportCell, column: ExportColumn, timeZone: string): { value: ExcelJS.CellValue; numFmt?: string } {
  const type = column.type ?? 'text';
  if (type === 'number' || type === 'money') {
    const n = toNumber(cell);
    if (n !== null) return { value: n };
  }
  if (type === 'date') {
    const d = toDateValue(cell);
    // exceljs stores a Date as the serial of its UTC reading; calendar dates sit at UTC midnight.
    if (d) return d.dateOnly ? { value: d.date, numFmt: 'yyyy-mm-dd' } : { value: wallClock(d.date, timeZone), numFmt: 'yyyy-mm-dd hh:mm' };
  }
  if (typeof cell === 'boolean') return { value: cell };
  if (cell === null || cell === undefined || cell === '') return { value: null };
  // Strings are written as shared strings, never formulas, so "=1+1" stays text here.
  return { value: plainText(cell) };
}

function moneyFormat(currency: string | undefined): string {
  return currency && /^[A-Z]{3}$/.test(currency) ? `#,##0.00 "${currency}"` : '#,##0.00';
}

/** Characters per column: the longest of header and values, kept between 8 and 60. */
function columnWidth(column: ExportColumn, rows: ExportTable['rows']): number {
  let longest = column.label.length;
  const sample = rows.length > 2000 ? rows.slice(0, 2000) : rows;
  for (const row of sample) {
    const type = column.type ?? 'text';
    const length = type === 'date' ? 16 : plainText(row[column.key]).length;
    if (length > longest) longest = length;
  }
  return Math.min(60, Math.max(8, longest + 2));
}

/**
 * One sheet: header row 1 (bold, frozen, filterable), one typed cell per value (numbers as
 * numbers, dates as dates), sheet view right-to-left for Arabic. Title and date go into the
 * workbook properties so row 1 stays the header and the file re-imports unchanged.
 */
export async function tableToXlsx(table: ExportTable): Promise<Buffer> {
  // Loaded on first use: exceljs costs ~200 ms at import, which server start-up need not pay.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const generatedAt = table.generatedAt ?? new Date();
  workbook.creator = 'HCIMS';
  workbook.title = table.title;
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  const timeZone = table.timeZone ?? 'UTC';
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, rightToLeft: table.direction === 'rtl' }],
  });
  sheet.columns = table.columns.map((column) => ({
    key: column.key,
    header: column.label,
    width: columnWidth(column, table.rows),
    style: column.type === 'money' ? { numFmt: moneyFormat(table.currency) } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', horizontal: table.direction === 'rtl' ? 'right' : 'left' };
  if (table.columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };

  for (const source of table.rows) {
    const row = sheet.addRow([]);
    table.columns.forEach((column, index) => {
      const { value, numFmt } = cellValue(source[column.key], column, timeZone);
      const cell = row.getCell(index + 1);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
