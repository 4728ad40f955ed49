import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed.js';
import { demoSeeds } from '../../modules.js';
import { bearer, identityTestApp, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { DEMO_COMPANY_NAME } from '../org/index.js';
import { DEMO_SIGN_INS, demoSignInNotice } from './index.js';

describeEachDatabase('demo sign-ins', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    expect(await demoSignInNotice(database, 'http://127.0.0.1:3000')).toBeNull();
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }) });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lets the seeded owner sign in to the demo company with every permission', async () => {
    const owner = DEMO_SIGN_INS.find((p) => p.role === 'owner')!;
    expect(owner.email).toBe('owner@meridiancrest.example');
    const session = await signIn(app, owner.email, owner.password);
    expect(session.company.name).toBe(DEMO_COMPANY_NAME);
    expect(session.permissions['access.roles:delete']).toBe('group');
  });

  it('seeds one person per built-in role, each holding that role', async () => {
    const owner = await signIn(app, DEMO_SIGN_INS[0]!.email, DEMO_SIGN_INS[0]!.password);
    const roles = (await app.inject({ url: '/api/access/roles', headers: bearer(owner.access) })).json<
      {
        builtIn: string;
        memberCount: number;
      }[]
    >();
    expect(roles.map((r) => [r.builtIn, r.memberCount])).toEqual([
      ['owner', 1],
      ['hr-admin', 1],
      ['manager', 1],
      ['employee', 1],
    ]);
    const employee = DEMO_SIGN_INS.find((p) => p.role === 'employee')!;
    const session = await signIn(app, employee.email, employee.password);
    expect(session.permissions['routines.leave-requests:create']).toBe('own');
    expect(session.permissions['access.roles:read']).toBeUndefined();
    expect((await app.inject({ url: '/api/access/roles', headers: bearer(session.access) })).statusCode).toBe(403);
  });

  it('names the demo sign-in for the start-up banner', async () => {
    expect(await demoSignInNotice(database, 'http://127.0.0.1:3000')).toBe(
      'Sign in at http://127.0.0.1:3000/auth/boxed-signin as owner@meridiancrest.example with password Harbour-Lantern-47',
    );
  });
});
