// Writes benchmark (issue 10, "Writes"), on PostgreSQL: creating an employee through the API
// (its account, membership, Employee role, invitation token and mail, the record, job history,
// audit row and outbox) at BENCH_CONNECTIONS for BENCH_SECONDS, next to pgbench running the same
// statements the server ran for one such request, in the same transactions, as the runtime role.
//
// The statements are read from PostgreSQL's own log for one captured request (log_statement =
// 'all' on the bench database only, while the capture runs). Ids the request made are replaced
// by fresh ones on every pgbench transaction (gen_random_uuid(), or the id an INSERT returned,
// kept with \gset), and so are its e-mail address and token, so that each transaction writes new
// rows exactly as a new request does. The check counts the rows pgbench wrote.
//
//   npm run build -w @hcims/server && node bench/writes.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_CONNECTIONS=16  BENCH_SECONDS=20
//   BENCH_KEEP_DB=1 (keep the database afterwards)  BENCH_VERBOSE=1 (print the pgbench script)
import autocannon from 'autocannon';
import { machine, ms, startServer, writeResults } from './lib.mjs';
import { psql, quote, requirePgPrograms, runPgbench, scratchDatabase, statementLog } from './pg.mjs';

requirePgPrograms();
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

const database = scratchDatabase('hcims_bench_writes', { keep: process.env.BENCH_KEEP_DB === '1' });
let server = null;

async function call(method, pathName, { token, body, expect = 200 } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${pathName}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== expect) throw new Error(`${method} ${pathName}: ${res.status} (expected ${expect}) ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

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
    database.url,
    `select format('select %I::text from %I.%I', column_name, table_schema, table_name) from information_schema.columns
     where data_type = 'uuid' and table_schema = 'public'`,
  ).split('\n');
  return new Set(psql(database.url, columns.join(' union ')).split('\n'));
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
        (l) => l.returningTable && psql(database.url, `select count(*) from ${l.returningTable} where id = ${quote(id)}`) === '1',
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
  // 1. The capture: one request with every statement logged, on this database only.
  psql(database.url, `alter database "${database.name}" set log_statement = 'all'`);
  server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'false' });
  const reg = await call('POST', '/api/auth/register', {
    body: { name: 'Owner Writes', companyName: 'Bench Writes', email: 'owner@writes.bench.example', password: PASSWORD },
    expect: 201,
  });
  const department = await call('POST', '/api/org/departments', { token: reg.access, body: { name: 'Operations' }, expect: 201 });
  const designation = await call('POST', '/api/org/designations', {
    token: reg.access,
    body: { name: 'Operator', departmentId: department.id },
    expect: 201,
  });
  const company = { id: reg.company.id, departmentId: department.id, designationId: designation.id };
  const known = storedUuids();
  const log = statementLog(database);
  log.mark();
  await call('POST', '/api/people/employees', { token: reg.access, body: employeeBody(company, CAPTURED_EMAIL), expect: 201 });
  await new Promise((r) => setTimeout(r, 500));
  const statements = log.statements(RUNTIME_ROLE);
  await server.stop();
  psql(database.url, `alter database "${database.name}" reset log_statement`);
  const script = scriptOf(statements, known);
  figures.capturedStatements = statements.length;
  if (process.env.BENCH_VERBOSE) console.log(script.text);
  console.log(
    `  captured ${statements.length} statements of one create (${script.freshIds} new ids, ${script.producedIds} from RETURNING)`,
  );

  // 2. The API under load: every request a new person.
  server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'false' });
  const login = await call('POST', '/api/auth/login/', { body: { email: 'owner@writes.bench.example', password: PASSWORD } });
  const countEmployees = () => Number(psql(database.url, `select count(*) from employees where company_id = ${quote(company.id)}`));
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
  const runtime = { ...database, url: database.url.replace('postgres@', `${RUNTIME_ROLE}@`) };
  const pgbench = runPgbench(runtime, 'create-employee', { text: script.text, connections: CONNECTIONS, seconds: SECONDS, mode: 'simple' });
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
  database.drop();
}
figures.checks = checks;
console.log(`  results: ${writeResults('writes', figures)}`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
