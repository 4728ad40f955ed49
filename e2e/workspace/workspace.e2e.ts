import type { Calendar, Dashboard } from '@hcims/contracts/workspace';
import { describe, expect, it } from 'vitest';
import { callApi, openSignedIn, serverSuite, shellDatabase, unexpectedErrors } from '../support/shell.js';

const kind = await shellDatabase();

const monthAfter = (month: string, by: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};

/**
 * The workspace against the real server and the demo company: the owner's dashboard shows the
 * figures the server computes and keeps the layout the owner chose; an employee sees only the cards
 * their role allows; the calendar shows the sources' events of a month.
 */
describe(`workspace dashboard and calendar [${kind}]`, () => {
  const suite = serverSuite(kind);

  it("shows the owner every module's cards with the server's figures, and keeps the chosen layout on the server", async () => {
    const b = await suite.browser();
    const tokens = await openSignedIn(b.page, suite.server, '/');
    const data = await callApi<Dashboard>(suite.server, tokens.access, 'GET', '/workspace/dashboard');
    const headcount = data.cards.find((c) => c.id === 'people.headcount')!;
    const card = b.page.getByTestId('card-people.headcount');
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('link').first().textContent()).toBe(String(headcount.figures[0]!.value));
    expect(await b.page.getByTestId('workspace-dashboard').textContent()).toContain('Welcome,');

    // Hide the head-count card and move the celebrations card one place earlier: both are kept on
    // the server, so a reload and a fresh browser signed in again show the same layout.
    const order = (page: typeof b.page) =>
      page.locator('[data-testid^="card-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.slice(5)));
    const celebrations = b.page.getByTestId('card-people.celebrations');
    await b.page.getByTestId('customise').click();
    await card.getByRole('button', { name: /^Hide / }).click();
    await expect.poll(() => card.getByRole('button', { name: /^Show / }).count()).toBe(1);
    const before = await order(b.page);
    await celebrations.getByRole('button', { name: /^Move .* earlier$/ }).click();
    const moved = [...before];
    const at = moved.indexOf('people.celebrations');
    [moved[at - 1], moved[at]] = [moved[at]!, moved[at - 1]!];
    await expect.poll(() => order(b.page)).toEqual(moved);
    await b.page.getByTestId('customise').click();
    await expect.poll(() => card.count()).toBe(0);
    const visible = moved.filter((id) => id !== 'people.headcount');
    await expect.poll(() => order(b.page)).toEqual(visible);
    await b.page.reload();
    await celebrations.waitFor({ timeout: 30_000 });
    expect(await order(b.page)).toEqual(visible);
    const saved = await callApi<Dashboard>(suite.server, tokens.access, 'GET', '/workspace/dashboard');
    expect(saved.cards.find((c) => c.id === 'people.headcount')?.hidden).toBe(true);
    expect(saved.cards.map((c) => c.id)).toEqual(moved);
    expect(unexpectedErrors(b)).toEqual([]);
    await b.close();

    const fresh = await suite.browser();
    await openSignedIn(fresh.page, suite.server, '/');
    await fresh.page.getByTestId('card-people.celebrations').waitFor({ timeout: 30_000 });
    expect(await order(fresh.page)).toEqual(visible);
    const freshCard = fresh.page.getByTestId('card-people.headcount');
    await fresh.page.getByTestId('customise').click();
    await freshCard.getByRole('button', { name: /^Show / }).click();
    await expect.poll(() => freshCard.getByRole('button', { name: /^Hide / }).count()).toBe(1);
    expect(unexpectedErrors(fresh)).toEqual([]);
  });

  it('shows an employee only the cards their role allows', async () => {
    const b = await suite.browser();
    await openSignedIn(b.page, suite.server, '/', {}, 'employee');
    await b.page.getByTestId('card-people.celebrations').waitFor({ timeout: 30_000 });
    expect(await b.page.getByTestId('card-people.headcount').count()).toBe(0);
    expect(unexpectedErrors(b)).toEqual([]);
  });

  it("shows a month's celebrations on the calendar and moves between months", async () => {
    const b = await suite.browser();
    const tokens = await openSignedIn(b.page, suite.server, '/calendar');
    await b.page.getByTestId('workspace-calendar').waitFor({ timeout: 30_000 });
    // The first month from now with a celebration in the demo company.
    let month = new Date().toISOString().slice(0, 7);
    let events: Calendar['events'] = [];
    for (let i = 0; i < 12 && events.length === 0; i++, month = monthAfter(month, 1)) {
      const range = `from=${month}-01&to=${month}-28`;
      events = (await callApi<Calendar>(suite.server, tokens.access, 'GET', `/workspace/calendar?${range}`)).events;
      if (events.length) break;
    }
    expect(events.length).toBeGreaterThan(0);
    await b.page.goto(`${suite.server.url}/calendar?month=${month}`);
    const grid = b.page.getByTestId('workspace-calendar').locator('table');
    await expect.poll(() => grid.getByRole('link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const name = events[0]!.titleValues!.name as string;
    expect(await grid.textContent()).toContain(name);

    await b.page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => new URL(b.page.url()).searchParams.get('month')).toBe(monthAfter(month, 1));

    // The same month as a list, then a week and a day.
    await b.page.goto(`${suite.server.url}/calendar?month=${month}&view=list`);
    await expect.poll(() => b.page.getByTestId('calendar-list').textContent(), { timeout: 15_000 }).toContain(name);
    await b.page.getByRole('button', { name: 'Week', exact: true }).click();
    await b.page.getByTestId('calendar-week').waitFor();
    expect(new URL(b.page.url()).searchParams.get('day')).toBe(`${month}-01`);
    await b.page.goto(`${suite.server.url}/calendar?view=day&day=${events[0]!.start}`);
    await expect.poll(() => b.page.getByTestId('calendar-day').textContent(), { timeout: 15_000 }).toContain(name);

    // Subscribe: the address is shown once, serves iCalendar, and stops when revoked.
    const panel = b.page.getByTestId('calendar-subscribe');
    await panel.getByRole('button', { name: 'Create address' }).click();
    const address = panel.getByLabel('Subscription address');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/api\/calendar\/feed\/[\w-]+\.ics$/);
    const feed = await fetch(url);
    expect([feed.status, (await feed.text()).startsWith('BEGIN:VCALENDAR\r\n')]).toEqual([200, true]);
    await panel.getByRole('button', { name: 'Revoke' }).click();
    await panel.getByText('The address no longer works.').waitFor();
    expect((await fetch(url)).status).toBe(404);
    expect(unexpectedErrors(b)).toEqual([]);
  });

  it('keeps an employee’s to-do list: add, tick done, trash and restore, and count it on the dashboard', async () => {
    const b = await suite.browser();
    await openSignedIn(b.page, suite.server, '/todolist', {}, 'employee');
    const page = b.page;
    await page.getByTestId('todo-page').waitFor({ timeout: 30_000 });
    const form = page.getByTestId('add-todo');
    // The contract's rules on the client: a blank title is refused before any request.
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    for (const title of ['Book the training room', 'Send the expense receipts']) {
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Tag').fill('admin');
      await form.getByRole('button', { name: 'Add' }).click();
      await page.getByTestId('todo-item').filter({ hasText: title }).waitFor();
    }
    await page.getByRole('checkbox', { name: 'Mark “Book the training room” done' }).click();
    await expect.poll(() => page.getByTestId('todo-item').count()).toBe(1);
    await page.getByRole('tab', { name: /^Done/ }).click();
    await page.getByTestId('todo-item').filter({ hasText: 'Book the training room' }).waitFor();

    await page.getByRole('tab', { name: /^Open/ }).click();
    await page.getByRole('button', { name: 'Move “Send the expense receipts” to the trash' }).click();
    await page.getByTestId('todo-empty').waitFor();
    await page.getByRole('tab', { name: /^Trash/ }).click();
    await page.getByRole('button', { name: 'Restore “Send the expense receipts”' }).click();
    await page.getByTestId('todo-empty').waitFor();

    await page.goto(`${suite.server.url}/`);
    const card = page.getByTestId('card-workspace.my-todos');
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('link').first().textContent()).toBe('1');
    expect(unexpectedErrors(b)).toEqual([]);
  });
});
