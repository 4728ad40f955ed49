import { openDatabase, type Database } from '../db/client.js';
import type { Env } from '../env.js';

/** The database the settings name: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(env: Env): Promise<Database> {
  return openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          ...(env.DATABASE_OWNER_URL ? { ownerUrl: env.DATABASE_OWNER_URL } : {}),
          poolMax: env.DB_POOL_MAX,
          statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
}
