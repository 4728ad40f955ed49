import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Database } from './db/client.js';
import { runSeeds } from './db/seed.js';
import { ConfigError, loadEnv, type Env } from './env.js';
import { demoSignInNotice } from './modules/identity/index.js';
import { demoSeeds } from './modules.js';
import { isDatabaseUnavailable } from './platform/errors/database-errors.js';
import { checkRuntimeLogin } from './platform/tenancy/index.js';
import { openConfiguredDatabase } from './scripts/open-from-env.js';

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = performance.now();
  const database = await openConfiguredDatabase(env);
  const app = await buildApp({ env, database });
  await migrateWhenReachable(database, app.log);
  const login = await checkRuntimeLogin(database, env.NODE_ENV);
  if (login.level === 'refuse') {
    process.stderr.write(`${login.message}\n`);
    await database.close();
    process.exit(1);
  }
  if (login.level === 'warn') {
    process.stderr.write(`${login.message}\n`);
    app.log.warn(login.message);
  }
  if (env.SEED_DEMO) {
    const outcome = await runSeeds(database, demoSeeds, { onlyIfDemo: true, log: app.log });
    if (outcome.applied.length > 0) app.log.info({ modules: outcome.applied }, 'demo company seeded');
  }
  installShutdown(app, database, env.SHUTDOWN_TIMEOUT_MS);

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const url = address.replace('://0.0.0.0', '://127.0.0.1').replace('://[::]', '://127.0.0.1');
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  // One plain line for people and for scripts (the e2e harness parses it).
  process.stdout.write(`READY ${url} db=${database.kind} startup=${seconds}s\n`);
  const demo = await demoSignInNotice(database, url).catch(() => null);
  if (demo) process.stdout.write(`${demo}\n`);
}

/** A database still starting (or restarting) delays start-up instead of failing it; 60 s at most. */
async function migrateWhenReachable(database: Database, log: FastifyInstance['log']): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      return await database.migrate();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      log.warn({ retryInMs: delay }, 'database not reachable yet; waiting');
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

function installShutdown(app: FastifyInstance, database: Database, timeoutMs: number): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    void (async () => {
      try {
        await app.close();
        await database.close();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

await main();
