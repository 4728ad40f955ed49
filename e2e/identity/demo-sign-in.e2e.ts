import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { specDatabases } from '../support/databases.js';
import { startServer, type RunningServer } from '../support/server.js';
import { DEMO_PASSWORD, demoAccounts } from '../support/shell.js';
import { openClean, pathOf, sidebarPaths, signInThroughForm } from './support.js';

const kinds = await specDatabases('pglite');

/** The seeded demo company: its owner signs in through the form; repeated failures lock an account. */
describe.each(kinds)('demo sign-in [%s]', (kind) => {
  let server: RunningServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('the demo owner signs in with the demo account and sees the whole menu', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, '/auth/boxed-signin');
    await page.getByLabel('Remember my email').check();
    await signInThroughForm(page, demoAccounts.owner.email, DEMO_PASSWORD);
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/');
    expect(await sidebarPaths(page)).toEqual(expect.arrayContaining(['/permissions', '/hcims', '/company_info']));
    await page.goto(`${server.url}/permissions`);
    await page.getByTestId('roles-list').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('role-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-role-name')))).toEqual(
      expect.arrayContaining(['Owner', 'HR admin', 'Manager', 'Employee']),
    );
    // Remembered email: after signing out the address is filled in.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('refreshToken');
    });
    await page.goto(`${server.url}/auth/boxed-signin`);
    await expect.poll(() => page.getByLabel('Email address', { exact: true }).inputValue()).toBe(demoAccounts.owner.email);
    expect(browser.errors).toEqual([]);
  });

  it('after ten failed attempts this browser is locked out of the account, and the page says for how many minutes', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, '/auth/boxed-signin');
    for (let attempt = 1; attempt <= 10; attempt++) {
      await signInThroughForm(page, demoAccounts.employee.email, `wrong-password-${attempt}`);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
    }
    await signInThroughForm(page, demoAccounts.employee.email, DEMO_PASSWORD);
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toMatch(/^Too many failed attempts from this device\. Try again in \d+ min\.$/);
    expect(pathOf(page)).toBe('/auth/boxed-signin');
  });
});
