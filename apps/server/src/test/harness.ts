import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, inject } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database, type DatabaseKind } from '../db/client.js';
import { loadEnv, type Env } from '../env.js';
import { createScratchDatabase, runtimeLoginUrl } from './postgres.js';

export type TestDatabase = Database & { dispose: () => Promise<void>; url?: string };

let snapshot: { file: string; blob: Blob } | undefined;

/** The migrated PGlite data directory the global setup dumped (read once per worker). */
function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  if (snapshot?.file !== file) snapshot = { file, blob: new Blob([readFileSync(file)]) };
  return snapshot.blob;
}

/**
 * A freshly migrated, empty database of the given kind, private to the caller: a copy of the
 * run's migrated template (global-setup.ts). `migrate()` then finds nothing to apply; it still
 * runs, so a database is always current even where no template was prepared.
 */
export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const loadDataDir = pgliteSnapshot();
    const database = await openDatabase({ kind: 'pglite', ...(loadDataDir ? { loadDataDir } : {}) });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const template = inject('postgresTemplate');
  const scratch = await createScratchDatabase('hcims_t', template ? { template } : {});
  // Request paths log in as a runtime login, as in production; migrations and fixtures as the owner.
  const database = await openDatabase({ kind: 'postgres', url: runtimeLoginUrl(scratch.url), ownerUrl: scratch.url, poolMax: 5 });
  await database.migrate();
  return {
    ...database,
    url: scratch.url,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...overrides });
}

export async function testApp(
  database: Database,
  options: {
    env?: Record<string, string>;
    webDir?: string | null;
    extend?: (app: FastifyInstance) => void;
    logStream?: { write(line: string): void };
  } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    env: testEnv(options.env),
    database,
    webDir: options.webDir ?? null,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return app;
}

/**
 * Runs a suite once per database driver: PGlite always, PostgreSQL when reachable (the global
 * setup already failed the run under CI if it is not, and printed a loud warning otherwise).
 */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  const kinds: DatabaseKind[] = inject('postgresReachable') ? ['pglite', 'postgres'] : ['pglite'];
  for (const kind of kinds) describe(`${title} [${kind}]`, () => body(kind));
}
