import type { EmployeeListItem, EmployeePage } from '@hcims/contracts/people';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { specDatabases } from '../support/databases.js';
import { startServer, type RunningServer } from '../support/server.js';
import { resetTokenIn, startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver.js';
import { apiGet, demo, isoDay, login, openAs } from './support.js';

const kinds = await specDatabases('postgres');

/**
 * The people screens end to end, in Chromium against the built app and the real server on a fresh
 * database with the demo seed (nothing stubbed): HR adds an employee through the form and the
 * invitation arrives by SMTP; the new employee chooses a password and sees their profile; a
 * manager's list holds only the team; a termination dated in the past stops sign-in (and undo
 * gives it back); the list exports to XLSX that reads back; a CSV with bad rows shows its errors
 * row by row and the valid rows import.
 */
describe.each(kinds)('people screens [%s]', (kind) => {
  let server: RunningServer;
  let smtp: SmtpReceiver;
  let browser: BrowserSession;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer(kind, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'HCIMS <no-reply@hcims.test>' });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  afterEach(async () => {
    await browser?.close();
  });

  const newcomer = {
    first: 'Yara',
    last: `Khoury ${kind}`,
    email: `yara.khoury.${kind}@meridiancrest.example`,
    password: 'Cedar-Harbour-Lantern-92',
  };

  it('HR adds an employee with the form; the invitation arrives; the new employee sets a password and sees their profile', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openAs(page, server, demo.hr, '/edit_employee');
    await page.getByTestId('employees-table').getByRole('row').nth(1).waitFor();
    await page.getByTestId('add-employee').click();
    await page.getByTestId('employee-form').waitFor();
    await page.getByLabel(/^First name/).fill(newcomer.first);
    await page.getByLabel(/^Last name/).fill(newcomer.last);
    await page.getByLabel(/^Work email/).fill(newcomer.email);
    await page.getByLabel(/^Department/).selectOption({ label: 'Sales' });
    const designation = page.getByLabel(/^Designation/);
    const firstDesignation = (await designation.locator('option:not([value=""])').first().getAttribute('value')) ?? '';
    await designation.selectOption(firstDesignation);
    await page.getByLabel(/^Mobile phone/).fill('+971 50 555 0101');
    await page.getByTestId('add-education').click();
    await page.getByLabel(/^Institution/).fill('University of Sharjah');
    await page.getByLabel(/^Degree/).fill('BSc Marketing');
    await page.getByTestId('skill-input').fill('Negotiation, CRM');
    await page.getByTestId('skill-input').press('Enter');
    await page.getByTestId('save-employee').click();

    await page.getByTestId('details-notice').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('details-notice').textContent()).toContain('An invitation to choose a password was emailed');
    expect(await page.getByTestId('profile-name').textContent()).toContain(`${newcomer.first} ${newcomer.last}`);
    expect(await page.getByText('University of Sharjah').count()).toBe(1);

    const mail = await smtp.waitFor((m) => m.to.includes(newcomer.email), 20_000);
    expect(mail.subject).toMatch(/invited/i);
    await browser.close();

    browser = await openBrowser();
    const invited = browser.page;
    await invited.goto(`${server.url}/auth/Reset-Password#token=${resetTokenIn(mail)}`);
    await invited.getByTestId('reset-password-page').waitFor({ timeout: 15_000 });
    await invited.getByLabel('New password', { exact: true }).fill(newcomer.password);
    await invited.getByLabel('Repeat the new password', { exact: true }).fill(newcomer.password);
    await invited.getByRole('button', { name: 'Save password' }).click();
    // The confirmation offers the way to sign in.
    await invited.getByTestId('reset-done').waitFor({ timeout: 15_000 });
    await invited.getByTestId('reset-done').getByRole('link').click();
    await invited.getByTestId('sign-in-page').waitFor({ timeout: 15_000 });
    await invited.getByLabel('Email address', { exact: true }).fill(newcomer.email);
    await invited.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await invited.getByRole('button', { name: 'Sign in', exact: true }).click();
    await invited.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    // Without an id the profile screen shows the signed-in employee's own record.
    await invited.goto(`${server.url}/employee-details`);
    await invited.getByTestId('profile-name').waitFor({ timeout: 15_000 });
    expect(await invited.getByTestId('profile-name').textContent()).toContain(`${newcomer.first} ${newcomer.last}`);
    expect(await invited.getByText('Signs in').count()).toBeGreaterThan(0);
    // Self-service: no edit or terminate actions.
    expect(await invited.getByTestId('edit-profile').count()).toBe(0);
  });

  it('a manager sees only their team in /edit_employee', async () => {
    const all = await apiGet<EmployeePage>(server, demo.hr, '/people/employees?pageSize=200');
    const team = await apiGet<EmployeePage>(server, demo.manager, '/people/employees?pageSize=200');
    expect(team.total).toBeGreaterThan(0);
    expect(team.total).toBeLessThan(all.total);

    browser = await openBrowser();
    const { page } = browser;
    await openAs(page, server, demo.manager, '/edit_employee?size=100');
    await page.getByTestId('employees-table').locator('tbody tr[data-employee]').first().waitFor({ timeout: 15_000 });
    const shown = await page
      .getByTestId('employees-table')
      .locator('tbody tr[data-employee]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-employee')));
    expect(shown.sort()).toEqual(team.items.map((e) => e.workEmail).sort());
    expect(await page.getByTestId('pagination-range').textContent()).toContain(`of ${team.total}`);
    // No add, import or export for a manager (read-only team scope, no reports permission).
    expect(await page.getByTestId('add-employee').count()).toBe(0);
    expect(await page.getByTestId('open-import').count()).toBe(0);

    // Someone outside the team: the profile says so instead of showing data.
    const outsider = all.items.find((e) => !team.items.some((t) => t.id === e.id) && e.workEmail !== demo.manager)!;
    await page.goto(`${server.url}/employee-details?id=${outsider.id}`);
    await page.getByTestId('details-error').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('details-error').textContent()).toContain('outside what you may see');
  });

  it('the header search (Ctrl+K) finds employees by name or email in the caller’s scope and opens their profile', async () => {
    const all = (await apiGet<EmployeePage>(server, demo.hr, '/people/employees?pageSize=200')).items;
    const team = (await apiGet<EmployeePage>(server, demo.manager, '/people/employees?pageSize=200')).items;
    const fullName = (e: EmployeeListItem) => `${e.firstName} ${e.lastName}`;
    const typed = (e: EmployeeListItem) => `${e.firstName} ${e.lastName.slice(0, 3)}`.toLowerCase();
    // Someone no one else's name starts like, so exactly one person answers.
    const first = all.find((e) => all.filter((o) => fullName(o).toLowerCase().includes(typed(e))).length === 1)!;
    const second = all.find((e) => e.id !== first.id && e.workEmail !== demo.hr)!;
    const outsider = all.find((e) => !team.some((m) => m.id === e.id))!;

    browser = await openBrowser();
    const { page } = browser;
    await openAs(page, server, demo.hr, '/hcims');
    const search = async (text: string) => {
      const answered = page.waitForResponse((r) => r.url().includes('/api/people/employees?q='));
      await page.getByTestId('search-input').fill(text);
      await answered;
    };
    // By name (a part of the last name), then Enter.
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').waitFor();
    await search(typed(first));
    const option = page.getByRole('option', { name: new RegExp(fullName(first)) });
    await option.waitFor({ timeout: 15_000 });
    expect(await option.textContent()).toContain(first.departmentName);
    expect(await page.getByRole('option').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/employee-details?id=${first.id}`);
    await expect.poll(() => page.getByTestId('profile-name').textContent(), { timeout: 15_000 }).toContain(fullName(first));

    // By work email, then a click.
    await page.getByTestId('search-trigger').click();
    await search(second.workEmail);
    await page.getByRole('option', { name: new RegExp(fullName(second)) }).click();
    await page.waitForURL(`**/employee-details?id=${second.id}`);
    await expect.poll(() => page.getByTestId('profile-name').textContent(), { timeout: 15_000 }).toContain(fullName(second));
    await browser.close();

    // A manager finds no one outside the team.
    browser = await openBrowser();
    const managerPage = browser.page;
    await openAs(managerPage, server, demo.manager, '/hcims');
    await managerPage.keyboard.press('Control+k');
    const member = team.find((e) => e.workEmail !== demo.manager)!;
    await managerPage.getByTestId('search-input').fill(member.workEmail);
    await managerPage.getByRole('option', { name: new RegExp(fullName(member)) }).waitFor({ timeout: 15_000 });
    const answered = managerPage.waitForResponse((r) => r.url().includes('/api/people/employees?q='));
    await managerPage.getByTestId('search-input').fill(outsider.workEmail);
    expect((await answered).status()).toBe(200);
    // Give the answer time to render: still no one.
    await managerPage.waitForTimeout(500);
    expect(await managerPage.getByRole('option').count()).toBe(0);
  });

  it('a termination with a past date stops sign-in at once; undo gives it back', async () => {
    expect((await login(server, demo.employee)).status).toBe(200);
    const me = (await apiGet<EmployeePage>(server, demo.hr, `/people/employees?q=${encodeURIComponent(demo.employee)}`)).items[0]!;
    const lastDay = isoDay(-2) < me.hireDate ? me.hireDate : isoDay(-2);

    browser = await openBrowser();
    const { page } = browser;
    await openAs(page, server, demo.hr, `/terminate_employee?employee=${me.id}`);
    const dialog = page.getByTestId('terminate-dialog');
    await dialog.getByTestId('terminate-employee').waitFor();
    // The company's employees load with the shell; the one asked for is chosen once they are there.
    await expect.poll(() => dialog.getByTestId('terminate-employee').inputValue(), { timeout: 15_000 }).toBe(me.id);
    await dialog.getByLabel(/^Last working day/).fill(lastDay);
    await dialog.getByLabel(/^Type/).selectOption('end_of_contract');
    await dialog.getByLabel(/^Reason/).fill('Fixed-term contract ended');
    expect(await dialog.getByTestId('access-ends').textContent()).toContain('sign-in stops as soon as you confirm');
    await dialog.getByTestId('checklist-handover').check();
    await dialog.getByTestId('confirm-terminate').click();
    await page.getByTestId('terminate-notice').waitFor({ timeout: 15_000 });

    const refused = await login(server, demo.employee);
    expect(refused.status).not.toBe(200);

    const row = page.getByTestId('terminations-table').locator(`tr[data-employee="${me.firstName} ${me.lastName}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Left');
    expect(await row.textContent()).toContain('1 of 6 done');

    await row.getByTestId('undo-termination').click();
    const undo = page.getByTestId('undo-dialog');
    await undo.getByTestId('undo-reason').fill('Contract renewed after all');
    await undo.getByTestId('confirm-undo').click();
    await page.getByTestId('terminate-notice').filter({ hasText: 'was undone' }).waitFor({ timeout: 15_000 });
    expect((await login(server, demo.employee)).status).toBe(200);
  });

  it('exports the filtered employee list to XLSX, and the file reads back', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openAs(page, server, demo.hr, '/edit_employee');
    await page.getByTestId('filter-department').selectOption({ label: 'Sales' });
    await page.waitForURL(/department=/);
    await page.getByTestId('employees-table').locator('tbody tr[data-employee]').first().waitFor();
    const departmentId = new URL(page.url()).searchParams.get('department')!;
    const sales = await apiGet<EmployeePage>(server, demo.hr, `/people/employees?departmentId=${departmentId}&pageSize=200`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values: string[][] = [];
    const cell = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    sheet.eachRow((r) => values.push((r.values as unknown[]).slice(1).map(cell)));
    const headerIndex = values.findIndex((r) => r.includes('Work email'));
    expect(headerIndex).toBeGreaterThanOrEqual(0);
    const emailColumn = values[headerIndex]!.indexOf('Work email');
    const exported = values
      .slice(headerIndex + 1)
      .map((r) => r[emailColumn])
      .filter(Boolean);
    expect(exported.sort()).toEqual(sales.items.map((e: EmployeeListItem) => e.workEmail).sort());
  });

  it('imports a CSV with bad rows: per-row errors, then only the valid rows', async () => {
    const good = `nadia.farouk.${kind}@meridiancrest.example`;
    const csv = [
      'First name,Last name,Work email,Department,Designation,Hire date',
      `Nadia,Farouk,${good},Sales,Account Executive,2024-03-01`,
      `Omar,Twin,${demo.hr},Sales,Account Executive,2024-03-01`,
      `Zed,Nobody,zed.${kind}@meridiancrest.example,Marketing Moon,Account Executive,2024-03-01`,
      `Bad,Date,bad.${kind}@meridiancrest.example,Sales,Account Executive,2024-02-30`,
    ].join('\n');

    browser = await openBrowser();
    const { page } = browser;
    await openAs(page, server, demo.hr, '/edit_employee');
    await page.getByTestId('open-import').click();
    await page.getByTestId('import-file').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-check').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('mapping-Department').inputValue()).toBe('department');
    await page.getByTestId('import-check').click();

    const issues = page.getByTestId('import-issues');
    await issues.locator('tbody tr').nth(2).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('preview-valid').textContent(), { timeout: 15_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('preview-invalid').textContent(), { timeout: 15_000 }).toBe('3');
    // The table can show loading rows first: wait for the server's issues, not just for rows.
    const issuesText = () => issues.textContent();
    await expect.poll(issuesText, { timeout: 15_000 }).toContain(`“${demo.hr}” is already used by an employee.`);
    await expect.poll(issuesText, { timeout: 15_000 }).toContain('“Marketing Moon” does not exist in the company.');
    await expect.poll(issuesText, { timeout: 15_000 }).toContain('“2024-02-30” is not a date');
    expect(await page.getByRole('radio', { name: /Everything or nothing/ }).isDisabled()).toBe(true);

    await page.getByTestId('import-run').click();
    await page.locator('[data-testid="import-progress"][data-status="completed"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-imported').textContent()).toBe('Employees imported: 1.');
    await page.getByTestId('import-done').click();
    await page.getByTestId('employee-search').fill('Farouk');
    await page.locator(`tr[data-employee="${good}"]`).waitFor({ timeout: 15_000 });
  });
});
