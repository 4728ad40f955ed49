import type { TestProject } from 'vitest/node';
import { canReachPostgres, ensureTestRuntimeLogin, TEST_DATABASE_URL } from './postgres.js';
import { migratedPgliteSnapshot, migratedPostgresTemplate } from './templates.js';

/**
 * Decides once whether the PostgreSQL half of the API suite runs. Unreachable PostgreSQL fails
 * the run under CI; elsewhere it is skipped with a warning nobody can miss. Then migrates once
 * per driver: the harness copies these for every test file (harness.ts, `freshDatabase`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reachable = await canReachPostgres();
  if (!reachable) {
    const line = `PostgreSQL is not reachable at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL).`;
    if (process.env.CI) throw new Error(`${line} CI requires the PostgreSQL half of the suite.`);
    const bar = '!'.repeat(78);
    process.stderr.write(
      `\n${bar}\n!! WARNING: ${line}\n!! The PostgreSQL half of the API tests is SKIPPED; only PGlite runs.\n${bar}\n\n`,
    );
  }
  if (reachable) await ensureTestRuntimeLogin();
  project.provide('postgresReachable', reachable);
  // One after the other: PGlite's migrations keep this thread busy, which would stall a
  // PostgreSQL connection being opened at the same time.
  const template = reachable ? await migratedPostgresTemplate() : null;
  const snapshot = await migratedPgliteSnapshot().catch(async (error: unknown) => {
    await template?.drop();
    throw error;
  });
  project.provide('pgliteSnapshot', snapshot.file);
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    snapshot.remove();
    await template?.drop();
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    postgresReachable: boolean;
    /** A file holding a migrated PGlite data directory (PGlite `loadDataDir`). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database to copy; empty when PostgreSQL is not reachable. */
    postgresTemplate: string;
  }
}
