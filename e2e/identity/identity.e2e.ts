import type { RoleDetail, RoleSummary } from '@hcims/contracts/access';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { specDatabases } from '../support/databases.js';
import { startServer, type RunningServer } from '../support/server.js';
import { resetTokenIn, startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver.js';
import { openClean, pathOf, sidebarPaths, signInThroughForm } from './support.js';

const kinds = await specDatabases('postgres');

/**
 * Issue 4 end to end, in Chromium against the built app and the real server (no stubs): a company
 * registers, its owner builds a custom role and invites someone into it; the invitation arrives by
 * SMTP (a receiver inside the test); the new person chooses a password from the link, signs in and
 * sees only what the role allows; a forbidden URL shows access denied; lock and unlock; forgotten
 * password. Token refresh and idle logout on a controllable clock are covered by
 * e2e/shell/session.e2e.ts (real sign-in, page.clock) and not repeated here.
 */
describe.each(kinds)('sign-in, roles and invitations [%s]', (kind) => {
  let server: RunningServer;
  let smtp: SmtpReceiver;
  let browser: BrowserSession;
  const owner = {
    name: 'Layla Haddad',
    company: 'Harbourview Logistics',
    email: `layla.${kind}@harbourview.example`,
    password: 'Copper-Kettle-Sunrise-8',
  };
  const recruiter = { name: 'Tomas Berg', email: `tomas.${kind}@harbourview.example`, password: 'Granite-Meadow-Lamp-31' };
  const roleName = 'Recruiter';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer(kind, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'HCIMS <no-reply@hcims.test>' });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  afterEach(async () => {
    await browser?.close();
  });

  /** A fresh browser signed in as the owner through the form. */
  async function ownerBrowser(path = '/'): Promise<BrowserSession> {
    browser = await openBrowser();
    await openClean(browser.page, server.url, '/auth/boxed-signin');
    await signInThroughForm(browser.page, owner.email, owner.password);
    await browser.page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    if (path !== '/') await browser.page.goto(`${server.url}${path}`);
    return browser;
  }

  async function ownerToken(): Promise<string> {
    const res = await fetch(`${server.url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    return ((await res.json()) as { access: string }).access;
  }
  const apiGet = async <T>(path: string, token: string) =>
    (await (await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;

  it('registers a company: the owner confirms the address by mail, is signed in and lands on the dashboard', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, '/auth/register');
    await page.getByLabel('Your full name').fill(owner.name);
    await page.getByLabel('Company name').fill(owner.company);
    await page.getByLabel('Email address').fill(owner.email);
    await page.getByLabel('New password', { exact: true }).fill(owner.password);
    await expect.poll(() => page.getByTestId('password-strength').getAttribute('data-score')).toBe('4');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('something-else-entirely');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByLabel('Repeat the new password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Repeat the new password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The server sends mail, so the address is proven before the company opens (issue 9, ADR 0082).
    await page.getByTestId('register-check-mail').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email));
    expect(mail.subject).toBe('Confirm your HCIMS sign-up');
    await page.goto(`${server.url}/auth/Confirm-Sign-Up#token=${resetTokenIn(mail, 'Confirm-Sign-Up')}`);
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => !!localStorage.getItem('token') && !!localStorage.getItem('refreshToken'))).toBe(true);
    // The owner holds everything: the Permissions screen is in the menu.
    expect(await sidebarPaths(page)).toContain('/permissions');
    expect(browser.errors).toEqual([]);
  });

  it('signs in at /auth/LoginBoxed and returns to the page first asked for', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, '/permissions');
    await expect.poll(() => pathOf(page)).toBe('/auth/boxed-signin');
    // The second sign-in path shows the same page; the wrong password is refused in words.
    await page.goto(`${server.url}/auth/LoginBoxed`);
    await signInThroughForm(page, owner.email, 'not-the-password');
    await expect.poll(() => page.getByTestId('sign-in-error').textContent()).toBe('The email address or password is not correct.');
    await page.goto(`${server.url}/permissions`);
    await expect.poll(() => pathOf(page)).toBe('/auth/boxed-signin');
    await signInThroughForm(page, owner.email, owner.password);
    await page.getByTestId('permissions-page').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/permissions');
  });

  it('creates a custom role with a few permissions, saved at once', async () => {
    const { page } = await ownerBrowser('/permissions');
    await page.getByTestId('new-role').click();
    const dialog = page.getByTestId('create-role-dialog');
    await dialog.getByLabel('Role name').fill(roleName);
    await dialog.getByLabel('Description').fill('Hiring: tasks and the department chart');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await page.locator(`[data-testid="role-detail"]`).getByRole('heading', { name: roleName }).waitFor();
    for (const name of ['Tasks: Read', 'Tasks: Create', 'Departments: Read', 'Designations: Read']) {
      await page.getByRole('switch', { name, exact: true }).check();
    }
    await page.getByRole('combobox', { name: 'Scope of Tasks', exact: true }).selectOption('company');
    await expect.poll(() => page.getByTestId('grants-status').textContent()).toBe('Unsaved changes: 3');
    await page.getByTestId('save-grants').click();
    await expect.poll(() => page.getByTestId('grants-status').textContent()).toBe('Permissions saved.');

    const token = await ownerToken();
    const roles = await apiGet<RoleSummary[]>('/access/roles', token);
    const role = roles.find((r) => r.name === roleName)!;
    const detail = await apiGet<RoleDetail>(`/access/roles/${role.id}`, token);
    expect(detail.grants.toSorted((a, b) => a.resource.localeCompare(b.resource))).toEqual([
      { resource: 'org.departments', create: false, read: true, update: false, delete: false, scope: 'company' },
      { resource: 'org.designations', create: false, read: true, update: false, delete: false, scope: 'company' },
      { resource: 'tasks.tasks', create: true, read: true, update: false, delete: false, scope: 'company' },
    ]);
    // The matrix shows the new role's column.
    await page.getByRole('button', { name: 'Matrix' }).click();
    await page.getByTestId('matrix').getByRole('columnheader', { name: roleName }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('invites a person into the role; the invitation arrives by mail with a link', async () => {
    const { page } = await ownerBrowser('/permissions');
    await page.getByTestId('role-item').filter({ hasText: roleName }).click();
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByTestId('invite-member').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByLabel('Full name').fill(recruiter.name);
    await dialog.getByLabel('Email address').fill(recruiter.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => dialog.getByTestId('invite-sent').textContent()).toBe(`Invitation sent to ${recruiter.email}.`);
    const mail = await smtp.waitFor((m) => m.to.includes(recruiter.email));
    expect(mail.subject).toBe(`You are invited to ${owner.company}`);
    expect(resetTokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByTestId('member-row').filter({ hasText: recruiter.email }).waitFor();
  });

  it('the invited person sets a password from the link, signs in and sees only the permitted menu', async () => {
    const mail = await smtp.waitFor((m) => m.to.includes(recruiter.email));
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, `/auth/Reset-Password#token=${resetTokenIn(mail)}`);
    await page.getByTestId('reset-password-page').waitFor({ timeout: 15_000 });
    // The token leaves the address bar once read.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill(recruiter.password);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(recruiter.password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByTestId('reset-done').getByText('Your password is set. Sign in with it now.').waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth/boxed-signin');
    await signInThroughForm(page, recruiter.email, recruiter.password);
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });

    const paths = await sidebarPaths(page);
    expect(paths).toEqual(expect.arrayContaining(['/', '/view_tasks', '/add_department', '/add_designation']));
    for (const forbidden of ['/permissions', '/hcims', '/edit_employee', '/company_info', '/group_of_companies', '/reports_pages'])
      expect(paths).not.toContain(forbidden);
    // The same link works once.
    const again = await fetch(`${server.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetTokenIn(mail), password: 'Another-Long-Password-5' }),
    });
    expect(again.status).toBe(400);
  });

  it('a direct URL to a forbidden screen shows access denied', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, '/permissions');
    await signInThroughForm(page, recruiter.email, recruiter.password);
    await page.getByTestId('access-denied').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/permissions');
    // After a reload (permissions come from GET /api/auth/me) it stays denied.
    await page.reload();
    await page.getByTestId('access-denied').waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}/view_tasks`);
    await page.getByTestId('app-shell').waitFor();
    expect(await page.getByTestId('access-denied').count()).toBe(0);
  });

  it('locks the screen: a wrong password is refused, the right one unlocks and the session stays', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, '/auth/boxed-signin');
    await signInThroughForm(page, recruiter.email, recruiter.password);
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    const refreshBefore = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.goto(`${server.url}/auth/boxed-lockscreen`);
    await expect.poll(() => page.getByTestId('lock-user-name').textContent()).toBe(recruiter.name);
    await page.getByLabel('Password', { exact: true }).fill('Not-My-Password-1');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => page.getByTestId('unlock-error').textContent()).toBe('The password is not correct.');
    expect(pathOf(page)).toBe('/auth/boxed-lockscreen');
    await page.getByLabel('Password', { exact: true }).fill(recruiter.password);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBe(refreshBefore);
  });

  it('forgot password: the emailed link sets a new password, the old one stops working', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openClean(page, server.url, '/auth/boxed-signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByTestId('forgot-password-page').waitFor();
    await page.getByLabel('Email address').fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('forgot-password-sent').waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && /reset/i.test(m.subject));
    const newPassword = 'Violet-Compass-Tide-64';
    await page.goto(`${server.url}/auth/Reset-Password#token=${resetTokenIn(mail)}`);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByTestId('reset-done').waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signInThroughForm(page, owner.email, owner.password);
    await expect.poll(() => page.getByTestId('sign-in-error').textContent()).toBe('The email address or password is not correct.');
    await signInThroughForm(page, owner.email, newPassword);
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    owner.password = newPassword;
    // An unknown address gets the same answer (nothing tells whether an account exists).
    await openClean(page, server.url, '/auth/Forgot-Password');
    await page.getByLabel('Email address').fill(`nobody.${kind}@harbourview.example`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('forgot-password-sent').waitFor();
  });
});
