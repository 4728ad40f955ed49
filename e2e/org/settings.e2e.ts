import type { Company, Department, Designation } from '@hcims/contracts/org';
import { describe, expect, it } from 'vitest';
import { specDatabases } from '../support/databases.js';
import { callApi, openSignedIn, serverSuite, unexpectedErrors } from '../support/shell.js';

/**
 * Settings screens against the real server: company details (with a stale edit offering the
 * reload), a department added under another, a department with employees that cannot be
 * deleted, a designation reporting to another.
 */
for (const kind of await specDatabases('postgres')) {
  describe(`settings: /company_info, /add_department, /add_designation [${kind}]`, () => {
    const suite = serverSuite(kind);

    const api = <T>(access: string, method: string, path: string, body?: unknown) => callApi<T>(suite.server, access, method, path, body);

    it('saves company details; a stale edit offers to reload and shows the other change', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/company_info');
      const form = page.getByTestId('company-details-form');
      await form.waitFor({ timeout: 30_000 });

      await form.getByRole('textbox', { name: 'Phone' }).fill('+971 4 555 0199');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByTestId('save-status').textContent()).toContain('Changes saved');
      const saved = await api<Company>(tokens.access, 'GET', '/org/company');
      expect(saved.phone).toBe('+971 4 555 0199');

      // Someone else changes the company meanwhile; this page still holds the older version.
      await api<Company>(tokens.access, 'PATCH', '/org/company', { website: 'https://meridian.example', version: saved.version });
      await form.getByRole('textbox', { name: 'Company name' }).fill('Meridian Crest Trading LLC');
      await form.getByRole('button', { name: 'Save changes' }).click();
      const stale = page.getByTestId('stale-notice');
      await stale.waitFor();
      expect(await stale.textContent()).toContain('Someone else changed the company details');
      expect((await api<Company>(tokens.access, 'GET', '/org/company')).name).toBe('Meridian Crest Trading');

      await stale.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => form.getByRole('textbox', { name: 'Website' }).inputValue()).toBe('https://meridian.example');
      expect(await page.getByTestId('stale-notice').count()).toBe(0);
      expect(unexpectedErrors(browser, [/409/])).toEqual([]);
    });

    it('adds a department under another, and refuses to delete one with employees in words', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/add_department');
      await page.getByTestId('department-tree').waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: 'Add a sub-department to Sales' }).click();
      const dialog = page.getByTestId('department-dialog');
      await dialog.getByRole('textbox', { name: 'Department name' }).fill('Key Accounts');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('department-tree').getByText('Key Accounts').waitFor();
      const departments = await api<Department[]>(tokens.access, 'GET', '/org/departments');
      const sales = departments.find((d) => d.name === 'Sales')!;
      expect(departments.find((d) => d.name === 'Key Accounts')).toMatchObject({ parentId: sales.id, parentName: 'Sales' });
      // Nested under Sales in the tree.
      expect(await page.getByTestId(`tree-node-${sales.id}`).textContent()).toContain('Key Accounts');

      const marketing = departments.find((d) => d.name === 'Marketing')!;
      expect(marketing.employeeCount).toBeGreaterThan(0);
      // The save refetches the tree and the list; click once they have settled, not on a row being replaced.
      await page.waitForLoadState('networkidle');
      const confirm = page.getByTestId('department-delete-dialog');
      // Under load a click on a row that a late refetch replaces can be lost; click again until the dialog is open.
      await expect
        .poll(async () => {
          if (!(await confirm.isVisible())) await page.getByRole('button', { name: 'Delete Marketing' }).click();
          return confirm.isVisible();
        })
        .toBe(true);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      const blocked = confirm.getByTestId('delete-blocked');
      await blocked.waitFor();
      expect(await blocked.textContent()).toContain(
        `Employees in Marketing: ${marketing.employeeCount}. Move them to another department first.`,
      );
      expect((await api<Department[]>(tokens.access, 'GET', '/org/departments')).some((d) => d.id === marketing.id)).toBe(true);
      expect(unexpectedErrors(browser, [/422/])).toEqual([]);
    });

    it('adds a designation reporting to another of its department', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/add_designation');
      await page.getByTestId('designation-tree').waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: 'Add a designation reporting to Sales Director' }).click();
      const dialog = page.getByTestId('designation-dialog');
      await dialog.getByRole('textbox', { name: 'Designation' }).fill('Key Account Manager');
      expect(await dialog.getByRole('combobox', { name: 'Department' }).inputValue()).not.toBe('');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('designation-tree').getByText('Key Account Manager').waitFor();

      const designations = await api<Designation[]>(tokens.access, 'GET', '/org/designations');
      const director = designations.find((d) => d.name === 'Sales Director')!;
      expect(designations.find((d) => d.name === 'Key Account Manager')).toMatchObject({
        departmentId: director.departmentId,
        reportsToId: director.id,
        reportsToName: 'Sales Director',
      });
      // The org chart draws it under its manager's box.
      await page.getByTestId('tab-chart').click();
      await page.getByTestId('designation-chart').getByText('Key Account Manager').waitFor();
      expect(unexpectedErrors(browser)).toEqual([]);
    });
  });
}
