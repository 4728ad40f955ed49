// Expense claims benchmark (issue 14), on PostgreSQL:
//   - one company of 10,000 employees in 20 departments and 200,000 claims (20 each, over two
//     years, every status but draft, five categories), written with SQL as the owner;
//   - GET /api/routines/expense-claims filtered by a department and a quarter (25 rows, newest
//     first, the ADR 0055 shape: the total as a scalar subquery of the page) under BENCH_CONNECTIONS
//     for BENCH_SECONDS, p50/p99 by autocannon;
//   - pgbench running the same SQL in the same transaction shape (tenant settings, the company
//     currency, the page with its total; prepared, as the server runs it) for as long, p50/p99
//     from its log; the script's total is checked against the API's.
//
//   npm run build -w @hcims/server && node bench/expenses.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_EMPLOYEES=10000  BENCH_CLAIMS_EACH=20
//   BENCH_CONNECTIONS=8  BENCH_SECONDS=20  BENCH_KEEP_DB=1 (keep the database afterwards)
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiCaller,
  companyWithDepartments,
  insertEmployees,
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

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const CLAIMS_EACH = Number(process.env.BENCH_CLAIMS_EACH ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const DEPARTMENTS = 20;
const PAGE_SIZE = 25;
const PASSWORD = 'Bench-Lantern-47-expenses';
const FROM = '2026-01-01';
const TO = '2026-03-31';

const dbName = `hcims_bench_expenses_${process.pid}`;
const dbUrl = `${PG_URL}/${dbName}`;
const work = mkdtempSync(path.join(tmpdir(), 'hcims-bench-expenses-'));

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

let call = null;

/** The company, its departments (each with a designation), and a category through the API; employees and claims with SQL. */
async function setUp() {
  const company = await companyWithDepartments(call, {
    name: 'Bench Expenses',
    email: 'owner@expenses.bench.example',
    password: PASSWORD,
    count: DEPARTMENTS,
  });
  const categories = [];
  for (const name of ['Travel', 'Meals', 'Accommodation', 'Office supplies', 'Training']) {
    categories.push((await call('POST', '/api/routines/expense-categories', { token: company.access, body: { name }, expect: 201 })).id);
  }
  const started = performance.now();
  insertEmployees(dbUrl, company, EMPLOYEES, 'expenses.bench.example');
  const categoryArray = `array[${categories.map((c) => `${quote(c)}::uuid`).join(', ')}]`;
  psql(
    dbUrl,
    `insert into routines_expense_claims (company_id, employee_id, category_id, expense_date, amount_minor, currency, company_amount_minor,
       description, status, payroll_month, paid_on, payment_reference)
     select company_id, employee_id, category_id, expense_date, amount, 'AED', amount, 'Claim ' || k, status,
       case when status = 'payroll_queued' then '2026-01' end, case when status = 'paid' then expense_date + 5 end,
       case when status = 'paid' then 'TRF' end
     from (
       select e.company_id, e.id as employee_id, (${categoryArray})[1 + (k % 5)] as category_id, k,
         date '2025-04-01' + ((k * 37 + e.rn) % 730)::int as expense_date, 1000 + ((k * 7919 + e.rn) % 90000) as amount,
         (array['submitted', 'manager_approved', 'approved', 'rejected', 'withdrawn', 'payroll_queued', 'paid'])[1 + ((k + e.rn) % 7)] as status
       from (select id, company_id, row_number() over (order by id) as rn from employees where company_id = ${quote(company.id)}) e
       cross join generate_series(1, ${CLAIMS_EACH}) k
     ) x;
     analyze;`,
  );
  const claims = Number(psql(dbUrl, `select count(*) from routines_expense_claims where company_id = ${quote(company.id)}`));
  console.log(`  data: ${EMPLOYEES} employees, ${claims} claims in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { ...company, claims };
}

/** The SQL of GET /api/routines/expense-claims?departmentId&from&to&pageSize=25 for the owner (company scope), as expenses.repository.ts builds it. */
function listSql({ companyId, userId, departmentId }) {
  const tenant = `select set_config('role', 'hcims_app', true), set_config('app.company_id', ${quote(companyId)}, true), set_config('app.user_id', ${quote(userId)}, true);`;
  const where = `where ("routines_expense_claims"."company_id" = ${quote(companyId)}
    and ("routines_expense_claims"."status" <> 'draft' or "employees"."user_id" = ${quote(userId)})
    and "employees"."department_id" = ${quote(departmentId)}
    and "routines_expense_claims"."expense_date" >= ${quote(FROM)} and "routines_expense_claims"."expense_date" <= ${quote(TO)})`;
  const settings = `select "companies"."currency", "routines_expense_settings"."approval_threshold_minor", coalesce("routines_expense_settings"."version", 1)
  from "companies" left join "routines_expense_settings" on "routines_expense_settings"."company_id" = "companies"."id" where "companies"."id" = ${quote(companyId)};`;
  const listQuery = `select "routines_expense_claims".*, "employees"."first_name" || ' ' || "employees"."last_name", "employees"."user_id", "departments"."name",
  "expense_manager"."user_id", "routines_expense_categories"."name",
  "expense_manager_approver"."first_name" || ' ' || "expense_manager_approver"."last_name", "expense_decider"."first_name" || ' ' || "expense_decider"."last_name",
  (select count(*) from "routines_expense_claims" inner join "employees" on "employees"."id" = "routines_expense_claims"."employee_id" ${where})
  from "routines_expense_claims"
  inner join "employees" on ("employees"."company_id" = "routines_expense_claims"."company_id" and "employees"."id" = "routines_expense_claims"."employee_id")
  inner join "departments" on ("departments"."company_id" = "employees"."company_id" and "departments"."id" = "employees"."department_id")
  inner join "routines_expense_categories" on ("routines_expense_categories"."company_id" = "routines_expense_claims"."company_id" and "routines_expense_categories"."id" = "routines_expense_claims"."category_id")
  left join "employees" "expense_manager" on ("expense_manager"."company_id" = "employees"."company_id" and "expense_manager"."id" = "employees"."manager_id")
  left join "employees" "expense_manager_approver" on ("expense_manager_approver"."company_id" = "routines_expense_claims"."company_id" and "expense_manager_approver"."user_id" = "routines_expense_claims"."manager_approved_by_user_id")
  left join "employees" "expense_decider" on ("expense_decider"."company_id" = "routines_expense_claims"."company_id" and "expense_decider"."user_id" = "routines_expense_claims"."decided_by_user_id")
  ${where}
  order by "routines_expense_claims"."expense_date" desc, "routines_expense_claims"."id" desc limit ${PAGE_SIZE} offset 0;`;
  return { tenant, settings, listQuery };
}

async function main() {
  psql(`${PG_URL}/postgres`, `create database "${dbName}"`);
  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: 'false' });
  console.log(`expenses bench on ${server.url} (${dbName})`);
  call = apiCaller(server);
  const company = await setUp();
  const department = company.departments[3];
  const url = `/api/routines/expense-claims?departmentId=${department.id}&from=${FROM}&to=${TO}&pageSize=${PAGE_SIZE}`;
  const first = await call('GET', url, { token: company.access });
  const script = listSql({ companyId: company.id, userId: company.userId, departmentId: department.id });
  const sqlTotal = Number(psql(dbUrl, `select count(*) from (${script.listQuery.replace(/;$/, '').replace(/limit \d+ offset 0$/, '')}) x`));
  check('pgbench SQL matches the API total', sqlTotal === first.total, `${sqlTotal} vs ${first.total}`);
  check('the API answers a full page', first.items.length === Math.min(PAGE_SIZE, first.total));

  const http = await autocannon({
    url: `${server.url}${url}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${company.access}` },
  });
  check('no HTTP errors', http.errors === 0 && http.non2xx === 0, `${http.errors} errors, ${http.non2xx} non-2xx`);
  const pgbench = runPgbench({
    dbUrl,
    work,
    name: 'expense-list',
    statements: [script.tenant, script.settings, script.listQuery],
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const figures = {
    machine: machine(),
    employees: EMPLOYEES,
    claims: company.claims,
    filter: { department: 'one of 20', from: FROM, to: TO, total: first.total, pageSize: PAGE_SIZE },
    http: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      requestsPerSecond: http.requests.average,
      p50Ms: http.latency.p50,
      p99Ms: http.latency.p99,
    },
    pgbench,
    checks,
  };
  console.log(`  claims list (${first.total} match), ${CONNECTIONS} connections, ${SECONDS} s:`);
  console.log(`    HTTP    ${http.requests.average.toFixed(0)} req/s, p50 ${ms(http.latency.p50)}, p99 ${ms(http.latency.p99)}`);
  console.log(`    pgbench ${pgbench.tps.toFixed(0)} TPS, p50 ${ms(pgbench.p50Ms)}, p99 ${ms(pgbench.p99Ms)} (same SQL, prepared)`);
  console.log(`  results: ${writeResults('expenses', figures)}`);
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
