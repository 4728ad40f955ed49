import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportTable } from './export-table.js';
import { tableToPdf } from './pdf-export.js';

/** These tests read the PDFs back with poppler-utils (pdftotext, pdffonts, pdfinfo, pdftoppm). */
const scratch = mkdtempSync(path.join(tmpdir(), 'hcims-pdf-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let fileCount = 0;
function save(pdf: Buffer): string {
  const file = path.join(scratch, `t${++fileCount}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });
/** Text in reading order; drops the bidi embedding marks pdftotext wraps Arabic runs in. */
const text = (file: string, page?: number) =>
  run('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-']).replace(/[\u200e\u200f\u202a-\u202e]/g, '');

type Word = { text: string; xMin: number; yMin: number };
/** Words with their positions; Arabic words come out in visual order, so reverse them back. */
function words(file: string, page = 1): Word[] {
  const html = run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => {
    const raw = m[3]!
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"');
    return { text: /[\u0600-\u06ff]/.test(raw) ? [...raw].reverse().join('') : raw, xMin: Number(m[1]), yMin: Number(m[2]) };
  });
}
const xOf = (list: Word[], word: string) => {
  const found = list.find((w) => w.text === word);
  if (!found) throw new Error(`"${word}" not on the page: ${list.map((w) => w.text).join(' ')}`);
  return found.xMin;
};

const english: ExportTable = {
  title: 'Headcount report',
  direction: 'ltr',
  locale: 'en',
  currency: 'USD',
  generatedAt: new Date('2026-11-21T09:30:00Z'),
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'department', label: 'Department' },
    { key: 'hired', label: 'Hired', type: 'date' },
    { key: 'salary', label: 'Salary', type: 'money' },
  ],
  rows: [
    { name: 'Ada Lovelace', department: 'Engineering', hired: '2021-03-15', salary: 5200 },
    { name: 'Grace Hopper', department: 'Operations', hired: '2019-11-01', salary: 6100.25 },
  ],
};

// Words chosen without lam-alef: poppler maps that ligature back to characters in the wrong order.
const arabic: ExportTable = {
  title: 'تقرير الموظفين',
  direction: 'rtl',
  locale: 'ae',
  currency: 'AED',
  generatedAt: new Date('2026-11-21T09:30:00Z'),
  labels: { generated: 'تاريخ {date}', page: 'صفحة {page} من {total}' },
  columns: [
    { key: 'name', label: 'الموظف' },
    { key: 'department', label: 'القسم' },
    { key: 'hired', label: 'التعيين', type: 'date' },
    { key: 'salary', label: 'الراتب', type: 'money' },
  ],
  rows: Array.from({ length: 30 }, (_, i) => ({
    name: i % 2 ? 'محمد عبد الله' : 'فاطمة الزهراء',
    department: 'الموارد البشرية',
    hired: '2021-03-15',
    salary: 12500 + i,
  })),
};

describe('tableToPdf', () => {
  it('renders the title, the generation date, the headers and every cell of an English table', async () => {
    const file = save(await tableToPdf(english));
    const content = text(file);
    for (const expected of [
      'Headcount report',
      'Generated November 21, 2026',
      'Name',
      'Department',
      'Salary',
      'Ada Lovelace',
      'Engineering',
    ]) {
      expect(content).toContain(expected);
    }
    expect(content).toContain('Mar 15, 2021');
    expect(content).toContain('$6,100.25');
    expect(content).toContain('Page 1 of 1');
    expect(run('pdfinfo', [file])).toMatch(/Page size:\s+595\.\d* x 841\.\d*/);
  });

  it('lays the columns out left to right for a left-to-right table', async () => {
    const list = words(save(await tableToPdf(english)));
    expect(xOf(list, 'Name')).toBeLessThan(xOf(list, 'Department'));
    expect(xOf(list, 'Department')).toBeLessThan(xOf(list, 'Salary'));
  });

  it('repeats the header and numbers the pages when the table runs over several pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ name: `Person ${i + 1}`, department: 'Sales', hired: '2020-01-01', salary: i }));
    const file = save(await tableToPdf({ ...english, rows }));
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
    expect(pages).toBeGreaterThan(1);
    const last = text(file, pages);
    expect(last).toContain('Department');
    expect(last).toContain(`Page ${pages} of ${pages}`);
    expect(text(file)).toContain('Person 120');
    // Three pages laid out and read back by three poppler processes: seconds on a busy 2-core machine.
  }, 20_000);

  it('switches to landscape when the table has many columns', async () => {
    const columns = Array.from({ length: 9 }, (_, i) => ({ key: `c${i}`, label: `Column ${i}` }));
    const file = save(await tableToPdf({ ...english, columns, rows: [{ c0: 'x' }] }));
    expect(run('pdfinfo', [file])).toMatch(/Page size:\s+841\.\d* x 595\.\d*/);
  });

  it('embeds DejaVu Sans so Arabic glyphs exist on any machine', async () => {
    const fonts = run('pdffonts', [save(await tableToPdf(arabic))]);
    expect(fonts).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(fonts).toMatch(/DejaVuSans-Bold\s/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it('writes Arabic in reading order with the first column on the right', async () => {
    const file = save(await tableToPdf(arabic));
    const content = text(file);
    expect(content).toContain('تقرير الموظفين');
    expect(content).toContain('الموارد البشرية');
    expect(content).toContain('فاطمة الزهراء');
    // pdftotext shuffles the spaces around embedded numbers, hence \s*.
    expect(content).toMatch(/صفحة\s*1\s*من\s*1/);
    const list = words(file);
    // Right to left: the first word of the title and the first column sit further right.
    expect(xOf(list, 'تقرير')).toBeGreaterThan(xOf(list, 'الموظفين'));
    expect(xOf(list, 'الموظف')).toBeGreaterThan(xOf(list, 'القسم'));
    expect(xOf(list, 'القسم')).toBeGreaterThan(xOf(list, 'التعيين'));
    expect(xOf(list, 'التعيين')).toBeGreaterThan(xOf(list, 'الراتب'));
  });

  it('renders the Arabic table to an image (looked at by eye when this service was written)', async () => {
    const file = save(await tableToPdf(arabic));
    run('pdftoppm', ['-r', '60', '-f', '1', '-l', '1', '-png', file, path.join(scratch, 'arabic')]);
    const png = readdirSync(scratch).find((f) => f.startsWith('arabic') && f.endsWith('.png'));
    expect(png).toBeDefined();
    expect(statSync(path.join(scratch, png!)).size).toBeGreaterThan(5000);
  });
});
