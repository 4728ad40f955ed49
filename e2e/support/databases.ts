import { canReachPostgres, TEST_DATABASE_URL } from '../../apps/server/src/test/postgres.js';
import type { DatabaseKind } from './server.js';

/**
 * The databases an end-to-end spec runs on: PGlite always, PostgreSQL when reachable. Under CI an
 * unreachable PostgreSQL is an error, never a silent skip.
 */
export async function e2eDatabases(): Promise<DatabaseKind[]> {
  if (await canReachPostgres()) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${TEST_DATABASE_URL}; CI requires it`);
  process.stderr.write(`\n!!! WARNING: PostgreSQL unreachable at ${TEST_DATABASE_URL}: end-to-end tests run on PGlite only !!!\n\n`);
  return ['pglite'];
}

/**
 * The database a browser spec runs on (ADR 0084): the one the spec names, so that the specs
 * between them drive the built app on both; every endpoint is proven on both by the API tests and
 * the built app on both by pipeline.e2e.ts. `E2E_ALL_DATABASES=1` runs every spec on both.
 */
export async function specDatabases(preferred: DatabaseKind): Promise<DatabaseKind[]> {
  const kinds = await e2eDatabases();
  if (process.env.E2E_ALL_DATABASES === '1') return kinds;
  return kinds.includes(preferred) ? [preferred] : kinds;
}
