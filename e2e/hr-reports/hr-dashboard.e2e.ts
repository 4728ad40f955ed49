import type { HrDashboard } from '@hcims/contracts/people';
import { describe, expect, it } from 'vitest';
import { specDatabases } from '../support/databases.js';
import { callApi, openSignedIn, serverSuite, unexpectedErrors } from '../support/shell.js';

/** /hcims against the real server on each database: the figures on screen are the server's. */
for (const kind of await specDatabases('pglite')) {
  describe(`HR dashboard /hcims [${kind}]`, () => {
    const suite = serverSuite(kind);

    const dashboard = (access: string) => callApi<HrDashboard>(suite.server, access, 'GET', '/people/dashboard');

    it('shows the head-count, flows and department figures that GET /api/people/dashboard computes', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/hcims');
      const data = await dashboard(tokens.access);
      await page.getByTestId('kpi-headcount-value').waitFor({ timeout: 30_000 });

      expect(await page.getByTestId('kpi-headcount-value').textContent()).toBe(String(data.headcount.total));
      expect(await page.getByTestId('kpi-leavers-value').textContent()).toBe(String(data.attrition.leavers));
      const joiners = data.joinersAndLeavers.reduce((sum, m) => sum + m.joiners, 0);
      expect(await page.getByTestId('kpi-joiners-value').textContent()).toBe(String(joiners));

      // Every department's count is in the chart's table (read by screen readers, shown on demand).
      const rows = page.getByTestId('chart-department-table').locator('tbody tr');
      expect(await rows.count()).toBe(data.byDepartment.length);
      for (const [index, department] of data.byDepartment.entries()) {
        const cells = rows.nth(index).locator('th, td');
        expect(await cells.nth(0).textContent()).toBe(department.name);
        expect(await cells.nth(1).textContent()).toBe(String(department.count));
      }
      await page.getByTestId('chart-department').getByRole('button', { name: 'Table' }).click();
      await expect.poll(() => page.getByTestId('chart-department-table').isVisible()).toBe(true);

      // The charts are drawn (SVG), documents and celebrations listed.
      expect(await page.locator('[data-testid="chart-flows"] svg[data-chart] path').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('documents-within30').textContent()).toContain(String(data.documentsExpiring.within30));
      expect(unexpectedErrors(browser)).toEqual([]);
    });

    it('recomputes the figures for another day (?asOf=)', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      await openSignedIn(page, suite.server, '/hcims?asOf=2026-01-31');
      await page.getByTestId('kpi-headcount-value').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('hr-dashboard').textContent()).toContain('January 31, 2026');
      const asked = browser.requests.filter((r) => new URL(r.url()).pathname === '/api/people/dashboard');
      expect(asked.some((r) => new URL(r.url()).searchParams.get('asOf') === '2026-01-31')).toBe(true);
      expect(unexpectedErrors(browser)).toEqual([]);
    });
  });
}
