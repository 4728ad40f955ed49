import type { LoginResponse } from '@hcims/contracts/identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  bearer,
  identityTestApp,
  lastEmail,
  lastEmailedLink,
  registerCompany,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

/**
 * Where the server sends mail, sign-up does not tell whether an address has an account
 * (issue 9 item 4, ADR 0082): the same 202 for a new and a taken address; the new owner confirms
 * by the emailed link and is signed in then; the owner of the taken address gets a mail instead.
 */
describeEachDatabase('sign-up confirmed by mail', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let plain: FastifyInstance;

  const signUp = (email: string, companyName: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nadia Farouk', companyName, email, password: TEST_PASSWORD },
    });
  const signIn = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: TEST_PASSWORD } });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const env = { RATE_LIMIT_PER_MINUTE: '1000000' };
    app = await identityTestApp(database, { env: testEnv({ ...env, SMTP_HOST: 'smtp.test', SMTP_FROM: 'HCIMS <no-reply@hcims.test>' }) });
    // The same database without SMTP: sign-up signs in at once there (the helper's companies).
    plain = await identityTestApp(database, { env: testEnv(env) });
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    await database.dispose();
  });

  it('answers a new and a taken address alike; the new owner confirms by the link and is signed in', async () => {
    const taken = await registerCompany(plain, { companyName: 'Existing Co' });
    const fresh = uniqueEmail('founder');

    const forNew = await signUp(fresh, 'Fresh Co');
    const forTaken = await signUp(taken.email, 'Copycat Co');
    expect([forNew.statusCode, forTaken.statusCode]).toEqual([202, 202]);
    expect(forNew.json()).toEqual({ status: 'check-mail' });
    expect(forTaken.body).toBe(forNew.body);

    // The owner of the taken address is told, and their account keeps one company.
    const told = await lastEmail(app, taken.email);
    expect(told?.text).toContain('already has an account');
    expect(told?.text).not.toContain('#token=');
    expect((await signIn(taken.email)).json<LoginResponse>().company.name).toBe('Existing Co');

    // Before confirming, the right password says what is missing; a wrong one says nothing more.
    const early = await signIn(fresh);
    expect([early.statusCode, early.json().error.code]).toEqual([403, 'AUTH_EMAIL_UNCONFIRMED']);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: fresh, password: 'Not-The-One-555' } });
    expect(wrong.json().error.code).toBe('AUTH_INVALID_CREDENTIALS');

    const { path, token } = await lastEmailedLink(app, fresh);
    expect(path).toBe('/auth/Confirm-Sign-Up');
    // A sign-up link is not a password-reset link.
    const asReset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Another-Harbour-77' },
    });
    expect(asReset.statusCode).toBe(400);

    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json<LoginResponse>();
    expect(session).toMatchObject({ user: { email: fresh, status: 'active' }, company: { name: 'Fresh Co' } });
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session.access) })).statusCode).toBe(200);
    expect((await signIn(fresh)).statusCode).toBe(200);

    const again = await app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token } });
    expect([again.statusCode, again.json().error.code]).toEqual([400, 'AUTH_SIGN_UP_TOKEN_INVALID']);
  });

  it('still refuses a weak password at once, naming the rule', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nadia Farouk', companyName: 'Weak Co', email: uniqueEmail('weak'), password: 'password123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('AUTH_PASSWORD_WEAK');
  });
});
