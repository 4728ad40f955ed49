import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, identityTestApp, registerCompany, signIn, testClock, TEST_PASSWORD } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

const MINUTE = 60_000;

/** Sign-in throttles that keep guessing slow without letting anyone lock another person out (ADR 0045). */
describeEachDatabase('sign-in throttles without lock-out', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }), clock });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const login = (email: string, password: string, from: { ip: string; device?: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: from.ip,
      payload: { email, password },
      ...(from.device ? { headers: { cookie: `theme=dark; hcims_device=${from.device}` } } : {}),
    });

  /** Signs in from a device and answers the device token it was given. */
  async function knownDevice(email: string, ip: string): Promise<string> {
    const res = await login(email, TEST_PASSWORD, { ip });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^hcims_device=[\w.-]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    return /^hcims_device=([^;]+)/.exec(cookie)![1]!;
  }

  it('locks only the address that guessed: the owner signs in from elsewhere with the right password', async () => {
    const owner = await registerCompany(app);
    for (let i = 1; i <= 9; i++) expect((await login(owner.email, `wrong-${i}`, { ip: '203.0.113.10' })).statusCode).toBe(401);
    const tenth = await login(owner.email, 'wrong-10', { ip: '203.0.113.10' });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().error).toMatchObject({ code: 'AUTH_LOCKED', details: { retryAfterSeconds: 900 } });
    expect((await login(owner.email, TEST_PASSWORD, { ip: '203.0.113.10' })).statusCode).toBe(429);
    // Ten failures slow the account down for unknown clients by a second, no more.
    const slowed = await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.20' });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toMatchObject({ code: 'AUTH_SLOW_DOWN', details: { retryAfterSeconds: 1 } });
    clock.advance(1000);
    expect((await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.20' })).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
  });

  it('slows guessing from many addresses to one try per 30 seconds at most, and a known device passes at once', async () => {
    const owner = await registerCompany(app);
    const device = await knownDevice(owner.email, '198.51.100.30');
    let tried = 0;
    let refused = 0;
    const waits: number[] = [];
    // Forty addresses at once: after ten failures the others are told to wait.
    for (let i = 0; i < 40; i++) {
      const res = await login(owner.email, `spray-${i}`, { ip: `192.0.2.${i + 1}` });
      if (res.statusCode === 401) tried += 1;
      else {
        expect(res.json().error.code).toBe('AUTH_SLOW_DOWN');
        refused += 1;
      }
    }
    expect([tried, refused]).toEqual([10, 30]);
    // Patient guessing: each wait doubles, up to 30 seconds.
    for (let i = 0; i < 8; i++) {
      const res = await login(owner.email, `patient-${i}`, { ip: `192.0.2.${100 + i}` });
      const wait = Number(res.headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await login(owner.email, `patient-${i}`, { ip: `192.0.2.${100 + i}` })).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    // Meanwhile the owner's own device signs in with the right password, without waiting.
    const mine = await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.31', device });
    expect(mine.statusCode).toBe(200);
    // Another account's device token does not help.
    const other = await registerCompany(app);
    const foreign = await knownDevice(other.email, '198.51.100.32');
    expect((await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.33', device: foreign })).json().error.code).toBe('AUTH_SLOW_DOWN');
    expect((await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.33', device: `${device}x` })).statusCode).toBe(429);
    clock.advance(15 * MINUTE + 1000);
  });

  it('a known device’s own failures lock that device only', async () => {
    const owner = await registerCompany(app);
    const device = await knownDevice(owner.email, '198.51.100.40');
    for (let i = 1; i <= 9; i++) expect((await login(owner.email, `typo-${i}`, { ip: '198.51.100.40', device })).statusCode).toBe(401);
    expect((await login(owner.email, 'typo-10', { ip: '198.51.100.40', device })).json().error.code).toBe('AUTH_LOCKED');
    expect((await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.40', device })).statusCode).toBe(429);
    // They did not count toward the account: another address is neither locked nor slowed.
    expect((await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.41' })).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
  });

  it('lock-screen failures lock that session only, never the account', async () => {
    const owner = await registerCompany(app);
    const other = await signIn(app, owner.email);
    const unlock = (access: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/unlock', headers: bearer(access), payload: { password } });
    for (let i = 1; i <= 9; i++) expect((await unlock(owner.access, `nope-${i}`)).statusCode).toBe(422);
    expect((await unlock(owner.access, 'nope-10')).json().error.code).toBe('AUTH_LOCKED');
    expect((await unlock(owner.access, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await unlock(other.access, TEST_PASSWORD)).statusCode).toBe(204);
    expect((await login(owner.email, TEST_PASSWORD, { ip: '198.51.100.50' })).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
  });
});
