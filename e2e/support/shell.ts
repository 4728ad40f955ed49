import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openBrowser, type BrowserSession } from './browser.js';
import { e2eDatabases } from './databases.js';
import { startServer, type DatabaseKind, type RunningServer } from './server.js';

/**
 * Helpers for the app-shell specs (e2e/shell). The shell never touches the database beyond sign-in,
 * so these specs run on one database: PostgreSQL when it is reachable (it starts in half a second),
 * else PGlite. pipeline.e2e.ts covers the built app on both.
 */
export async function shellDatabase(): Promise<DatabaseKind> {
  const kinds = await e2eDatabases();
  return kinds.includes('postgres') ? 'postgres' : 'pglite';
}

/** The demo accounts the server seeds (apps/server/src/modules/identity/identity.seed.ts). */
export const demoAccounts = {
  owner: { email: 'owner@meridiancrest.example' },
  employee: { email: 'employee@meridiancrest.example' },
  hr: { email: 'hr@meridiancrest.example' },
} as const;
export const DEMO_PASSWORD = 'Harbour-Lantern-47';

export type Tokens = { access: string; refresh: string; user: { name: string; email: string } };

/** Real sign-in through the API (POST /api/auth/login/): the shell then runs against real sessions. */
export async function signIn(server: RunningServer, who: keyof typeof demoAccounts = 'owner'): Promise<Tokens> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts[who].email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`demo sign-in as ${who} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as Tokens;
  return { access: body.access, refresh: body.refresh, user: body.user };
}

export type ShellSession = BrowserSession & {
  /** Console errors with the URL they came from (the browser helper keeps only the text). */
  consoleErrors: { text: string; url: string }[];
  requests: Request[];
};

export async function openShellBrowser(options: { width?: number; height?: number; locale?: string } = {}): Promise<ShellSession> {
  const session = await openBrowser(options);
  const consoleErrors: ShellSession['consoleErrors'] = [];
  const requests: Request[] = [];
  session.page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push({ text: message.text(), url: message.location().url });
  });
  session.page.on('pageerror', (error) => consoleErrors.push({ text: error.message, url: '' }));
  session.page.on('request', (request) => requests.push(request));
  return { ...session, consoleErrors, requests };
}

/** Opens `path` with the given local storage (tokens, settings), starting from a clean origin. */
export async function openWithStorage(
  page: Page,
  server: RunningServer,
  path: string,
  storage: Record<string, string> = {},
): Promise<void> {
  await page.goto(`${server.url}/auth/boxed-signin`);
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  await page.goto(`${server.url}${path}`);
}

/** Signs in for real and opens `path` in the default layout. */
export async function openSignedIn(
  page: Page,
  server: RunningServer,
  path: string,
  storage: Record<string, string> = {},
  who: keyof typeof demoAccounts = 'owner',
): Promise<Tokens> {
  const tokens = await signIn(server, who);
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh, ...storage });
  await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
  return tokens;
}

export const storageOf = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Errors other than the ones a test provokes on purpose. */
export function unexpectedErrors(session: ShellSession, expected: RegExp[] = []): string[] {
  return session.consoleErrors.filter((e) => !expected.some((re) => re.test(e.text) || re.test(e.url))).map((e) => `${e.text} (${e.url})`);
}

export const apiCalls = (session: ShellSession, method: string, path: string) =>
  session.requests.filter((r) => r.method() === method && new URL(r.url()).pathname === path);

/** What a spec suite shares: one server on a fresh database, and a browser per test, closed after it. */
export type ServerSuite = {
  readonly server: RunningServer;
  browser: (options?: Parameters<typeof openShellBrowser>[0]) => Promise<ShellSession>;
};

/** Starts a server on `kind` for the enclosing `describe`, and closes each test's browser after the test. */
export function serverSuite(kind: DatabaseKind): ServerSuite {
  let server: RunningServer | undefined;
  let open: ShellSession | undefined;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  return {
    get server() {
      if (!server) throw new Error('the suite server has not started');
      return server;
    },
    browser: async (options) => (open = await openShellBrowser(options)),
  };
}

/** Calls the API as the holder of `access`; a status outside 200-299 fails the test with the answer. */
export async function callApi<T>(server: RunningServer, access: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** `serverSuite`, with a fresh browser opened before every test (`suite.session`) and closed after it. */
export function browserSuite(kind: DatabaseKind): ServerSuite & { readonly session: ShellSession } {
  const suite = serverSuite(kind);
  let session: ShellSession | undefined;
  beforeEach(async () => {
    session = await suite.browser();
  });
  return {
    get server() {
      return suite.server;
    },
    browser: suite.browser,
    get session() {
      if (!session) throw new Error('the test browser is not open');
      return session;
    },
  };
}
