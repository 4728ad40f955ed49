import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath } from './paths.js';

export type BrowserSession = { context: BrowserContext; page: Page; errors: string[]; close: () => Promise<void> };

let shared: Promise<Browser> | undefined;

/**
 * Debian's Chromium, headless, with the flags this closed network needs: launched once per test
 * file (starting Chromium costs more than most tests), closed by setup.ts after the file.
 */
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium
    .launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    .then((browser) => {
      browser.once('disconnected', () => (shared = undefined));
      return browser;
    });
  return shared;
}

/**
 * A session of its own: a new browser context (its own storage, cookies and cache, like a fresh
 * profile) with one page, in the file's shared Chromium.
 */
export async function openBrowser(options: { width?: number; height?: number; locale?: string } = {}): Promise<BrowserSession> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors, close: () => context.close() };
}

/** Closes the shared Chromium, if one is open. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
  shared = undefined;
  await browser?.close();
}
