// Dashboard benchmark (issue 11, "Workspace"), on PostgreSQL: GET /api/workspace/dashboard (every
// card the caller may see, computed at each call) in a company of BENCH_EMPLOYEES employees, for
// the owner (company-wide cards) and for an employee (their own), one request after another
// (BENCH_REQUESTS each, after a warm-up) and then under BENCH_CONNECTIONS concurrent connections
// for BENCH_SECONDS. Goal: p50 under 200 ms.
//
//   npm run build -w @hcims/server && npm run bench:dashboard
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_EMPLOYEES=10000  BENCH_REQUESTS=200
//   BENCH_CONNECTIONS=8  BENCH_SECONDS=10  BENCH_KEEP_DB=1 (keep the database afterwards)
//
// The data is made as the people benchmark's is (bench/lib.mjs): a company registered through the
// API with 20 departments, its employees inserted with SQL; one of them signs in as an employee.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import {
  apiCaller,
  companyWithDepartments,
  insertEmployees,
  insertMembers,
  machine,
  ms,
  percentile,
  PG_URL,
  psql,
  requirePgPrograms,
  startServer,
  writeResults,
} from './lib.mjs';

requirePgPrograms();
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const P50_GOAL_MS = 200;
const PASSWORD = 'Bench-Lantern-47-dashboard';
const DOMAIN = 'dashboard.bench.example';

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok: Boolean(ok), detail });
  if (!ok) console.error(`  CHECK FAILED: ${name} ${detail}`);
};

const dbName = `hcims_bench_dashboard_${process.pid}`;
const dbUrl = `${PG_URL}/${dbName}`;
let server = null;

async function cleanUp() {
  await server?.stop();
  try {
    if (KEEP_DB) console.log(`  kept the database: psql ${dbUrl}`);
    else psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
  } catch (error) {
    console.error(`could not drop ${dbName}: ${error instanceof Error ? error.message : error}`);
  }
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** Sequential GETs of the dashboard: a warm-up, then REQUESTS timed ones (signing in again every 3 minutes). */
async function sequential(signIn) {
  let token = await signIn();
  let signedInAt = performance.now();
  const get = async () => {
    if (performance.now() - signedInAt > 180_000) {
      token = await signIn();
      signedInAt = performance.now();
    }
    const started = performance.now();
    const res = await fetch(`${server.url}/api/workspace/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`dashboard: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < 10; i++) await get();
  const times = [];
  let last = null;
  for (let i = 0; i < REQUESTS; i++) {
    const { ms: t, body } = await get();
    times.push(t);
    last = body;
  }
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), requests: times.length, cards: last.cards.length, last };
}

async function concurrent(token) {
  // An access token lives 5 minutes: the run must fit in a fresh one's life.
  const result = await autocannon({
    url: `${server.url}/api/workspace/dashboard`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  check('no HTTP errors under load', result.errors === 0 && result.non2xx === 0, `${result.errors} errors, ${result.non2xx} non-2xx`);
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

async function main() {
  psql(`${PG_URL}/postgres`, `create database "${dbName}"`);
  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: 'false' });
  const call = apiCaller(server);
  const company = await companyWithDepartments(call, { name: 'Dashboard', email: `owner@${DOMAIN}`, password: PASSWORD, count: 20 });
  const [employeeEmail] = insertMembers(dbUrl, company, 1, DOMAIN);
  insertEmployees(dbUrl, company, EMPLOYEES - 1, `staff.${DOMAIN}`);
  psql(dbUrl, 'analyze');
  const counted = Number(psql(dbUrl, `select count(*) from employees where company_id = '${company.id}'`));
  check('the company has its employees', counted === EMPLOYEES, `${counted}`);
  const signIn = (email) => async () => (await call('POST', '/api/auth/login/', { body: { email, password: PASSWORD } })).access;

  const figures = { machine: machine(), employees: EMPLOYEES, goalP50Ms: P50_GOAL_MS, checks };
  for (const [role, email] of [
    ['owner', `owner@${DOMAIN}`],
    ['employee', employeeEmail],
  ]) {
    const seq = await sequential(signIn(email));
    const load = await concurrent(await signIn(email)());
    const { last, ...sequentialFigures } = seq;
    figures[role] = { sequential: sequentialFigures, concurrent: load };
    console.log(`  ${role}: ${seq.cards} cards (${last.cards.map((c) => c.id).join(', ')})`);
    console.log(`    one at a time  p50 ${ms(seq.p50Ms)}, p99 ${ms(seq.p99Ms)} (${seq.requests} requests)`);
    console.log(
      `    ${CONNECTIONS} connections  ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(load.p50Ms)}, p99 ${ms(load.p99Ms)} (${SECONDS} s)`,
    );
    check(`${role}: p50 under ${P50_GOAL_MS} ms`, seq.p50Ms < P50_GOAL_MS, ms(seq.p50Ms));
  }
  console.log(`  results: ${writeResults('dashboard', figures)}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  checks.push({ name: 'ran to the end', ok: false, detail: String(error) });
} finally {
  await cleanUp();
}
process.exit(checks.every((c) => c.ok) ? 0 : 1);
