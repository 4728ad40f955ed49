import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Same server as `base`, another database. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function canReachPostgres(url = TEST_DATABASE_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs statements on the maintenance database given by TEST_DATABASE_URL. */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The login API tests' request paths connect as: like production's (README, "Database roles"),
 * not a superuser, not the owner, no privileges of its own, able only to become the runtime role.
 */
export const TEST_RUNTIME_LOGIN = 'hcims_runtime_test';

/**
 * Creates the runtime role and the test login once per cluster. Roles are cluster-wide and test
 * runs (and files) start in parallel: each step tolerates another doing the same at once.
 */
export async function ensureTestRuntimeLogin(): Promise<void> {
  const tolerant = (statement: string, done: string) => `do $$ begin ${statement};
    exception when others then if not (${done}) then raise; end if; end $$`;
  await adminQuery(
    tolerant(
      'create role hcims_app nologin nosuperuser nocreatedb nocreaterole noinherit nobypassrls',
      `exists (select 1 from pg_roles where rolname = 'hcims_app')`,
    ),
  );
  await adminQuery(
    tolerant(
      `create role ${TEST_RUNTIME_LOGIN} login nosuperuser nocreatedb nocreaterole noinherit nobypassrls`,
      `exists (select 1 from pg_roles where rolname = '${TEST_RUNTIME_LOGIN}')`,
    ),
  );
  await adminQuery(tolerant(`grant hcims_app to ${TEST_RUNTIME_LOGIN}`, `pg_has_role('${TEST_RUNTIME_LOGIN}', 'hcims_app', 'MEMBER')`));
}

/** The same database, logged in as the test runtime login. */
export function runtimeLoginUrl(url: string): string {
  const runtime = new URL(url);
  runtime.username = TEST_RUNTIME_LOGIN;
  runtime.password = '';
  return runtime.toString();
}

/** A unique database name: the process id and a random part keep parallel runs apart. */
function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A fresh database for one test file; dropped by the returned function. Empty, or a copy of
 * `template` (CREATE DATABASE ... TEMPLATE copies a migrated database in about a second, where
 * running every migration again takes several).
 */
export async function createScratchDatabase(
  prefix = 'hcims_t',
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueName(prefix);
  await adminQuery(`create database "${name}"${options.template ? ` template "${options.template}"` : ''}`);
  return {
    url: databaseUrl(TEST_DATABASE_URL, name),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * A database prepared once by `prepare` (migrations, a seed) and then closed to connections, so
 * that CREATE DATABASE ... TEMPLATE can copy it (PostgreSQL refuses while anyone is connected).
 */
export async function createTemplateDatabase(
  prefix: string,
  prepare: (url: string) => Promise<void>,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = uniqueName(prefix);
  const drop = () => adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  try {
    await prepare(databaseUrl(TEST_DATABASE_URL, name));
    await adminQuery(`alter database "${name}" with allow_connections false`);
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
  return { name, drop };
}
