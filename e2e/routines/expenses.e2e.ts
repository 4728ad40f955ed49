import type { ExpenseClaimPage } from '@hcims/contracts/routines';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eDatabases } from '../support/databases.js';
import type { RunningServer } from '../support/server.js';
import { callApi, openWithStorage, serverSuite, unexpectedErrors } from '../support/shell.js';

const DEMO_PASSWORD = 'Harbour-Lantern-47';
const demo = { hr: 'hr@meridiancrest.example', employee: 'employee@meridiancrest.example' };
/** The first bytes of a PNG: enough for the content check (the storage never decodes images). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function openAs(page: Page, server: RunningServer, email: string, path: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status}`);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh });
  await page.getByTestId('app-shell').waitFor({ timeout: 20_000 });
  return tokens.access;
}

/**
 * Expense claims against the real server with the demo seed: the employee files a claim with a
 * receipt and submits it; HR finds it on the owner list by status, sees the receipt inline and
 * approves it; the employee sees it approved.
 */
for (const kind of await e2eDatabases()) {
  describe(`routines: expense claims [${kind}]`, () => {
    const suite = serverSuite(kind);

    it('the employee files a claim with a receipt; HR views the receipt inline and approves; the employee sees it approved', async () => {
      const description = `Parking at the client site ${kind}`;
      const employee = await suite.browser();
      const employeeAccess = await openAs(employee.page, suite.server, demo.employee, '/create_expense_claim');
      const form = employee.page.getByTestId('expense-claim-form');
      await form.getByLabel(/^Category/).selectOption({ label: 'Travel' });
      await form.getByLabel(/^Date/).fill('2026-11-02');
      await form.getByLabel(/^Amount/).fill('45.50');
      await form.getByLabel(/^Description/).fill(description);
      await form.getByTestId('expense-receipts').setInputFiles({ name: 'parking.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await employee.page
        .getByTestId('expense-my-claims')
        .locator('tr[data-status="submitted"]')
        .filter({ hasText: description })
        .waitFor();
      expect(unexpectedErrors(employee)).toEqual([]);
      await employee.close();

      const hr = await suite.browser();
      await openAs(hr.page, suite.server, demo.hr, '/owner_expense_claim_list?status=submitted');
      const row = hr.page.getByTestId('expense-claims-table').getByRole('row').filter({ hasText: description });
      await row.getByRole('button', { name: /^View/ }).click();
      const viewer = hr.page.getByTestId('expense-action-dialog');
      await viewer.getByTestId('expense-receipts-view').getByRole('img', { name: 'parking.png' }).waitFor();
      await viewer.getByRole('button', { name: 'Close', exact: true }).first().click();
      await row.getByRole('button', { name: /^Approve/ }).click();
      const approve = hr.page.getByTestId('expense-action-dialog');
      await approve.getByLabel(/^Note/).fill('Fine');
      await approve.getByRole('button', { name: 'Approve', exact: true }).click();
      await row.waitFor({ state: 'detached' });
      await hr.page.getByTestId('expense-totals-category').getByText('Meals').first().waitFor();
      expect(unexpectedErrors(hr)).toEqual([]);
      await hr.close();

      const claims = await callApi<ExpenseClaimPage>(
        suite.server,
        employeeAccess,
        'GET',
        '/routines/expense-claims?mine=true&status=approved',
      );
      expect(claims.items.find((c) => c.description === description)).toMatchObject({ amountMinor: 4550, decisionNote: 'Fine' });
      // Several people's steps against one server: room for CI's two spec files at once on two cores.
    }, 180_000);
  });
}
