import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { suggestMapping, type ImportField } from './column-mapping.js';
import { failedRowsCsv } from './failed-rows-csv.js';
import { importDate, importEmail, importNumber } from './import-fields.js';
import { readImportFile } from './read-import-file.js';
import { mustExist, mustNotExist } from './row-checks.js';
import { validateImport } from './validate-import.js';

type Field = 'name' | 'email' | 'department' | 'hireDate' | 'salary';

const fields: ImportField<Field>[] = [
  { field: 'name', aliases: ['Full name', 'الاسم'], required: true },
  { field: 'email', aliases: ['E-mail', 'Email address'], required: true },
  { field: 'department', aliases: ['Dept'] },
  { field: 'hireDate', aliases: ['Hire date', 'Joined'] },
  { field: 'salary' },
];

const schema = z.object({
  name: z.string().min(2, { message: 'needs at least 2 characters' }),
  email: importEmail(),
  department: z.string().optional(),
  hireDate: importDate().optional(),
  salary: importNumber().optional(),
});

const departments = ['Sales', 'Human Resources'];
const existingEmails = ['taken@example.com'];
let lookups = 0;
const checks = [
  mustExist<z.output<typeof schema>, Field>('department', (values) => {
    lookups++;
    return departments.filter((d) => values.some((v) => v.toLowerCase() === d.toLowerCase()));
  }),
  mustNotExist<z.output<typeof schema>, Field>('email', async (values) => {
    lookups++;
    await Promise.resolve();
    return existingEmails.filter((e) => values.some((v) => v.toLowerCase() === e));
  }),
];

const csv = [
  'Full name;E-mail;Dept;Hire date;Salary;Notes', // row 1
  'Ada Lovelace;ada@example.com;Sales;2021-03-15;5200;ok', // 2 valid
  'Grace Hopper;GRACE@example.com;Marketing;2021-02-30;6100.25;', // 3 unknown dept + bad date
  ';;;;;', // 4 empty
  'Fatima;fatima@example.com;human resources;15/03/2021;1,5;', // 5 bad date + bad number
  'Grace H.;grace@example.com;Sales;2020-01-01;;dup', // 6 duplicate of row 3 (case-insensitive)
  'X;not-an-email;;;;', // 7 short name + bad email
  ';;Sales;;;', // 8 missing name and email
  'Old Timer;taken@example.com;;;;', // 9 already exists
  'Bo Diddley;bo@example.com;;2024-02-29;;leap day', // 10 valid
].join('\r\n');

async function report() {
  const file = await readImportFile(Buffer.from(`\ufeff${csv}\r\n`, 'utf8'));
  const mapping = suggestMapping(file.headers, fields);
  return { file, report: await validateImport({ file, mapping, fields, schema, unique: ['email'], checks }) };
}

describe('validateImport', () => {
  it('maps headers automatically from field names and aliases, ignoring unknown columns', async () => {
    const file = await readImportFile(Buffer.from(csv, 'utf8'));
    expect(suggestMapping(file.headers, fields)).toEqual({
      'Full name': 'name',
      'E-mail': 'email',
      Dept: 'department',
      'Hire date': 'hireDate',
      Salary: 'salary',
      Notes: null,
    });
  });

  it('reports every problem with its spreadsheet row, field, column, value and a message', async () => {
    const { report: result } = await report();
    expect(result.issues.map(({ row, field, column, value, code }) => ({ row, field, column, value, code }))).toEqual([
      { row: 3, field: 'email', column: 'E-mail', value: 'GRACE@example.com', code: 'duplicate_in_file' },
      { row: 3, field: 'department', column: 'Dept', value: 'Marketing', code: 'unknown_value' },
      { row: 3, field: 'hireDate', column: 'Hire date', value: '2021-02-30', code: 'invalid_date' },
      { row: 5, field: 'hireDate', column: 'Hire date', value: '15/03/2021', code: 'invalid_date' },
      { row: 5, field: 'salary', column: 'Salary', value: '1,5', code: 'invalid_number' },
      { row: 6, field: 'email', column: 'E-mail', value: 'grace@example.com', code: 'duplicate_in_file' },
      { row: 7, field: 'name', column: 'Full name', value: 'X', code: 'too_small' },
      { row: 7, field: 'email', column: 'E-mail', value: 'not-an-email', code: 'invalid_email' },
      { row: 8, field: 'name', column: 'Full name', value: '', code: 'required' },
      { row: 8, field: 'email', column: 'E-mail', value: '', code: 'required' },
      { row: 9, field: 'email', column: 'E-mail', value: 'taken@example.com', code: 'already_exists' },
    ]);
    const messages = Object.fromEntries(result.issues.map((i) => [`${i.row}.${i.field}.${i.code}`, i.message]));
    expect(messages['3.email.duplicate_in_file']).toBe('appears more than once in the file (also row 6)');
    expect(messages['3.department.unknown_value']).toBe('"Marketing" does not exist');
    expect(messages['5.hireDate.invalid_date']).toBe('is not a date; write it as YYYY-MM-DD (e.g. 2024-02-29)');
    expect(messages['7.name.too_small']).toBe('needs at least 2 characters');
    expect(messages['8.name.required']).toBe('is required');
  });

  it('returns the valid rows parsed, skips empty rows, and lists the invalid ones', async () => {
    const { report: result } = await report();
    expect(result.totalRows).toBe(8);
    expect(result.emptyRows).toEqual([4]);
    expect(result.invalidRows).toEqual([3, 5, 6, 7, 8, 9]);
    expect(result.validRows.map((r) => r.row)).toEqual([2, 10]);
    expect(result.validRows[0]!.data).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      department: 'Sales',
      hireDate: '2021-03-15',
      salary: 5200,
    });
    expect(result.validRows[1]!.data.hireDate).toBe('2024-02-29');
  });

  it('calls each lookup once for the whole file, not once per row', async () => {
    lookups = 0;
    await report();
    expect(lookups).toBe(2);
  });

  it('writes a CSV of the failed rows with their original cells, row numbers and errors, which re-imports', async () => {
    const { file, report: result } = await report();
    const failed = await readImportFile(failedRowsCsv(file, result.issues));
    expect(failed.headers).toEqual(['Full name', 'E-mail', 'Dept', 'Hire date', 'Salary', 'Notes', 'Row', 'Errors']);
    expect(failed.rows.map((r) => r.cells[6])).toEqual(['3', '5', '6', '7', '8', '9']);
    expect(failed.rows[0]!.cells.slice(0, 6)).toEqual(['Grace Hopper', 'GRACE@example.com', 'Marketing', '2021-02-30', '6100.25', '']);
    expect(failed.rows[0]!.cells[7]).toBe(
      'E-mail: appears more than once in the file (also row 6); Dept: "Marketing" does not exist; Hire date: is not a date; write it as YYYY-MM-DD (e.g. 2024-02-29)',
    );
    // The user fixes the cells and uploads the same file: the extra columns are simply unmapped.
    expect(suggestMapping(failed.headers, fields)).toMatchObject({ 'Full name': 'name', Row: null, Errors: null });
  });

  it('refuses a mapping that names a missing column, feeds one field twice or leaves a required field out', async () => {
    const file = await readImportFile(Buffer.from(csv, 'utf8'));
    const run = (mapping: Record<string, Field | null>) =>
      validateImport({ file, mapping, fields, schema }).then(
        () => undefined,
        (e: unknown) => (e as AppError).code,
      );
    expect(await run({ 'Full name': 'name', 'E-mail': 'email', Nope: 'salary' })).toBe('IMPORT_MAPPING_UNKNOWN_COLUMN');
    expect(await run({ 'Full name': 'name', 'E-mail': 'email', Notes: 'email' })).toBe('IMPORT_MAPPING_DUPLICATE_FIELD');
    expect(await run({ 'Full name': 'name' })).toBe('IMPORT_MAPPING_MISSING_FIELD');
    expect(await run({ 'Full name': 'name', 'E-mail': 'email', Notes: 'bogus' as Field })).toBe('IMPORT_MAPPING_UNKNOWN_FIELD');
    await expect(validateImport({ file, mapping: {}, fields, schema })).rejects.toBeInstanceOf(AppError);
  });

  it('validates 5,000 rows with duplicates and lookups (the people benchmark times imports)', async () => {
    const lines = ['Full name,E-mail,Dept,Hire date,Salary'];
    for (let i = 0; i < 5000; i++)
      lines.push(`Person ${i},user${i % 4990}@example.com,${i % 100 === 0 ? 'Nowhere' : 'Sales'},2021-03-15,${i}`);
    const file = await readImportFile(Buffer.from(lines.join('\n'), 'utf8'));
    const result = await validateImport({ file, mapping: suggestMapping(file.headers, fields), fields, schema, unique: ['email'], checks });
    expect(result.totalRows).toBe(5000);
    expect(result.issues.filter((i) => i.code === 'duplicate_in_file')).toHaveLength(20);
    expect(result.issues.filter((i) => i.code === 'unknown_value')).toHaveLength(50);
    // Row of person 0 is both a duplicate and in an unknown department: 20 + 50 - 1 invalid rows.
    expect(result.validRows).toHaveLength(5000 - 69);
  }, 30_000);
});
