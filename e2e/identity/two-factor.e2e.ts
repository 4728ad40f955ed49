import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { specDatabases } from '../support/databases.js';
import { browserSuite, callApi, DEMO_PASSWORD, demoAccounts, signIn, unexpectedErrors } from '../support/shell.js';
import { openClean, pathOf, signInThroughForm } from './support.js';

const kinds = await specDatabases('pglite');

/** The authenticator app's code (RFC 6238: HMAC-SHA-1, 6 digits, 30 s) of a base32 secret at a time. */
function totp(secret: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/\s/g, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Two-factor sign-in in Chromium against the real server: the demo employee sets it up on the
 * profile screen (reading the key from the screen, as one types it into an app), keeps the
 * recovery codes, signs out, and signs in again with a code, then with a recovery code.
 */
describe.each(kinds)('two-factor sign-in [%s]', (kind) => {
  const suite = browserSuite(kind);
  const email = demoAccounts.employee.email;

  it('sets up on the profile screen, then signs in with a code and with a recovery code', async () => {
    const { page } = suite.session;
    await openClean(page, suite.server.url, '/auth/boxed-signin');
    await signInThroughForm(page, email, DEMO_PASSWORD);
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.goto(`${suite.server.url}/users/profile`);

    await page.getByTestId('two-factor-start').click();
    await page.getByTestId('two-factor-qr').waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeField = page.getByLabel('6-digit code');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await codeField.fill(totp(secret, Date.now()));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const codes = await page.getByTestId('recovery-code').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByTestId('recovery-codes-done').click();
    await expect.poll(() => page.getByTestId('two-factor-on').textContent()).toContain('Unused recovery codes: 10.');

    // The shell's first loads settle before signing out (a load cut off by sign-out logs a 401).
    await page.waitForLoadState('networkidle');
    await page.getByTestId('sidebar-logout').click();
    await expect.poll(() => pathOf(page)).toBe('/auth/boxed-signin');
    await signInThroughForm(page, email, DEMO_PASSWORD);
    const step = page.getByTestId('two-factor-step');
    await step.waitFor();
    const field = step.getByLabel('6-digit code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    // The code of the set-up's step is used; the next step's is accepted too (one step of drift).
    await field.fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });

    await page.waitForLoadState('networkidle');
    await page.getByTestId('sidebar-logout').click();
    await expect.poll(() => pathOf(page)).toBe('/auth/boxed-signin');
    await signInThroughForm(page, email, DEMO_PASSWORD);
    await page.getByTestId('two-factor-toggle').click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    // As before each sign-out: the shell's first loads settle before the page is replaced, so the
    // new page's loads never overlap the old page's (an overlap once logged a 401 on a loaded machine).
    await page.waitForLoadState('networkidle');
    await page.goto(`${suite.server.url}/users/profile`);
    await expect.poll(() => page.getByTestId('two-factor-on').textContent()).toContain('Unused recovery codes: 9.');
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });

  it('sends a member of a role that requires it to the set-up first, then into the app', async () => {
    const { page } = suite.session;
    const owner = await signIn(suite.server, 'owner');
    const roles = await callApi<{ id: string; builtIn: string | null }[]>(suite.server, owner.access, 'GET', '/access/roles');
    const hrAdmin = roles.find((r) => r.builtIn === 'hr-admin')!.id;
    await callApi(suite.server, owner.access, 'PUT', '/identity/two-factor/roles', { roleIds: [hrAdmin] });

    await openClean(page, suite.server.url, '/auth/boxed-signin');
    await signInThroughForm(page, 'hr@meridiancrest.example', DEMO_PASSWORD);
    await page.getByTestId('two-factor-setup-page').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/auth/two-factor-setup');
    // Any other page leads back here while the set-up is due.
    await page.goto(`${suite.server.url}/hcims`);
    await page.getByTestId('two-factor-setup-page').waitFor({ timeout: 15_000 });
    await page.getByTestId('two-factor-start').click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel('6-digit code').fill(totp(secret, Date.now()));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await page.getByTestId('recovery-codes-done').click();
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/');
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });
});
