import { describe, expect, it } from 'vitest';
import { downloadOf, pdfFile } from '../support/files.js';
import { openShellBrowser, openSignedIn, serverSuite, shellDatabase, unexpectedErrors } from '../support/shell.js';

const kind = await shellDatabase();

/**
 * The mailbox against the real server and the demo company: the owner writes to an employee with
 * a file attached; the employee sees one more unread message, opens it (the count drops),
 * downloads the file and replies; the owner finds the reply; the employee moves the message to
 * the trash and restores it.
 */
describe(`workspace mailbox [${kind}]`, () => {
  const suite = serverSuite(kind);

  it('a colleague writes with a file, the other reads, downloads it, replies, trashes and restores', async () => {
    const subject = `Rota for next week ${Date.now().toString(36)}`;
    const rota = pdfFile('rota-week-48.pdf');
    const owner = await suite.browser();
    await openSignedIn(owner.page, suite.server, '/apps/mailbox');
    await owner.page.getByTestId('mailbox-page').waitFor({ timeout: 30_000 });
    await owner.page.getByTestId('compose').click();
    const to = owner.page.getByTestId('mail-to');
    const jose = (await to.locator('option', { hasText: 'Jose Dela Cruz' }).getAttribute('value')) ?? '';
    await to.selectOption(jose);
    const dialog = owner.page.getByTestId('compose-mail');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('Hello Jose,\nthe rota is attached to the notice board.');
    await dialog.getByLabel('Attach files').setInputFiles(rota);
    await dialog.getByRole('list', { name: 'Files to attach' }).getByText(rota.name).waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const employee = await openShellBrowser({ width: 390, height: 844 });
    try {
      await openSignedIn(employee.page, suite.server, '/apps/mailbox', {}, 'employee');
      const page = employee.page;
      await page.getByTestId('mailbox-page').waitFor({ timeout: 30_000 });
      const row = page.getByTestId('mail-row').filter({ hasText: subject });
      await row.waitFor({ timeout: 15_000 });
      // The demo inbox holds one unread message already; the owner's is the second.
      await expect.poll(() => page.getByText('Unread in your inbox: 2').count(), { timeout: 15_000 }).toBe(1);
      await row.getByRole('button', { name: new RegExp(subject) }).click();
      await page.getByTestId('mail-reader').waitFor();
      expect(await page.getByTestId('mail-body').textContent()).toContain('the rota is attached');
      const copy = await downloadOf(page, () =>
        page
          .getByRole('list', { name: 'Attached files' })
          .getByRole('button', { name: `Download ${rota.name}` })
          .click(),
      );
      expect([copy.name, copy.bytes.equals(rota.buffer)]).toEqual([rota.name, true]);
      await expect.poll(() => page.getByText('Unread in your inbox: 1').count(), { timeout: 15_000 }).toBe(1);

      await page.getByRole('button', { name: 'Reply' }).click();
      const reply = page.getByTestId('compose-mail');
      await reply.getByLabel('Message').fill('Thanks, Omar. Seen it.');
      await reply.getByRole('button', { name: 'Send' }).click();
      await reply.waitFor({ state: 'hidden' });

      // Trash and restore.
      await page.getByRole('button', { name: 'Move to trash' }).click();
      await expect.poll(() => page.getByTestId('mail-row').filter({ hasText: subject }).count(), { timeout: 15_000 }).toBe(0);
      await page.getByTestId('folder-trash').click();
      const trashed = page.getByTestId('mail-row').filter({ hasText: subject });
      await trashed.waitFor({ timeout: 15_000 });
      await trashed.getByRole('button', { name: new RegExp(subject) }).click();
      await page.getByRole('button', { name: 'Restore' }).click();
      await page.getByTestId('folder-inbox').click();
      await page.getByTestId('mail-row').filter({ hasText: subject }).waitFor({ timeout: 15_000 });
      expect(unexpectedErrors(employee)).toEqual([]);
    } finally {
      await employee.close();
    }

    await owner.page.reload();
    await owner.page
      .getByTestId('mail-row')
      .filter({ hasText: `Re: ${subject}` })
      .waitFor({ timeout: 30_000 });
    expect(unexpectedErrors(owner)).toEqual([]);
  });
});
