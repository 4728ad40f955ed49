import type { ReportResult, SavedReport } from '@hcims/contracts/people';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { specDatabases } from '../support/databases.js';
import { apiCalls, callApi, openSignedIn, serverSuite, unexpectedErrors } from '../support/shell.js';

/** Download what a click starts, as bytes. */
async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/**
 * The report builder against the real server: columns, a filter, grouping; saved; exported to
 * XLSX (read back with exceljs) and PDF. The hub runs a ready-made report and its saved reports.
 * HR reports on the demo's attendance days (a department over a month, exported to CSV) and opens
 * the ready-made task report.
 */
for (const kind of await specDatabases('postgres')) {
  describe(`report builder /config_reports and hub /reports_pages [${kind}]`, () => {
    const suite = serverSuite(kind);

    const api = <T>(access: string, method: string, path: string, body?: unknown) => callApi<T>(suite.server, access, method, path, body);

    it('builds a report (columns, a filter, grouping), saves it, exports XLSX that reads back and a PDF', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/config_reports');
      await page.getByTestId('report-builder').waitFor({ timeout: 30_000 });

      // Columns: the defaults (full name, department, designation, hire date) plus the employee number.
      await page.getByTestId('add-column').selectOption({ label: 'Employee number' });
      await page.getByTestId('column-employeeNumber').waitFor();
      // A filter: gender is female.
      await page.getByTestId('add-filter').click();
      const filter = page.getByTestId('filter-0');
      await filter.getByTestId('filter-field').selectOption({ label: 'Gender' });
      await filter.getByTestId('filter-operator').selectOption({ label: 'is' });
      await filter.getByTestId('filter-value').selectOption({ label: 'Female' });
      // Grouping by department.
      await page.getByTestId('group-by').selectOption({ label: 'Department' });

      const definition = {
        columns: ['fullName', 'departmentName', 'designationName', 'hireDate', 'employeeNumber'],
        filters: [{ field: 'gender', operator: 'eq', value: 'female' }],
        groupBy: { field: 'departmentName', summaryOnly: false },
        sort: [{ field: 'fullName', direction: 'asc' }],
      };
      const expected = await api<ReportResult>(tokens.access, 'POST', '/people/reports/run?pageSize=500', { definition });
      expect(expected.total).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('report-total').textContent(), { timeout: 20_000 }).toBe(`Rows: ${expected.total}`);
      // The preview shows the first page (25 rows), one heading per department on it.
      const firstPage = expected.rows.slice(0, 25);
      expect(await page.getByTestId('report-group').count()).toBe(new Set(firstPage.map((r) => r.departmentName)).size);
      expect(await page.getByTestId('report-table').textContent()).toContain('Employee number');

      // Save it.
      const name = `Women by department ${kind}`;
      await page.getByTestId('save-as-new').click();
      const dialog = page.getByTestId('save-report-dialog');
      await dialog.getByRole('textbox', { name: 'Report name' }).fill(name);
      await dialog.getByTestId('save-report-submit').click();
      await page.getByTestId('builder-notice').waitFor();
      expect(await page.getByTestId('builder-notice').textContent()).toContain(`${name} was saved.`);
      await expect.poll(() => new URL(page.url()).searchParams.get('saved')).not.toBeNull();
      const saved = await api<SavedReport[]>(tokens.access, 'GET', '/people/saved-reports');
      const mine = saved.find((r) => r.name === name);
      expect(mine?.definition).toMatchObject({ columns: definition.columns, filters: definition.filters, groupBy: definition.groupBy });

      // XLSX: the header row carries the server's export labels (grouping field first); the rows are the report's employees.
      const xlsx = await download(page, 'export-xlsx');
      expect(xlsx.name).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
      expect(header).toEqual(['Department', 'Name', 'Designation', 'Hire date', 'Employee no.']);
      const nameColumn = header.indexOf('Name') + 1;
      const names: string[] = [];
      sheet.eachRow((row, index) => {
        if (index > 1) names.push(row.getCell(nameColumn).text);
      });
      expect(names.filter(Boolean).sort()).toEqual(expected.rows.map((r) => String(r.fullName)).sort());

      // PDF: a real PDF file.
      const pdf = await download(page, 'export-pdf');
      expect(pdf.name).toMatch(/\.pdf$/);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(unexpectedErrors(browser)).toEqual([]);
      // Exports render on the server in the request (PDF is CPU-bound): room on a busy machine.
    }, 180_000);

    it('the hub runs a ready-made report with its parameters and lists saved reports', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/reports_pages');
      await page.getByTestId('report-catalogue').waitFor({ timeout: 30_000 });
      await page.getByTestId('saved-reports').locator('[data-report]').first().waitFor();

      await page.getByTestId('hub-headcount-by-department').click();
      await page.getByTestId('standard-report-headcount-by-department').waitFor();
      expect(new URL(page.url()).searchParams.get('report')).toBe('headcount-by-department');
      const expected = await api<ReportResult>(tokens.access, 'GET', '/people/reports/standard/headcount-by-department?pageSize=50');
      await expect.poll(() => page.getByTestId('report-total').textContent()).toBe(`Groups: ${expected.total}`);
      const first = expected.rows[0]!;
      expect(await page.getByTestId('report-table').locator('tbody tr').first().textContent()).toBe(
        `${first.departmentName}${first.count}`,
      );

      // An Arabic PDF of the same report: the export carries the UI language.
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'ae'));
      await page.reload();
      await page.getByTestId('standard-report-headcount-by-department').waitFor();
      const arabic = await download(page, 'export-pdf');
      expect(arabic.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const exportCall = browser.requests.find((r) => new URL(r.url()).pathname === '/api/reports/standard/headcount-by-department/export');
      expect(new URL(exportCall!.url()).searchParams.get('lng')).toBe('ae');
      expect(unexpectedErrors(browser)).toEqual([]);
    }, 120_000);

    it('reports on attendance days of a department over a month, exports them to CSV, and opens the ready-made task report', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const hr = await openSignedIn(page, suite.server, '/config_reports', {}, 'hr');
      // The demo's last month of attendance, and a department that has days in it.
      const latest = await api<ReportResult>(hr.access, 'POST', '/reports/run?pageSize=1', {
        definition: {
          entity: 'attendance',
          columns: ['workDate', 'departmentName'],
          filters: [],
          groupBy: null,
          sort: [{ field: 'workDate', direction: 'desc' }],
        },
      });
      const lastDay = String(latest.rows[0]!.workDate);
      const department = String(latest.rows[0]!.departmentName);
      const period = [`${lastDay.slice(0, 8)}01`, lastDay];

      await page.getByTestId('report-builder').waitFor({ timeout: 30_000 });
      await page.getByRole('combobox', { name: 'What to list' }).selectOption({ label: 'Attendance days' });
      // The entity starts with its own first columns; late minutes are added.
      await page.getByTestId('column-workDate').waitFor();
      await page.getByRole('combobox', { name: 'Add a column' }).selectOption({ label: 'Late minutes' });
      await page.getByTestId('column-lateMinutes').waitFor();
      await page.getByRole('button', { name: 'Add a filter' }).click();
      await page.getByRole('combobox', { name: 'Condition on Department' }).selectOption({ label: 'is' });
      await page.getByRole('textbox', { name: 'Value of Department' }).fill(department);
      await page.getByRole('button', { name: 'Add a filter' }).click();
      await page.getByRole('combobox', { name: 'Field of filter 2' }).selectOption({ label: 'Date' });
      await page.getByRole('combobox', { name: 'Condition on Date' }).selectOption({ label: 'is between' });
      await page.getByLabel('Date from').fill(period[0]!);
      await page.getByLabel('Date to').fill(period[1]!);

      const definition = {
        entity: 'attendance',
        columns: ['employeeName', 'employeeNumber', 'departmentName', 'workDate', 'lateMinutes'],
        filters: [
          { field: 'departmentName', operator: 'eq', value: department },
          { field: 'workDate', operator: 'between', value: period },
        ],
        groupBy: null,
        sort: [{ field: 'employeeName', direction: 'asc' }],
      };
      const expected = await api<ReportResult>(hr.access, 'POST', '/reports/run?pageSize=500', { definition });
      expect(expected.total).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('report-total').textContent(), { timeout: 20_000 })
        .toBe(`Rows: ${expected.total.toLocaleString('en-US')}`);
      const runs = apiCalls(browser, 'POST', '/api/reports/run');
      expect((runs.at(-1)!.postDataJSON() as { definition: unknown }).definition).toMatchObject(definition);
      const first = expected.rows[0]!;
      expect(await page.getByTestId('report-table').locator('tbody tr').first().textContent()).toContain(String(first.employeeName));

      // CSV: the server's headers, then every day of the report, the same people as the preview's.
      const csv = await download(page, 'export-csv');
      expect(csv.name).toMatch(/\.csv$/);
      const [header, ...rows]: string[][] = parse(csv.bytes, { bom: true });
      expect(header).toEqual(['Employee', 'Employee no.', 'Department', 'Date', 'Late minutes']);
      expect(rows).toHaveLength(expected.total);
      expect(rows.map((r) => r[0]).sort()).toEqual(expected.rows.map((r) => String(r.employeeName)).sort());
      expect(new Set(rows.map((r) => r[2]))).toEqual(new Set([department]));

      // The hub's ready-made task report: the tasks due this month, by department.
      await page.goto(`${suite.server.url}/reports_pages`);
      await page.getByTestId('hub-task-completion-by-department').click();
      await page.getByTestId('standard-report-task-completion-by-department').waitFor();
      const tasks = await api<ReportResult>(hr.access, 'GET', '/reports/standard/task-completion-by-department?pageSize=50');
      expect(tasks.total).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('report-total').textContent(), { timeout: 20_000 })
        .toBe(`Rows: ${tasks.total.toLocaleString('en-US')}`);
      expect(await page.getByTestId('report-table').textContent()).toContain(String(tasks.rows[0]!.taskName));
      // A task's status is headed as such, not as an employee's employment status.
      expect(await page.getByTestId('report-table').getByRole('columnheader', { name: 'Status', exact: true }).count()).toBe(1);
      expect(unexpectedErrors(browser)).toEqual([]);
    }, 180_000);
  });
}
