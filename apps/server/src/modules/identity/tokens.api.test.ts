import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companies, memberships } from '../../db/schema.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { accessPort } from '../access/index.js';
import { bearer, identityTestApp, registerCompany, signIn, testClock, TEST_PASSWORD } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const MINUTE = 60_000;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('tokens and sessions', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000', JWT_SECRET: SECRET }), clock });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const me = (access: string) => app.inject({ url: '/api/auth/me', headers: bearer(access) });
  const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
  const claimsOf = (access: string) => JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

  it('accepts its own access token and names user, company, group and session in it, for 5 minutes', async () => {
    const owner = await registerCompany(app);
    expect((await me(owner.access)).statusCode).toBe(200);
    const claims = claimsOf(owner.access);
    expect(claims).toMatchObject({ sub: owner.user.id, cid: owner.company.id, gid: owner.company.groupId, sid: expect.any(String) });
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
    expect(JSON.parse(Buffer.from(owner.access.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'at+jwt' });
  });

  it('answers 401 to a missing, malformed, forged, alg-none, expired or refresh token', async () => {
    const owner = await registerCompany(app);
    const [header, payload] = owner.access.split('.');
    const claims = claimsOf(owner.access);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const none = `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
    const noneSigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.${owner.access.split('.')[2]}`;
    const tampered = `${header}.${b64({ ...claims, cid: '00000000-0000-4000-8000-000000000000' })}.${owner.access.split('.')[2]}`;
    const wrongType = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET));
    const wrongAudience = await new SignJWT({ ...claims, aud: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode(SECRET));
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' }).sign(new TextEncoder().encode(SECRET));
    const cases: [string, Record<string, string>][] = [
      ['missing', {}],
      ['not bearer', { authorization: `Basic ${owner.access}` }],
      ['garbage', bearer('abc.def.ghi')],
      ['forged signature', bearer(forged)],
      ['alg none', bearer(none)],
      ['alg none with a signature', bearer(noneSigned)],
      ['tampered claims', bearer(tampered)],
      ['no token type', bearer(wrongType)],
      ['wrong audience', bearer(wrongAudience)],
      ['another algorithm', bearer(hs512)],
      ['refresh token as access token', bearer(owner.refresh)],
    ];
    for (const [what, headers] of cases) {
      const res = await app.inject({ url: '/api/auth/me', headers });
      expect(res.statusCode, what).toBe(401);
      expect(res.json().error.code, what).toBe('UNAUTHENTICATED');
      expect(res.headers['www-authenticate'], what).toContain('Bearer');
    }
    clock.advance(5 * MINUTE + 1000);
    expect((await me(owner.access)).statusCode).toBe(401);
  });

  it('refuses an access token as a refresh token', async () => {
    const owner = await registerCompany(app);
    const res = await refresh(owner.access);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTH_SESSION_ENDED');
  });

  it('rotates the refresh token on every refresh; a rotated token used again revokes the whole family', async () => {
    const owner = await registerCompany(app);
    const first = await refresh(owner.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ access: string; refresh: string }>();
    expect(pair.refresh).not.toBe(owner.refresh);
    expect(claimsOf(pair.access).sid).toBe(claimsOf(owner.access).sid);
    expect((await me(pair.access)).statusCode).toBe(200);
    const second = (await refresh(pair.refresh)).json<{ access: string; refresh: string }>();

    // The first token comes back (stolen and replayed): refused, and the family is revoked.
    const replay = await refresh(owner.refresh);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    expect((await me(second.access)).statusCode).toBe(401);
    expect((await me(pair.access)).statusCode).toBe(401);
    // Other sessions of the same person are not affected.
    const other = await signIn(app, owner.email);
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent refreshes with the same token win, and treats the other as reuse', async () => {
    const owner = await registerCompany(app);
    const results = await Promise.all([refresh(owner.refresh), refresh(owner.refresh)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('kills the refresh and access tokens of a session on logout', async () => {
    const owner = await registerCompany(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh: owner.refresh } });
    expect((await refresh(owner.refresh)).statusCode).toBe(401);
    expect((await me(owner.access)).statusCode).toBe(401);
  });

  it('ends every session on a password change and gives this device a new one', async () => {
    const owner = await registerCompany(app);
    const laptop = await signIn(app, owner.email);
    const change = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(owner.access),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Brand-New-Lighthouse-5' },
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json<{ access: string; refresh: string }>();
    for (const dead of [owner.refresh, laptop.refresh]) expect((await refresh(dead)).statusCode).toBe(401);
    expect((await me(laptop.access)).statusCode).toBe(401);
    expect((await me(fresh.access)).statusCode).toBe(200);
    expect((await refresh(fresh.refresh)).statusCode).toBe(200);
    const old = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: owner.email, password: TEST_PASSWORD } });
    expect(old.statusCode).toBe(401);
    expect((await signIn(app, owner.email, 'Brand-New-Lighthouse-5')).user.id).toBe(owner.user.id);
  });

  it('refuses a password change with a wrong current password', async () => {
    const owner = await registerCompany(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(owner.access),
      payload: { currentPassword: 'wrong-one', newPassword: 'Brand-New-Lighthouse-5' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'AUTH_WRONG_PASSWORD', details: [{ path: 'body.currentPassword' }] });
    expect((await refresh(owner.refresh)).statusCode).toBe(200);
  });

  it('ends a session after 30 minutes without a refresh (idle)', async () => {
    const owner = await registerCompany(app);
    clock.advance(29 * MINUTE);
    const ok = await refresh(owner.refresh);
    expect(ok.statusCode).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    expect((await refresh(ok.json().refresh)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in even when it stays active (absolute)', async () => {
    const owner = await registerCompany(app);
    let token = owner.refresh;
    for (let hour = 0; hour < 12 * 3; hour++) {
      clock.advance(20 * MINUTE);
      const res = await refresh(token);
      if (hour < 35) {
        expect(res.statusCode, `after ${(hour + 1) * 20} minutes`).toBe(200);
        token = res.json().refresh;
      } else {
        expect(res.statusCode, 'at 12 hours').toBe(401);
      }
    }
  });

  it('lists the own sessions and signs out the others', async () => {
    const owner = await registerCompany(app);
    const other = await signIn(app, owner.email);
    const list = await app.inject({ url: '/api/identity/sessions', headers: bearer(owner.access) });
    expect(list.statusCode).toBe(200);
    const sessions = list.json<{ id: string; current: boolean }[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const out = await app.inject({ method: 'POST', url: '/api/identity/sessions/sign-out-others', headers: bearer(owner.access) });
    expect(out.json()).toEqual({ ended: 1 });
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await me(owner.access)).statusCode).toBe(200);
  });

  it('ends one own session by id, and answers 404 for another person’s session', async () => {
    const owner = await registerCompany(app);
    const stranger = await registerCompany(app);
    const laptop = await signIn(app, owner.email);
    const sid = claimsOf(laptop.access).sid as string;
    const theirs = claimsOf(stranger.access).sid as string;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/identity/sessions/${theirs}`, headers: bearer(owner.access) })).statusCode,
    ).toBe(404);
    expect((await me(stranger.access)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/identity/sessions/${sid}`, headers: bearer(owner.access) })).statusCode).toBe(
      204,
    );
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
  });

  it('switches the active company among the person’s companies; another company answers 404', async () => {
    const owner = await registerCompany(app, { companyName: 'Alpha Trading' });
    const stranger = await registerCompany(app, { companyName: 'Stranger Co' });
    // A second company in the owner's group, where the owner is also a member (with the Owner role).
    const [second] = await database.db
      .insert(companies)
      .values({ groupId: owner.company.groupId, name: 'Alpha Foods', countryCode: 'AE', currency: 'AED', timeZone: 'Asia/Dubai' })
      .returning();
    await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId: second!.id, userId: null });
      await accessPort.setUpCompany(tx, second!.id);
      const [m] = await tx.insert(memberships).values({ companyId: second!.id, userId: owner.user.id }).returning();
      await accessPort.assignBuiltIn(tx, second!.id, m!.id, 'employee');
    });
    const meBefore = (await me(owner.access)).json();
    expect(meBefore.companies.map((c: { name: string }) => c.name).sort()).toEqual(['Alpha Foods', 'Alpha Trading']);

    const denied = await app.inject({
      method: 'POST',
      url: '/api/auth/switch-company',
      headers: bearer(owner.access),
      payload: { companyId: stranger.company.id },
    });
    expect(denied.statusCode).toBe(404);

    const switched = await app.inject({
      method: 'POST',
      url: '/api/auth/switch-company',
      headers: bearer(owner.access),
      payload: { companyId: second!.id },
    });
    expect(switched.statusCode).toBe(200);
    const body = switched.json<{ access: string; company: { id: string }; permissions: Record<string, string> }>();
    expect(body.company.id).toBe(second!.id);
    expect(body.permissions['access.roles:read']).toBeUndefined();
    expect(claimsOf(body.access).cid).toBe(second!.id);
    // The old token named the old company: it no longer matches the session.
    expect((await me(owner.access)).statusCode).toBe(401);
    expect((await me(body.access)).json().company.id).toBe(second!.id);
    // The refresh token keeps working and now issues tokens for the new company.
    const next = (await refresh(owner.refresh)).json<{ access: string }>();
    expect(claimsOf(next.access).cid).toBe(second!.id);
    // The next sign-in opens the company used last.
    expect((await signIn(app, owner.email)).company.id).toBe(second!.id);
  });
});
