import type { WhatsAppMessage, WhatsAppStatus } from '@hcims/contracts/whatsapp';
import { describe, expect, it } from 'vitest';
import { specDatabases } from '../support/databases.js';
import { callApi, openSignedIn, serverSuite, unexpectedErrors } from '../support/shell.js';

/**
 * /whatsapp without WhatsApp Cloud API settings (the e2e server has none): the screen says the
 * channel is not configured, a message to a department with a template is accepted and every
 * recipient is shown queued.
 */
for (const kind of await specDatabases('pglite')) {
  describe(`WhatsApp /whatsapp [${kind}]`, () => {
    const suite = serverSuite(kind);

    const get = <T>(access: string, path: string) => callApi<T>(suite.server, access, 'GET', path);

    it('sends a template to a department: recipients queued, the "not configured" notice shown', async () => {
      const browser = await suite.browser();
      const { page } = browser;
      const tokens = await openSignedIn(page, suite.server, '/whatsapp');
      const status = await get<WhatsAppStatus>(tokens.access, '/people/whatsapp/status');
      expect(status.configured).toBe(false);
      await page.getByTestId('whatsapp-not-configured').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('whatsapp-not-configured').textContent()).toContain('WhatsApp is not configured');

      await page.getByTestId('compose-form').waitFor();
      await page.getByLabel('A department').check();
      await page.getByTestId('wa-department').selectOption({ label: 'Marketing' });
      await page.getByLabel('Use a template').check();
      const template = page.getByTestId('wa-template');
      await expect.poll(() => template.locator('option').count()).toBeGreaterThan(1);
      await template.selectOption({ index: 1 });
      // The preview shows the message as the first recipient gets it, variables filled in by the server.
      await page.getByTestId('preview-text').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('preview-text').textContent()).not.toContain('{{');

      await page.getByTestId('wa-send').click();
      await page.getByTestId('message-detail').waitFor();
      const messageId = new URL(page.url()).searchParams.get('message');
      expect(messageId).toBeTruthy();
      const message = await get<WhatsAppMessage>(tokens.access, `/people/whatsapp/messages/${messageId}`);
      expect(message.audience).toMatchObject({ type: 'department', label: 'Marketing' });
      expect(message.counts.queued).toBe(message.counts.total);

      const recipients = page.getByTestId('recipients').locator('tbody tr');
      await expect.poll(() => recipients.count()).toBe(message.counts.total);
      expect(await page.getByTestId('recipients').locator('[data-status="queued"]').count()).toBe(message.counts.total);
      expect(await page.getByTestId('count-queued').textContent()).toContain(String(message.counts.total));
      // The notice now counts them among the queued.
      await expect
        .poll(async () => (await page.getByTestId('whatsapp-not-configured').textContent()) ?? '')
        .toContain(`Waiting in the queue: ${(await get<WhatsAppStatus>(tokens.access, '/people/whatsapp/status')).queued}`);

      // History lists it first.
      await page.getByRole('button', { name: 'All messages' }).click();
      await page.getByTestId('whatsapp-history').waitFor();
      expect(await page.locator('[data-message]').first().getAttribute('data-message')).toBe(messageId);
      expect(unexpectedErrors(browser)).toEqual([]);
    });
  });
}
