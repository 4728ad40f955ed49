// Attendance benchmark (issue 12), on PostgreSQL:
//   - one company of 10,000 employees in 8 departments of 1,250, a year of attendance on its
//     working days (about 2.5 million records: 95 in 100 days clocked, lateness spread over the
//     first hour), twelve holidays and a week of approved leave per person, all written with SQL
//     (generate_series) as the owner;
//   - over HTTP (autocannon, BENCH_CONNECTIONS for BENCH_SECONDS each): the day sheet of one
//     1,250-person department (its first page of 200) and the monthly summary of the whole company
//     (its first page of 500 of 10,000, the per-day classification of ADR 0111), p50/p99;
//   - pgbench on the same SQL: the statements the server sent for one request of each, captured
//     from its PostgreSQL client (parameters written in) and run as they were, for as long.
//
//   npm run build -w @hcims/server && node bench/attendance.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_EMPLOYEES=10000  BENCH_CONNECTIONS=8
//   BENCH_SECONDS=20  BENCH_KEEP_DB=1 (keep the database afterwards)
import autocannon from 'autocannon';
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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const DEPARTMENTS = 8;
const PASSWORD = 'Bench-Lantern-47-attendance';
const FROM = '2025-12-01';
const TO = '2026-11-30';
const DAY = '2026-10-14';
const MONTH = '2026-10';

const dbName = `hcims_bench_attendance_${process.pid}`;
const dbUrl = `${PG_URL}/${dbName}`;
const work = mkdtempSync(path.join(tmpdir(), 'hcims-bench-attendance-'));
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
    if (KEEP_DB) console.log(`  kept the database: psql ${dbUrl}`);
    else psql(`${PG_URL}/postgres`, `drop database if exists "${dbName}" with (force)`);
  } catch (error) {
    console.error(`could not drop ${dbName}: ${error instanceof Error ? error.message : error}`);
  }
  rmSync(work, { recursive: true, force: true });
}

/** The company through the API; employees, attendance, holidays and leave with SQL. */
async function setUp(call) {
  const company = await companyWithDepartments(call, {
    name: 'Bench Attendance',
    email: 'owner@attendance.bench.example',
    password: PASSWORD,
    count: DEPARTMENTS,
  });
  // Reading the leave types gives the company its built-in ones, which the leave rows below need.
  await call('GET', '/api/routines/leave-types', { token: company.access });
  const started = performance.now();
  insertEmployees(dbUrl, company, EMPLOYEES, 'attendance.bench.example');
  const id = quote(company.id);
  psql(
    dbUrl,
    `insert into routines_holidays (company_id, date, type, description)
     select ${id}, d, 'public', 'Holiday ' || row_number() over (order by d)
     from (select (date ${quote(FROM)} + (k * 30 + 12))::date as d from generate_series(0, 11) k) x;
     insert into routines_leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, status, reason)
     select e.company_id, e.id, t.id, s, s + 4, 5, 'approved', 'Bench leave'
     from (select id, company_id, row_number() over (order by id) as rn from employees where company_id = ${id}) e
     cross join lateral (select (date ${quote(FROM)} + ((e.rn * 7) % 330)::int)::date as s) x
     cross join (select id from routines_leave_types where company_id = ${id} and builtin = 'annual') t;`,
  );
  psql(
    dbUrl,
    `insert into routines_attendance (company_id, employee_id, work_date, clock_in, clock_out, late_minutes)
     select e.company_id, e.id, d::date, i, i + interval '8 hours 30 minutes', greatest(0, m - 30)
     from (select id, company_id, row_number() over (order by id) as rn from employees where company_id = ${id}) e
     cross join generate_series(date ${quote(FROM)}, date ${quote(TO)}, interval '1 day') d
     cross join lateral (select ((e.rn * 31 + extract(doy from d)::int * 17) % 60)::int as m) lm
     cross join lateral (select (d::date + time '08:00' + make_interval(mins => lm.m)) at time zone c.time_zone as i
       from companies c where c.id = ${id}) ci
     where extract(isodow from d) between 1 and 5 and (e.rn + extract(doy from d)::int) % 20 <> 0;
     analyze;`,
  );
  const records = Number(psql(dbUrl, `select count(*) from routines_attendance where company_id = ${id}`));
  const leave = Number(psql(dbUrl, `select count(*) from routines_leave_requests where company_id = ${id}`));
  if (leave !== EMPLOYEES) throw new Error(`expected a week of leave for each of ${EMPLOYEES} employees, wrote ${leave}`);
  console.log(`  data: ${EMPLOYEES} employees, ${records} attendance records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { ...company, email: 'owner@attendance.bench.example', records };
}

/** One request, the SQL it sent, then HTTP load on it and pgbench on the SQL. */
async function measure(call, company, name, url, table) {
  // Access tokens live five minutes: the set-up takes longer, and each run is signed in afresh.
  company.access = (await call('POST', '/api/auth/login/', { body: { email: company.email, password: PASSWORD } })).access;
  const mark = capture.mark();
  const first = await call('GET', url, { token: company.access });
  // The job queue polls on its own connections meanwhile; its statements are not the request's.
  const own = capture.since(mark).filter((s) => !/\bpgboss\./.test(s));
  const statements = requestTransaction(own, table).map((s) => (/;\s*$/.test(s) ? s : `${s};`));
  check(
    `${name}: the SQL the server ran was captured`,
    statements.some((s) => s.includes(table)),
    `${statements.length} statements`,
  );
  const http = await autocannon({
    url: `${server.url}${url}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${company.access}` },
  });
  check(`${name}: no HTTP errors`, http.errors === 0 && http.non2xx === 0, `${http.errors} errors, ${http.non2xx} non-2xx`);
  const pgbench = runPgbench({ dbUrl, work, name, statements, connections: CONNECTIONS, seconds: SECONDS, wrap: false });
  console.log(`  ${name} (${first.items.length} rows of ${first.total}), ${CONNECTIONS} connections, ${SECONDS} s:`);
  console.log(`    HTTP    ${http.requests.average.toFixed(1)} req/s, p50 ${ms(http.latency.p50)}, p99 ${ms(http.latency.p99)}`);
  console.log(
    `    pgbench ${pgbench.tps.toFixed(1)} TPS, p50 ${ms(pgbench.p50Ms)}, p99 ${ms(pgbench.p99Ms)} (same ${statements.length} statements, prepared)`,
  );
  return {
    url,
    rows: first.items.length,
    total: first.total,
    statements: statements.length,
    http: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      requestsPerSecond: http.requests.average,
      p50Ms: http.latency.p50,
      p99Ms: http.latency.p99,
    },
    pgbench,
    sql: statements,
    first,
  };
}

async function main() {
  psql(`${PG_URL}/postgres`, `create database "${dbName}"`);
  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: 'false', ...capture.env });
  console.log(`attendance bench on ${server.url} (${dbName})`);
  const call = apiCaller(server);
  const company = await setUp(call);
  const department = company.departments[2];

  const sheet = await measure(
    call,
    company,
    'day-sheet',
    `/api/routines/attendance/day-sheet?date=${DAY}&departmentId=${department.id}&pageSize=200`,
    'routines_attendance',
  );
  check('the day sheet covers the 1,250-person department', sheet.total === EMPLOYEES / DEPARTMENTS, `${sheet.total}`);
  check(
    'the day sheet shows present people',
    sheet.first.items.some((r) => r.status === 'present'),
  );
  const summary = await measure(
    call,
    company,
    'month-summary',
    `/api/routines/attendance/summary?month=${MONTH}&pageSize=500`,
    'routines_attendance',
  );
  check('the summary counts the whole company', summary.total === EMPLOYEES, `${summary.total}`);
  check(
    'the summary counts days present',
    summary.first.items.every((r) => r.daysPresent > 0),
  );

  const strip = ({ first: _first, ...rest }) => rest;
  const figures = {
    machine: machine(),
    employees: EMPLOYEES,
    attendanceRecords: company.records,
    period: { from: FROM, to: TO, day: DAY, month: MONTH },
    daySheet: strip(sheet),
    monthSummary: strip(summary),
    checks,
  };
  console.log(`  results: ${writeResults('attendance', figures)}`);
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
