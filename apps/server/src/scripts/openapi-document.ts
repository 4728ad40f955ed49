import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { loadEnv } from '../env.js';

/** Builds the app without a database (routes only) and returns its OpenAPI document as stable JSON. */
export async function openApiDocument(): Promise<string> {
  const noDatabase: Database = {
    kind: 'pglite',
    db: undefined as never,
    runtime: undefined as never,
    runtimeLogin: () => Promise.reject(new Error('no database while generating the API document')),
    ping: () => Promise.reject(new Error('no database while generating the API document')),
    migrate: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'openapi-generation-only-openapi-generation' }),
    database: noDatabase,
    webDir: null,
  });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2) + '\n';
  await app.close();
  return document;
}
