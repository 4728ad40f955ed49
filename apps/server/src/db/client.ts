import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'postgres' | 'pglite';

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax?: number; statementTimeoutMs?: number; log?: Pick<Logger, 'warn' | 'error'> }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; log?: Pick<Logger, 'warn' | 'error'> };

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 724_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool: Pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    application_name: 'hcims',
  });
  survivePostgresRestarts(pool, options.log);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async () => {
      // A session-level advisory lock on one dedicated connection: a second process waits here,
      // then finds every migration applied and does nothing.
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Keeps the process alive and the pool whole when PostgreSQL goes away (restart, crash,
 * pg_terminate_backend) (ADR 0040).
 *
 * - A connection that dies emits 'error' on its pg Client. The pool listens only while the
 *   client is idle; a client checked out for a transaction has no listener, and Node turns an
 *   unheard 'error' into a crash. Every client gets its own listener for its whole life. The
 *   request using it fails with "Connection terminated", which the error handler answers 503.
 * - drizzle releases a transaction's client only after `begin` succeeded: a client that dies
 *   under `begin` would stay checked out for ever, and a few of those exhaust the pool. A client
 *   whose connection ends while checked out is handed back (and so discarded) at once; the
 *   owner's later release does nothing.
 */
function survivePostgresRestarts(pool: Pool, log: Pick<Logger, 'warn'> | undefined): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) =>
      log?.warn({ code: error.code, reason: error.message }, 'database connection lost'),
    );
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(new Error('Connection ended while checked out'));
    });
  });
  // The pool re-emits an idle client's error; the client's own listener has logged it already.
  pool.on('error', () => undefined);
}

async function openPglite(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let releaseLock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'db') } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. A pid file
 * refuses the second one with a clear message; a file left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}; stop it first or set DATA_DIR to another folder`,
          {
            cause: error,
          },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
