import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, selectRows, type Database } from '../../db/client.js';
import { runSeeds } from '../../db/seed.js';
import { demoSeeds } from '../../modules.js';
import { DEMO_SIGN_INS } from '../../modules/identity/index.js';
import { testEnv } from '../../test/harness.js';
import { adminQuery, createScratchDatabase } from '../../test/postgres.js';
import {
  bearer,
  identityTestApp,
  invitePerson,
  registerCompany,
  roleIdByName,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../auth/testing.js';
import { bindCompany } from './index.js';

/**
 * Development and CI connect as a superuser, which bypasses row-level security. Production
 * usually connects as an ordinary role that owns the tables, which FORCEd RLS does bind. This
 * suite migrates, seeds and runs the identity flows as such a role.
 */
const OWNER_ROLE = 'hcims_owner_test';

describe.runIf(inject('postgresReachable'))('as a non-superuser table owner (production-like)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Roles are cluster-wide and test files run in parallel: tolerate a concurrent creation.
    await adminQuery(`do $$ begin create role ${OWNER_ROLE} login createrole; exception when others then
      if not exists (select 1 from pg_roles where rolname = '${OWNER_ROLE}') then raise; end if; end $$`);
    scratch = await createScratchDatabase('hcims_owner');
    const url = new URL(scratch.url);
    await adminQuery(`alter database "${url.pathname.slice(1)}" owner to ${OWNER_ROLE}`);
    url.username = OWNER_ROLE;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
    await database.migrate();
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('migrates as an ordinary role, which becomes able to switch to the runtime role', async () => {
    const [me] = await selectRows<{ super: boolean; member: boolean }>(
      database.db,
      sql`select rolsuper as super, pg_has_role(current_user, 'hcims_app', 'MEMBER') as member from pg_roles where rolname = current_user`,
    );
    expect(me).toEqual({ super: false, member: true });
  });

  it('binds even the table owner: without a company it sees no tenant rows, with one only that company’s', async () => {
    const [none] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from roles`);
    expect(none!.n).toBe(0);
    const [company] = await selectRows<{ id: string }>(database.db, sql`select id from companies limit 1`);
    const [bound] = await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId: company!.id, userId: null });
      return selectRows<{ n: number }>(tx, sql`select count(*)::int as n from roles`);
    });
    expect(bound!.n).toBe(4);
  });

  it('runs sign-in, refresh, lists, roles, invitations, password reset and logout', async () => {
    const demo = DEMO_SIGN_INS[0]!;
    const owner = await signIn(app, demo.email, demo.password);
    expect(owner.permissions['access.roles:update']).toBe('group');
    for (const url of [
      '/api/auth/me',
      '/api/auth/employees/',
      '/api/company-Setup/departments/',
      '/api/access/matrix',
      '/api/access/audit-events',
    ]) {
      expect((await app.inject({ url, headers: bearer(owner.access) })).statusCode, url).toBe(200);
    }
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: owner.refresh } });
    expect(refreshed.statusCode).toBe(200);

    const fresh = await registerCompany(app);
    const role = await roleIdByName(app, fresh.access, 'Manager');
    const person = await invitePerson(app, database, fresh.access, { roleIds: [role] });
    expect(person.permissions['routines.leave-approvals:update']).toBe('team');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(person.access),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Owner-Role-Lantern-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh: changed.json<{ refresh: string }>().refresh } }))
        .statusCode,
    ).toBe(204);

    // Failures, including an unknown email (an audit event of no company), are recorded.
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: uniqueEmail(), password: 'nope-nope' } });
    expect(unknown.statusCode).toBe(401);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: fresh.email, password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
  });
});
