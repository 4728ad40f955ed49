import type { Page } from 'playwright-core';
import type { RunningServer } from '../support/server.js';
import { openWithStorage } from '../support/shell.js';

/** The demo sign-ins of the seeded company (apps/server/src/modules/people/people.seed.ts). */
export const demo = {
  owner: 'owner@meridiancrest.example',
  hr: 'hr@meridiancrest.example',
  manager: 'manager@meridiancrest.example',
  employee: 'employee@meridiancrest.example',
} as const;
export const DEMO_PASSWORD = 'Harbour-Lantern-47';

export type Tokens = { access: string; refresh: string };

/** POST /api/auth/login/ (the real identity server); returns the status and, on success, the tokens. */
export async function login(
  server: RunningServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ status: number; tokens?: Tokens; code?: string }> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => null)) as { access?: string; refresh?: string; error?: { code?: string } } | null;
  return res.ok
    ? { status: res.status, tokens: { access: body!.access!, refresh: body!.refresh! } }
    : { status: res.status, code: body?.error?.code };
}

export async function tokensOf(server: RunningServer, email: string): Promise<Tokens> {
  const answer = await login(server, email);
  if (!answer.tokens) throw new Error(`sign-in as ${email} failed: ${answer.status} ${answer.code}`);
  return answer.tokens;
}

/** A signed-in browser page at `path` (tokens put in local storage before the app starts). */
export async function openAs(page: Page, server: RunningServer, email: string, path: string): Promise<void> {
  const tokens = await tokensOf(server, email);
  await openWithStorage(page, server, path, { token: tokens.access, refreshToken: tokens.refresh });
  await page.getByTestId('app-shell').waitFor({ timeout: 20_000 });
}

/** GET an /api path as `email`. */
export async function apiGet<T>(server: RunningServer, email: string, path: string): Promise<T> {
  const { access } = await tokensOf(server, email);
  const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${access}` } });
  if (!res.ok) throw new Error(`GET ${path} as ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A calendar date `days` from today (UTC), as YYYY-MM-DD. */
export const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
