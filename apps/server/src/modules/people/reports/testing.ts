import type { Grant } from '@hcims/contracts/access';
import type { LoginResponse } from '@hcims/contracts/identity';
import type { Employee } from '@hcims/contracts/people';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { bearer, registerCompany, signIn } from '../../../platform/auth/testing.js';
import { employeeDocuments, employees } from '../people.table.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, expectStatus, grantRole, type Structure } from '../../../test/org-people.js';

/**
 * A company for the reports, dashboard and WhatsApp API tests (not part of the running app),
 * on a clock fixed at 2025-06-15 in Dubai:
 *
 *   Omar (CEO, Executive, since 2015)
 *   └─ Mona (Sales Manager, since 2018)          signs in with "Team reports" (people.reports team)
 *      ├─ Rami (Sales Rep, since 2022, salary)   signs in as a plain Employee
 *      │  └─ Sara (Sales Rep, joined 2025-02-01)
 *      └─ Lina (Sales Rep, 2019, left 2025-03-31)
 *   Maya (Marketer, Marketing, since 2023)
 *   Hana (HR Specialist, HR, since 2020)         signs in as HR admin
 *   Adam (Analyst, HR, since 2024)               signs in with "Analyst" (reports company-wide, no sensitive data)
 */

export const FIXTURE_NOW = new Date('2025-06-15T06:00:00Z');

/** A visa of an employee expiring on a date, as a row to insert (a demo row needs no stored file). */
export const datedDocument = (
  of: { companyId: string; employeeId: string },
  title: string,
  expiresOn: string,
  uploadedAt: Date,
): typeof employeeDocuments.$inferInsert => ({
  ...of,
  title,
  category: 'visa',
  fileName: `${title}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 100,
  expiresOn,
  uploadedByName: 'Fixture',
  uploadedAt,
  demo: true,
});

export type ReportingFixture = {
  owner: Awaited<ReturnType<typeof registerCompany>>;
  structure: Structure & { departments: Record<'hr', string>; designations: Record<'hrSpecialist' | 'analyst', string> };
  people: Record<'omar' | 'mona' | 'rami' | 'sara' | 'lina' | 'maya' | 'hana' | 'adam', Employee>;
  sessions: Record<'hr' | 'manager' | 'employee' | 'analyst', LoginResponse>;
  roles: Record<'hrAdmin' | 'teamReports' | 'analyst' | 'employee', string>;
};

const grant = (resource: string, actions: ('create' | 'read' | 'update' | 'delete')[], scope: Grant['scope']): Grant => ({
  resource,
  create: actions.includes('create'),
  read: actions.includes('read'),
  update: actions.includes('update'),
  delete: actions.includes('delete'),
  scope,
});

async function customRole(app: FastifyInstance, access: string, name: string, grants: Grant[]): Promise<string> {
  const created = await app.inject({ method: 'POST', url: '/api/access/roles', headers: bearer(access), payload: { name } });
  expectStatus(created, 201, `role ${name}`);
  const { id, version } = created.json<{ id: string; version: number }>();
  const res = await app.inject({
    method: 'PUT',
    url: `/api/access/roles/${id}/grants`,
    headers: bearer(access),
    payload: { version, grants },
  });
  expectStatus(res, 200, `grants of ${name}`);
  return id;
}

export async function reportingFixture(app: FastifyInstance, database: Database, companyName = 'Reporting Co'): Promise<ReportingFixture> {
  const owner = await registerCompany(app, { companyName });
  const access = owner.access;
  const base = await createStructure(app, access);
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(access), payload });
    expectStatus(res, 201, `POST ${url}`);
    return res.json<{ id: string }>().id;
  };
  const hr = await post('/api/org/departments', { name: 'Human Resources' });
  const hrSpecialist = await post('/api/org/designations', { name: 'HR Specialist', departmentId: hr });
  const analyst = await post('/api/org/designations', { name: 'People Analyst', departmentId: hr });
  const structure = {
    departments: { ...base.departments, hr },
    designations: { ...base.designations, hrSpecialist, analyst },
  } as ReportingFixture['structure'];
  const { exec, sales, marketing } = base.departments;
  const { ceo, salesManager, salesRep, marketer } = base.designations;

  const omar = await addEmployee(app, access, {
    firstName: 'Omar',
    lastName: 'Haddad',
    departmentId: exec,
    designationId: ceo,
    hireDate: '2015-03-01',
    gender: 'male',
    dateOfBirth: '1975-06-20',
    employeeNumber: 'E-001',
    mobilePhone: '+971 50 100 0001',
  });
  const mona = await addEmployeeWhoSignsIn(app, database, access, {
    firstName: 'Mona',
    lastName: 'Saleh',
    departmentId: sales,
    designationId: salesManager,
    managerId: omar.id,
    hireDate: '2018-05-10',
    gender: 'female',
    dateOfBirth: '1985-06-25',
    employeeNumber: 'E-002',
    mobilePhone: '050 100 0002',
  });
  const rami = await addEmployeeWhoSignsIn(app, database, access, {
    firstName: 'Rami',
    lastName: 'Nasser',
    departmentId: sales,
    designationId: salesRep,
    managerId: mona.employee.id,
    hireDate: '2022-01-10',
    gender: 'male',
    dateOfBirth: '1990-07-01',
    employeeNumber: 'E-003',
    mobilePhone: '+971 50 100 0003',
    salary: { amount: 12000, currency: 'AED', frequency: 'monthly' },
  });
  const sara = await addEmployee(app, access, {
    firstName: 'Sara',
    lastName: 'Khan',
    departmentId: sales,
    designationId: salesRep,
    managerId: rami.employee.id,
    hireDate: '2025-02-01',
    gender: 'female',
    employeeNumber: 'E-004',
    salary: { amount: 9000, currency: 'AED', frequency: 'monthly' },
  });
  const lina = await addEmployee(app, access, {
    firstName: 'Lina',
    lastName: 'Farah',
    departmentId: sales,
    designationId: salesRep,
    managerId: mona.employee.id,
    hireDate: '2019-04-01',
    gender: 'female',
    employeeNumber: 'E-005',
  });
  const maya = await addEmployee(app, access, {
    firstName: 'Maya',
    lastName: 'Ali',
    departmentId: marketing,
    designationId: marketer,
    hireDate: '2023-09-15',
    gender: 'other',
    dateOfBirth: '1995-07-10',
    employeeNumber: 'E-006',
    mobilePhone: '+971 50 100 0006',
  });
  const hana = await addEmployeeWhoSignsIn(app, database, access, {
    firstName: 'Hana',
    lastName: 'Yousef',
    departmentId: hr,
    designationId: hrSpecialist,
    hireDate: '2020-06-20',
    gender: 'female',
    employeeNumber: 'E-007',
    mobilePhone: '+971 50 100 0007',
  });
  const adam = await addEmployeeWhoSignsIn(app, database, access, {
    firstName: 'Adam',
    lastName: 'Stone',
    departmentId: hr,
    designationId: analyst,
    hireDate: '2024-01-08',
    gender: 'male',
    employeeNumber: 'E-008',
  });
  // Lina left at the end of March (her last working day), as a recorded termination would leave her.
  await database.db.update(employees).set({ terminationDate: '2025-03-31', updatedAt: new Date() }).where(eq(employees.id, lina.id));
  const document = (employeeId: string, title: string, expiresOn: string) =>
    datedDocument({ companyId: owner.company.id, employeeId }, title, expiresOn, FIXTURE_NOW);
  await database.db
    .insert(employeeDocuments)
    .values([
      document(rami.employee.id, 'Rami visa', '2025-07-01'),
      document(mona.employee.id, 'Mona passport', '2025-08-20'),
      document(maya.id, 'Maya permit', '2025-06-01'),
      document(lina.id, 'Lina visa', '2025-07-05'),
    ]);

  const roleList = (await app.inject({ url: '/api/access/roles', headers: bearer(access) })).json<{ id: string; name: string }[]>();
  const roleId = (name: string) => roleList.find((r) => r.name === name)!.id;
  const teamReports = await customRole(app, access, 'Team reports', [
    grant('people.reports', ['read'], 'team'),
    grant('people.employees', ['read'], 'team'),
  ]);
  const analystRole = await customRole(app, access, 'Analyst', [
    grant('people.reports', ['create', 'read', 'update', 'delete'], 'company'),
    grant('people.employees', ['read'], 'company'),
  ]);
  await grantRole(app, access, 'HR admin', hana.employee.userId!);
  await grantRole(app, access, 'Team reports', mona.employee.userId!);
  await grantRole(app, access, 'Analyst', adam.employee.userId!);

  return {
    owner,
    structure,
    people: { omar, mona: mona.employee, rami: rami.employee, sara, lina, maya, hana: hana.employee, adam: adam.employee },
    // Signed in again: a session's permissions are those of its sign-in.
    sessions: {
      hr: await signIn(app, hana.employee.workEmail),
      manager: await signIn(app, mona.employee.workEmail),
      employee: await signIn(app, rami.employee.workEmail),
      analyst: await signIn(app, adam.employee.workEmail),
    },
    roles: { hrAdmin: roleId('HR admin'), teamReports, analyst: analystRole, employee: roleId('Employee') },
  };
}
