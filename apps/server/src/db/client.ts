import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { Client as PgClient, Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { migrationsFolder } from '../paths.js';
import type { Db } from './db-type.js';
import { openInOneRoundTrip } from './transactions.js';

export type { Db } from './db-type.js';
export type DatabaseKind = 'postgres' | 'pglite';

/**
 * The role every request path runs as (created by migration 0002): not a superuser, not the
 * tables' owner, unable to bypass row-level security (docs/decisions/0003, 0065).
 */
export const RUNTIME_ROLE = 'hcims_app';

export type Database = {
  kind: DatabaseKind;
  /**
   * The owner's connection: migrations, demo seeds, the job queue and scheduled work, mail
   * delivery, test fixtures. Request code never gets it: `buildApp` hands routes `runtimeView`.
   */
  db: Db;
  /** The request paths' connection: every statement on it runs as RUNTIME_ROLE. */
  runtime: Db;
  /** Who the runtime connection logged in as, to refuse a superuser in production. */
  runtimeLogin(): Promise<RuntimeLogin>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * LISTENs on a channel for the life of the handle: on PostgreSQL one dedicated connection of the
   * owner's, opened again with back-off when it drops (`onReconnect` then tells the caller that
   * notifications may have been missed); on PGlite its one connection. Never throws once started.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
};

export type ListenHandlers = { onNotify: (payload: string) => void; onReconnect?: () => void };
export type Listener = { close(): Promise<void> };

export type RuntimeLogin = {
  name: string;
  /** Any of these lets a request path step out of the runtime role (SET ROLE, or RLS not applying). */
  superuser: boolean;
  bypassRls: boolean;
  ownsTables: boolean;
};

/** The same database seen by request code: `db` is the runtime connection. */
export function runtimeView<T extends Database>(database: T): T {
  return { ...database, db: database.runtime };
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      /** The app's login (request paths). */
      url: string;
      /** The tables' owner (migrations, seeds, jobs); defaults to `url`. */
      ownerUrl?: string;
      poolMax?: number;
      statementTimeoutMs?: number;
      log?: Pick<Logger, 'warn' | 'error'>;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; log?: Pick<Logger, 'warn' | 'error'> };

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const RUNTIME_LOGIN_SQL = `select session_user as name, r.rolsuper as superuser, r.rolbypassrls as "bypassRls",
  exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and pg_has_role(session_user, c.relowner, 'MEMBER')) as "ownsTables"
  from pg_roles r where r.rolname = session_user`;

/** Arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 724_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const newPool = (url: string, max: number, startupOptions?: string): Pool => {
    const pool: Pool = new pg.Pool({
      connectionString: url,
      max,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      application_name: 'hcims',
      ...(startupOptions ? { options: startupOptions } : {}),
    });
    survivePostgresRestarts(pool, options.log);
    return pool;
  };
  const max = options.poolMax ?? 10;
  // The owner's pool serves migrations, seeds, the job queue and mail: a few connections.
  const pool = newPool(options.ownerUrl ?? options.url, Math.max(2, Math.ceil(max / 2)));
  // Request paths: every connection starts as the runtime role (a startup option, so even RESET
  // ROLE returns to it). The login itself should hold no privileges (README, ADR 0065). JIT is off
  // for them: a request's statements are short, and compiling one costs more than it saves
  // (seconds on the million-task dashboard, ADR 0109).
  const runtimePool = newPool(options.url, max, `-c role=${RUNTIME_ROLE} -c jit=off`);
  const db = drizzle({ client: pool, casing: 'snake_case' }) as unknown as Db;
  const runtime = drizzle({ client: runtimePool, casing: 'snake_case' }) as unknown as Db;
  await openInOneRoundTrip(db, pool);
  await openInOneRoundTrip(runtime, runtimePool);
  return {
    kind: 'postgres',
    db,
    runtime,
    runtimeLogin: async () => (await runtimePool.query<RuntimeLogin>(RUNTIME_LOGIN_SQL)).rows[0]!,
    ping: async () => {
      await runtimePool.query('select 1');
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
    listen: (channel, handlers) => listenPostgres(pg.Client, options.ownerUrl ?? options.url, channel, handlers, options.log),
    close: async () => {
      await Promise.all([runtimePool.end(), pool.end()]);
    },
  };
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * One connection that only LISTENs (ADR 0102). When it ends (a restart, pg_terminate_backend) it
 * is opened again after 250 ms, doubling up to 5 s; the process never crashes on its errors.
 */
async function listenPostgres(
  Client: typeof PgClient,
  url: string,
  channel: string,
  handlers: ListenHandlers,
  log: Pick<Logger, 'warn'> | undefined,
): Promise<Listener> {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let closed = false;
  let current: PgClient | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = 250;
  const open = async (first: boolean): Promise<void> => {
    const client = new Client({ connectionString: url, application_name: 'hcims-listen', connectionTimeoutMillis: 3_000 });
    let lost = false;
    const retry = () => {
      if (lost || closed) return;
      lost = true;
      current = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      timer = setTimeout(() => void open(false), delay);
      delay = Math.min(delay * 2, 5_000);
    };
    client.on('error', (error: Error & { code?: string }) => {
      log?.warn({ code: error.code, reason: error.message }, 'listen connection lost');
      retry();
    });
    client.on('end', retry);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotify(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      // Unreachable at start too: the server still starts (it answers 503 until PostgreSQL is back) and keeps trying.
      log?.warn({ code: (error as { code?: string }).code, reason: (error as Error).message }, 'listen connection not opened');
      retry();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = 250;
    if (!first) handlers.onReconnect?.();
  };
  await open(true);
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
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
  const db = drizzle({ client, casing: 'snake_case' }) as unknown as Db;
  const runtime = drizzle({ client: asRole(client, RUNTIME_ROLE), casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    runtime,
    runtimeLogin: async () => (await client.query<RuntimeLogin>(RUNTIME_LOGIN_SQL)).rows[0]!,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    },
    listen: async (channel, handlers) => {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const stop = await client.listen(channel, handlers.onNotify);
      return { close: () => (client.closed ? Promise.resolve() : stop()) };
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is one connection, logged in as its superuser: there is no second login to give the
 * request paths. Their handle runs each statement, and each transaction, in a transaction that
 * starts with SET LOCAL ROLE, so they meet the same policies as on PostgreSQL; the owner's handle
 * is the plain client. Nothing is left set on the connection between two of them.
 */
function asRole(client: PGlite, role: string): PGlite {
  const enter = `set local role ${role}`;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (...args: Parameters<PGlite['query']>) =>
          target.transaction(async (tx) => {
            await tx.exec(enter);
            return tx.query(...args);
          });
      }
      if (property === 'transaction') {
        return <T>(work: Parameters<PGlite['transaction']>[0]) =>
          target.transaction(async (tx) => {
            await tx.exec(enter);
            return (await work(tx)) as T;
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
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
