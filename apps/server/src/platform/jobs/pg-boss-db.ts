import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { Database } from '../../db/client.js';

/**
 * pg-boss talks to the database through `{ executeSql(text, values) }`. Giving it the app's own
 * connection (instead of a second pool from a URL) means PGlite works at all (it is one
 * in-process connection that only its owner can reach) and PostgreSQL needs no extra pool.
 *
 * The driver client is reached through drizzle's `$client`, because `Database` (db/client.ts)
 * does not expose it; both drizzle drivers set it.
 */
export function pgBossDb(database: Pick<Database, 'kind' | 'db'>): PgBoss.Db {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!client) throw new Error('The database handle does not expose its driver client ($client)');
  if (database.kind === 'pglite') return pgliteDb(client as PGlite);
  const pool = client as Pool;
  return {
    // Without values, pg uses the simple protocol, which runs pg-boss's multi-statement scripts.
    executeSql: async (text, values) => pool.query(text, values?.length ? values : undefined),
  };
}

/**
 * PGlite's `query` is a prepared statement and rejects several statements at once ("cannot
 * insert multiple commands into a prepared statement"); pg-boss sends its migrations and locks
 * that way without parameters. Those go through `exec`, whose last result is what pg would
 * have returned (stack-notes §5).
 */
export function pgliteDb(pglite: PGlite): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
