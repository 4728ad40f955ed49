// Helpers shared by the benchmarks: the repository root, the built server started on a free port,
// percentiles, the results folder, and the PostgreSQL set-up (psql, pgbench, captured SQL).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrograms } from '../scripts/programs.mjs';

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
    return { url, db, pid: child.pid, stop, stderr: () => stderr, stdout: () => stdout };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * CPU time used so far, in ms, by the process `pid` and by all PostgreSQL processes on this machine
 * (user and system, from /proc; Linux only, `null` elsewhere). The difference over a load step,
 * divided by its requests, is each side's CPU per request.
 */
export function cpuMs(pid) {
  if (!existsSync('/proc/self/stat')) return null;
  const ticks = (statPath) => {
    try {
      // The command name is in parentheses and may hold spaces: the other fields follow its ')'.
      const stat = readFileSync(statPath, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      return { name: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null; // the process ended between the listing and the read
    }
  };
  const hz = 100; // USER_HZ, 100 on Linux
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = ticks(`/proc/${entry}/stat`);
    if (stat?.name === 'postgres') postgres += stat.ticks;
  }
  return { server: ((ticks(`/proc/${pid}/stat`)?.ticks ?? 0) * 1000) / hz, postgres: (postgres * 1000) / hz };
}

/** Writes the figures to bench/results/<name>-<timestamp>.json and answers the path from the root. */
export function writeResults(name, figures) {
  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return path.relative(root, file);
}

/** The PostgreSQL server the benchmarks create their databases on (BENCH_PG_URL). */
export const PG_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');

/** Stops the benchmark with one line naming what to install when psql or pgbench is missing. */
export function requirePgPrograms() {
  const missing = missingPrograms(
    [
      ['psql', 'postgresql-client'],
      ['pgbench', 'postgresql'],
    ],
    'the benchmark sets up its data and runs the same SQL with them',
  );
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}

/** Runs one SQL text with psql (stopping at the first error) and answers its unaligned output. */
export function psql(url, sqlText) {
  const res = spawnSync('psql', [url, '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-c', sqlText], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`psql failed (${res.status}): ${res.stderr || res.error}`);
  return res.stdout.trim();
}

/** A SQL literal of a string. */
export const quote = (s) => `'${String(s).replace(/'/g, "''")}'`;

/**
 * Runs pgbench with one transaction script (`statements` between BEGIN and COMMIT, unless
 * `wrap` is false because the statements hold their own) for `seconds` on `connections`,
 * prepared as the server runs its queries; answers TPS and p50/p99 of the per-transaction
 * latency from pgbench's log.
 */
export function runPgbench({ dbUrl, work, name, statements, connections, seconds, wrap = true, mode = 'prepared' }) {
  const file = path.join(work, `${name}.sql`);
  writeFileSync(file, wrap ? `BEGIN;\n${statements.join('\n')}\nCOMMIT;\n` : `${statements.join('\n')}\n`);
  const logDir = path.join(work, `pgbench-log-${name}`);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const args = ['-n', '-M', mode, '-c', String(connections), '-j', '2', '-T', String(seconds), '-l', `--log-prefix=${logDir}/tx`];
  const res = spawnSync('pgbench', [...args, '-f', file, dbUrl], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pgbench failed (${res.status}): ${res.stderr}`);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(res.stdout)?.[1]);
  const failedTransactions = Number(/number of failed transactions: (\d+)/.exec(res.stdout)?.[1] ?? 0);
  const latencies = readdirSync(logDir).flatMap((f) =>
    readFileSync(path.join(logDir, f), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000),
  );
  return { tps, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), transactions: latencies.length, failedTransactions };
}

/** JSON over HTTP to a started server; throws with the body when the status is not the expected one. */
export function apiCaller(server) {
  return async (method, pathName, { token, body, expect = 200 } = {}) => {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const send = () => fetch(`${server.url}${pathName}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    // A kept-alive connection the server closed while a long set-up ran fails once; a new one does not.
    const res = await send().catch((error) => {
      if (['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(error?.cause?.code)) return send();
      throw error;
    });
    const text = await res.text();
    if (res.status !== expect) throw new Error(`${method} ${pathName}: ${res.status} (expected ${expect}) ${text.slice(0, 500)}`);
    return text ? JSON.parse(text) : null;
  };
}

/**
 * A company through the API (registered by its owner) with `count` departments, each with a
 * designation; answers its id, the owner's user id and token, and the departments.
 */
export async function companyWithDepartments(call, { name, email, password, count }) {
  const reg = await call('POST', '/api/auth/register', {
    body: { name: `Owner ${name}`, companyName: name, email, password },
    expect: 201,
  });
  const company = { id: reg.company.id, userId: reg.user.id, access: reg.access, departments: [] };
  for (let d = 0; d < count; d++) {
    const department = await call('POST', '/api/org/departments', {
      token: company.access,
      body: { name: `Department ${d + 1}` },
      expect: 201,
    });
    const designation = await call('POST', '/api/org/designations', {
      token: company.access,
      body: { name: `Specialist ${d + 1}`, departmentId: department.id },
      expect: 201,
    });
    company.departments.push({ id: department.id, designationId: designation.id });
  }
  return company;
}

/** `count` employees of the company with SQL as the owner, spread round-robin over its departments. */
export function insertEmployees(dbUrl, company, count, domain) {
  const values = company.departments.map((d, i) => `(${i}, ${quote(d.id)}::uuid, ${quote(d.designationId)}::uuid)`).join(', ');
  psql(
    dbUrl,
    `with d(n, department_id, designation_id) as (values ${values})
     insert into employees (company_id, group_id, first_name, last_name, work_email, department_id, designation_id, hire_date)
     select c.id, c.group_id, 'Person', 'Number ' || i, 'e' || i || '@${domain}', d.department_id, d.designation_id, date '2020-01-01'
     from generate_series(0, ${count - 1}) i join d on d.n = i % ${company.departments.length} cross join companies c where c.id = ${quote(company.id)}`,
  );
}

/**
 * A Node preload for the server that appends every statement its PostgreSQL clients send (text
 * and parameters, one JSON line each) to `file`, so that a benchmark can run with pgbench exactly
 * the SQL the repository ran for a request. Answers the server's NODE_OPTIONS and a reader.
 */
export function captureSql(work) {
  const preload = path.join(work, 'capture-sql.mjs');
  const file = path.join(work, 'captured.jsonl');
  writeFileSync(
    preload,
    `import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const pg = createRequire(${JSON.stringify(path.join(root, 'apps/server/package.json'))})('pg');
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config && config.text;
  const params = config && typeof config === 'object' && Array.isArray(config.values) ? config.values : Array.isArray(values) ? values : [];
  if (text) appendFileSync(${JSON.stringify(file)}, JSON.stringify({ text, params }) + '\\n');
  return query.call(this, config, values, callback);
};
`,
  );
  writeFileSync(file, '');
  const lines = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim() },
    /** How many statements were captured so far (a mark to read from). */
    mark: () => lines().length,
    /** The statements captured since `mark`, with their parameters written in as literals. */
    since: (mark) =>
      lines()
        .slice(mark)
        .map((line) => inlineParams(JSON.parse(line))),
  };
}

/** A captured statement with $1.. replaced by SQL literals of its parameters (as pg sends them: text). */
export function inlineParams({ text, params }) {
  const literal = (v) => {
    if (v === null || v === undefined) return 'null';
    if (v instanceof Date) return quote(v.toISOString());
    if (Array.isArray(v)) return quote(`{${v.map((x) => `"${String(x).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`);
    if (typeof v === 'object') return quote(JSON.stringify(v));
    return quote(v);
  };
  return text.replace(/\$(\d+)\b/g, (_, n) => literal(params[Number(n) - 1]));
}

/**
 * The request's transaction around the statement that reads `table`: from the tenant settings
 * (set_config of the role, which opens every request's work) to the statement before its commit,
 * between BEGIN and COMMIT. Other connections' transactions may interleave in the capture, so
 * BEGIN and COMMIT lines are not used to find it.
 */
export function requestTransaction(statements, table) {
  const at = statements.findIndex((s) => s.includes(table));
  if (at < 0) return statements;
  let start = at;
  while (start > 0 && !/set_config\('role'/.test(statements[start])) start--;
  let end = at;
  while (end < statements.length && !/^\s*(commit|rollback)\b/i.test(statements[end])) end++;
  const inside = statements.slice(start, end).filter((s) => !/^\s*(begin|commit)\b/i.test(s));
  return ['BEGIN;', ...inside, 'COMMIT;'];
}

/**
 * `count` members of the company who sign in, with SQL as the owner: an account each (with the
 * owner's password, so no hashing is needed), an active membership holding the built-in Employee
 * role, and an employee record linked to the account, spread round-robin over the departments.
 * Answers their e-mail addresses (`m<i>@<domain>`); they sign in with the owner's password.
 */
export function insertMembers(dbUrl, company, count, domain) {
  const values = company.departments.map((d, i) => `(${i}, ${quote(d.id)}::uuid, ${quote(d.designationId)}::uuid)`).join(', ');
  const companyId = quote(company.id);
  psql(
    dbUrl,
    `with d(n, department_id, designation_id) as (values ${values}),
     u as (
       insert into users (email, name, password_hash, status)
       select 'm' || i || '@${domain}', 'Member ' || i, (select password_hash from users where id = ${quote(company.userId)}), 'active'
       from generate_series(0, ${count - 1}) i
       returning id, email),
     m as (insert into memberships (company_id, user_id) select ${companyId}, id from u returning id),
     r as (
       insert into role_members (company_id, role_id, membership_id)
       select ${companyId}, (select id from roles where company_id = ${companyId} and built_in = 'employee'), id from m)
     insert into employees (company_id, group_id, first_name, last_name, work_email, department_id, designation_id, hire_date, user_id)
     select c.id, c.group_id, 'Member', 'Number ' || substring(u.email from '^m([0-9]+)@'), u.email, d.department_id, d.designation_id,
       date '2020-01-01', u.id
     from u join d on d.n = substring(u.email from '^m([0-9]+)@')::int % ${company.departments.length}
     cross join companies c where c.id = ${companyId}`,
  );
  return Array.from({ length: count }, (_, i) => `m${i}@${domain}`);
}
