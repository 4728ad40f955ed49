import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';
import { bearer, identityTestApp, registerCompany, signIn, testClock, TEST_PASSWORD, uniqueEmail } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

const MINUTE = 60_000;

describeEachDatabase('sign-in, sign-up and lock-out', (kind) => {
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

  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

  it('registers a group, its first company and the owner, who is signed in with every permission', async () => {
    const owner = await registerCompany(app, { companyName: 'Sunrise Logistics' });
    expect(owner.access.split('.')).toHaveLength(3);
    expect(owner.refresh).toMatch(/^[\w-]{43}$/);
    expect(owner.user).toMatchObject({ email: owner.email, status: 'active' });
    expect(owner.company).toMatchObject({ name: 'Sunrise Logistics', groupName: 'Sunrise Logistics Group' });
    expect(owner.permissions['access.roles:update']).toBe('group');
    const roles = await app.inject({ url: '/api/access/roles', headers: bearer(owner.access) });
    expect(roles.json().map((r: { name: string; builtIn: string }) => [r.name, r.builtIn])).toEqual([
      ['Owner', 'owner'],
      ['HR admin', 'hr-admin'],
      ['Manager', 'manager'],
      ['Employee', 'employee'],
    ]);
    const [row] = await database.db.select().from(users).where(eq(users.email, owner.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers sign-in with tokens, the user, the company and the permissions; the email is case-insensitive', async () => {
    const owner = await registerCompany(app);
    const res = await login(`  ${owner.email.toUpperCase()} `, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'company', 'permissions', 'refresh', 'user']);
    expect(res.json().user.id).toBe(owner.user.id);
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(res.json().access) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { id: owner.user.id },
      company: { id: owner.company.id },
      companies: [{ id: owner.company.id }],
    });
  });

  it('accepts the spec paths with and without their trailing slash', async () => {
    const owner = await registerCompany(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: TEST_PASSWORD } })).statusCode,
    ).toBe(200);
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/token/refresh', payload: { refresh: owner.refresh } });
    expect(refreshed.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/access/roles/', headers: bearer(refreshed.json<{ access: string }>().access) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const owner = await registerCompany(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Copy', companyName: 'Copy Co', email: owner.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('AUTH_EMAIL_TAKEN');
  });

  it('refuses weak passwords with field details, and accepts long Unicode ones', async () => {
    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', companyName: 'Weak Co', email: uniqueEmail(), password: 'password123' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error).toMatchObject({ code: 'AUTH_PASSWORD_WEAK', details: [{ path: 'body.password', rule: 'common' }] });
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', companyName: 'Short Co', email: uniqueEmail(), password: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    const long = 'ßeñor 紅茶 ' + 'x'.repeat(100);
    const owner = await registerCompany(app, { password: long });
    expect((await login(owner.email, long)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const owner = await registerCompany(app);
    const wrong = await login(owner.email, 'not-the-password');
    const unknown = await login(uniqueEmail('nobody'), 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: { error: { requestId: string } }) => ({ ...body.error, requestId: '' });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().error.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('locks an account after 10 failures in 15 minutes, with a growing back-off, and says for how long', async () => {
    const owner = await registerCompany(app);
    for (let i = 1; i <= 9; i++) expect((await login(owner.email, `wrong-${i}`)).statusCode).toBe(401);
    const tenth = await login(owner.email, 'wrong-10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().error).toMatchObject({ code: 'AUTH_LOCKED', details: { retryAfterSeconds: 900 } });
    expect(tenth.json().error.message).toContain('15 minutes');
    // Even the right password is refused while locked, without saying it was right.
    const right = await login(owner.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('900');

    clock.advance(15 * MINUTE + 1000);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    // A successful sign-in forgets the failures; the next lock starts at 15 minutes again.
    for (let i = 1; i <= 10; i++) await login(owner.email, `again-${i}`);
    expect((await login(owner.email, TEST_PASSWORD)).json().error.details.retryAfterSeconds).toBe(900);
    clock.advance(15 * MINUTE + 1000);
    // Without a success in between, the next lock lasts twice as long.
    for (let i = 1; i <= 9; i++) await login(owner.email, `more-${i}`);
    const second = await login(owner.email, 'more-10');
    expect(second.json().error.details.retryAfterSeconds).toBe(1800);
    clock.advance(30 * MINUTE + 1000);
  });

  it('spreads failures over more than 15 minutes without locking', async () => {
    const owner = await registerCompany(app);
    for (let i = 1; i <= 9; i++) await login(owner.email, `wrong-${i}`);
    clock.advance(16 * MINUTE);
    for (let i = 1; i <= 9; i++) expect((await login(owner.email, `later-${i}`)).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown email exactly like a real one, so a lock reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 1; i <= 9; i++) expect((await login(email, `wrong-${i}`)).statusCode).toBe(401);
    const tenth = await login(email, 'wrong-10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().error.details.retryAfterSeconds).toBe(900);
    clock.advance(15 * MINUTE + 1000);
  });

  it('writes audit events for sign-in, failure and lock, with actor, company, time and request id', async () => {
    const owner = await registerCompany(app);
    await login(owner.email, 'wrong');
    await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: owner.email, password: TEST_PASSWORD },
      headers: { 'x-request-id': 'audit-1' },
    });
    const rows = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, owner.user.id)));
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.registered', 'auth.sign-in', 'auth.sign-in-failed']));
    const signInRow = rows.find((r) => r.requestId === 'audit-1')!;
    expect(signInRow).toMatchObject({ action: 'auth.sign-in', companyId: owner.company.id, targetType: 'session' });
    expect(signInRow.at).toBeInstanceOf(Date);
    // A quiet quarter of an hour, so the account-wide slow-down (ADR 0045) has forgotten the first failure.
    clock.advance(15 * MINUTE + 1000);
    for (let i = 0; i < 10; i++) await login(owner.email, `x-${i}`);
    const [locked] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_events where action = 'auth.locked' and actor_user_id = ${owner.user.id}`,
    );
    expect(locked!.n).toBe(1);
    clock.advance(15 * MINUTE + 1000);
  });

  it('refuses a disabled account, even with the right password', async () => {
    const owner = await registerCompany(app);
    await database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, owner.user.id));
    const res = await login(owner.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('AUTH_ACCOUNT_DISABLED');
    // Its session ends at the next request or refresh.
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(owner.access) })).statusCode).toBe(401);
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: owner.refresh } });
    expect(refreshed.statusCode).toBe(401);
  });

  it('unlocks the lock screen with the right password only, counting failures toward the lock', async () => {
    const owner = await registerCompany(app);
    const unlock = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/unlock', headers: bearer(owner.access), payload: { password } });
    expect((await unlock(TEST_PASSWORD)).statusCode).toBe(204);
    const wrong = await unlock('nope');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('AUTH_WRONG_PASSWORD');
    for (let i = 0; i < 8; i++) await unlock(`nope-${i}`);
    const locked = await unlock('nope-last');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('AUTH_LOCKED');
    expect((await unlock('')).statusCode).toBe(400);
    clock.advance(15 * MINUTE + 1000);
  });

  it('signs in and out: logout always answers 204 and ends the session', async () => {
    const owner = await registerCompany(app);
    const session = await signIn(app, owner.email);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh: session.refresh } });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh: 'not-a-token' } })).statusCode).toBe(204);
    const [row] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, owner.user.id), eq(auditEvents.action, 'auth.sign-out')));
    expect(row).toBeDefined();
  });
});
