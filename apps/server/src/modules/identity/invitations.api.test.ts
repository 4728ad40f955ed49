import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema.js';
import {
  bearer,
  identityTestApp,
  lastEmailedLink,
  registerCompany,
  roleIdByName,
  signIn,
  testClock,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

const DAY = 24 * 60 * 60_000;

/** ADR 0082: an invitation tells nothing about whether an address has an account, and joins it only once accepted. */
describeEachDatabase('invitations of existing accounts', (kind) => {
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

  const invite = (access: string, email: string, roleIds: string[] = []) =>
    app.inject({
      method: 'POST',
      url: '/api/identity/invitations',
      headers: bearer(access),
      payload: { email, name: 'Typed Name', roleIds },
    });
  const answer = (what: 'accept' | 'decline', token: string) =>
    app.inject({ method: 'POST', url: `/api/auth/invitations/${what}`, payload: { token } });
  const members = async (access: string) =>
    (await app.inject({ url: '/api/access/members?limit=100', headers: bearer(access) })).json<{
      items: { userId: string; name: string; email: string; status: string }[];
    }>().items;
  const companiesOf = async (email: string) =>
    (await app.inject({ url: '/api/auth/me', headers: bearer((await signIn(app, email)).access) })).json<{
      companies: { name: string }[];
    }>().companies;

  it('answers alike for a known and an unknown address and shows no name before the account accepts', async () => {
    const existing = await registerCompany(app, { name: 'Secret Realname' });
    const inviter = await registerCompany(app, { companyName: 'Curious Co' });
    const known = await invite(inviter.access, existing.email);
    const unknown = await invite(inviter.access, uniqueEmail('stranger'));
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    expect(known.json().status).toBe('invited');
    expect(unknown.json().status).toBe('invited');
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    // Not joined: the inviting company sees the address and "invited", never the account's name.
    const row = (await members(inviter.access)).find((m) => m.userId === known.json().userId)!;
    expect(row).toMatchObject({ name: existing.email, email: existing.email, status: 'invited' });
    expect(JSON.stringify(await members(inviter.access))).not.toContain('Secret Realname');
    const search = await app.inject({ url: '/api/access/members?q=Realname', headers: bearer(inviter.access) });
    expect(search.json().items).toEqual([]);
    expect((await companiesOf(existing.email)).map((c) => c.name)).not.toContain('Curious Co');
    // The holder is asked, by a mail with a link of its own (not a password link).
    const [mail] = await database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, existing.email), eq(mailMessages.purpose, 'company-invitation')));
    expect(mail).toMatchObject({ subject: 'You are invited to Curious Co' });
    expect((await lastEmailedLink(app, existing.email)).path).toBe('/auth/Accept-Invitation');
  });

  it('accepting activates the membership with its roles; the link works once and never as a password link', async () => {
    const existing = await registerCompany(app, { name: 'Ada Accepting' });
    const inviter = await registerCompany(app, { companyName: 'Welcoming Co' });
    const employee = await roleIdByName(app, inviter.access, 'Employee');
    const { userId } = (await invite(inviter.access, existing.email, [employee])).json<{ userId: string }>();
    const { token } = await lastEmailedLink(app, existing.email);
    const asPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Some-Other-Orchard-77' },
    });
    expect(asPassword.statusCode).toBe(400);
    expect((await answer('accept', token)).statusCode).toBe(204);
    const again = await answer('accept', token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('AUTH_INVITATION_TOKEN_INVALID');
    expect((await answer('decline', token)).statusCode).toBe(400);
    expect((await companiesOf(existing.email)).map((c) => c.name)).toContain('Welcoming Co');
    expect((await members(inviter.access)).find((m) => m.userId === userId)).toMatchObject({ name: 'Ada Accepting', status: 'active' });
    // Their password is untouched.
    expect((await signIn(app, existing.email, TEST_PASSWORD)).user.id).toBe(userId);
  });

  it('declining removes the membership; an expired or unknown link is refused', async () => {
    const existing = await registerCompany(app);
    const inviter = await registerCompany(app, { companyName: 'Declined Co' });
    const { userId } = (await invite(inviter.access, existing.email)).json<{ userId: string }>();
    const { token } = await lastEmailedLink(app, existing.email);
    expect((await answer('decline', token)).statusCode).toBe(204);
    expect((await members(inviter.access)).find((m) => m.userId === userId)).toBeUndefined();
    expect((await companiesOf(existing.email)).map((c) => c.name)).not.toContain('Declined Co');
    // Invited again: a fresh link, which expires after 7 days.
    expect((await invite(inviter.access, existing.email)).statusCode).toBe(201);
    const late = await lastEmailedLink(app, existing.email);
    expect(late.token).not.toBe(token);
    clock.advance(8 * DAY);
    expect((await answer('accept', late.token)).statusCode).toBe(400);
    expect((await answer('accept', 'not-a-token')).statusCode).toBe(400);
    const fresh = (await signIn(app, inviter.email)).access;
    expect((await members(fresh)).find((m) => m.userId === userId)).toMatchObject({ status: 'invited' });
  });
});
