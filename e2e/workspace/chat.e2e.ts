import type { Conversation } from '@hcims/contracts/workspace';
import { describe, expect, it } from 'vitest';
import { downloadOf, pdfFile } from '../support/files.js';
import {
  callApi,
  openShellBrowser,
  openSignedIn,
  serverSuite,
  shellDatabase,
  unexpectedErrors,
  type ShellSession,
} from '../support/shell.js';

const kind = await shellDatabase();
/** Set CHAT_SHOTS to a folder to keep screenshots of the screen (desktop and phone, English light and Arabic dark). */
const shots = process.env.CHAT_SHOTS;
const shoot = async (b: ShellSession, name: string) => {
  if (shots) await b.page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
};

/**
 * Chat against the real server and the demo company: the owner starts a direct conversation with
 * an employee from the people picker; the employee sees it live with an unread count, reads it and
 * answers; the owner sees "typing", the answer and "Seen" without reloading; the employee sends a
 * file, which the owner downloads.
 */
describe(`workspace chat [${kind}]`, () => {
  const suite = serverSuite(kind);

  it('two members of one company exchange messages live', async () => {
    const owner = await suite.browser();
    const tokens = await openSignedIn(owner.page, suite.server, '/chat');
    await owner.page.getByTestId('chat-page').waitFor({ timeout: 30_000 });
    await owner.page.getByTestId('chat-new').click();
    const picker = owner.page.getByTestId('chat-people');
    const jose = (await picker.locator('option', { hasText: 'Jose Dela Cruz' }).getAttribute('value')) ?? '';
    await picker.selectOption(jose);
    await owner.page.getByTestId('chat-new-dialog').getByRole('button', { name: 'Start' }).click();
    await owner.page.getByTestId('chat-thread').waitFor();
    await owner.page.getByTestId('chat-body').fill('Hello Jose, <b>not bold</b>');
    await owner.page.getByTestId('chat-body').press('Enter');
    await expect.poll(() => owner.page.getByTestId('chat-message').count()).toBe(1);

    const employee = await openShellBrowser({ width: 390, height: 844 });
    try {
      await openSignedIn(employee.page, suite.server, '/chat', { i18nextLng: 'ae', rtlClass: 'rtl', theme: 'dark' }, 'employee');
      const item = employee.page.getByTestId('chat-conversation');
      await item.waitFor({ timeout: 30_000 });
      expect(await item.getByTestId('chat-unread').textContent()).toBe('1');
      await shoot(employee, 'ae-dark-390-list');
      await item.click();
      // The text arrives as text, never as markup.
      const first = employee.page.getByTestId('chat-message').first();
      await expect.poll(() => first.locator('p').textContent()).toBe('Hello Jose, <b>not bold</b>');
      expect(await first.locator('b').count()).toBe(0);
      // The owner sees "Seen" once the employee has the thread open, then "typing" and the answer.
      await owner.page.getByTestId('chat-seen').waitFor({ timeout: 15_000 });
      await employee.page.getByTestId('chat-body').pressSequentially('Hi');
      await expect.poll(() => owner.page.getByTestId('chat-typing').textContent(), { timeout: 10_000 }).toContain('is typing');
      await employee.page.getByTestId('chat-body').fill('Hi Omar');
      await employee.page.getByTestId('chat-send').click();
      await expect.poll(() => owner.page.getByTestId('chat-message').count(), { timeout: 15_000 }).toBe(2);
      expect(await owner.page.getByTestId('chat-message').last().textContent()).toContain('Hi Omar');
      // The owner has the thread open: the answer is marked read, and no unread count stays.
      await expect.poll(() => owner.page.getByTestId('chat-unread').count(), { timeout: 15_000 }).toBe(0);
      // A file (with the text typed so far as its caption) reaches the owner, who downloads it.
      const sheet = pdfFile('stock-sheet.pdf');
      await employee.page.getByTestId('chat-body').fill('The stock sheet');
      await employee.page.getByTestId('chat-file-input').setInputFiles(sheet);
      await expect.poll(() => owner.page.getByTestId('chat-message').count(), { timeout: 15_000 }).toBe(3);
      const carrying = owner.page.getByTestId('chat-message').last();
      expect(await carrying.textContent()).toContain('The stock sheet');
      const copy = await downloadOf(owner.page, () => carrying.getByRole('button', { name: `Download ${sheet.name}` }).click());
      expect([copy.name, copy.bytes.equals(sheet.buffer)]).toEqual([sheet.name, true]);
      await shoot(employee, 'ae-dark-390-thread');
      await shoot(owner, 'en-light-desktop');
      if (shots) {
        await owner.page.setViewportSize({ width: 390, height: 844 });
        await owner.page.reload();
        await owner.page.getByTestId('chat-thread').waitFor({ timeout: 30_000 });
        await shoot(owner, 'en-light-390-thread');
        await employee.page.setViewportSize({ width: 1280, height: 800 });
        await employee.page.reload();
        await employee.page.getByTestId('chat-thread').waitFor({ timeout: 30_000 });
        await shoot(employee, 'ae-dark-desktop');
      }
      // Older history comes as the user scrolls up (30 a page); search narrows the thread.
      const [chat] = (await callApi<{ items: Conversation[] }>(suite.server, tokens.access, 'GET', '/workspace/chat/conversations')).items;
      for (let i = 1; i <= 30; i++)
        await callApi(suite.server, tokens.access, 'POST', `/workspace/chat/conversations/${chat!.id}/messages`, { body: `Note ${i}` });
      const messages = owner.page.getByTestId('chat-message');
      // The thread follows the newest page live: Note 30 last, the three first messages above the fold.
      await expect.poll(() => messages.last().textContent(), { timeout: 15_000 }).toContain('Note 30');
      expect(await messages.count()).toBe(30);
      await owner.page.getByTestId('chat-messages').evaluate((el) => el.scrollTo(0, 0));
      await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(33);
      await owner.page.getByTestId('chat-search').fill('Note 17');
      await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(1);
      // At phone width the thread has a back button to the list.
      await employee.page.setViewportSize({ width: 390, height: 844 });
      await employee.page.getByTestId('chat-back').click();
      await employee.page.getByTestId('chat-conversations').waitFor();
      expect(unexpectedErrors(employee)).toEqual([]);
    } finally {
      await employee.close();
    }
    expect(unexpectedErrors(owner)).toEqual([]);
    // Several people's steps against one server: room for CI's two spec files at once on two cores.
  }, 180_000);
});
