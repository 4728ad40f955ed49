import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { runtimeLoginUrl } from '../../test/postgres.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { identityTestApp, registerCompany } from '../auth/testing.js';
import { notify } from '../notifications/index.js';
import { bindCompany } from '../tenancy/index.js';
import { connect, type Client } from './testing.js';

describeEachDatabase('the real-time channel /api/ws', (kind) => {
  let database: TestDatabase;
  /** On PostgreSQL a second process's view of the same database: its own pools and its own LISTEN. */
  let second: Database | null = null;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  const clients: Client[] = [];
  const open = async (app: FastifyInstance, token: string | null) => {
    const c = await connect(app, token);
    clients.push(c);
    return c;
  };
  /** A module's write that notifies, committed on server A's database. */
  const emit = (companyId: string, userId: string) =>
    database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId, userId: null });
      await notify(tx, companyId, [userId], { kind: 'people.document-expiring', textKey: 'people:notifications.documentExpiringText' });
    });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const env = testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' });
    appA = await identityTestApp(database, { env });
    await appA.listen({ port: 0, host: '127.0.0.1' });
    if (kind === 'postgres') {
      second = await openDatabase({ kind: 'postgres', url: runtimeLoginUrl(database.url!), ownerUrl: database.url!, poolMax: 2 });
      appB = await identityTestApp(second, { env });
      await appB.listen({ port: 0, host: '127.0.0.1' });
    } else {
      appB = appA;
    }
    owner = await registerCompany(appA, { companyName: 'Live Co' });
    other = await registerCompany(appA, { companyName: 'Other Live Co' });
  });
  afterAll(async () => {
    for (const c of clients) c.socket.terminate();
    if (appB !== appA) await appB.close();
    await appA.close();
    await second?.close();
    await database.dispose();
  });

  it('delivers a notification committed through one server to the member connected to the other, and to nobody else', async () => {
    const mine = await open(appB, owner.access);
    const theirs = await open(appB, other.access);
    const sameServer = await open(appA, owner.access);
    await emit(owner.company.id, owner.user.id);
    expect(await mine.next('notification')).toEqual({ type: 'notification', kind: 'people.document-expiring' });
    expect(await sameServer.next('notification')).toMatchObject({ type: 'notification' });
    // The other company's member hears only of their own.
    await emit(other.company.id, other.user.id);
    await theirs.next('notification');
    expect(mine.events.filter((e) => e.type === 'notification')).toEqual([]);
  });

  it('wants the access token in the first message and refuses a bad one', async () => {
    const silent = await open(appB, null);
    silent.socket.send(JSON.stringify({ type: 'chat.typing', conversationId: 'x' }));
    expect(await silent.closed).toBe(4401);
    const forged = await open(appB, null);
    forged.socket.send(JSON.stringify({ type: 'auth', token: `${owner.access}x` }));
    expect(await forged.closed).toBe(4401);
  });

  // Only PostgreSQL has a listening connection to lose (PGlite delivers in the process), so the case exists only there.
  if (kind === 'postgres')
    it('listens again after its connection is killed, and tells clients to catch up', async () => {
      const mine = await open(appB, owner.access);
      const admin = await openDatabase({ kind: 'postgres', url: database.url!, poolMax: 1 });
      try {
        await admin.db.execute(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hcims-listen' and datname = current_database()`,
        );
      } finally {
        await admin.close();
      }
      await mine.next('resync');
      await emit(owner.company.id, owner.user.id);
      await mine.next('notification');
    });
});
