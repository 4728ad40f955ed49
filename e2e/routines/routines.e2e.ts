import type { LeaveRequestPage } from '@hcims/contracts/routines';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eDatabases } from '../support/databases.js';
import type { RunningServer } from '../support/server.js';
import { callApi, openWithStorage, serverSuite, unexpectedErrors } from '../support/shell.js';

const DEMO_PASSWORD = 'Harbour-Lantern-47';
const demo = { hr: 'hr@meridiancrest.example', manager: 'manager@meridiancrest.example', employee: 'employee@meridiancrest.example' };

async function tokensOf(server: RunningServer, email: string): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status}`);
  return (await res.json()) as { access: string; refresh: string };
}

async function openAs(page: Page, server: RunningServer, email: string, path: string): Promise<string> {
  const tokens = await tokensOf(server, email);
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh });
  await page.getByTestId('app-shell').waitFor({ timeout: 20_000 });
  return tokens.access;
}

/** The Monday on or after `days` from today, and the Tuesday after it (UTC dates, same week). */
function mondayIn(days: number): [string, string] {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCDate(at.getUTCDate() + ((8 - (at.getUTCDay() || 7)) % 7));
  const tuesday = new Date(at.getTime() + 86_400_000);
  return [at.toISOString().slice(0, 10), tuesday.toISOString().slice(0, 10)];
}

/**
 * Holidays, attendance and leave against the real server with the demo seed: HR marks a holiday
 * range; the employee clocks in and asks for sick leave, seeing the working days it takes; the
 * manager sees the employee on the day sheet, approves the leave and rejects the seeded pending
 * request with a reason; the employee sees both decisions.
 */
for (const kind of await e2eDatabases()) {
  describe(`routines: holidays and leave [${kind}]`, () => {
    const suite = serverSuite(kind);

    it('HR marks holidays; the employee clocks in and requests leave; the manager sees the day sheet and decides; the employee sees the decisions', async () => {
      const hr = await suite.browser();
      await openAs(hr.page, suite.server, demo.hr, '/mark_holidays');
      const [from, to] = mondayIn(120);
      await hr.page.getByLabel(/^First day/).fill(from);
      await hr.page.getByLabel(/^Last day/).fill(to);
      await hr.page.getByLabel(/^Description/).fill(`Founders’ days ${kind}`);
      await hr.page.getByRole('button', { name: 'Mark as holidays' }).click();
      expect(await hr.page.getByTestId('holidays-marked').textContent()).toContain('Holidays marked: 2');
      await hr.page.getByRole('link', { name: 'Marked Holidays' }).click();
      await hr.page.getByTestId('holidays-year').selectOption('');
      await hr.page.getByTestId('holidays-table').getByText(`Founders’ days ${kind}`).first().waitFor();
      expect(unexpectedErrors(hr)).toEqual([]);
      await hr.close();

      const employee = await suite.browser();
      const employeeAccess = await openAs(employee.page, suite.server, demo.employee, '/staff_attendence');
      await employee.page.getByTestId('clock-status').getByText('Not clocked in').waitFor();
      await employee.page.getByLabel('Note').fill('From the Marina office');
      // The employee shares where they are: the browser's position goes with the clock-in.
      await employee.context.grantPermissions(['geolocation']);
      await employee.context.setGeolocation({ latitude: 25.0805, longitude: 55.1403, accuracy: 20 });
      await employee.page.getByRole('checkbox', { name: 'Share my location' }).check();
      await employee.page.getByTestId('clock-button').click();
      await employee.page
        .getByTestId('clock-status')
        .getByText(/^Clocked in since/)
        .waitFor();
      await employee.page.getByTestId('attendance-history').getByText('From the Marina office').waitFor();
      const place = employee.page.getByTestId('attendance-history').getByRole('link', { name: 'In: place on the map, within 20 metres' });
      expect(await place.getAttribute('href')).toContain('mlat=25.0805&mlon=55.1403');

      await employee.page.goto(`${suite.server.url}/employee_leave_requests`);
      await employee.page.getByTestId('leave-balances').waitFor();
      await employee.page.getByTestId('leave-new').click();
      const form = employee.page.getByTestId('leave-request-dialog');
      const [start, end] = mondayIn(70);
      await form.getByLabel(/^Leave type/).selectOption({ label: 'Sick leave' });
      await form.getByLabel(/^From/).fill(start);
      await form.getByLabel(/^To/).fill(end);
      await form
        .getByTestId('leave-days-preview')
        .getByText(/Working days this takes: [12]/)
        .waitFor();
      await form.getByLabel(/^Reason/).fill('Dental surgery');
      await form.getByRole('button', { name: 'Send request' }).click();
      await form.waitFor({ state: 'detached' });
      await employee.page.getByTestId('my-leave-requests').locator('tr[data-status="pending"]').getByText('Sick leave').waitFor();
      await employee.close();

      const manager = await suite.browser();
      await openAs(manager.page, suite.server, demo.manager, '/staff_attendence?tab=sheet');
      const clocked = manager.page.getByTestId('day-sheet').getByRole('row').filter({ hasText: 'Jose Dela Cruz' });
      await clocked.getByText(/^(Present|Late|On holiday|On leave)$/).waitFor();

      await manager.page.goto(`${suite.server.url}/employee_leave_requests?tab=decide`);
      // The team timeline sits above the list, so clashes are seen before deciding.
      await manager.page.getByTestId('team-timeline').getByRole('heading', { name: 'Who is away' }).waitFor();
      const approvals = manager.page.getByTestId('leave-approvals');
      const sick = approvals.getByRole('row').filter({ hasText: 'Dental surgery' });
      await sick.getByRole('button', { name: /^Approve the leave of/ }).click();
      await manager.page.getByTestId('leave-action-dialog').getByRole('button', { name: 'Approve', exact: true }).click();
      await sick.waitFor({ state: 'detached' });
      const annual = approvals.getByRole('row').filter({ hasText: 'Trip home for a wedding' });
      await annual.getByRole('button', { name: /^Reject the leave of/ }).click();
      const reject = manager.page.getByTestId('leave-action-dialog');
      await reject.getByRole('button', { name: 'Reject', exact: true }).click();
      await reject.getByText('Required').waitFor();
      await reject.getByLabel(/^Why is it rejected/).fill('Team at minimum staffing that week');
      await reject.getByRole('button', { name: 'Reject', exact: true }).click();
      // Decided requests leave the list (the demo manager has other requests of the team waiting).
      await annual.waitFor({ state: 'detached' });
      expect(unexpectedErrors(manager)).toEqual([]);
      await manager.close();

      const back = await suite.browser();
      await openAs(back.page, suite.server, demo.employee, '/employee_leave_requests');
      const mine = back.page.getByTestId('my-leave-requests');
      await mine.locator('tr[data-status="approved"]').filter({ hasText: 'Dental surgery' }).waitFor();
      await mine.getByText('Team at minimum staffing that week').waitFor();
      const requests = await callApi<LeaveRequestPage>(suite.server, employeeAccess, 'GET', '/routines/leave-requests?status=pending');
      expect(requests.total).toBe(0);
      expect(unexpectedErrors(back)).toEqual([]);
      // Several people's steps against one server: room for CI's two spec files at once on two cores.
    }, 180_000);
  });
}
