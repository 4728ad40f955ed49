import type { MeetingDetail, MeetingPage } from '@hcims/contracts/routines';
import type { TaskDashboard } from '@hcims/contracts/tasks';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eDatabases } from '../support/databases.js';
import type { RunningServer } from '../support/server.js';
import { callApi, DEMO_PASSWORD, openWithStorage, serverSuite, unexpectedErrors, type ShellSession } from '../support/shell.js';

/** The demo manager organises; the demo employee (his team member) attends and gets the action item. */
const EMPLOYEE_NAME = 'Jose Dela Cruz';
const MANAGER_NAME = 'Rahul Menon';
const SEATING = Buffer.from('Room 4B: twelve seats, screen on the east wall.\n');

async function openAs(page: Page, server: RunningServer, role: 'manager' | 'employee', path: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@meridiancrest.example`, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${role}: ${res.status}`);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh });
  await page.getByTestId('app-shell').waitFor({ timeout: 20_000 });
  return tokens.access;
}

/**
 * The meeting notes, typed as a person would. The one place that knows the notes field's kind:
 * a textarea today; `fill` also types into a contenteditable with role=textbox and this label.
 */
async function fillNotes(form: Locator, text: string): Promise<void> {
  await form.getByRole('textbox', { name: /^Notes/ }).fill(text);
}

/** Saves what a click downloads, as bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/**
 * Minutes of meetings against the real server with the demo seed: the manager records a meeting
 * with a person and a department as attendees, notes and an action item, turns the item into a
 * task, attaches a file and exports the minutes as PDF; the attendee finds the meeting in the
 * list and the calendar, the task in the task list, and downloads the file.
 */
for (const kind of await e2eDatabases()) {
  describe(`routines: minutes of meetings [${kind}]`, () => {
    const suite = serverSuite(kind);

    it('records minutes with attendees and an action item that becomes a task; the attendee sees it all', async () => {
      const title = `Quarterly stock review ${kind}`;
      const sessions: ShellSession[] = [];
      const open = async () => {
        const session = await suite.browser();
        sessions.push(session);
        return session;
      };
      try {
        // The manager records the meeting.
        const manager = await open();
        const managerAccess = await openAs(manager.page, suite.server, 'manager', '/create_meeting');
        const { today } = await callApi<TaskDashboard>(suite.server, managerAccess, 'GET', '/tasks/dashboard');
        const page = manager.page;
        await page.getByRole('button', { name: 'New meeting' }).click();
        const form = page.getByTestId('meeting-form');
        await form.getByLabel(/^Title/).fill(title);
        await form.getByLabel(/^Place or link/).fill('Room 4B');
        await form.getByLabel(/^Date/).fill(today);
        await form.getByLabel(/^Starts/).fill('09:30');
        await form.getByLabel(/^Ends/).fill('10:15');
        await form.getByLabel(/^Organiser/).selectOption({ label: MANAGER_NAME });
        await form.getByTestId('meeting-attendees').selectOption([{ label: EMPLOYEE_NAME }]);
        await form.getByTestId('meeting-departments').selectOption([{ label: 'Marketing' }]);
        await form.getByLabel(/^Agenda/).fill('1. Stock counts\n2. Reorder levels');
        await fillNotes(form, 'Aisle C counts were short by 4 %.\nThe scanner in the back room needs replacing.');
        await form.getByRole('button', { name: 'Add an action item' }).click();
        const item = form.getByTestId('meeting-action-item');
        await item.getByLabel(/^What to do/).fill('Order a new scanner');
        await item.getByLabel(/^Assignee/).selectOption({ label: EMPLOYEE_NAME });
        await item.getByLabel(/^Due/).fill(today);
        await form.getByRole('button', { name: 'Save' }).click();

        // Saved: the form shows the stored minutes; the action item becomes a task in one step.
        await form.getByRole('heading', { name: 'Edit the minutes' }).waitFor();
        await item.getByRole('button', { name: 'Make a task' }).click();
        await item.getByTestId('meeting-task-status').getByText('Task: Pending (0%)').waitFor();
        const row = page.getByTestId('meetings-table').getByRole('row').filter({ hasText: title });
        const attendees = Number(await row.locator('td').nth(4).textContent());
        expect(attendees).toBeGreaterThan(1); // the person and the department's members

        // A file, downloaded back as it was sent; the minutes as a PDF with the title in it.
        const files = page.getByTestId('meeting-files');
        await files.getByTestId('meeting-files-input').setInputFiles({ name: 'seating-plan.txt', mimeType: 'text/plain', buffer: SEATING });
        const attached = await download(page, () => files.getByRole('button', { name: 'seating-plan.txt', exact: true }).click());
        expect([attached.name, attached.bytes.equals(SEATING)]).toEqual(['seating-plan.txt', true]);
        const pdf = await download(page, () => files.getByTestId('meeting-pdf').click());
        expect([pdf.name.endsWith('.pdf'), pdf.bytes.subarray(0, 5).toString('latin1')]).toEqual([true, '%PDF-']);
        const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.bytes, encoding: 'utf8' });
        expect(text).toContain(title);
        expect(text).toContain('Order a new scanner');
        expect(unexpectedErrors(manager)).toEqual([]);
        await manager.close();

        // The attendee: the meeting in the list (read-only minutes with the task's status), the calendar, the task.
        const employee = await open();
        const employeeAccess = await openAs(employee.page, suite.server, 'employee', '/create_meeting');
        const mine = employee.page.getByTestId('meetings-table').getByRole('row').filter({ hasText: title });
        await mine.getByRole('button', { name: 'Open' }).click();
        const view = employee.page.getByTestId('meeting-view');
        await view.getByText('Order a new scanner').waitFor();
        expect(await view.textContent()).toContain('Task: Pending (0%)');
        await view.getByText('The scanner in the back room needs replacing.', { exact: false }).waitFor();
        const theirs = await download(employee.page, () =>
          employee.page.getByTestId('meeting-files').getByRole('button', { name: 'seating-plan.txt', exact: true }).click(),
        );
        expect(theirs.bytes.equals(SEATING)).toBe(true);

        await employee.page.goto(`${suite.server.url}/calendar?view=day&day=${today}`);
        await expect.poll(() => employee.page.getByTestId('calendar-day').textContent()).toContain(title);

        await employee.page.goto(`${suite.server.url}/view_tasks`);
        await employee.page.getByTestId('view-tasks').getByText(`Order a new scanner (${title})`).first().waitFor();
        expect(unexpectedErrors(employee)).toEqual([]);

        const listed = await callApi<MeetingPage>(suite.server, employeeAccess, 'GET', `/routines/meetings?q=${encodeURIComponent(title)}`);
        const stored = await callApi<MeetingDetail>(suite.server, employeeAccess, 'GET', `/routines/meetings/${listed.items[0]!.id}`);
        expect(stored.attendees.map((a) => a.name)).toContain(EMPLOYEE_NAME);
        expect(stored.actionItems[0]).toMatchObject({ assigneeName: EMPLOYEE_NAME, dueDate: today, task: { status: 'pending' } });
      } finally {
        for (const session of sessions) await session.close();
      }
      // Several people's steps against one server: room for a loaded 2-core machine.
    }, 180_000);
  });
}
