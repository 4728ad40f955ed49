import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { e2eDatabases } from './support/databases.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn } from './support/shell.js';

const kinds = await e2eDatabases();

describe.each(kinds)('the built app served by the server [%s]', (kind) => {
  let server: RunningServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startServer(kind);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('loads in Chromium and shows the health result from the API', async () => {
    const { page } = browser;
    await page.goto(server.url);
    // Signed out, / leads to the sign-in page of the blank layout.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/auth/boxed-signin');
    await expect.poll(() => page.title()).toBe('Sign In | HCIMS');
    // Signed in, the shell's footer shows GET /api/health.
    const tokens = await signIn(server);
    await page.evaluate((t) => {
      localStorage.setItem('token', t.access);
      localStorage.setItem('refreshToken', t.refresh);
    }, tokens);
    await page.goto(`${server.url}/`);
    await expect
      .poll(() => page.getByTestId('health').textContent(), { timeout: 15_000 })
      .toMatch(/Server is running \(version \d+\.\d+\.\d+/);
    expect(browser.errors).toEqual([]);
  });

  it('serves a deep link and loads the translations of the chosen language', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/hcims?lng=ae`);
    await expect.poll(() => page.getByTestId('health').textContent(), { timeout: 15_000 }).toContain('الخادم يعمل');
    expect(new URL(page.url()).pathname).toBe('/hcims');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ae');
    expect(browser.errors).toEqual([]);
  });

  it('reports that the database is ready on the chosen driver', async () => {
    const res = await fetch(`${server.url}/api/ready`);
    expect(await res.json()).toEqual({ status: 'ready', database: kind });
  });
});
