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
