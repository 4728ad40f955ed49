import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { identityTestApp, registerCompany, uniqueEmail } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describeEachDatabase('abuse controls', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // The default general limit (1200 a minute) gives the auth routes 30 a minute per IP.
    app = await identityTestApp(database, { env: testEnv() });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('limits sign-in attempts per IP address, whatever the email, and other addresses are unaffected', async () => {
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: attacker,
        payload: { email: uniqueEmail('spray'), password: 'guess-1234' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.code).toBe('RATE_LIMITED');
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: '198.51.100.9',
      payload: { email: uniqueEmail('other'), password: 'guess-1234' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits registrations and reset requests per IP address too', async () => {
    const ip = '203.0.113.8';
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email: uniqueEmail() } }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('takes as long for an unknown email as for a wrong password (argon2 runs either way)', async () => {
    const owner = await registerCompany(app);
    const time = async (email: string, i: number) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: `192.0.2.${i % 200}`,
        payload: { email, password: `not-the-password-${i}` },
      });
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so load on the machine affects both alike; 8 + 8 stay under the lock of 10.
    for (let i = 0; i < 8; i++) {
      known.push(await time(owner.email, i));
      unknown.push(await time(uniqueEmail('unknown'), i + 100));
    }
    const ratio = median(unknown) / median(known);
    // Without the dummy hash an unknown email would answer many times faster (no argon2 at all).
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(2);
  });

  it('takes its own per-IP limit for the auth routes from AUTH_RATE_LIMIT_PER_MINUTE', async () => {
    const strict = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '3' }) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await strict.inject({
          method: 'POST',
          url: '/api/auth/login/',
          remoteAddress: '203.0.113.9',
          payload: { email: uniqueEmail('strict'), password: 'guess-1234' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // The general limit is untouched: other routes from that address still answer.
      expect((await strict.inject({ url: '/api/health', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
