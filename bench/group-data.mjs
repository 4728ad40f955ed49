// The data of the group benchmark (bench/group.mjs): one owner, a group of `companies` companies
// made through the API (sign-up, then POST /api/org/group/companies), each with departments and
// designations through the API, then employees and a year of history with SQL as the database owner.
//
// History per company, as the modules that exist keep it (period FROM..TO, a year):
//   - attendance: every working day of the year for the first `fullYearCompanies` companies
//     (about 2.4 million records each at 10,000 employees, 95 in 100 days clocked), the last
//     month only for the others (about 200,000 each): a full year for 100,000 employees is about
//     24 million rows, more than a shared 2-core machine writes in the ten minutes the set-up may take;
//   - leave: four requests per employee (three approved, one pending);
//   - expenses: three categories and six claims per employee across the statuses;
//   - tasks: one per five employees;
//   - audit: five rows per employee (the changes an HR year leaves behind);
//   - accounts: three in five employees signed up (a user, an active membership, the employee's
//     user_id): users is a platform table shared by every company, so a join on it is where a
//     query may come to read the whole platform's people instead of the company's.
import { insertEmployees, psql, quote } from './lib.mjs';

export const FROM = '2025-12-01';
export const TO = '2026-11-30';
const LAST_MONTH_FROM = '2026-11-01';
export const OWNER_EMAIL = 'owner@group.bench.example';
export const PASSWORD = 'Bench-Lantern-47-group';
const DATA_VERSION = 'hcims group bench data v2';
/** v1 had no accounts; a v1 database is brought to v2 by adding them (accountsOf). */
const UPGRADABLE = 'hcims group bench data v1';

/** 'ready' when the database holds a finished set-up of this version (the set-up writes the mark last), 'upgrade' for v1, else null. */
export function readiness(dbUrl) {
  try {
    const mark = psql(dbUrl, `select shobj_description(oid, 'pg_database') from pg_database where datname = current_database()`);
    return mark === DATA_VERSION ? 'ready' : mark === UPGRADABLE ? 'upgrade' : null;
  } catch {
    return null;
  }
}

/** Marks the set-up as finished (a comment on the database: no table the migrations would not know). */
export function markReady(dbUrl, dbName) {
  psql(dbUrl, `comment on database "${dbName}" is ${quote(DATA_VERSION)}`);
}

/** `count` departments, each with one designation, through the API with the company's token. */
async function departmentsThroughApi(call, token, count) {
  const departments = [];
  for (let d = 0; d < count; d++) {
    const department = await call('POST', '/api/org/departments', { token, body: { name: `Department ${d + 1}` }, expect: 201 });
    const designation = await call('POST', '/api/org/designations', {
      token,
      body: { name: `Specialist ${d + 1}`, departmentId: department.id },
      expect: 201,
    });
    departments.push({ id: department.id, designationId: designation.id });
  }
  return departments;
}

/** A token of the owner whose active company is `companyId` (a session of its own per company). */
export async function ownerToken(call, companyId) {
  const login = await call('POST', '/api/auth/login/', { body: { email: OWNER_EMAIL, password: PASSWORD } });
  return (await call('POST', '/api/auth/switch-company', { token: login.access, body: { companyId } })).access;
}

/** The group's companies through the API: the first by sign-up, the others added to its group. */
export async function companiesThroughApi(call, { companies, departments }) {
  const reg = await call('POST', '/api/auth/register', {
    body: { name: 'Group Owner', companyName: 'Group Company 1', email: OWNER_EMAIL, password: PASSWORD },
    expect: 201,
  });
  const list = [{ id: reg.company.id, userId: reg.user.id }];
  for (let i = 2; i <= companies; i++) {
    const added = await call('POST', '/api/org/group/companies', {
      token: reg.access,
      body: { name: `Group Company ${i}`, countryCode: 'AE', currency: 'AED', timeZone: 'Asia/Dubai' },
      expect: 201,
    });
    list.push({ id: added.id, userId: reg.user.id });
  }
  for (const company of list) {
    const token = await ownerToken(call, company.id);
    company.departments = await departmentsThroughApi(call, token, departments);
    // The leave module gives a company its starting leave types the first time it is used.
    await call('GET', '/api/routines/leave-types', { token });
  }
  return list;
}

/** The companies of a set-up database, in order, with their departments (for a cached run). */
export function companiesOfDatabase(dbUrl) {
  const userId = psql(dbUrl, `select id from users where email = ${quote(OWNER_EMAIL)}`);
  return psql(dbUrl, `select id from companies order by substring(name from '[0-9]+$')::int`)
    .split('\n')
    .map((id) => ({
      id,
      userId,
      departments: psql(
        dbUrl,
        `select d.id, g.id from departments d join designations g on g.department_id = d.id and g.company_id = d.company_id
         where d.company_id = ${quote(id)} and d.name ~ '^Department [0-9]+$' order by substring(d.name from '[0-9]+$')::int`,
      )
        .split('\n')
        .map((line) => ({ id: line.split('|')[0], designationId: line.split('|')[1] })),
    }));
}

/** Employees and a year of history of one company with SQL. */
export function companyHistory(dbUrl, company, { index, employees, fullYear }) {
  const id = quote(company.id);
  insertEmployees(dbUrl, company, employees, `c${index + 1}.group.bench.example`);
  const people = `(select id, company_id, row_number() over (order by id) as rn from employees where company_id = ${id}) e`;
  // The generated rows reference what exists by construction: the foreign-key triggers are skipped
  // (replica mode, as a restore does), which halves the time of the attendance insert.
  const bulk = 'set session_replication_role = replica;';
  psql(
    dbUrl,
    `${bulk}
     insert into routines_leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, status, reason)
     select e.company_id, e.id, t.id, s, s + 2, 3, case when k = 4 then 'pending' else 'approved' end, 'Bench leave'
     from ${people} cross join generate_series(1, 4) k
     cross join lateral (select (date ${quote(FROM)} + ((e.rn * 7 + k * 83) % 330)::int) as s) x
     cross join (select id from routines_leave_types where company_id = ${id} and builtin = 'annual') t;
     insert into routines_expense_categories (company_id, name) values (${id}, 'Travel'), (${id}, 'Meals'), (${id}, 'Training');
     insert into routines_expense_claims (company_id, employee_id, category_id, expense_date, amount_minor, currency, company_amount_minor,
       description, status, paid_on, payment_reference)
     select company_id, employee_id, category_id, expense_date, amount, 'AED', amount, 'Claim ' || k, status,
       case when status = 'paid' then expense_date + 5 end, case when status = 'paid' then 'TRF' end
     from (
       select e.company_id, e.id as employee_id, k, date ${quote(FROM)} + ((k * 53 + e.rn) % 360)::int as expense_date,
         (select array_agg(id order by name) from routines_expense_categories where company_id = ${id})[1 + (k % 3)] as category_id,
         1000 + ((k * 7919 + e.rn) % 90000) as amount, (array['submitted', 'manager_approved', 'approved', 'rejected', 'paid', 'paid'])[1 + ((k + e.rn) % 6)] as status
       from ${people} cross join generate_series(1, 6) k
     ) x;
     insert into tasks (company_id, name, weight, priority, start_date, due_date, assignee_id, status, progress)
     select e.company_id, 'Task ' || e.rn, 1 + (e.rn % 10), (array['low', 'medium', 'high', 'urgent'])[1 + (e.rn % 4)],
       date ${quote(FROM)} + (e.rn % 300)::int, date ${quote(FROM)} + (e.rn % 300)::int + 30,
       e.id, (array['pending', 'in_progress', 'completed'])[1 + (e.rn % 3)], case when e.rn % 3 = 2 then 100 else 0 end
     from ${people} where e.rn % 5 = 0;
     insert into audit_events (company_id, actor_user_id, action, target_type, target_id, before, after, at)
     select e.company_id, ${quote(company.userId)}, 'people.employee-updated', 'employee', e.id::text,
       jsonb_build_object('version', k), jsonb_build_object('version', k + 1), timestamptz ${quote(FROM)} + make_interval(days => ((e.rn * 3 + k * 71) % 360)::int)
     from ${people} cross join generate_series(1, 5) k;`,
  );
  psql(
    dbUrl,
    `${bulk}
     insert into routines_attendance (company_id, employee_id, work_date, clock_in, clock_out, late_minutes)
     select e.company_id, e.id, d::date, i, i + interval '8 hours 30 minutes', greatest(0, m - 30)
     from ${people}
     cross join generate_series(date ${quote(fullYear ? FROM : LAST_MONTH_FROM)}, date ${quote(TO)}, interval '1 day') d
     cross join lateral (select ((e.rn * 31 + extract(doy from d)::int * 17) % 60)::int as m) lm
     cross join lateral (select (d::date + time '08:00' + make_interval(mins => lm.m)) at time zone 'Asia/Dubai' as i) ci
     where extract(isodow from d) between 1 and 5 and (e.rn + extract(doy from d)::int) % 20 <> 0`,
  );
}

/** Accounts for three in five employees of the company who have none yet (users, memberships, employees.user_id). */
export function accountsOf(dbUrl, company) {
  const id = quote(company.id);
  psql(
    dbUrl,
    `create temporary table bench_accounts as
       select e.id as employee_id, gen_random_uuid() as user_id, e.work_email, e.first_name || ' ' || e.last_name as name
       from (select id, work_email, first_name, last_name, row_number() over (order by id) as rn from employees
             where company_id = ${id} and user_id is null) e
       where e.rn % 5 < 3;
     insert into users (id, email, name, password_hash, status) select user_id, work_email, name, 'bench-no-sign-in', 'active' from bench_accounts;
     insert into memberships (company_id, user_id, status) select ${id}, user_id, 'active' from bench_accounts;
     update employees e set user_id = a.user_id from bench_accounts a where e.company_id = ${id} and e.id = a.employee_id;`,
  );
}

/** Rows of each history table in the whole database. */
export function rowCounts(dbUrl) {
  const tables = [
    'companies',
    'users',
    'memberships',
    'employees',
    'routines_attendance',
    'routines_leave_requests',
    'routines_expense_claims',
    'tasks',
    'audit_events',
  ];
  const counts = psql(dbUrl, tables.map((t) => `select count(*) from ${t};`).join('\n')).split('\n');
  return Object.fromEntries(tables.map((t, i) => [t, Number(counts[i])]));
}
