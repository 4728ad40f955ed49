import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportTable } from './export-table.js';
import { sheetName, tableToXlsx } from './xlsx-export.js';

const arabic: ExportTable = {
  title: 'تقرير الموظفين',
  direction: 'rtl',
  locale: 'ae',
  currency: 'AED',
  timeZone: 'Asia/Dubai',
  generatedAt: new Date('2026-11-21T09:30:00Z'),
  columns: [
    { key: 'name', label: 'الاسم' },
    { key: 'hired', label: 'تاريخ التعيين', type: 'date' },
    { key: 'salary', label: 'الراتب', type: 'money' },
    { key: 'children', label: 'الأطفال', type: 'number' },
    { key: 'login', label: 'آخر دخول', type: 'date' },
    { key: 'active', label: 'نشط' },
  ],
  rows: [
    { name: 'فاطمة الزهراء', hired: '2024-02-29', salary: 12500.5, children: 2, login: '2026-11-20T05:00:00Z', active: true },
    { name: '=1+1', hired: 'غير معروف', salary: '800', children: null, login: null, active: false },
  ],
};

async function readBack(buffer: Buffer): Promise<{ workbook: ExcelJS.Workbook; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return { workbook, sheet: workbook.worksheets[0]! };
}

describe('tableToXlsx', () => {
  it('writes a bold, frozen header row and a right-to-left sheet view for Arabic', async () => {
    const { sheet, workbook } = await readBack(await tableToXlsx(arabic));
    expect(sheet.name).toBe('تقرير الموظفين');
    expect(workbook.title).toBe('تقرير الموظفين');
    expect(sheet.getRow(1).values).toEqual([undefined, 'الاسم', 'تاريخ التعيين', 'الراتب', 'الأطفال', 'آخر دخول', 'نشط']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
  });

  it('keeps numbers and dates as typed cells and Arabic text intact', async () => {
    const { sheet } = await readBack(await tableToXlsx(arabic));
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('فاطمة الزهراء');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(2).value as Date).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(3).value).toBe(12500.5);
    expect(row.getCell(3).numFmt).toBe('#,##0.00 "AED"');
    expect(row.getCell(4).value).toBe(2);
    // 05:00 UTC is 09:00 in Dubai: Excel shows the wall clock of the report's zone.
    expect((row.getCell(5).value as Date).toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(row.getCell(6).value).toBe(true);
  });

  it('writes formula-looking text as a string, never a formula, and keeps unparseable values as text', async () => {
    const { sheet } = await readBack(await tableToXlsx(arabic));
    const row = sheet.getRow(3);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('=1+1');
    expect(row.getCell(2).value).toBe('غير معروف');
    expect(row.getCell(3).value).toBe(800);
    expect(row.getCell(4).value).toBeNull();
  });

  it('uses a left-to-right view for other languages and sizes columns to their content', async () => {
    const { sheet } = await readBack(
      await tableToXlsx({
        ...arabic,
        direction: 'ltr',
        locale: 'en',
        title: 'People',
        columns: [
          { key: 'a', label: 'A' },
          { key: 'b', label: 'Description' },
        ],
        rows: [{ a: 'x', b: 'a much longer value than the header'.repeat(3) }],
      }),
    );
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();
    expect(sheet.getColumn(1).width).toBe(8);
    expect(sheet.getColumn(2).width).toBe(60);
  });

  it('makes a legal sheet name from any title', () => {
    expect(sheetName('Q1/Q2 [draft]: report?')).toBe('Q1 Q2 draft report');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('***')).toBe('Sheet1');
  });
});
