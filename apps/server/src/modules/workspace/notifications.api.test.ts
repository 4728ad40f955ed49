import type { NotificationFeed } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, identityTestApp, registerCompany } from '../../platform/auth/testing.js';
import { notify } from '../../platform/notifications/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

describeEachDatabase('workspace notifications (the bell)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;

  const feed = async (access = owner.access) =>
    (await app.inject({ url: '/api/workspace/notifications', headers: bearer(access) })).json<NotificationFeed>();
  /** A module's write: the notice commits with it (here alone, in a transaction bound to the company). */
  const emit = (companyId: string, userIds: (string | null)[], title: string) =>
    database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId, userId: null });
      await notify(tx, companyId, userIds, {
        kind: 'people.document-expiring',
        textKey: 'people:notifications.documentExpiringText',
        textValues: { title },
        href: '/hcims',
      });
    });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }) });
    owner = await registerCompany(app, { companyName: 'Bell Co' });
    other = await registerCompany(app, { companyName: 'Other Bell Co' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('shows the newest first with the unread count; reads all and dismisses one', async () => {
    await emit(owner.company.id, [owner.user.id, owner.user.id, null], 'Visa');
    await emit(owner.company.id, [owner.user.id], 'Passport');
    const first = await feed();
    expect(first.unread).toBe(2);
    expect(first.items.map((n) => [n.textValues.title, n.read, n.href])).toEqual([
      ['Passport', false, '/hcims'],
      ['Visa', false, '/hcims'],
    ]);
    expect((await app.inject({ method: 'POST', url: '/api/workspace/notifications/read', headers: bearer(owner.access) })).statusCode).toBe(
      204,
    );
    const read = await feed();
    expect([read.unread, read.items.every((n) => n.read)]).toEqual([0, true]);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/workspace/notifications/${read.items[0]!.id}`,
      headers: bearer(owner.access),
    });
    expect(gone.statusCode).toBe(204);
    expect((await feed()).items.map((n) => n.textValues.title)).toEqual(['Visa']);
  });

  it("keeps each member's bell their own, also across companies", async () => {
    const [mine] = (await feed()).items;
    expect((await feed(other.access)).items).toEqual([]);
    const theirs = await app.inject({ method: 'DELETE', url: `/api/workspace/notifications/${mine!.id}`, headers: bearer(other.access) });
    expect(theirs.statusCode).toBe(404);
    expect((await feed()).items).toHaveLength(1);
  });
});
