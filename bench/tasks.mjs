// Tasks benchmark (issues 13 and 14), on PostgreSQL:
//   - one company of 10,000 employees in 8 departments of 1,250 and 1,000,000 tasks (100 each,
//     due over the last two years and the next month, every status, 2 in 100 with a co-worker),
//     written with SQL (generate_series) as the owner; a reporting line of 2,000 people five
//     levels deep below one manager; a department head whose task reports cover their department;
//   - over HTTP, BENCH_REQUESTS requests one after the other (after a few to warm up), p50/p99:
//     the tasks dashboard of the whole company (the owner), of the 1,250-person department (the
//     head), and the manager's subordinate task report (this month, 2,000 people);
//   - pgbench on the same SQL: the statements the server sent for one request of each, captured
//     from its PostgreSQL client (parameters written in), on one connection for BENCH_SECONDS.
//
// The data set is kept in the database hcims_bench_tasks and reused by the next run when it was
// made with the same sizes (a marker table records them); BENCH_FRESH=1 makes it again.
//
//   npm run build -w @hcims/server && npm run bench:tasks
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_EMPLOYEES=10000  BENCH_TASKS_EACH=100
//   BENCH_REQUESTS=100  BENCH_SECONDS=15  BENCH_FRESH=1 (make the data again)  BENCH_DROP_DB=1 (drop it afterwards)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiCaller,
  captureSql,
  companyWithDepartments,
  insertEmployees,
  machine,
  ms,
  percentile,
  PG_URL,
  psql,
  quote,
  requestTransaction,
  requirePgPrograms,
  runPgbench,
  startServer,
  writeResults,
} from './lib.mjs';

requirePgPrograms();

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const TASKS_EACH = Number(process.env.BENCH_TASKS_EACH ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const FRESH = process.env.BENCH_FRESH === '1';
const DROP_DB = process.env.BENCH_DROP_DB === '1';
const DEPARTMENTS = 8;
const SUBTREE = Math.min(2_000, EMPLOYEES - 1);
const FAN_OUT = 5;
const WARM_UP = Math.min(5, REQUESTS);
const PASSWORD = 'Bench-Lantern-47-tasks';
const DOMAIN = 'tasks.bench.example';
const OWNER = `owner@${DOMAIN}`;
const HEAD = `head@${DOMAIN}`;
const MANAGER = `manager@${DOMAIN}`;
/** What the kept data set was made with; another value makes it again. */
const DATASET = `v1 employees=${EMPLOYEES} tasks-each=${TASKS_EACH} subtree=${SUBTREE}`;

const dbName = 'hcims_bench_tasks';
const dbUrl = `${PG_URL}/${dbName}`;
const work = mkdtempSync(path.join(tmpdir(), 'hcims-bench-tasks-'));
const capture = captureSql(work);

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok: Boolean(ok), detail });
  if (!ok) console.error(`  CHECK FAILED: ${name} ${detail}`);
};

let server = null;
async function cleanUp() {
  await server?.stop();
  try {
    if (DROP_DB) psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
    else console.log(`  kept the database for the next run: psql ${dbUrl}`);
  } catch (error) {
    console.error(`could not drop ${dbName}: ${error instanceof Error ? error.message : error}`);
  }
  rmSync(work, { recursive: true, force: true });
}

/** Whether the database holds a complete data set of these sizes (its marker table names them). */
function keptDataset() {
  const exists = psql(`${PG_URL}/postgres`, `select 1 from pg_database where datname = ${quote(dbName)}`);
  if (!exists || psql(dbUrl, `select to_regclass('bench_tasks_dataset') is not null`) !== 't') return false;
  return psql(dbUrl, `select count(*) from bench_tasks_dataset where dataset = ${quote(DATASET)}`) === '1';
}

/** A signed-in account of the company, as SQL: the owner's password, a membership, roles and an employee record. */
function addAccount(company, { email, name, employeeId, roleSql }) {
  const id = quote(company.id);
  const userId = psql(
    dbUrl,
    `insert into users (email, name, password_hash) select ${quote(email)}, ${quote(name)}, password_hash from users where id = ${quote(company.userId)} returning id`,
  );
  psql(
    dbUrl,
    `with m as (insert into memberships (company_id, user_id) values (${id}, ${quote(userId)}) returning id)
     insert into role_members (company_id, role_id, membership_id) select ${id}, (${roleSql}), m.id from m;
     update employees set user_id = ${quote(userId)} where id = ${quote(employeeId)};`,
  );
}

/** The company through the API; employees, the reporting line, accounts and tasks with SQL. */
async function setUp(call) {
  const company = await companyWithDepartments(call, { name: 'Bench Tasks', email: OWNER, password: PASSWORD, count: DEPARTMENTS });
  const started = performance.now();
  insertEmployees(dbUrl, company, EMPLOYEES, DOMAIN);
  const id = quote(company.id);
  const ranked = `select id, company_id, row_number() over (order by work_email) - 1 as k from employees where company_id = ${id}`;
  // A reporting line: person k reports to person (k - 1) / FAN_OUT, for the first SUBTREE + 1 (five levels below person 0).
  psql(
    dbUrl,
    `with s as (${ranked} order by work_email limit ${SUBTREE + 1})
     update employees e set manager_id = p.id from s c join s p on p.k = (c.k - 1) / ${FAN_OUT} where e.id = c.id and c.k > 0`,
  );
  psql(
    dbUrl,
    `insert into tasks (company_id, name, weight, priority, start_date, due_date, assignee_id, status, progress, completed_at, created_at, updated_at)
     select e.company_id, 'Task ' || n, 1 + (n % 10), (array['low', 'medium', 'high', 'urgent'])[1 + ((n + e.k) % 4)::int],
       d - (1 + (n % 14))::int, d, e.id, st,
       case st when 'completed' then 100 when 'in_progress' then 10 + ((n * 7) % 80) when 'cancelled' then 20 else 0 end,
       case when st = 'completed' then (d + ((n % 5) - 3))::timestamp + interval '10 hours' end, now(), now()
     from (${ranked}) e
     cross join generate_series(1, ${TASKS_EACH}) g(n)
     cross join lateral (select (current_date - 700 + ((n * 7 + e.k * 13) % 730)::int)::date as d) dd
     cross join lateral (select case when d >= current_date then (case when (n + e.k) % 3 = 0 then 'in_progress' else 'pending' end)
       else (array['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'cancelled', 'in_progress', 'pending', 'completed'])[1 + ((n * 3 + e.k) % 10)::int] end as st) s;
     insert into task_coworkers (company_id, task_id, employee_id)
     select t.company_id, t.id, c.id
     from (select id, company_id, assignee_id, row_number() over (order by id) as n from tasks where company_id = ${id}) t
     join (${ranked}) a on a.id = t.assignee_id join (${ranked}) c on c.k = (a.k + 1) % ${EMPLOYEES}
     where t.n % 50 = 0;`,
  );
  const tasks = Number(psql(dbUrl, `select count(*) from tasks where company_id = ${id}`));
  // The department head: task reports of their department; the manager: the built-in role, at the top of the line.
  const department = company.departments[2];
  const headEmployee = psql(dbUrl, `select id from employees where department_id = ${quote(department.id)} order by work_email limit 1`);
  const roleId = psql(
    dbUrl,
    `with r as (insert into roles (company_id, name) values (${id}, 'Department task reports') returning id)
     insert into role_grants (company_id, role_id, resource, can_read, scope) select ${id}, r.id, 'tasks.reports', true, 'department' from r returning role_id`,
  );
  addAccount(company, { email: HEAD, name: 'Department Head', employeeId: headEmployee, roleSql: `select ${quote(roleId)}::uuid` });
  const top = psql(dbUrl, `select id from (${ranked}) e where k = 0`);
  addAccount(company, {
    email: MANAGER,
    name: 'Line Manager',
    employeeId: top,
    roleSql: `select id from roles where company_id = ${id} and built_in = 'manager'`,
  });
  psql(
    dbUrl,
    `analyze;
     create table bench_tasks_dataset (dataset text, company_id uuid, department_id uuid, made_at timestamptz default now());
     insert into bench_tasks_dataset (dataset, company_id, department_id) values (${quote(DATASET)}, ${id}, ${quote(department.id)});`,
  );
  console.log(`  data: ${EMPLOYEES} employees, ${tasks} tasks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { id: company.id, departmentId: department.id };
}

/** One request, the SQL it sent, then REQUESTS timed requests one after the other and pgbench on the SQL. */
async function measure(call, { name, email, url, marker }) {
  const { access } = await call('POST', '/api/auth/login/', { body: { email, password: PASSWORD } });
  const mark = capture.mark();
  const first = await call('GET', url, { token: access });
  // The job queue polls on its own connections meanwhile; its statements are not the request's.
  const own = capture.since(mark).filter((s) => !/\bpgboss\./.test(s));
  const statements = requestTransaction(own, marker).map((s) => (/;\s*$/.test(s) ? s : `${s};`));
  check(
    `${name}: the SQL the server ran was captured`,
    statements.some((s) => s.includes(marker)),
    `${statements.length} statements`,
  );
  for (let i = 0; i < WARM_UP; i++) await call('GET', url, { token: access });
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await call('GET', url, { token: access });
    times.push(performance.now() - started);
  }
  const http = { requests: REQUESTS, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
  const pgbench = runPgbench({ dbUrl, work, name, statements, connections: 1, seconds: SECONDS, wrap: false });
  const ratio = pgbench.p50Ms / http.p50Ms;
  console.log(`  ${name}:`);
  console.log(`    HTTP    p50 ${ms(http.p50Ms)}, p99 ${ms(http.p99Ms)} (${REQUESTS} requests one after the other)`);
  console.log(
    `    pgbench p50 ${ms(pgbench.p50Ms)}, p99 ${ms(pgbench.p99Ms)} (same ${statements.length} statements, prepared, 1 connection)`,
  );
  console.log(`    SQL share of the request: ${(ratio * 100).toFixed(0)} %`);
  return { url, http, pgbench, sqlShareOfRequest: ratio, statements: statements.length, sql: statements, first };
}

async function main() {
  const kept = !FRESH && keptDataset();
  if (!kept) {
    psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
    psql(`${PG_URL}/postgres`, `create database "${dbName}"`);
  }
  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: 'false', ...capture.env });
  const call = apiCaller(server);
  if (kept) console.log(`tasks bench on ${server.url} (${dbName}, the kept data set: ${DATASET})`);
  else {
    console.log(`tasks bench on ${server.url} (${dbName}, making the data set: ${DATASET})`);
    await setUp(call);
  }
  const dashboard = await measure(call, {
    name: 'dashboard-company',
    email: OWNER,
    url: '/api/tasks/dashboard',
    marker: 'count(*) filter',
  });
  const year = (d) => d.first.periods.find((p) => p.period === 'year');
  check('the company dashboard counts this year’s tasks', year(dashboard).total > 0, JSON.stringify(year(dashboard)));
  const departmentDashboard = await measure(call, {
    name: 'dashboard-department',
    email: HEAD,
    url: '/api/tasks/dashboard',
    marker: 'count(*) filter',
  });
  const share = year(departmentDashboard).total / year(dashboard).total;
  check('the department dashboard counts about one in eight of the tasks', share > 0.1 && share < 0.16, share.toFixed(3));
  const subordinates = await measure(call, {
    name: 'subordinate-report',
    email: MANAGER,
    url: '/api/tasks/reports/subordinates',
    marker: 'count(*) filter',
  });
  check(
    'the subordinate report covers the reporting line',
    subordinates.first.rows.length > SUBTREE * 0.9,
    `${subordinates.first.rows.length} people`,
  );

  const strip = ({ first: _first, ...rest }) => rest;
  const figures = {
    machine: machine(),
    dataset: DATASET,
    employees: EMPLOYEES,
    tasks: EMPLOYEES * TASKS_EACH,
    dashboardCompany: strip(dashboard),
    dashboardDepartment: strip(departmentDashboard),
    subordinateReport: { ...strip(subordinates), people: subordinates.first.rows.length },
    checks,
  };
  console.log(`  results: ${writeResults('tasks', figures)}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  if (server) console.error(`server output: ${server.stderr().slice(-2000)}`);
  checks.push({ name: 'ran to the end', ok: false, detail: String(error) });
} finally {
  await cleanUp();
}
process.exit(checks.every((c) => c.ok) ? 0 : 1);
