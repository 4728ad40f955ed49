import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@hcims/contracts/identity';
import type { ImportJob } from '@hcims/contracts/people';
import { and, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from '../../../db/client.js';
import { mailMessages, users } from '../../../db/schema.js';
import type { AuthContext } from '../../../platform/auth/index.js';
import { bearer, registerCompany, testClock, type TestClock } from '../../../platform/auth/testing.js';
import { createStructure, expectStatus, peopleTestApp, type PeopleTestApp, type Structure } from '../../../test/org-people.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../../test/harness.js';
import { employeeImports } from './import.table.js';
import { employees } from '../people.table.js';
import { HEADER, startChildImport, upload, waitFor, waitForProgress } from './testing.js';

/**
 * "Nothing half-written if the process is killed": the import runs in one transaction, so a
 * backend terminated mid-import, or the whole server process killed mid-import, leaves no
 * employee, account or mail behind; the import reports itself interrupted and runs again.
 */

const csv = (tag: string, rows: number) => {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++)
    lines.push(`Kill${i},${tag},k${i}-${tag}@kill.test,${tag}-${i},Sales,Sales Rep,,2023-05-0${(i % 9) + 1},,,`);
  return lines.join('\n');
};

async function written(db: Database['db'], companyId: string, tag: string) {
  const [e] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), like(employees.workEmail, `%-${tag}@kill.test`)));
  const [u] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, `%-${tag}@kill.test`));
  const [m] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(like(mailMessages.toAddress, `%-${tag}@kill.test`));
  return { employees: e!.n, accounts: u!.n, mails: m!.n };
}

async function previewed(t: PeopleTestApp, access: string, tag: string, rows: number): Promise<ImportJob> {
  const uploaded = await upload(t.app, access, `${tag}.csv`, csv(tag, rows));
  expectStatus(uploaded, 201, 'upload');
  const { job, suggestedMapping } = uploaded.json<{ job: ImportJob; suggestedMapping: Record<string, string | null> }>();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/people/imports/${job.id}/preview`,
    headers: bearer(access),
    payload: { mapping: suggestedMapping },
  });
  expectStatus(res, 200, 'preview');
  return job;
}

/** The caller as the guard sees it, for a child process that has no request. */
function authOf(session: LoginResponse): AuthContext {
  return {
    userId: session.user.id,
    companyId: session.company.id,
    groupId: session.company.groupId,
    sessionId: '',
    tokenId: '',
    expiresAt: new Date(Date.now() + 3_600_000),
    permissions: session.permissions,
  };
}

const until = async (probe: () => Promise<boolean>, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Rows of the PostgreSQL tests: more than one chunk of the writer (500 rows), so the import commits nothing for a while. */
const ROWS = 600;
/** Rows of the embedded-database test, killed once the first of its four chunks is written. */
const LITE_ROWS = 2_000;

/**
 * Holds an import in the middle of its transaction, on PostgreSQL: another connection inserts,
 * without committing, the account of a row of the second chunk, so the import waits on that
 * address's unique index once the first chunk is written. `release` rolls that insert back.
 */
async function holdRow(url: string, email: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(`insert into users (email, name, status) values ($1, 'Holder', 'invited')`, [email]);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await client.query('rollback');
      await client.end();
    },
  };
}

describeEachDatabase('employee import interrupted mid-transaction', (kind) => {
  if (kind === 'pglite') {
    describe('the server process is killed (embedded database on disk)', () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hcims-kill-'));
      afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

      it('leaves nothing written, reports the import interrupted after the restart, and runs it again', async () => {
        // Prepare the company and a previewed import, then let the child process have the database.
        let database = await openDatabase({ kind: 'pglite', dataDir });
        await database.migrate();
        let t = await peopleTestApp(database, { clock: testClock() });
        const owner = await registerCompany(t.app, { companyName: 'Kill Co' });
        await createStructure(t.app, owner.access);
        const job = await previewed(t, owner.access, 'lite', LITE_ROWS);
        const auth = authOf(owner);
        await t.close();
        await database.close();

        const { child, output, exited } = await startChildImport({
          database: { kind: 'pglite', dataDir },
          importId: job.id,
          auth,
          mode: 'all_or_nothing',
        });
        // Killed inside the transaction: once the first chunk of 500 is written, long before the
        // fourth (a fixed delay was outrun once the import got faster).
        await waitForProgress(output, 500);
        child.kill('SIGKILL');
        await exited;

        database = await openDatabase({ kind: 'pglite', dataDir });
        t = await peopleTestApp(database, { clock: testClock() });
        const [row] = await database.db.select().from(employeeImports).where(eq(employeeImports.id, job.id));
        // Killed while running: the row still says so, and not one employee, account or mail exists.
        expect(row!.status).toBe('running');
        expect(await written(database.db, owner.company.id, 'lite')).toEqual({ employees: 0, accounts: 0, mails: 0 });
        const access = (
          await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: owner.email, password: owner.password } })
        ).json<LoginResponse>().access;
        const seen = (await t.app.inject({ url: `/api/people/imports/${job.id}`, headers: bearer(access) })).json<ImportJob>();
        expect(seen).toMatchObject({ status: 'failed', resumable: true, importedRows: 0, error: { code: 'IMPORT_INTERRUPTED' } });
        const again = await t.app.inject({
          method: 'POST',
          url: `/api/people/imports/${job.id}/run`,
          headers: bearer(access),
          payload: { mode: 'all_or_nothing' },
        });
        expect(again.statusCode).toBe(202);
        expect(await waitFor(t.app, access, job.id)).toMatchObject({ status: 'completed', importedRows: LITE_ROWS });
        expect((await written(database.db, owner.company.id, 'lite')).employees).toBe(LITE_ROWS);
        await t.close();
        await database.close();
      }, 180_000);
    });
    return;
  }

  let database: TestDatabase;
  let t: PeopleTestApp;
  let clock: TestClock;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  const admin = () => new pg.Client({ connectionString: database.url });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    clock = testClock();
    t = await peopleTestApp(database, { clock });
    owner = await registerCompany(t.app, { companyName: 'Kill Co' });
    s = await createStructure(t.app, owner.access);
    expect(s.departments.sales).toBeTruthy();
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('the database connection is terminated: nothing is written, the import is failed and runs again', async () => {
    const job = await previewed(t, owner.access, 'term', ROWS);
    const held = await holdRow(database.url!, 'k550-term@kill.test');
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/people/imports/${job.id}/run`,
      headers: bearer(owner.access),
      payload: { mode: 'all_or_nothing' },
    });
    expect(run.statusCode).toBe(202);
    // Progress is visible while the transaction is open (written from a second connection).
    await until(async () => {
      const [row] = await database.db
        .select({ p: employeeImports.processedRows })
        .from(employeeImports)
        .where(eq(employeeImports.id, job.id));
      return row!.p >= 30;
    }, 'progress');
    const client = admin();
    await client.connect();
    try {
      const killed = await client.query<{ done: boolean }>(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1',
        [`hcims-import:${job.id}`],
      );
      expect(killed.rows).toEqual([{ done: true }]);
    } finally {
      await client.end();
      await held.release();
    }
    const failed = await waitFor(t.app, owner.access, job.id);
    expect(failed, JSON.stringify(failed.error)).toMatchObject({
      status: 'failed',
      importedRows: 0,
      resumable: true,
      error: { code: 'IMPORT_INTERRUPTED' },
    });
    expect(await written(database.db, owner.company.id, 'term')).toEqual({ employees: 0, accounts: 0, mails: 0 });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/people/imports/${job.id}/run`,
      headers: bearer(owner.access),
      payload: { mode: 'all_or_nothing' },
    });
    expect(again.statusCode).toBe(202);
    expect(await waitFor(t.app, owner.access, job.id)).toMatchObject({ status: 'completed', importedRows: ROWS });
    await t.app.identity.settled();
    expect(await written(database.db, owner.company.id, 'term')).toEqual({ employees: ROWS, accounts: ROWS, mails: ROWS });
  }, 120_000);

  it('the server process running it is killed: nothing is written, the import is reported interrupted and runs again', async () => {
    const job = await previewed(t, owner.access, 'proc', ROWS);
    const held = await holdRow(database.url!, 'k550-proc@kill.test');
    const { child, exited } = await startChildImport({
      database: { kind: 'postgres', url: database.url! },
      importId: job.id,
      auth: authOf(owner),
      mode: 'valid_only',
    });
    await until(async () => {
      const [row] = await database.db
        .select({ p: employeeImports.processedRows })
        .from(employeeImports)
        .where(eq(employeeImports.id, job.id));
      return row!.p >= 30;
    }, 'progress in the child');
    child.kill('SIGKILL');
    await exited;
    // The import's backend notices its client is gone once it stops waiting; then PostgreSQL rolls its transaction back.
    await held.release();
    await until(
      async () =>
        (
          await selectRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from pg_stat_activity where application_name = ${`hcims-import:${job.id}`}`,
          )
        )[0]!.n === 0,
      'the backend to go',
    );
    expect(await written(database.db, owner.company.id, 'proc')).toEqual({ employees: 0, accounts: 0, mails: 0 });
    // Another process cannot know at once that the run died: while its heartbeat is fresh it is running.
    const fresh = (await t.app.inject({ url: `/api/people/imports/${job.id}`, headers: bearer(owner.access) })).json<ImportJob>();
    expect(fresh.status).toBe('running');
    expect(fresh.processedRows).toBeGreaterThanOrEqual(30);
    const busy = await t.app.inject({
      method: 'POST',
      url: `/api/people/imports/${job.id}/run`,
      headers: bearer(owner.access),
      payload: { mode: 'valid_only' },
    });
    expect(busy.json().error.code).toBe('IMPORT_RUNNING');
    // Once the heartbeat (written by the child on its own clock) is older than 30 seconds, it is reported interrupted.
    clock.set(new Date(Date.now() + 31_000));
    const stale = (await t.app.inject({ url: `/api/people/imports/${job.id}`, headers: bearer(owner.access) })).json<ImportJob>();
    expect(stale).toMatchObject({
      status: 'failed',
      processedRows: 0,
      importedRows: 0,
      resumable: true,
      error: { code: 'IMPORT_INTERRUPTED' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/people/imports/${job.id}/run`,
      headers: bearer(owner.access),
      payload: { mode: 'valid_only' },
    });
    expect(again.statusCode).toBe(202);
    expect(await waitFor(t.app, owner.access, job.id)).toMatchObject({ status: 'completed', importedRows: ROWS });
    expect((await written(database.db, owner.company.id, 'proc')).employees).toBe(ROWS);
  }, 120_000);
});
