import type { TestProject } from 'vitest/node';
import { canReachPostgres, ensureTestRuntimeLogin, TEST_DATABASE_URL } from './postgres.js';

/**
 * Decides once whether the PostgreSQL half of the API suite runs. Unreachable PostgreSQL fails
 * the run under CI; elsewhere it is skipped with a warning nobody can miss.
 */
export default async function setup(project: TestProject): Promise<void> {
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
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    postgresReachable: boolean;
  }
}
