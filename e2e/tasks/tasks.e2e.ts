import type { Announcement, Task, TaskDashboard, TaskPage } from '@hcims/contracts/tasks';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eDatabases } from '../support/databases.js';
import { downloadOf, pdfFile } from '../support/files.js';
import type { RunningServer } from '../support/server.js';
import { callApi, DEMO_PASSWORD, openWithStorage, serverSuite, unexpectedErrors } from '../support/shell.js';

/** Signs in one of the demo roles through the API. */
async function tokensOf(server: RunningServer, role: 'manager' | 'employee' | 'hr') {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@meridiancrest.example`, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${role}: ${res.status}`);
  return (await res.json()) as { access: string; refresh: string };
}

async function openAs(page: Page, server: RunningServer, role: 'manager' | 'employee' | 'hr', path: string) {
  const tokens = await tokensOf(server, role);
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh });
  await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
  return tokens;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The manager assigns a task with a file, the employee downloads it and reports progress with a
 * file of their own until it is done, the manager sees it completed and downloads the employee's
 * file; an announcement is read.
 */
for (const kind of await e2eDatabases()) {
  describe(`tasks: assign, report progress, complete [${kind}]`, () => {
    const suite = serverSuite(kind);

    it('moves a task with files both ways between the manager and the employee, and tracks an announcement read', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const name = `Count the stock in aisle ${kind}`;

      // The manager assigns a task to their team member.
      const manager = await openAs(page, suite.server, 'manager', '/tasks_form');
      const { today } = await callApi<TaskDashboard>(suite.server, manager.access, 'GET', '/tasks/dashboard');
      const form = page.getByTestId('task-form');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Required').first().waitFor();
      await form.getByRole('textbox', { name: 'Task' }).fill(name);
      // Instructions are rich text: typed, selected and made bold with the editor's toolbar.
      const instructions = form.getByRole('textbox', { name: 'Instructions' });
      await instructions.fill('Shelves A to D.\nReport missing items.');
      await instructions.press('ControlOrMeta+a');
      await form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
      await form.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'Jose Dela Cruz' });
      await form.getByRole('combobox', { name: 'Priority' }).selectOption('high');
      await form.getByLabel('Start date').fill(today);
      await form.getByLabel('Due date').fill(addDays(today, 3));
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('view-tasks').getByText(name).waitFor();

      // The saved task's edit page takes files: the manager adds the aisle plan.
      const plan = pdfFile(`aisle-plan-${kind}.pdf`);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const taskFiles = page.getByTestId('task-files');
      await taskFiles.getByLabel('Add files').setInputFiles(plan);
      await taskFiles.getByRole('button', { name: plan.name, exact: true }).waitFor();

      // The employee reports progress twice: it starts, then it is done.
      await openAs(page, suite.server, 'employee', '/PersonalTasks');
      const list = page.getByTestId('personal-tasks-table');
      await page.getByRole('button', { name: `Update progress of ${name}` }).click();
      let dialog = page.getByTestId('task-progress-dialog');
      // The assignee reads them formatted (through the sanitising wrapper).
      await dialog.getByTestId('task-instructions').locator('b').filter({ hasText: 'Shelves A to D.' }).first().waitFor();
      // The manager's file is the employee's to download, byte for byte.
      const planCopy = await downloadOf(page, () =>
        dialog.getByTestId('task-files').getByRole('button', { name: plan.name, exact: true }).click(),
      );
      expect([planCopy.name, planCopy.bytes.equals(plan.buffer)]).toEqual([plan.name, true]);
      await dialog.getByRole('spinbutton', { name: 'Progress' }).fill('50');
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Half the shelves counted');
      // The first update carries a file of the employee's.
      const tally = pdfFile(`shelves-a-b-${kind}.pdf`);
      await dialog.getByLabel('Attach a file').setInputFiles(tally);
      await dialog.getByRole('button', { name: 'Save progress' }).click();
      await dialog.waitFor({ state: 'detached' });
      await list
        .getByRole('row', { name: new RegExp(name) })
        .getByText('In progress')
        .waitFor();
      await page.getByRole('button', { name: `Update progress of ${name}` }).click();
      dialog = page.getByTestId('task-progress-dialog');
      await dialog.getByTestId('task-history').getByText('Half the shelves counted').waitFor();
      await dialog.getByRole('combobox', { name: /Add a comment/ }).fill('Aisle C is blocked until noon');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByTestId('task-comments').getByText('Aisle C is blocked until noon').waitFor();
      await dialog.getByRole('combobox', { name: 'Status' }).selectOption('completed');
      await dialog.getByRole('button', { name: 'Save progress' }).click();
      await dialog.waitFor({ state: 'detached' });
      await list
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Completed')
        .waitFor();

      // The manager sees it completed, with its history.
      const found = await callApi<TaskPage>(suite.server, manager.access, 'GET', `/tasks/tasks?q=${encodeURIComponent(name)}`);
      expect(found.items).toMatchObject([{ status: 'completed', progress: 100, assignee: { name: 'Jose Dela Cruz' } }]);
      const task: Task = found.items[0]!;
      const history = await callApi<{ items: unknown[] }>(suite.server, manager.access, 'GET', `/tasks/tasks/${task.id}/updates`);
      expect(history.items).toHaveLength(2);
      // The manager opens it from the list and downloads the file the employee's update carries.
      await openAs(page, suite.server, 'manager', `/view_tasks?task=${task.id}`);
      const reported = await downloadOf(page, () =>
        page.getByTestId('task-progress-dialog').getByTestId('task-history').getByRole('button', { name: tally.name, exact: true }).click(),
      );
      expect([reported.name, reported.bytes.equals(tally.buffer)]).toEqual([tally.name, true]);

      // HR publishes an announcement; the employee marks it read; HR's count moves.
      const hr = await tokensOf(suite.server, 'hr');
      const posted = await callApi<Announcement>(suite.server, hr.access, 'POST', '/tasks/announcements', {
        title: `Stock count week ${kind}`,
        body: 'All aisles are counted this week.',
        audience: 'everyone',
        publish: true,
      });
      await openAs(page, suite.server, 'employee', '/create-announcement');
      const item = page.getByTestId('announcement').filter({ hasText: posted.title });
      await item.getByText('Unread', { exact: true }).waitFor();
      await item.getByRole('button', { name: posted.title }).click();
      const detail = page.getByTestId('announcement-detail');
      await detail.getByText('All aisles are counted this week.').waitFor();
      await item.getByText('Unread', { exact: true }).waitFor({ state: 'detached' });
      await detail.getByRole('button', { name: 'Close' }).click();
      await openAs(page, suite.server, 'hr', '/create-announcement');
      await page
        .getByTestId('announcement')
        .filter({ hasText: posted.title })
        .getByText(/^Read by 1 of \d+$/)
        .waitFor();
      expect(unexpectedErrors(browser)).toEqual([]);
      // Several people's steps against one server: room for CI's two spec files at once on two cores.
    }, 180_000);
  });
}
