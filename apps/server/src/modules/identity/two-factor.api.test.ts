import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import {
  bearer,
  identityTestApp,
  invitePerson,
  registerCompany,
  roleIdByName,
  signIn,
  testClock,
  TEST_PASSWORD,
} from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { userTwoFactor } from './two-factor.table.js';
import { totpCode } from './totp.js';

const STEP = 30_000;

describeEachDatabase('two-factor sign-in', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  const clock = testClock(new Date('2026-03-02T09:00:05Z'));

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }), clock });
    owner = await registerCompany(app, { companyName: 'Two Factor Co' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const post = (url: string, access: string | null, payload?: object) =>
    app.inject({ method: 'POST', url, headers: access ? bearer(access) : {}, ...(payload ? { payload } : {}) });
  const login = (email: string) => post('/api/auth/login/', null, { email, password: TEST_PASSWORD });
  const second = (challenge: string, factor: { code?: string; recoveryCode?: string }) =>
    post('/api/auth/login/two-factor', null, { challenge, ...factor });
  const status = async (access: string) =>
    (await app.inject({ url: '/api/identity/two-factor', headers: bearer(access) })).json<Record<string, unknown>>();

  /** Sets up and confirms two-factor for a signed-in person; answers the secret and recovery codes. */
  async function enrol(access: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await post('/api/identity/two-factor/setup', access);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await post('/api/identity/two-factor/confirm', access, { code: totpCode(secret, clock.now()) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  /** The owner's access token now (the clock moves past tokens' 5 minutes between tests). */
  const boss = async () => (await signIn(app, owner.email)).access;

  async function member(roleName = 'Employee') {
    const access = await boss();
    return invitePerson(app, database, access, { roleIds: [await roleIdByName(app, access, roleName)] });
  }

  it('enrols with a pending secret confirmed by a code; the secret is stored sealed and never audited', async () => {
    const person = await member();
    expect(await status(person.access)).toEqual({ enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0, required: false });
    const setup = await post('/api/identity/two-factor/setup', person.access);
    const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/HCIMS:${encodeURIComponent(person.email)}?secret=${secret}&issuer=HCIMS&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await status(person.access)).toMatchObject({ enabled: false, pending: true });

    const wrong = await post('/api/identity/two-factor/confirm', person.access, {
      code: totpCode(secret, new Date(clock.now().getTime() - 5 * STEP)),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('AUTH_TWO_FACTOR_INVALID_CODE');
    expect((await post('/api/identity/two-factor/confirm', person.access, { code: '12ab56' })).statusCode).toBe(400);

    const confirmed = await post('/api/identity/two-factor/confirm', person.access, { code: totpCode(secret, clock.now()) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(await status(person.access)).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect((await post('/api/identity/two-factor/setup', person.access)).json().error.code).toBe('TWO_FACTOR_ALREADY_ON');

    const [row] = await database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, person.user.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(codes[0]!);
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, person.user.id));
    expect(events.map((e) => e.action)).toContain('auth.two-factor-enabled');
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('signs in in two steps; a code works once, a recovery code once; wrong and stale answers are refused', async () => {
    const person = await member();
    const { secret, recoveryCodes } = await enrol(person.access);
    clock.advance(STEP);

    const first = await login(person.email);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json())).toEqual(['twoFactor']);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge } = first.json<{ twoFactor: { challenge: string } }>().twoFactor;

    const wrong = await second(challenge, { code: totpCode(secret, new Date(clock.now().getTime() + 3 * STEP)) });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([401, 'AUTH_TWO_FACTOR_INVALID_CODE']);
    expect((await second(`${challenge}x`, { code: totpCode(secret, clock.now()) })).json().error.code).toBe(
      'AUTH_TWO_FACTOR_CHALLENGE_INVALID',
    );

    const code = totpCode(secret, clock.now());
    const done = await second(challenge, { code });
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual(['access', 'company', 'permissions', 'refresh', 'user']);
    expect(String(done.headers['set-cookie'])).toContain('hcims_device=');
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(done.json().access) })).statusCode).toBe(200);

    // The same code again, through a fresh challenge: refused (replay in the same step).
    const again = (await login(person.email)).json<{ twoFactor: { challenge: string } }>().twoFactor.challenge;
    expect((await second(again, { code })).statusCode).toBe(401);

    const recovery = recoveryCodes[3]!;
    expect((await second(again, { recoveryCode: recovery.toUpperCase() })).statusCode).toBe(200);
    expect((await second(again, { recoveryCode: recovery })).statusCode).toBe(401);
    expect((await status(person.access)).recoveryCodesLeft).toBe(9);

    clock.advance(6 * 60_000);
    expect((await second(again, { code: totpCode(secret, clock.now()) })).json().error.code).toBe('AUTH_TWO_FACTOR_CHALLENGE_INVALID');
    const actions = (await database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, person.user.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.two-factor-failed', 'auth.two-factor-recovery-code-used', 'auth.sign-in']));
  });

  it('locks the account and client after 10 wrong codes, and the right password does not lift it', async () => {
    const person = await member();
    const { secret } = await enrol(person.access);
    clock.advance(STEP);
    const challenge = (await login(person.email)).json<{ twoFactor: { challenge: string } }>().twoFactor.challenge;
    const bad = totpCode(secret, new Date(clock.now().getTime() + 4 * STEP));
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await second(challenge, { code: bad })).statusCode);
    expect(answers.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(answers[9]).toBe(429);
    expect((await login(person.email)).statusCode).toBe(429);
    expect((await second(challenge, { code: totpCode(secret, clock.now()) })).json().error.code).toBe('AUTH_LOCKED');
    clock.advance(16 * 60_000);
  });

  it('regenerates recovery codes and turns off with the password or a current code, audited', async () => {
    const person = await member();
    const { secret, recoveryCodes } = await enrol(person.access);
    clock.advance(STEP);
    const wrong = await post('/api/identity/two-factor/recovery-codes', person.access, { password: 'not-the-password' });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([422, 'AUTH_WRONG_PASSWORD']);
    expect((await post('/api/identity/two-factor/recovery-codes', person.access, {})).statusCode).toBe(400);
    const fresh = await post('/api/identity/two-factor/recovery-codes', person.access, { code: totpCode(secret, clock.now()) });
    expect(fresh.statusCode).toBe(200);
    const next = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(next).toHaveLength(10);
    expect(next).not.toContain(recoveryCodes[0]);
    const challenge = (await login(person.email)).json().twoFactor.challenge as string;
    expect((await second(challenge, { recoveryCode: recoveryCodes[0]! })).statusCode).toBe(401);

    const off = await post('/api/identity/two-factor/disable', person.access, { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(204);
    expect((await post('/api/identity/two-factor/disable', person.access, { password: TEST_PASSWORD })).json().error.code).toBe(
      'TWO_FACTOR_NOT_ON',
    );
    const plain = await login(person.email);
    expect(Object.keys(plain.json())).toContain('access');
    const actions = (
      await database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.targetId, person.user.id), like(auditEvents.action, 'auth.two-factor-%')))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.two-factor-enabled', 'auth.two-factor-recovery-codes-regenerated', 'auth.two-factor-disabled']),
    );
  });

  it('sends members of a required role to the set-up first, and keeps them from turning it off', async () => {
    const bossAccess = await boss();
    const managerRole = await roleIdByName(app, bossAccess, 'Manager');
    const person = await member('Manager');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/identity/two-factor/roles',
      headers: bearer(bossAccess),
      payload: { roleIds: [managerRole] },
    });
    expect(put.json()).toEqual({ roleIds: [managerRole] });
    expect((await app.inject({ url: '/api/identity/two-factor/roles', headers: bearer(bossAccess) })).json()).toEqual({
      roleIds: [managerRole],
    });
    const forbidden = await app.inject({
      method: 'PUT',
      url: '/api/identity/two-factor/roles',
      headers: bearer(person.access),
      payload: { roleIds: [] },
    });
    expect(forbidden.statusCode).toBe(403);

    const session = (await login(person.email)).json<{ access: string; refresh: string; twoFactorSetupRequired?: boolean }>();
    expect(session.twoFactorSetupRequired).toBe(true);
    const blocked = await app.inject({ url: '/api/identity/sessions', headers: bearer(session.access) });
    expect([blocked.statusCode, blocked.json().error.code]).toEqual([403, 'AUTH_TWO_FACTOR_SETUP_REQUIRED']);
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(session.access) })).json().twoFactorSetupRequired).toBe(true);
    expect((await status(session.access)).required).toBe(true);

    const { secret } = await enrol(session.access);
    const refreshed = await post('/api/auth/token/refresh/', null, { refresh: session.refresh });
    const access = refreshed.json<{ access: string }>().access;
    expect((await app.inject({ url: '/api/identity/sessions', headers: bearer(access) })).statusCode).toBe(200);
    clock.advance(STEP);
    const off = await post('/api/identity/two-factor/disable', access, { code: totpCode(secret, clock.now()) });
    expect([off.statusCode, off.json().error.code]).toEqual([422, 'TWO_FACTOR_REQUIRED_BY_ROLE']);
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'access.two-factor-roles-changed'));
    expect(audit).toHaveLength(1);
  });
});
