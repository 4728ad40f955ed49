// Group benchmark (issue 10, item 5), on PostgreSQL: a group of 10 companies of 10,000 employees
// (100,000 in all) with a year of history (bench/group-data.mjs says what and how much), and the
// same set-up for one company of 10,000 as the baseline, measured in the same run:
//   - through the built server's HTTP API, with the owner of the companies (a member of every
//     company of the group, org.groups:read with the group scope): the employee list (one
//     department of 20, sorted by last name, 50 rows), the contact directory (first page), the
//     compact directory (GET /api/auth/employees/, all 10,000, gzip), the HR dashboard
//     (/api/people/dashboard), a report-builder run (four columns, five departments, sorted) and
//     the group page (/api/org/group: every company with its head-count);
//   - each one alone (one connection, company 1: what one user waits) and under load
//     (BENCH_CONNECTIONS, the requests spread over every company of the group), p50/p99;
//   - the SQL of one request of each, replayed under EXPLAIN (ANALYZE, BUFFERS) as the runtime
//     role (bench/group-sql.mjs): time and buffers at 1 and at 10 companies, to see what grows
//     with the group rather than with the company.
//
//   npm run build && npm run bench:group
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_COMPANIES=10  BENCH_EMPLOYEES=10000
//   BENCH_FULL_YEAR_COMPANIES=1 (companies with a year of attendance; the others have a month)
//   BENCH_SECONDS=10 (per endpoint and mode)  BENCH_CONNECTIONS=8  BENCH_BASELINE=0 (skip the 1-company run)
//   BENCH_REBUILD=1 (drop the cached databases and set them up again)
//   BENCH_SETUP_ONLY=1 (set up or upgrade the databases, measure nothing)
//
// The databases (hcims_bench_group_<companies>x<employees>) are kept: a later run that finds one
// finished skips its set-up (the server still applies new migrations). Writes
// bench/results/group-<timestamp>.json; exits non-zero when a check fails.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountsOf,
  companiesOfDatabase,
  companiesThroughApi,
  companyHistory,
  markReady,
  ownerToken,
  readiness,
  rowCounts,
} from './group-data.mjs';
import { explainRequest } from './group-sql.mjs';
import { apiCaller, captureSql, machine, ms, PG_URL, psql, requirePgPrograms, startServer, writeResults } from './lib.mjs';

requirePgPrograms();

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const FULL_YEAR = Number(process.env.BENCH_FULL_YEAR_COMPANIES ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const BASELINE = process.env.BENCH_BASELINE !== '0';
const REBUILD = process.env.BENCH_REBUILD === '1';
const SETUP_ONLY = process.env.BENCH_SETUP_ONLY === '1';
const DEPARTMENTS = 20;
const DASHBOARD_P50_GOAL_MS = 300;

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok: Boolean(ok), detail });
  if (!ok) console.error(`  CHECK FAILED: ${name} ${detail}`);
};

/** What is measured: one request of a company (its departments give the filters). */
const ENDPOINTS = [
  {
    key: 'list',
    name: 'employee list (1 dept, by last name, 50)',
    request: (c) => ({ method: 'GET', path: `/api/people/employees?pageSize=50&departmentId=${c.departments[3].id}&sort=lastName` }),
    expect: (body) => body.items.length === 50 && body.total === EMPLOYEES / DEPARTMENTS,
  },
  {
    key: 'contactDirectory',
    name: 'contact directory (first page of 50)',
    request: () => ({ method: 'GET', path: '/api/people/directory?pageSize=50' }),
    expect: (body) => body.items.length === 50 && body.total === EMPLOYEES,
  },
  {
    key: 'compactDirectory',
    name: 'compact directory (all, gzip)',
    request: () => ({ method: 'GET', path: '/api/auth/employees/' }),
    expect: (body) => Array.isArray(body) && body.length === EMPLOYEES,
  },
  {
    key: 'dashboard',
    name: 'HR dashboard',
    request: () => ({ method: 'GET', path: '/api/people/dashboard' }),
    expect: (body) => body.headcount.total === EMPLOYEES,
  },
  {
    key: 'report',
    name: 'report builder run (5 depts, 50)',
    request: (c) => ({
      method: 'POST',
      path: '/api/people/reports/run?pageSize=50',
      body: {
        definition: {
          columns: ['fullName', 'departmentName', 'designationName', 'hireDate'],
          filters: [{ field: 'departmentId', operator: 'in', value: c.departments.slice(0, 5).map((d) => d.id) }],
          sort: [{ field: 'lastName', direction: 'asc' }],
        },
      },
    }),
    expect: (body) => body.rows.length === 50 && body.total === (EMPLOYEES / DEPARTMENTS) * 5,
  },
  {
    key: 'groupPage',
    name: 'group page (every company, head-count)',
    request: () => ({ method: 'GET', path: '/api/org/group' }),
    expect: (body, companies) => body.companies.length === companies && body.companies.every((c) => c.employeeCount === EMPLOYEES),
  },
];

const headersOf = (token, body) => ({
  authorization: `Bearer ${token}`,
  'accept-encoding': 'gzip',
  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
});

/** The database of `companies` companies, set up unless a finished one is cached. */
async function dataset(companies) {
  const dbName = `hcims_bench_group_${companies}x${EMPLOYEES}`;
  const dbUrl = `${PG_URL}/${dbName}`;
  if (REBUILD) psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
  const state = readiness(dbUrl);
  const cached = state !== null;
  if (!cached) {
    psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
    psql(`${PG_URL}/postgres`, `create database "${dbName}"`);
  }
  return { dbName, dbUrl, cached, upgrade: state === 'upgrade', companies };
}

/** Sets up a fresh dataset through the server's API and SQL; answers its companies and the seconds it took. */
async function setUp(call, data) {
  const started = performance.now();
  const list = await companiesThroughApi(call, { companies: data.companies, departments: DEPARTMENTS });
  const apiSeconds = (performance.now() - started) / 1000;
  console.log(`  ${data.companies} companies and their departments through the API in ${apiSeconds.toFixed(1)} s`);
  for (const [index, company] of list.entries()) {
    const at = performance.now();
    companyHistory(data.dbUrl, company, { index, employees: EMPLOYEES, fullYear: index < FULL_YEAR });
    accountsOf(data.dbUrl, company);
    console.log(`  company ${index + 1}: employees and history in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  }
  psql(data.dbUrl, 'vacuum analyze');
  markReady(data.dbUrl, data.dbName);
  return { list, seconds: (performance.now() - started) / 1000, apiSeconds };
}

/** autocannon on one endpoint: `companies` in turn (each request the next company's, with its token). */
async function load(server, endpoint, companies, tokens, connections) {
  const prepared = companies.map((c, i) => {
    const { method, path: url, body } = endpoint.request(c);
    return { method, path: url, headers: headersOf(tokens[i], body), body: body === undefined ? undefined : JSON.stringify(body) };
  });
  let next = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, ...prepared[next++ % prepared.length] }) }],
  });
  return {
    connections,
    companies: companies.length,
    requests: result.requests.total,
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Signs the owner in once per company (tokens live five minutes: before each endpoint). */
async function tokensOf(call, companies) {
  const tokens = [];
  for (const c of companies) tokens.push(await ownerToken(call, c.id));
  return tokens;
}

/** Every endpoint alone and under load on a started server. */
async function measure(server, call, companies, label) {
  const results = {};
  for (const endpoint of ENDPOINTS) {
    const tokens = await tokensOf(call, companies);
    const { method, path: url, body } = endpoint.request(companies[0]);
    const first = await call(method, url, { token: tokens[0], body });
    check(`${label}: ${endpoint.name} answers the expected rows`, endpoint.expect(first, companies.length));
    const alone = await load(server, endpoint, companies.slice(0, 1), tokens, 1);
    const loaded = await load(server, endpoint, companies, tokens, CONNECTIONS);
    for (const run of [alone, loaded]) check(`${label}: ${endpoint.name} without errors`, run.non2xx === 0 && run.errors === 0);
    console.log(
      `  ${endpoint.name.padEnd(42)} alone p50 ${ms(alone.p50Ms)} p99 ${ms(alone.p99Ms)}; ${CONNECTIONS} conns over ${companies.length}: ${loaded.requestsPerSecond.toFixed(1)} req/s, p50 ${ms(loaded.p50Ms)} p99 ${ms(loaded.p99Ms)}`,
    );
    results[endpoint.key] = { name: endpoint.name, alone, loaded };
  }
  return results;
}

/** The SQL of one request of each endpoint (company 1), captured on a server of its own, under EXPLAIN. */
async function explainAll(data, companies) {
  const work = mkdtempSync(path.join(tmpdir(), 'hcims-bench-group-'));
  const capture = captureSql(work);
  const server = await startServer({ DATABASE_URL: data.dbUrl, SEED_DEMO: 'false', ...capture.env });
  const results = {};
  try {
    const call = apiCaller(server);
    for (const endpoint of ENDPOINTS) {
      const token = await ownerToken(call, companies[0].id);
      const { method, path: url, body } = endpoint.request(companies[0]);
      const mark = capture.mark();
      await call(method, url, { token, body });
      // Background jobs (the job queue, the WhatsApp poller) run meanwhile in other companies'
      // transactions: their statements and tenant settings are not the request's.
      const others = endpoint.key === 'groupPage' ? [] : companies.slice(1).map((c) => c.id);
      const statements = capture
        .since(mark)
        .filter((s) => !/\bpgboss\./.test(s) && !/\bwhatsapp_recipients\b/.test(s) && !others.some((id) => s.includes(id)));
      results[endpoint.key] = await explainRequest(data.dbUrl, statements);
    }
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}

/** One dataset from start to end: set-up or cache, HTTP figures, SQL figures. */
async function run(companies) {
  const data = await dataset(companies);
  console.log(
    `\n${companies} ${companies === 1 ? 'company' : 'companies'} x ${EMPLOYEES} employees (${data.dbName}${data.cached ? ', cached' : ''})`,
  );
  const server = await startServer({ DATABASE_URL: data.dbUrl, SEED_DEMO: 'false' });
  const figures = { database: data.dbName, companies, employeesPerCompany: EMPLOYEES, cached: data.cached };
  let list;
  try {
    const call = apiCaller(server);
    if (data.cached) {
      list = companiesOfDatabase(data.dbUrl);
      if (data.upgrade) {
        const at = performance.now();
        for (const company of list) accountsOf(data.dbUrl, company);
        psql(data.dbUrl, 'vacuum analyze');
        markReady(data.dbUrl, data.dbName);
        console.log(`  accounts added to the cached data in ${((performance.now() - at) / 1000).toFixed(1)} s`);
      }
    } else {
      const made = await setUp(call, data);
      list = made.list;
      figures.setUpSeconds = made.seconds;
    }
    figures.rows = rowCounts(data.dbUrl);
    console.log(`  rows: ${JSON.stringify(figures.rows)}`);
    if (SETUP_ONLY) return figures;
    figures.http = await measure(server, call, list, `${companies} companies`);
  } finally {
    await server.stop();
  }
  figures.sql = await explainAll(data, list);
  for (const [key, sql] of Object.entries(figures.sql)) {
    console.log(
      `  SQL ${key.padEnd(17)} ${sql.reads} reads, ${ms(sql.executionMs)} execution, ${sql.buffers} buffers${sql.failed ? `, ${sql.failed} failed` : ''}`,
    );
  }
  return figures;
}

const figures = { machine: machine(), companies: COMPANIES, employeesPerCompany: EMPLOYEES, fullYearCompanies: FULL_YEAR };
try {
  figures.loadAverageAtStart = (await import('node:os')).loadavg();
  figures.group = await run(COMPANIES);
  if (BASELINE) figures.baseline = await run(1);
  if (SETUP_ONLY) process.exit(0);
  figures.loadAverageAtEnd = (await import('node:os')).loadavg();
  const group = figures.group.http.dashboard.alone.p50Ms;
  check(`HR dashboard p50 at most ${DASHBOARD_P50_GOAL_MS} ms in the group`, group <= DASHBOARD_P50_GOAL_MS, `${group} ms`);

  const rows = ENDPOINTS.map((e) => {
    const g = figures.group.http[e.key];
    const b = figures.baseline?.http[e.key];
    const gs = figures.group.sql[e.key];
    const bs = figures.baseline?.sql[e.key];
    const ratio = (x, y) => (y ? `x${(x / y).toFixed(2)}` : '-');
    return {
      endpoint: e.name,
      'alone p50/p99 (group)': `${g.alone.p50Ms}/${g.alone.p99Ms} ms`,
      'alone p50/p99 (1 co)': b ? `${b.alone.p50Ms}/${b.alone.p99Ms} ms` : '-',
      [`${CONNECTIONS} conns req/s p50/p99 (group)`]: `${g.loaded.requestsPerSecond.toFixed(0)} ${g.loaded.p50Ms}/${g.loaded.p99Ms} ms`,
      [`${CONNECTIONS} conns (1 co)`]: b ? `${b.loaded.requestsPerSecond.toFixed(0)} ${b.loaded.p50Ms}/${b.loaded.p99Ms} ms` : '-',
      'p50 group/1 co': b ? ratio(g.alone.p50Ms, b.alone.p50Ms) : '-',
      'SQL ms group/1 co': bs ? `${gs.executionMs.toFixed(1)}/${bs.executionMs.toFixed(1)}` : gs.executionMs.toFixed(1),
      'buffers group/1 co': bs ? `${gs.buffers}/${bs.buffers} ${ratio(gs.buffers, bs.buffers)}` : String(gs.buffers),
    };
  });
  figures.summary = rows;
  console.log('');
  console.table(rows);
  figures.checks = checks;
  console.log(
    `  load average ${figures.loadAverageAtStart.map((v) => v.toFixed(1)).join(' ')} at start, ${figures.loadAverageAtEnd.map((v) => v.toFixed(1)).join(' ')} at end`,
  );
  console.log(`  written to ${writeResults('group', figures)}`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  checks.push({ name: 'ran to the end', ok: false, detail: String(error) });
}
process.exit(checks.every((c) => c.ok) ? 0 : 1);
