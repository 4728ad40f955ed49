import type { NotificationChannel, NotificationFeed, NotificationPreferences } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, identityTestApp, lastEmail, registerCompany } from '../../platform/auth/testing.js';
import { notify } from '../../platform/notifications/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

describeEachDatabase('notification preferences (in app, email, both, none)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  const KIND = 'workspace.mail-received';

  const read = async (access = owner.access) =>
    (await app.inject({ url: '/api/workspace/notifications/preferences', headers: bearer(access) })).json<NotificationPreferences>();
  const choose = (preferences: unknown, access = owner.access) =>
    app.inject({ method: 'PUT', url: '/api/workspace/notifications/preferences', headers: bearer(access), payload: { preferences } });
  const bell = async (access = owner.access) =>
    (await app.inject({ url: '/api/workspace/notifications', headers: bearer(access) })).json<NotificationFeed>();
  /** A module's write telling the owner that `sender` wrote (the mailbox's own notice). */
  const emit = (companyId: string, userId: string, sender: string) =>
    database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId, userId: null });
      await notify(tx, companyId, [userId], {
        kind: KIND,
        textKey: 'workspace:notifications.mailReceivedText',
        textValues: { sender },
        href: '/apps/mailbox',
      });
    });
  /** What reached the owner for one notice: a bell row and/or an email. */
  const delivered = async (sender: string) => {
    await emit(owner.company.id, owner.user.id, sender);
    const inBell = (await bell()).items.some((n) => n.textValues.sender === sender);
    const mail = await lastEmail(app, owner.email);
    return { inBell, byEmail: mail?.text.includes(`New message from ${sender}`) ?? false, mail };
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }) });
    owner = await registerCompany(app, { companyName: 'Prefs Co' });
    other = await registerCompany(app, { companyName: 'Other Prefs Co' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lists every declared kind by module with its default until the user chooses', async () => {
    const { items } = await read();
    const mail = items.find((i) => i.kind === KIND)!;
    expect(mail).toMatchObject({ module: 'workspace', defaultChannels: ['in_app'], channels: ['in_app'], chosen: false });
    expect(items.map((i) => i.kind)).toEqual(expect.arrayContaining(['people.document-expiring', KIND]));
    expect(items.every((i) => i.labelKey.includes(':'))).toBe(true);
  });

  it('the default (in app) puts the notice in the bell and sends no email', async () => {
    expect(await delivered('Default Dana')).toMatchObject({ inBell: true, byEmail: false });
  });

  describe.each<[string, NotificationChannel[], { inBell: boolean; byEmail: boolean }]>([
    ['in app', ['in_app'], { inBell: true, byEmail: false }],
    ['email', ['email'], { inBell: false, byEmail: true }],
    ['both', ['in_app', 'email'], { inBell: true, byEmail: true }],
    ['none', [], { inBell: false, byEmail: false }],
  ])('chosen %s', (label, channels, expected) => {
    it(`delivers ${JSON.stringify(expected)}`, async () => {
      const saved = await choose([{ kind: KIND, channels }]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<NotificationPreferences>().items.find((i) => i.kind === KIND)).toMatchObject({ channels, chosen: true });
      const sender = `Sender ${label} ${kind}`;
      const got = await delivered(sender);
      expect({ inBell: got.inBell, byEmail: got.byEmail }).toEqual(expected);
      if (expected.byEmail) {
        // The body: the notice's words and the screen's path, no token of any kind.
        expect(got.mail!.text).toContain('/apps/mailbox');
        expect(got.mail!.text).not.toMatch(/token=|code=|key=/);
      }
    });
  });

  it('an emailed notice leaves its copy in the outbox as a stored message', async () => {
    await choose([{ kind: KIND, channels: ['email'] }]);
    await emit(owner.company.id, owner.user.id, 'Outbox Olga');
    await app.identity.settled();
    const rows = await database.db.execute<{ purpose: string; subject: string }>(
      // The owner's connection reads the platform outbox (a test fixture, not a request path).
      (await import('drizzle-orm'))
        .sql`select purpose, subject from mail_messages where to_address = ${owner.email} and subject like ${'%Outbox Olga%'}`,
    );
    const found = (rows as { rows: { purpose: string; subject: string }[] }).rows;
    expect(found).toHaveLength(1);
    expect(found[0]!.purpose).toBe(`notification:${KIND}`);
  });

  it("keeps each member's choice their own, also across companies", async () => {
    await choose([{ kind: KIND, channels: [] }]);
    expect((await read(other.access)).items.find((i) => i.kind === KIND)).toMatchObject({ channels: ['in_app'], chosen: false });
    await emit(other.company.id, other.user.id, 'Cross Carl');
    expect((await bell(other.access)).items.map((n) => n.textValues.sender)).toContain('Cross Carl');
  });

  it('refuses an unknown kind or channel with 400 naming the field', async () => {
    const unknownKind = await choose([
      { kind: KIND, channels: ['in_app'] },
      { kind: 'workspace.nothing-like-this', channels: ['email'] },
    ]);
    expect(unknownKind.statusCode).toBe(400);
    expect(JSON.stringify(unknownKind.json())).toContain('preferences.1.kind');
    const unknownChannel = await choose([{ kind: KIND, channels: ['sms'] }]);
    expect(unknownChannel.statusCode).toBe(400);
    expect(JSON.stringify(unknownChannel.json())).toContain('preferences.0.channels.0');
    const twice = await choose([
      { kind: KIND, channels: ['in_app'] },
      { kind: KIND, channels: [] },
    ]);
    expect(twice.statusCode).toBe(400);
    // Nothing of a refused request is kept.
    expect((await read()).items.find((i) => i.kind === KIND)!.channels).toEqual([]);
  });
});
