import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runtimeView, selectRows, type Database } from '../../db/client.js';
import { bearer, identityTestApp, registerCompany } from '../auth/testing.js';
import { freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { createScratchDatabase, runtimeLoginUrl, TEST_RUNTIME_LOGIN } from '../../test/postgres.js';
import { checkRuntimeLogin, RUNTIME_ROLE, withTenant, type TenantContext } from './index.js';

/** The database's own message (drizzle wraps it as the cause of "Failed query"). */
const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
  }
  return 'no error';
};

const who = async (database: Pick<Database, 'runtime'>) =>
  (await selectRows<{ role: string; login: string }>(database.runtime, sql`select current_user as role, session_user as login`))[0]!;

describe('the start-up check of the runtime login', () => {
  const login = { name: 'x', superuser: false, bypassRls: false, ownsTables: false };
  const fake = (kind: 'postgres' | 'pglite', over: Partial<typeof login>) => ({
    kind,
    runtimeLogin: () => Promise.resolve({ ...login, ...over }),
  });

  it('refuses a superuser, a BYPASSRLS login or the tables’ owner in production on PostgreSQL, naming the login', async () => {
    for (const over of [{ superuser: true }, { bypassRls: true }, { ownsTables: true }]) {
      const verdict = await checkRuntimeLogin(fake('postgres', { name: 'postgres', ...over }), 'production');
      expect(verdict.level).toBe('refuse');
      expect(verdict.level !== 'ok' && verdict.message).toMatch(/^Refusing to start: the database login "postgres" is /);
    }
  });

  it('warns in development and tests, and accepts a plain runtime login everywhere', async () => {
    for (const env of ['development', 'test']) {
      const verdict = await checkRuntimeLogin(fake('postgres', { superuser: true }), env);
      expect(verdict).toMatchObject({ level: 'warn', message: expect.stringMatching(/^WARNING: .* superuser/) });
    }
    expect(await checkRuntimeLogin(fake('postgres', {}), 'production')).toEqual({ level: 'ok' });
    expect(await checkRuntimeLogin(fake('pglite', { superuser: true }), 'development')).toEqual({ level: 'ok' });
    expect((await checkRuntimeLogin(fake('pglite', { superuser: true }), 'production')).level).toBe('warn');
  });
});

describe.runIf(inject('postgresReachable'))('request paths on a runtime login (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantContext & { access: string };
  let b: TenantContext;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }) });
    const ownerA = await registerCompany(app, { companyName: 'Runtime A' });
    const ownerB = await registerCompany(app, { companyName: 'Runtime B' });
    a = { companyId: ownerA.company.id, groupId: ownerA.company.groupId, userId: ownerA.user.id, access: ownerA.access };
    b = { companyId: ownerB.company.id, groupId: ownerB.company.groupId, userId: ownerB.user.id };
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('connects as a login that is no superuser, cannot bypass RLS, owns nothing, and starts as the runtime role', async () => {
    expect(await who(database)).toEqual({ role: RUNTIME_ROLE, login: TEST_RUNTIME_LOGIN });
    expect(await database.runtimeLogin()).toEqual({ name: TEST_RUNTIME_LOGIN, superuser: false, bypassRls: false, ownsTables: false });
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(a.access) })).statusCode).toBe(200);
  });

  it('cannot step out of the runtime role: RESET ROLE stays in it, no other role can be taken, the bare login reads nothing', async () => {
    await database.runtime.transaction(async (tx) => {
      await tx.execute(sql`reset role`);
      expect((await selectRows<{ role: string }>(tx, sql`select current_user as role`))[0]!.role).toBe(RUNTIME_ROLE);
      // Unbound, the runtime role sees no account, company or session at all.
      const [seen] = await selectRows<{ n: number }>(
        tx,
        sql`select (select count(*) from users) + (select count(*) from companies) + (select count(*) from sessions) as n`,
      );
      expect(Number(seen!.n)).toBe(0);
    });
    for (const escape of [
      sql`set role postgres`,
      sql`set session authorization postgres`,
      sql`select set_config('role', 'postgres', false)`,
    ]) {
      expect(await refusal(database.runtime.transaction((tx) => tx.execute(escape)))).toMatch(/permission denied/);
    }
    const bare = database.runtime.transaction(async (tx) => {
      await tx.execute(sql`set local role none`);
      await tx.execute(sql`select count(*) from users`);
    });
    expect(await refusal(bare)).toMatch(/permission denied/);
    expect(await refusal(database.runtime.transaction((tx) => tx.execute(sql`alter table roles no force row level security`)))).toMatch(
      /must be owner/,
    );
  });

  it('reads no row of another company inside a tenant transaction, even with RESET ROLE and a crafted query', async () => {
    // As request code does: through the runtime view (on the owner's connection RESET ROLE would escape).
    const request = runtimeView(database);
    const foreign = await withTenant(request, a, async (tx) => {
      await tx.execute(sql`reset role`);
      return selectRows<Record<string, number>>(
        tx,
        sql`select (select count(*) from roles where company_id = ${b.companyId}::uuid)::int as roles,
                   (select count(*) from memberships where company_id = ${b.companyId}::uuid)::int as memberships,
                   (select count(*) from sessions where company_id = ${b.companyId}::uuid)::int as sessions,
                   (select count(*) from users where id = ${b.userId}::uuid)::int as users,
                   (select count(*) from companies where id = ${b.companyId}::uuid)::int as companies,
                   (select count(*) from refresh_tokens)::int as refresh_tokens,
                   (select count(*) from one_time_tokens)::int as one_time_tokens`,
      );
    });
    expect(foreign[0]).toEqual({ roles: 0, memberships: 0, sessions: 0, users: 0, companies: 0, refresh_tokens: 0, one_time_tokens: 0 });
    expect(await refusal(withTenant(request, a, (tx) => tx.execute(sql`select count(*) from mail_messages`)))).toMatch(/permission denied/);
  });
});

describe.runIf(inject('postgresReachable'))('the server process in production', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    scratch = await createScratchDatabase('hcims_login');
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; ready: boolean; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--conditions=@hcims/source', '--import', 'tsx', 'src/server.ts'], {
        cwd: fileURLToPath(new URL('../../../', import.meta.url)),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: '0',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          JWT_SECRET: 'x'.repeat(40),
          PUBLIC_URL: 'http://127.0.0.1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      let ready = false;
      const timer = setTimeout(() => reject(new Error(`no verdict in time: ${stderr}`)), 110_000);
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.stdout.on('data', (d: Buffer) => {
        if (/READY /.test(d.toString())) {
          ready = true;
          child.kill('SIGTERM');
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, ready, stderr });
      });
    });

  it('refuses to start as a superuser, with one line naming the login and the fix', { timeout: 120_000 }, async () => {
    const run = await start({ DATABASE_URL: scratch.url });
    expect(run).toMatchObject({ code: 1, ready: false });
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Refusing to start: the database login "postgres" is a superuser\b.*\. Set DATABASE_URL to the runtime login/,
    );
  });

  it('starts with a runtime login and a separate owner login for migrations', { timeout: 120_000 }, async () => {
    const run = await start({ DATABASE_URL: runtimeLoginUrl(scratch.url), DATABASE_OWNER_URL: scratch.url });
    expect(run.ready, run.stderr).toBe(true);
    expect(run.stderr).not.toMatch(/WARNING|Refusing/);
  });
});
