import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { loadEnv } from '../env.js';

/** Builds the app without a database (routes only) and returns its OpenAPI document as stable JSON (paths sorted). */
export async function openApiDocument(): Promise<string> {
  const noDatabase: Database = {
    kind: 'pglite',
    db: undefined as never,
    runtime: undefined as never,
    runtimeLogin: () => Promise.reject(new Error('no database while generating the API document')),
    ping: () => Promise.reject(new Error('no database while generating the API document')),
    migrate: () => Promise.resolve(),
    listen: () => Promise.resolve({ close: () => Promise.resolve() }),
    close: () => Promise.resolve(),
  };
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'openapi-generation-only-openapi-generation' }),
    database: noDatabase,
    webDir: null,
  });
  await app.ready();
  const spec = app.swagger();
  // Paths in code-point order, so the document does not change with the order modules register routes.
  const paths = Object.entries(spec.paths ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const document = JSON.stringify({ ...spec, paths: Object.fromEntries(paths) }, null, 2) + '\n';
  await app.close();
  return document;
}
