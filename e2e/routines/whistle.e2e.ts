import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, seriousOrCritical } from '../support/axe.js';
import { e2eDatabases } from '../support/databases.js';
import type { RunningServer } from '../support/server.js';
import { DEMO_PASSWORD, openWithStorage, serverSuite, unexpectedErrors, type ShellSession } from '../support/shell.js';

/** A small but whole PDF: the storage checks the content, and PDFs are kept as sent. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** The demo employee who reports; the owner holds routines.whistle-cases (access.builtins.ts). */
const REPORTER_NAME = 'Jose Dela Cruz';

async function openAs(page: Page, server: RunningServer, role: 'employee' | 'owner', path: string): Promise<void> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@meridiancrest.example`, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${role}: ${res.status}`);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh });
  await page.getByTestId('app-shell').waitFor({ timeout: 20_000 });
}

/** Files a report on the form of /routine_whistle; answers the reference and the key shown once. */
async function fileReport(page: Page, input: { description: string; anonymous: boolean; file?: string }) {
  const form = page.getByTestId('whistle-report-form');
  await form.getByLabel(/^Category/).selectOption({ label: 'Fraud' });
  await form.getByLabel(/^What happened/).fill(input.description);
  if (input.file)
    await form.getByTestId('whistle-files-input').setInputFiles({ name: input.file, mimeType: 'application/pdf', buffer: PDF });
  const anonymous = form.getByRole('checkbox', { name: /Report anonymously/ });
  expect(await anonymous.isChecked()).toBe(true);
  if (!input.anonymous) await anonymous.uncheck();
  await form.getByRole('button', { name: 'Send report' }).click();
  const filed = page.getByTestId('whistle-filed');
  const key = (await filed.getByTestId('whistle-case-key').textContent())!.trim();
  const reference = /WB-[A-Z0-9]+/.exec((await filed.textContent()) ?? '')![0];
  expect(await filed.getByRole('alert').count()).toBe(0); // every file was attached
  return { key, reference, filed };
}

/** The signed-out reporter's view of the case, opened (again) with the key. */
async function openCase(page: Page, key: string) {
  const follow = page.getByTestId('whistle-follow');
  await follow.getByLabel(/^Case key/).fill(key);
  await follow.getByRole('button', { name: 'Open case' }).click();
  return follow.getByTestId('whistle-reporter-view');
}

/** Saves what a click downloads, as bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/**
 * Whistle-blowing against the real server with the demo seed: an employee files an anonymous
 * report with a file and a named one; the reporter follows the anonymous case signed out with its
 * key and writes; the owner (a case handler) sees no name on it, moves it to review, adds an
 * internal note and replies; the reporter reads the reply but not the note.
 */
for (const kind of await e2eDatabases()) {
  describe(`routines: whistle-blowing [${kind}]`, () => {
    const suite = serverSuite(kind);

    it('an anonymous report is followed signed out with its key; the handler sees no name, reviews, notes and replies', async () => {
      const sessions: ShellSession[] = [];
      const open = async () => {
        const session = await suite.browser();
        sessions.push(session);
        return session;
      };
      try {
        // The employee files an anonymous report with a file; the key is shown once.
        const employee = await open();
        await openAs(employee.page, suite.server, 'employee', '/routine_whistle');
        const anonymous = await fileReport(employee.page, {
          description: `Fuel cards are used on weekends by someone in logistics [${kind}]`,
          anonymous: true,
          file: 'fuel-receipts.pdf',
        });
        expect(anonymous.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const followUrl = await anonymous.filed.getByTestId('whistle-follow-link').getAttribute('href');
        expect(followUrl).toBe('/whistle_follow');
        await employee.page.reload();
        await employee.page.getByTestId('whistle-report-form').waitFor();
        expect(await employee.page.getByTestId('whistle-case-key').count()).toBe(0);

        // A named report, for the contrast on the handler's side.
        const named = await fileReport(employee.page, {
          description: `My manager asked me to sign for a delivery that never came [${kind}]`,
          anonymous: false,
        });
        expect(unexpectedErrors(employee)).toEqual([]);
        await employee.close();

        // The reporter, signed out in a fresh browser, follows the case with the key and writes.
        const reporter = await open();
        await reporter.page.goto(`${suite.server.url}${followUrl}`);
        let view = await openCase(reporter.page, anonymous.key);
        await view.getByRole('heading', { name: `${anonymous.reference} · Fraud` }).waitFor();
        await view.getByRole('button', { name: `Download ${anonymous.reference}-1.pdf` }).waitFor();
        await view.getByLabel(/^Your message/).fill('It happens on the first Saturday of each month.');
        await view.getByRole('button', { name: 'Send message' }).click();
        await view.getByTestId('whistle-messages').getByText('It happens on the first Saturday of each month.').waitFor();
        expect(await reporter.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

        // The owner handles the cases: no name on the anonymous one, the name on the named one.
        const handler = await open();
        await openAs(handler.page, suite.server, 'owner', '/routine_whistle?tab=cases');
        const cases = handler.page.getByTestId('whistle-cases');
        const anonymousRow = cases.getByRole('row').filter({ hasText: anonymous.reference });
        await anonymousRow.getByText('Anonymous').waitFor();
        expect(await anonymousRow.textContent()).not.toContain(REPORTER_NAME);
        await cases.getByRole('row').filter({ hasText: named.reference }).getByText(REPORTER_NAME).waitFor();

        await anonymousRow.getByRole('button', { name: `Open case ${anonymous.reference}` }).click();
        const dialog = handler.page.getByTestId('whistle-case');
        await dialog.getByText('It happens on the first Saturday of each month.').waitFor();
        expect(await dialog.textContent()).not.toContain(REPORTER_NAME);
        const file = await download(handler.page, () =>
          dialog.getByRole('button', { name: `Download ${anonymous.reference}-1.pdf` }).click(),
        );
        expect(file.bytes.equals(PDF)).toBe(true);
        await dialog.getByRole('button', { name: 'Mark as In review' }).click();
        await dialog.getByRole('button', { name: 'Mark as Resolved' }).waitFor();
        await dialog.getByLabel(/^Your message/).fill('Checked the card log: three weekend uses in October.');
        await dialog.getByRole('checkbox', { name: /Internal note/ }).check();
        await dialog.getByRole('button', { name: 'Send message' }).click();
        const messages = dialog.getByTestId('whistle-messages');
        await messages.getByRole('listitem').filter({ hasText: 'Checked the card log' }).getByText('Internal', { exact: true }).waitFor();
        await expect.poll(() => dialog.getByLabel(/^Your message/).inputValue()).toBe('');
        expect(await dialog.getByRole('checkbox', { name: /Internal note/ }).isChecked()).toBe(false);
        await dialog.getByLabel(/^Your message/).fill('Thank you, we are looking into the card records.');
        await dialog.getByRole('button', { name: 'Send message' }).click();
        await messages.getByText('Thank you, we are looking into the card records.').waitFor();
        expect(unexpectedErrors(handler)).toEqual([]);

        // The reporter opens the case again: the reply and the new status, never the internal note.
        view = await openCase(reporter.page, anonymous.key);
        await view.getByText('Thank you, we are looking into the card records.').waitFor();
        await view.getByText('In review', { exact: true }).waitFor();
        const seen = (await view.textContent()) ?? '';
        expect(seen).not.toContain('Checked the card log');
        expect(seen).not.toContain('Omar Al Mansoori');
        const mine = await download(reporter.page, () =>
          view.getByRole('button', { name: `Download ${anonymous.reference}-1.pdf` }).click(),
        );
        expect([mine.name, mine.bytes.subarray(0, 5).toString('latin1')]).toEqual([`${anonymous.reference}-1.pdf`, '%PDF-']);
        expect(seriousOrCritical(await axeViolations(reporter.page))).toEqual([]);
        expect(unexpectedErrors(reporter)).toEqual([]);
      } finally {
        for (const session of sessions) await session.close();
      }
      // Several people's steps against one server: room for a loaded 2-core machine.
    }, 180_000);
  });
}
