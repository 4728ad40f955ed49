import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';
import { createTemplateDatabase } from './postgres.js';

/**
 * Migrated starting points, made once per test run by the global setup (ADR 0050): each test
 * file's database is then a copy of one instead of running every migration again.
 */

/** A PostgreSQL database with every migration applied, for CREATE DATABASE ... TEMPLATE. */
export function migratedPostgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  return createTemplateDatabase('hcims_tpl', async (url) => {
    const database = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  });
}

/** A migrated PGlite data directory, dumped to a file that PGlite's `loadDataDir` opens. */
export async function migratedPgliteSnapshot(): Promise<{ file: string; remove: () => void }> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    // The drizzle instance keeps its driver as `$client`.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(tmpdir(), `hcims-pglite-${process.pid}-${Math.random().toString(36).slice(2, 8)}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rmSync(file, { force: true }) };
  } finally {
    await database.close();
  }
}
