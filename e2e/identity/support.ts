import type { Page } from 'playwright-core';

/** Fills and sends the sign-in form (the page must show it). */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('sign-in-page').waitFor({ timeout: 15_000 });
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The paths the sidebar links to (collapsed groups included). */
export async function sidebarPaths(page: Page): Promise<string[]> {
  await page.getByTestId('sidebar').waitFor();
  return page
    .getByTestId('sidebar')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens `path` on a clean origin (no tokens, no remembered settings). */
export async function openClean(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}/auth/boxed-signin`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${base}${path}`);
}
