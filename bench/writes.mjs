// Writes benchmark (issue 10, "Writes"), on PostgreSQL: creating an employee through the API
// (its account, membership, Employee role, invitation token and mail, the record, job history,
// audit row and outbox) at BENCH_CONNECTIONS for BENCH_SECONDS, next to pgbench running the same
// statements the server ran for one such request, in the same transactions, as the runtime role.
//
// The statements are those the server's PostgreSQL clients sent for one captured request (the
// shared SQL capture of bench/lib.mjs, on a first server start only). Ids the request made are replaced
// by fresh ones on every pgbench transaction (gen_random_uuid(), or the id an INSERT returned,
// kept with \gset), and so are its e-mail address and token, so that each transaction writes new
// rows exactly as a new request does. The check counts the rows pgbench wrote.
//
//   npm run build -w @hcims/server && node bench/writes.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_CONNECTIONS=16  BENCH_SECONDS=20
//   BENCH_KEEP_DB=1 (keep the database afterwards)  BENCH_VERBOSE=1 (print the pgbench script)
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiCaller,
  captureSql,
  companyWithDepartments,
  machine,
  ms,
  PG_URL,
  psql,
  quote,
  requirePgPrograms,
  runPgbench,
  startServer,
  writeResults,
} from './lib.mjs';

requirePgPrograms();
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATIO_GOAL = 0.3;
const PASSWORD = 'Bench-Lantern-47-writes';
const RUNTIME_ROLE = 'hcims_bench_runtime';
const CAPTURED_EMAIL = 'captured-person@writes.bench.example';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok: Boolean(ok), detail });
  if (!ok) console.error(`  CHECK FAILED: ${name} ${detail}`);
};

const dbName = `hcims_bench_writes_${process.pid}`;
const dbUrl = `${PG_URL}/${dbName}`;
const work = mkdtempSync(path.join(tmpdir(), 'hcims-bench-writes-'));
let server = null;
const call = (...args) => apiCaller(server)(...args);

const employeeBody = (company, email) => ({
  firstName: 'Bench',
  lastName: 'Person',
  workEmail: email,
  departmentId: company.departmentId,
  designationId: company.designationId,
  hireDate: '2026-01-05',
  sendInvitation: true,
});

/** Every uuid stored in the database now (the set-up's ids), to tell them from ids a request makes. */
function storedUuids() {
  const columns = psql(
    dbUrl,
    `select format('select %I::text from %I.%I', column_name, table_schema, table_name) from information_schema.columns
     where data_type = 'uuid' and table_schema = 'public'`,
  ).split('\n');
  return new Set(psql(dbUrl, columns.join(' union ')).split('\n'));
}

/**
 * The pgbench script of the captured request: its transactions as they ran, with the ids it made
 * replaced per transaction. An id an INSERT ... RETURNING produced (a column default) is taken
 * from that statement with \gset; any other new id is a fresh gen_random_uuid().
 */
function scriptOf(statements, known) {
  const fresh = new Map();
  const produced = new Map();
  const lines = [];
  statements.forEach((sql) => {
    for (const id of sql.match(UUID) ?? []) {
      if (known.has(id) || fresh.has(id) || produced.has(id)) continue;
      // An earlier INSERT ... RETURNING of this row? Then its id comes from that statement.
      const producer = lines.findIndex(
        (l) => l.returningTable && psql(dbUrl, `select count(*) from ${l.returningTable} where id = ${quote(id)}`) === '1',
      );
      if (producer >= 0 && !lines[producer].gset) lines[producer].gset = `s${producer}_`;
      if (producer >= 0) produced.set(id, `:s${producer}_id`);
      else fresh.set(id, `:g${fresh.size}`);
    }
    const table = /^insert into "(\w+)"[\s\S]* returning "id"/i.exec(sql)?.[1];
    lines.push({ sql, returningTable: table ? `"${table}"` : null, gset: null });
  });
  const swap = (sql) =>
    sql.replace(UUID, (id) => fresh.get(id) ?? produced.get(id) ?? id).replaceAll(CAPTURED_EMAIL, 'w-:g0@writes.bench.example');
  const head = fresh.size > 0 ? [`select ${[...fresh.values()].map((v) => `gen_random_uuid() as ${v.slice(1)}`).join(', ')} \\gset`] : [];
  const body = lines.map((l) => {
    // A hex token hash is unique too: a fresh one per transaction.
    const sql = swap(l.sql).replace(/'[0-9a-f]{64}'/g, `md5(':g0') || md5(':g0' || 'x')`);
    return l.gset ? `${sql} \\gset ${l.gset}` : `${sql};`;
  });
  // The runtime login holds nothing but the runtime role; the server's connections switch to it once.
  return {
    text: [...head, 'set role hcims_app;', ...body, 'reset role;'].join('\n') + '\n',
    freshIds: fresh.size,
    producedIds: produced.size,
  };
}

const figures = { database: 'postgres', machine: machine(), connections: CONNECTIONS, seconds: SECONDS };
try {
  // 1. The capture: one request, on a server started with the SQL capture.
  psql(`${PG_URL}/postgres`, `create database "${dbName}"`);
  const capture = captureSql(work);
  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: 'false', ...capture.env });
  const owner = await companyWithDepartments(call, {
    name: 'Bench Writes',
    email: 'owner@writes.bench.example',
    password: PASSWORD,
    count: 1,
  });
  const company = { id: owner.id, departmentId: owner.departments[0].id, designationId: owner.departments[0].designationId };
  const known = storedUuids();
  const mark = capture.mark();
  await call('POST', '/api/people/employees', { token: owner.access, body: employeeBody(company, CAPTURED_EMAIL), expect: 201 });
  // Only the request's statements: not the job queue's polling or the realtime listener.
  // Only the request's statements: not the job queue's polling or the realtime listener, and not the
  // mail dispatch that reads the invitation after the commit (it runs after the response).
  const sent = capture.since(mark).filter((sql) => !/pgboss\.|^\s*(listen|unlisten)\b/i.test(sql));
  const statements = sent.slice(0, sent.findLastIndex((sql) => /^\s*commit\b/i.test(sql)) + 1);
  await server.stop();
  const script = scriptOf(statements, known);
  figures.capturedStatements = statements.length;
  if (process.env.BENCH_VERBOSE) console.log(script.text);
  console.log(
    `  captured ${statements.length} statements of one create (${script.freshIds} new ids, ${script.producedIds} from RETURNING)`,
  );

  // 2. The API under load: every request a new person.
  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: 'false' });
  const login = await call('POST', '/api/auth/login/', { body: { email: 'owner@writes.bench.example', password: PASSWORD } });
  const countEmployees = () => Number(psql(dbUrl, `select count(*) from employees where company_id = ${quote(company.id)}`));
  const beforeHttp = countEmployees();
  let n = 0;
  const load = await autocannon({
    url: `${server.url}/api/people/employees`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${login.access}`, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(employeeBody(company, `h-${process.pid}-${n++}@writes.bench.example`)) }),
      },
    ],
  });
  const createdHttp = countEmployees() - beforeHttp;
  // Requests still in flight when the time is up finish afterwards: at least one row per 2xx.
  check(
    'API: every request created its employee',
    load.non2xx === 0 && load.errors === 0 && createdHttp >= load['2xx'],
    `${load['2xx']} 2xx, ${load.non2xx} non-2xx, ${load.errors} errors, ${createdHttp} rows`,
  );
  await server.stop();
  server = null;
  figures.http = {
    request: 'POST /api/people/employees (with invitation)',
    requestsPerSecond: load['2xx'] / load.duration,
    p50Ms: load.latency.p50,
    p99Ms: load.latency.p99,
    created: createdHttp,
  };

  // 3. pgbench on the same statements, as the runtime login.
  const beforePgbench = countEmployees();
  const pgbench = runPgbench({
    dbUrl: dbUrl.replace('postgres@', `${RUNTIME_ROLE}@`),
    work,
    name: 'create-employee',
    statements: [script.text],
    wrap: false,
    connections: CONNECTIONS,
    seconds: SECONDS,
    mode: 'simple',
  });
  const createdPgbench = countEmployees() - beforePgbench;
  check(
    'pgbench: every transaction created its employee',
    pgbench.failedTransactions === 0 && createdPgbench === pgbench.transactions,
    `${pgbench.transactions} transactions, ${pgbench.failedTransactions} failed, ${createdPgbench} rows`,
  );
  figures.pgbench = pgbench;
  figures.ratio = figures.http.requestsPerSecond / pgbench.tps;
  figures.ratioGoal = RATIO_GOAL;
  check(`API at least ${RATIO_GOAL} of pgbench`, figures.ratio >= RATIO_GOAL, figures.ratio.toFixed(2));
  console.log(`  create employee, ${CONNECTIONS} connections, ${SECONDS} s:`);
  console.log(`    HTTP    ${figures.http.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(load.latency.p50)}, p99 ${ms(load.latency.p99)}`);
  console.log(
    `    pgbench ${pgbench.tps.toFixed(0)} TPS, p50 ${ms(pgbench.p50Ms)}, p99 ${ms(pgbench.p99Ms)} (the same ${statements.length} statements)`,
  );
  console.log(`    ratio   ${figures.ratio.toFixed(2)} (goal ${RATIO_GOAL})`);
} catch (error) {
  console.error(error);
  checks.push({ name: 'ran to the end', ok: false, detail: String(error) });
} finally {
  await server?.stop();
  try {
    if (KEEP_DB) console.log(`  kept the database: psql ${dbUrl}`);
    else psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
  } catch (error) {
    console.error(`could not drop ${dbName}: ${error instanceof Error ? error.message : error}`);
  }
  rmSync(work, { recursive: true, force: true });
}
figures.checks = checks;
console.log(`  results: ${writeResults('writes', figures)}`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
