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
