// Helpers shared by the benchmarks: the repository root, the built server started on a free port,
// percentiles, and the results folder.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** The built server; BENCH_SERVER_ENTRY runs another build (an earlier commit's) for a before/after comparison. */
export const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/server.js');
export const DEMO_OWNER = { email: 'owner@meridiancrest.example', password: 'Harbour-Lantern-47' };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The value below which p percent of the samples fall (nearest rank); NaN without samples. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
export const median = (values) => percentile(values, 50);
export const ms = (v) => `${v.toFixed(1)} ms`;
export const machine = () => ({ cpus: cpus().length, node: process.version });

/** Builds the contracts and the server when apps/server/dist/server.js is missing. */
export function ensureServerBuilt() {
  if (existsSync(serverEntry)) return;
  console.log('apps/server/dist/server.js is missing; building the contracts and the server first');
  for (const workspace of ['@hcims/contracts', '@hcims/server']) {
    const built = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

const BENCH_RUNTIME_LOGIN = 'hcims_bench_runtime';

/**
 * Production refuses to serve requests as a superuser (ADR 0065): on PostgreSQL the benchmarks
 * run as a login that holds nothing but the runtime role, with the given URL as the owner's.
 * Creating the roles tolerates another run doing the same at the same time.
 */
async function runtimeLoginEnv(ownerUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const tolerant = (statement, done) => `do $$ begin ${statement}; exception when others then if not (${done}) then raise; end if; end $$`;
  try {
    await client.query(
      tolerant(
        'create role hcims_app nologin nosuperuser nocreatedb nocreaterole noinherit nobypassrls',
        `exists (select 1 from pg_roles where rolname = 'hcims_app')`,
      ),
    );
    await client.query(
      tolerant(
        `create role ${BENCH_RUNTIME_LOGIN} login nosuperuser nocreatedb nocreaterole noinherit nobypassrls`,
        `exists (select 1 from pg_roles where rolname = '${BENCH_RUNTIME_LOGIN}')`,
      ),
    );
    await client.query(
      tolerant(`grant hcims_app to ${BENCH_RUNTIME_LOGIN}`, `pg_has_role('${BENCH_RUNTIME_LOGIN}', 'hcims_app', 'MEMBER')`),
    );
  } finally {
    await client.end();
  }
  const runtime = new URL(ownerUrl);
  runtime.username = BENCH_RUNTIME_LOGIN;
  runtime.password = '';
  return { DATABASE_URL: runtime.toString(), DATABASE_OWNER_URL: ownerUrl };
}

/**
 * Starts the built server in production mode on a free port, in a temporary DATA_DIR, with the
 * per-IP rate limits raised out of the way. `env` adds or overrides settings (DATABASE_URL,
 * SEED_DEMO...); a PostgreSQL DATABASE_URL is used as the owner's, with a runtime login for requests.
 * Resolves once it prints READY; `stop()` sends SIGTERM and removes the folder; `stdout()` and
 * `stderr()` answer what the server has printed so far (its log lines).
 */
export async function startServer(env = {}) {
  ensureServerBuilt();
  if (env.DATABASE_URL && !env.DATABASE_OWNER_URL) env = { ...env, ...(await runtimeLoginEnv(env.DATABASE_URL)) };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hcims-bench-'));
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const serverArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: 'http://127.0.0.1',
      // The per-IP limits would otherwise throttle a benchmark that sends everything from one address.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => (stderr += d.toString()));
  child.stdout.on('data', (d) => (stdout += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { url, db } = await new Promise((resolve, reject) => {
      // BENCH_START_SECONDS: how long a start may take (migrations and the demo seed; longer on a busy machine).
      const seconds = Number(process.env.BENCH_START_SECONDS ?? 60);
      const timer = setTimeout(() => reject(new Error(`server did not start in ${seconds} s: ${stderr}`)), seconds * 1000);
      let out = '';
      child.stdout.on('data', (d) => {
        out += d.toString();
        const match = /READY (\S+) db=(\S+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve({ url: match[1], db: match[2] });
        }
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
    });
    return { url, db, stop, stderr: () => stderr, stdout: () => stdout };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Writes the figures to bench/results/<name>-<timestamp>.json and answers the path from the root. */
export function writeResults(name, figures) {
  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return path.relative(root, file);
}
