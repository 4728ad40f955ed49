import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents, mailMessages, oneTimeTokens } from '../../db/schema.js';
import type { MailTransport } from '../../platform/mail/index.js';
import {
  bearer,
  identityTestApp,
  lastEmailedToken,
  registerCompany,
  signIn,
  testClock,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

const MINUTE = 60_000;
const PUBLIC_URL = 'https://hr.meridian.example';

describeEachDatabase('password reset, invitations and mail', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock();
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, {
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL, LOG_LEVEL: 'trace' }),
      clock,
      logLines,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
  const reset = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const mailsTo = async (to: string) => {
    await app.identity.settled();
    return database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, to));
  };

  it('answers the same whether or not the email has an account, and mails a link built from PUBLIC_URL only', async () => {
    const owner = await registerCompany(app);
    const known = await forgot(owner.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    const [mail] = await mailsTo(owner.email);
    expect(mail).toMatchObject({ purpose: 'password-reset', status: 'sent', containsSecret: true });
    // The stored body never holds the link (ADR 0046); the delivered one is built from PUBLIC_URL.
    expect(mail!.bodyText).not.toContain('#token=');
    expect(mail!.bodyText).not.toContain('evil.example');
    // Stored hashed: the database never holds the token itself.
    const token = await lastEmailedToken(app, database, owner.email);
    const stored = await database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, owner.user.id));
    expect(stored.map((t) => t.tokenHash)).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets a new password once with the token, and ends every session of the account', async () => {
    const owner = await registerCompany(app);
    const phone = await signIn(app, owner.email);
    await forgot(owner.email);
    const token = await lastEmailedToken(app, database, owner.email);
    expect((await reset(token, 'Fresh-Harbour-Light-22')).statusCode).toBe(204);
    for (const session of [owner, phone]) {
      expect((await app.inject({ url: '/api/auth/me', headers: bearer(session.access) })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: session.refresh } })).statusCode,
      ).toBe(401);
    }
    const again = await reset(token, 'Another-Harbour-Light-23');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('AUTH_RESET_TOKEN_INVALID');
    expect((await signIn(app, owner.email, 'Fresh-Harbour-Light-22')).user.id).toBe(owner.user.id);
    const actions = (await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, owner.user.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.password-reset-requested', 'auth.password-reset']));
  });

  it('refuses a token after one hour, and a weak password without using up the token', async () => {
    const owner = await registerCompany(app);
    await forgot(owner.email);
    const token = await lastEmailedToken(app, database, owner.email);
    const weak = await reset(token, 'password1');
    expect(weak.statusCode).toBe(422);
    clock.advance(59 * MINUTE);
    // Still valid: the weak attempt did not consume it. Use a second token to test expiry.
    await forgot(owner.email);
    const second = await lastEmailedToken(app, database, owner.email);
    clock.advance(61 * MINUTE);
    expect((await reset(token, 'Fresh-Harbour-Light-22')).statusCode).toBe(400);
    expect((await reset(second, 'Fresh-Harbour-Light-22')).statusCode).toBe(400);
    expect((await reset('made-up-token', 'Fresh-Harbour-Light-22')).statusCode).toBe(400);
  });

  it('a reset invalidates the other outstanding reset links', async () => {
    const owner = await registerCompany(app);
    await forgot(owner.email);
    const first = await lastEmailedToken(app, database, owner.email);
    clock.advance(1000);
    await forgot(owner.email);
    const second = await lastEmailedToken(app, database, owner.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'Fresh-Harbour-Light-22')).statusCode).toBe(204);
    expect((await reset(first, 'Other-Harbour-Light-22')).statusCode).toBe(400);
  });

  it('a password changed while signed in voids every outstanding reset link', async () => {
    const owner = await registerCompany(app);
    await forgot(owner.email);
    const token = await lastEmailedToken(app, database, owner.email);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(owner.access),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Harbour-Light-31' },
    });
    expect(changed.statusCode).toBe(200);
    const late = await reset(token, 'Attacker-Harbour-Light-32');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('AUTH_RESET_TOKEN_INVALID');
    expect((await signIn(app, owner.email, 'Changed-Harbour-Light-31')).user.id).toBe(owner.user.id);
  });

  it('sends at most three reset emails per account and hour', async () => {
    const owner = await registerCompany(app);
    for (let i = 0; i < 5; i++) expect((await forgot(owner.email)).statusCode).toBe(204);
    expect(await mailsTo(owner.email)).toHaveLength(3);
  });

  it('invites a new person with roles: they choose a password from the emailed link and sign in', async () => {
    const owner = await registerCompany(app, { companyName: 'Inviting Co' });
    const roles = (await app.inject({ url: '/api/access/roles', headers: bearer(owner.access) })).json<{ id: string; name: string }[]>();
    const employee = roles.find((r) => r.name === 'Employee')!;
    const email = uniqueEmail('newcomer');
    const res = await app.inject({
      method: 'POST',
      url: '/api/identity/invitations',
      headers: bearer(owner.access),
      payload: { email, name: 'New Comer', roleIds: [employee.id] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'invited' });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ purpose: 'invitation', subject: 'You are invited to Inviting Co' });
    const before = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: TEST_PASSWORD } });
    expect(before.statusCode).toBe(401);
    expect((await reset(await lastEmailedToken(app, database, email), TEST_PASSWORD)).statusCode).toBe(204);
    const session = await signIn(app, email);
    expect(session.company.name).toBe('Inviting Co');
    expect(session.permissions['routines.leave-requests:create']).toBe('own');
    expect(session.permissions['access.roles:read']).toBeUndefined();
    const again = await app.inject({
      method: 'POST',
      url: '/api/identity/invitations',
      headers: bearer(owner.access),
      payload: { email: email.toUpperCase(), name: 'Again', roleIds: [] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('invites an existing account to another company without a password link; it joins once it accepts', async () => {
    const first = await registerCompany(app);
    const second = await registerCompany(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/identity/invitations',
      headers: bearer(second.access),
      payload: { email: first.email, name: 'Ignored', roleIds: [] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'invited', userId: first.user.id });
    const mails = await mailsTo(first.email);
    expect(mails.at(-1)!).toMatchObject({ purpose: 'company-invitation' });
    expect(mails.at(-1)!.bodyText).not.toContain('#token=');
    const me = async () =>
      (await app.inject({ url: '/api/auth/me', headers: bearer((await signIn(app, first.email)).access) })).json<{
        companies: unknown[];
      }>();
    expect((await me()).companies).toHaveLength(1);
    const token = await lastEmailedToken(app, database, first.email);
    expect((await app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload: { token } })).statusCode).toBe(204);
    expect((await me()).companies).toHaveLength(2);
  });

  it('delivers through SMTP when configured, the link from memory only, never from the stored body', async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const transport: MailTransport = { send: (message) => Promise.resolve(void sent.push(message)) };
    const smtpApp = await identityTestApp(database, {
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL, SMTP_HOST: 'smtp.example.test', SMTP_FROM: 'HR <hr@example.test>' }),
      clock,
      mailTransport: transport,
    });
    try {
      const owner = await registerCompany(app); // signed up where mail is off: signed in at once
      await smtpApp.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
      await smtpApp.identity.settled();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(`${PUBLIC_URL}/auth/Reset-Password#token=`);
      const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, owner.email));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(row!.bodyText).not.toContain('#token=');
    } finally {
      await smtpApp.close();
    }
  });

  it('keeps a failed SMTP delivery on the row with its error', async () => {
    const transport: MailTransport = { send: () => Promise.reject(new Error('connection refused')) };
    const smtpApp = await identityTestApp(database, {
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL, SMTP_HOST: 'smtp.example.test', SMTP_FROM: 'hr@example.test' }),
      clock,
      mailTransport: transport,
    });
    try {
      const owner = await registerCompany(app); // signed up where mail is off: signed in at once
      await smtpApp.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
      await smtpApp.identity.settled();
      const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, owner.email));
      expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'connection refused' });
    } finally {
      await smtpApp.close();
    }
  });

  it('never writes a password, token or reset link to the log', async () => {
    logLines.length = 0;
    const secretPassword = 'Secret-Lantern-Password-77';
    const owner = await registerCompany(app, { password: secretPassword });
    await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: owner.email, password: 'Wrong-Lantern-Password-78' } });
    const session = await signIn(app, owner.email, secretPassword);
    await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: session.refresh } });
    await app.inject({ url: '/api/auth/me', headers: bearer(session.access) });
    await forgot(owner.email);
    const token = await lastEmailedToken(app, database, owner.email);
    await reset(token, 'Fresh-Lantern-Password-79');
    await app.identity.settled();
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [
      secretPassword,
      'Wrong-Lantern-Password-78',
      'Fresh-Lantern-Password-79',
      session.refresh,
      session.access,
      token,
      'eyJ',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('Reset-Password');
    expect(log).toContain('mail sent');
  });
});
