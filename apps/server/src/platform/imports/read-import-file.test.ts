import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { tableToCsv } from '../exports/index.js';
import { detectDelimiter, readImportFile } from './read-import-file.js';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

async function xlsx(build: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('Staff'), workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function* trickle(buffer: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < buffer.length; i += size) {
    await Promise.resolve(); // a network stream hands chunks over asynchronously
    yield buffer.subarray(i, i + size);
  }
}

describe('readImportFile: CSV', () => {
  it('reads a comma-separated file with a BOM and numbers rows as a spreadsheet does', async () => {
    const file = await readImportFile(utf8('\ufeffName,Email\r\nAda,ada@example.com\r\nفاطمة,fatima@example.com\r\n'));
    expect(file).toEqual({
      format: 'csv',
      delimiter: ',',
      headers: ['Name', 'Email'],
      headerRow: 1,
      rows: [
        { row: 2, cells: ['Ada', 'ada@example.com'] },
        { row: 3, cells: ['فاطمة', 'fatima@example.com'] },
      ],
    });
  });

  it('detects a semicolon delimiter (Excel in European locales) and a tab delimiter', async () => {
    const semicolon = await readImportFile(utf8('Name;Salary;Note\nAda;1234,50;"a; b"\n'));
    expect(semicolon.delimiter).toBe(';');
    expect(semicolon.rows[0]!.cells).toEqual(['Ada', '1234,50', 'a; b']);
    const tab = await readImportFile(utf8('Name\tEmail\nAda\tada@example.com\n'));
    expect(tab.rows[0]!.cells).toEqual(['Ada', 'ada@example.com']);
    expect(detectDelimiter('a|b|c')).toBe('|');
    expect(detectDelimiter('"a,b";c')).toBe(';');
  });

  it('detects the delimiter from the first non-blank line', async () => {
    const file = await readImportFile(utf8('\n\nName;Email\nAda;ada@example.com\n'));
    expect(file.delimiter).toBe(';');
    expect(file.headerRow).toBe(3);
    expect(file.rows).toEqual([{ row: 4, cells: ['Ada', 'ada@example.com'] }]);
  });

  it("honours Excel's sep= hint line without counting it as a row", async () => {
    const file = await readImportFile(utf8('sep=;\nName;Email\nAda;ada@example.com\n'));
    expect(file.headers).toEqual(['Name', 'Email']);
    expect(file.rows).toEqual([{ row: 2, cells: ['Ada', 'ada@example.com'] }]);
  });

  it('keeps empty rows in place (numbering stays right) and drops trailing ones', async () => {
    const file = await readImportFile(utf8('Name,Email\n\nAda,a@x.io\n,\n"Multi\nline",b@x.io\nBo,c@x.io\n\n\n'));
    expect(file.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(file.rows[3]!.cells).toEqual(['Multi\nline', 'b@x.io']);
    expect(file.rows[4]).toEqual({ row: 6, cells: ['Bo', 'c@x.io'] });
  });

  it('accepts mixed line endings and UTF-16 files (Excel "Unicode text")', async () => {
    expect((await readImportFile(utf8('A,B\r\n1,2\n3,4\r5,6'))).rows.map((r) => r.cells)).toEqual([
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\tCity\nفاطمة\tدبي\n', 'utf16le')]);
    const file = await readImportFile(utf16);
    expect(file.rows[0]!.cells).toEqual(['فاطمة', 'دبي']);
  });

  it('names repeated and blank headers so a mapping can point at each column', async () => {
    const file = await readImportFile(utf8('Email,,email,Name,,\n1,2,3,4,,\n'));
    expect(file.headers).toEqual(['Email', 'Column 2', 'email (2)', 'Name']);
  });

  it('undoes the formula guard of our own CSV exports so a downloaded file re-imports unchanged', async () => {
    const csv = tableToCsv({ columns: [{ key: 'phone', label: 'Phone' }], rows: [{ phone: '+971 50 123 4567' }, { phone: "'quoted" }] });
    const file = await readImportFile(csv);
    expect(file.rows.map((r) => r.cells[0])).toEqual(['+971 50 123 4567', "'quoted"]);
  });

  it('refuses text that is not UTF-8 with a hint on how to save it', async () => {
    const latin1 = Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9, 0x0a]); // "Name\nJosé" in Windows-1252
    const error = await refusal(readImportFile(latin1));
    expect(error.code).toBe('IMPORT_ENCODING');
    expect(error.message).toContain('CSV UTF-8');
  });

  it('reports a broken quote with the line it happened on', async () => {
    const error = await refusal(readImportFile(utf8('A,B\n1,2\n"open,3\n')));
    expect(error.code).toBe('IMPORT_MALFORMED_CSV');
  });
});

describe('readImportFile: XLSX', () => {
  it('reads an XLSX by content, whatever its name, with dates, numbers, formulas and rich text as text', async () => {
    const buffer = await xlsx((sheet) => {
      sheet.addRow([]);
      sheet.addRow(['Name', 'Hire date', 'Salary', 'Total', 'Note', 'Active']);
      sheet.addRow([
        'فاطمة الزهراء',
        new Date(Date.UTC(2024, 1, 29)),
        1234.5,
        { formula: 'C3*2', result: 2469 },
        { richText: [{ text: 'bo' }, { text: 'ld' }] },
        true,
      ]);
      sheet.addRow([]);
      sheet.addRow([
        'Ada',
        new Date(Date.UTC(2020, 0, 1, 9, 30)),
        0.1 + 0.2,
        null,
        { text: 'site', hyperlink: 'https://example.com' },
        false,
      ]);
    });
    const file = await readImportFile(buffer);
    expect(file.format).toBe('xlsx');
    expect(file.headerRow).toBe(2);
    expect(file.headers).toEqual(['Name', 'Hire date', 'Salary', 'Total', 'Note', 'Active']);
    expect(file.rows).toEqual([
      { row: 3, cells: ['فاطمة الزهراء', '2024-02-29', '1234.5', '2469', 'bold', 'true'] },
      { row: 4, cells: ['', '', '', '', '', ''] },
      { row: 5, cells: ['Ada', '2020-01-01T09:30:00.000Z', '0.3', '', 'site', 'false'] },
    ]);
  });

  it('refuses an old .xls, a broken ZIP and binary files by their content', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await refusal(readImportFile(xls))).code).toBe('IMPORT_UNSUPPORTED_FORMAT');
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect((await refusal(readImportFile(zip))).code).toBe('IMPORT_UNREADABLE_FILE');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect((await refusal(readImportFile(png))).code).toBe('IMPORT_UNSUPPORTED_FORMAT');
  });
});

describe('readImportFile: limits', () => {
  it('refuses a workbook that would inflate far beyond its size (zip bomb) before unpacking it', async () => {
    const book = await xlsx((sheet) => sheet.addRow(['Name']));
    // Claim 2 GB for the first entry in the central directory, as a zip bomb would.
    const central = book.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    book.writeUInt32LE(0x7fffffff, central + 24);
    const error = await refusal(readImportFile(book));
    expect(error.code).toBe('IMPORT_FILE_TOO_LARGE');
  });

  it('refuses an empty file and a file with no header', async () => {
    expect((await refusal(readImportFile(Buffer.alloc(0)))).code).toBe('IMPORT_EMPTY_FILE');
    expect((await refusal(readImportFile(utf8('\n,,\n\n')))).code).toBe('IMPORT_EMPTY_FILE');
  });

  it('stops reading a stream as soon as it passes the size limit', async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<Uint8Array> {
      yield utf8('Name,Email\n');
      for (;;) {
        await Promise.resolve();
        pulled++;
        yield utf8('Ada,ada@example.com\n'.repeat(100));
      }
    }
    const error = await refusal(readImportFile(endless(), { maxBytes: 50_000 }));
    expect(error.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(error.statusCode).toBe(413);
    expect(pulled).toBeLessThan(30);
  });

  it('refuses more rows than allowed', async () => {
    const error = await refusal(readImportFile(utf8(`A\n${'1\n'.repeat(11)}`), { maxRows: 10 }));
    expect(error.code).toBe('IMPORT_TOO_MANY_ROWS');
  });

  it('reads 5,000 rows from a CSV stream and from an XLSX (the people benchmark times imports)', async () => {
    const header = 'Employee number;First name;Last name;Email;Department;Hire date;Salary\n';
    const lines = Array.from(
      { length: 5000 },
      (_, i) => `E${i};Name${i};Family "${i}";user${i}@example.com;Sales;2021-03-15;${1000 + i}.5\n`,
    );
    const csv = utf8(header + lines.join(''));
    const fromCsv = await readImportFile(trickle(csv, 16 * 1024));
    expect(fromCsv.rows).toHaveLength(5000);
    expect(fromCsv.rows[4999]).toEqual({
      row: 5001,
      cells: ['E4999', 'Name4999', 'Family "4999"', 'user4999@example.com', 'Sales', '2021-03-15', '5999.5'],
    });

    const book = await xlsx((sheet) => {
      sheet.addRow(header.trim().split(';'));
      for (let i = 0; i < 5000; i++)
        sheet.addRow([`E${i}`, `Name${i}`, `Family${i}`, `user${i}@example.com`, 'Sales', new Date(Date.UTC(2021, 2, 15)), 1000 + i]);
    });
    const fromXlsx = await readImportFile(book);
    expect(fromXlsx.rows).toHaveLength(5000);
    expect(fromXlsx.rows[0]!.cells[5]).toBe('2021-03-15');
  }, 30_000);
});
