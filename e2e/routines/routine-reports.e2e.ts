import type { MeetingPage, RoutineDashboard, RoutineReport } from '@hcims/contracts/routines';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { specDatabases } from '../support/databases.js';
import type { RunningServer } from '../support/server.js';
import { callApi, DEMO_PASSWORD, openWithStorage, serverSuite, unexpectedErrors } from '../support/shell.js';

const HR = 'hr@meridiancrest.example';

async function openAsHr(page: Page, server: RunningServer, path: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: HR, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${HR}: ${res.status}`);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh });
  await page.getByTestId('app-shell').waitFor({ timeout: 20_000 });
  return tokens.access;
}

/**
 * The routines dashboard and reports against the real server with the demo seed: HR sees the
 * server's figures, follows the meetings figure to the list it counts, opens the expense report
 * and exports it as CSV.
 */
for (const kind of await specDatabases('postgres')) {
  describe(`routines: dashboard and reports [${kind}]`, () => {
    const suite = serverSuite(kind);

    it('HR opens the dashboard, follows a figure to its list, opens a report and exports it', async () => {
      const hr = await suite.browser();
      const { page } = hr;
      const access = await openAsHr(page, suite.server, '/routine_report_dashboard');
      const figures = await callApi<RoutineDashboard>(suite.server, access, 'GET', '/routines/dashboard');
      await page.getByTestId('attendance-today').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('today-absent').textContent()).toContain(String(figures.attendance!.today.absent));
      expect(await page.getByTestId('figure-whistle').count()).toBe(0); // HR does not handle whistle cases

      await page.getByTestId('figure-meetings').click();
      await page.waitForURL((url) => url.pathname === '/create_meeting');
      expect(new URL(page.url()).searchParams.get('from')).toBe(figures.week.from);
      const week = await callApi<MeetingPage>(
        suite.server,
        access,
        'GET',
        `/routines/meetings?from=${figures.week.from}&to=${figures.week.to}`,
      );
      expect(week.total).toBe(figures.meetings!.thisWeek);
      await page.getByTestId('meetings-table').waitFor();

      await page.goto(`${suite.server.url}/routine_reports?kind=expenses&from=${figures.month.from}&to=${figures.month.to}`);
      await page.getByTestId('routine-report').waitFor({ timeout: 30_000 });
      const report = await callApi<RoutineReport>(
        suite.server,
        access,
        'GET',
        `/routines/reports/expenses?from=${figures.month.from}&to=${figures.month.to}`,
      );
      if (report.items[0]) await page.getByTestId('routine-report').getByText(String(report.items[0].employeeName)).first().waitFor();
      const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('export-csv').click()]);
      expect(file.suggestedFilename()).toBe(`expenses-report-${figures.month.from}-${figures.month.to}.csv`);
      const csv = readFileSync(await file.path()).toString('utf8');
      expect(csv.split(/\r?\n/)[0]).toContain('Employee');
      expect(csv.split(/\r?\n/).filter((line) => line.trim() !== '').length).toBe(report.total + 1);
      expect(unexpectedErrors(hr)).toEqual([]);
      await hr.close();
    });
  });
}
