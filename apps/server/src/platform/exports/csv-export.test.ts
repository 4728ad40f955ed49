import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, tableToCsv } from './csv-export.js';
import type { ExportTable } from './export-table.js';

const table: ExportTable = {
  title: 'Employees',
  direction: 'ltr',
  locale: 'en',
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'note', label: 'Note' },
    { key: 'hired', label: 'Hired', type: 'date' },
    { key: 'salary', label: 'Salary', type: 'money' },
    { key: 'delta', label: 'Delta', type: 'number' },
  ],
  rows: [
    { name: 'Ada, Countess', note: 'said "hi"\nthen left', hired: '2021-03-15', salary: 1234.5, delta: -5 },
    { name: '=HYPERLINK("http://evil","x")', note: '+1 555', hired: new Date('2024-02-29T10:00:00Z'), salary: '99', delta: null },
    { name: 'فاطمة الزهراء', note: '@SUM(A1)', hired: null, salary: undefined, delta: 0 },
    { name: '-not a number', note: '\tTabbed', hired: 'not a date', salary: 'n/a', delta: '3.25' },
  ],
};

const parseCsv = (buffer: Buffer): string[][] => {
  const rows: string[][] = parse(buffer, { bom: true });
  return rows;
};

describe('tableToCsv', () => {
  it('starts with a UTF-8 byte order mark so Excel reads Arabic correctly', () => {
    const csv = tableToCsv(table);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('فاطمة الزهراء');
  });

  it('puts the header on line 1 and quotes commas, quotes and newlines so the file parses back exactly', () => {
    const rows = parseCsv(tableToCsv(table));
    expect(rows[0]).toEqual(['Name', 'Note', 'Hired', 'Salary', 'Delta']);
    expect(rows[1]).toEqual(['Ada, Countess', 'said "hi"\nthen left', '2021-03-15', '1234.5', '-5']);
    expect(rows).toHaveLength(5);
  });

  it('prefixes text that a spreadsheet would run as a formula with an apostrophe', () => {
    const rows = parseCsv(tableToCsv(table));
    expect(rows[2]![0]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(rows[2]![1]).toBe("'+1 555");
    expect(rows[3]![1]).toBe("'@SUM(A1)");
    expect(rows[4]![0]).toBe("'-not a number");
    expect(rows[4]![1]).toBe("'\tTabbed");
  });

  it('leaves real negative numbers alone but guards values that do not fit their numeric type', () => {
    const rows = parseCsv(tableToCsv(table));
    expect(rows[1]![4]).toBe('-5');
    expect(rows[4]![3]).toBe('n/a');
    expect(rows[4]![4]).toBe('3.25');
  });

  it('writes calendar dates as YYYY-MM-DD, instants as ISO UTC, numbers without grouping, empty cells as empty', () => {
    const rows = parseCsv(tableToCsv(table));
    expect(rows[2]![2]).toBe('2024-02-29T10:00:00.000Z');
    expect(rows[2]![3]).toBe('99');
    expect(rows[2]![4]).toBe('');
    expect(rows[3]![2]).toBe('');
    expect(rows[3]![3]).toBe('');
    expect(rows[4]![2]).toBe('not a date');
  });

  it('separates records with CRLF as RFC 4180 asks', () => {
    const text = tableToCsv({ ...table, rows: [{ name: 'a' }] }).toString('utf8');
    expect(text).toBe('\ufeffName,Note,Hired,Salary,Delta\r\na,,,,\r\n');
  });

  it('round-trips any text cell through csv-parse (apart from the formula guard)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 5 }), (values) => {
        const columns = values.map((_, i) => ({ key: `c${i}`, label: `C${i}` }));
        const row = Object.fromEntries(values.map((v, i) => [`c${i}`, v]));
        const parsed = parseCsv(tableToCsv({ ...table, columns, rows: [row] }));
        expect(parsed[1]).toEqual(values.map((v) => neutraliseFormula(v)));
      }),
      { numRuns: 200 },
    );
  });
});
