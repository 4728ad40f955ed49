import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema.js';
import { bearer, identityTestApp, registerCompany, roleIdByName, signIn, TEST_PASSWORD, uniqueEmail } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

const PUBLIC_URL = 'https://hr.meridian.example';

/** The default set-up has no SMTP: administrators hand over single-use links instead (ADR 0046). */
describeEachDatabase('access links without a mail server', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL }), mailTransport: null });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const accessLink = (access: string, memberId: string, send = false) =>
    app.inject({ method: 'POST', url: `/api/identity/members/${memberId}/access-link`, headers: bearer(access), payload: { send } });
  const tokenOf = (link: string) => /#token=([\w-]{43})$/.exec(link)![1]!;
  const reset = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const storedMails = async (to: string) => {
    await app.identity.settled();
    return database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, to));
  };

  it('keeps no live link in a stored mail, and the inviter copies a single-use invitation link instead', async () => {
    const owner = await registerCompany(app, { companyName: 'Linking Co' });
    const email = uniqueEmail('newcomer');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/identity/invitations',
      headers: bearer(owner.access),
      payload: { email, name: 'New Comer', roleIds: [await roleIdByName(app, owner.access, 'Employee')] },
    });
    expect(invited.statusCode).toBe(201);
    const { memberId } = invited.json<{ memberId: string }>();
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    for (const to of [email, owner.email]) {
      const [mail] = await storedMails(to);
      expect(mail).toMatchObject({ status: 'stored', containsSecret: true });
      expect(mail!.bodyText).not.toContain('#token=');
      expect(mail!.bodyText).toContain('not kept in stored mail');
    }

    const first = await accessLink(owner.access, memberId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'invitation', delivered: false });
    expect(first.json().link).toMatch(new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/auth/Reset-Password#token=[\\w-]{43}$`));
    const second = await accessLink(owner.access, memberId);
    // A new link voids the earlier one; the new one works once.
    expect((await reset(tokenOf(first.json().link), TEST_PASSWORD)).statusCode).toBe(400);
    expect((await reset(tokenOf(second.json().link), TEST_PASSWORD)).statusCode).toBe(204);
    expect((await reset(tokenOf(second.json().link), 'Another-Orchard-914')).statusCode).toBe(400);
    expect((await signIn(app, email)).company.name).toBe('Linking Co');

    // Once the account has a password, the link is a password reset.
    const resetLink = await accessLink(owner.access, memberId);
    expect(resetLink.json()).toMatchObject({ kind: 'password-reset' });
    expect((await reset(tokenOf(resetLink.json().link), 'Reset-By-Admin-Orchard-5')).statusCode).toBe(204);
    expect((await signIn(app, email, 'Reset-By-Admin-Orchard-5')).user.email).toBe(email);
  });

  it('hands no copy of a link for a person who belongs to another company too, but emails it', async () => {
    const theirs = await registerCompany(app);
    const mine = await registerCompany(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/identity/invitations',
      headers: bearer(mine.access),
      payload: { email: theirs.email, name: 'Other Owner', roleIds: [] },
    });
    const { memberId } = added.json<{ memberId: string }>();
    const copy = await accessLink(mine.access, memberId);
    expect(copy.statusCode).toBe(403);
    expect(copy.json().error.code).toBe('IDENTITY_LINK_NOT_ALLOWED');
    // Until the person accepts, only a fresh invitation to accept is sent (ADR 0082).
    const pending = await accessLink(mine.access, memberId, true);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ kind: 'invitation', link: null, delivered: false });
    const invitation = (await storedMails(theirs.email)).find((m) => m.purpose === 'company-invitation');
    expect(invitation!.bodyText).not.toContain('#token=');
    expect((await storedMails(theirs.email)).find((m) => m.purpose === 'password-reset')).toBeUndefined();
    // Their own password still works: nothing was changed for them.
    expect((await signIn(app, theirs.email)).user.id).toBe(theirs.user.id);
  });

  it('refuses the link to a member without identity.users:update, and a member of another company is not found', async () => {
    const owner = await registerCompany(app);
    const other = await registerCompany(app);
    const email = uniqueEmail('plain');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/identity/invitations',
      headers: bearer(owner.access),
      payload: { email, name: 'Plain Member', roleIds: [await roleIdByName(app, owner.access, 'Employee')] },
    });
    const { memberId } = invited.json<{ memberId: string }>();
    expect((await accessLink(other.access, memberId)).statusCode).toBe(404);
    const link = (await accessLink(owner.access, memberId)).json<{ link: string }>().link;
    expect((await reset(tokenOf(link), TEST_PASSWORD)).statusCode).toBe(204);
    const member = await signIn(app, email);
    const members = await app.inject({ url: '/api/access/members', headers: bearer(owner.access) });
    const ownerMember = members.json<{ items: { id: string; userId: string }[] }>().items.find((m) => m.userId === owner.user.id)!;
    expect((await accessLink(member.access, ownerMember.id)).statusCode).toBe(403);
  });
});
