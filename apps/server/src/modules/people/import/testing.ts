import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportJob, ImportMode } from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { openDatabase, runtimeView } from '../../../db/client.js';
import { loadEnv } from '../../../env.js';
import type { AuthContext } from '../../../platform/auth/index.js';
import { bearer } from '../../../platform/auth/testing.js';
import { withTenant } from '../../../platform/tenancy/index.js';
import { expectStatus, multipart } from '../../../test/org-people.js';

/**
 * Test support (not part of the build): runs an import in another process, so a test can kill
 * that process in the middle of the import's transaction and check what is left.
 */

export type ChildImport = {
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  importId: string;
  auth: AuthContext;
  mode: ImportMode;
};

/** The child's side: open the database, build the app, start the import and wait for it. */
export async function runImportInChild(input: ChildImport): Promise<void> {
  const database = await openDatabase(
    input.database.kind === 'postgres'
      ? { kind: 'postgres', url: input.database.url, poolMax: 3 }
      : { kind: 'pglite', dataDir: input.database.dataDir },
  );
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'child-secret-child-secret-child-secret-0123',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hcims-child-')),
  });
  const app = await buildApp({ env, database, webDir: null, jobs: null, mailTransport: null });
  await app.ready();
  const { auth } = input;
  const session = {
    companyId: auth.companyId,
    groupId: auth.groupId,
    userId: auth.userId,
    permissions: auth.permissions,
    origin: { requestId: 'child-process', ip: null },
  };
  const { imports } = app.peopleReporting;
  // What the run route does, without a request: start in one tenant transaction, launch after it.
  const started = await withTenant(runtimeView(database), session, (tx) =>
    imports.start({ ...session, tx, now: new Date() }, input.importId, input.mode),
  );
  // Each chunk written, for a parent that kills the process mid-transaction (waitForProgress): a
  // write to a pipe is synchronous, so the parent reads it while the import goes on.
  imports.launch(started, (processed) => process.stdout.write(`PROGRESS ${processed}\n`));
  process.stdout.write('RUNNING\n');
  await app.peopleReporting.imports.settled();
  process.stdout.write('DONE\n');
  await app.close();
  await database.close();
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../../../../..');

/** The parent's side: starts a Node process that runs `runImportInChild`; resolves once the import is running. */
export async function startChildImport(
  input: ChildImport,
): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const module = path.join(here, 'testing.ts');
  const script = `import { runImportInChild } from ${JSON.stringify(`file://${module}`)}; await runImportInChild(JSON.parse(process.argv[1]));`;
  const child = spawn(
    process.execPath,
    ['--conditions=@hcims/source', '--import', 'tsx', '--input-type=module', '-e', script, JSON.stringify(input)],
    {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!output.includes('RUNNING')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the child import did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => output, exited };
}

/** Waits until the child's import has written at least `rows` rows (and is still running). */
export async function waitForProgress(output: () => string, rows: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const reports = [...output().matchAll(/PROGRESS (-?\d+)/g)];
    const last = Number(reports.at(-1)?.[1] ?? -1);
    if (last >= rows) return;
    if (output().includes('DONE') || Date.now() > deadline)
      throw new Error(`the child import did not reach ${rows} rows: ${output().slice(-300)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The header of the test files. */
export const HEADER = 'First name,Last name,Email,Employee no,Department,Designation,Reports to,Start date,Date of birth,Gender,Mobile';

export async function upload(app: FastifyInstance, access: string, name: string, content: Buffer | string) {
  const body = multipart(
    {},
    { name, content, type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv' },
  );
  return app.inject({ method: 'POST', url: '/api/people/imports', headers: { ...bearer(access), ...body.headers }, payload: body.payload });
}

export async function waitFor(
  app: FastifyInstance,
  access: string,
  id: string,
  statuses: ImportJob['status'][] = ['completed', 'failed'],
): Promise<ImportJob> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await app.inject({ url: `/api/people/imports/${id}`, headers: bearer(access) });
    expectStatus(res, 200, 'poll import');
    const job = res.json<ImportJob>();
    if (statuses.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
