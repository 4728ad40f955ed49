import type { Employee, EmployeePage } from '@hcims/contracts/people';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  expectStatus,
  grantRole,
  peopleTestApp,
  type PeopleTestApp,
  type Structure,
} from '../../test/org-people.js';

/** CSV rows as arrays (no cell of these fixtures holds a comma or a quote). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describeEachDatabase('employee list export', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let clerk: string; // people.employees:read (company) and nothing of reports
  let manager: string;
  let mark: Employee;
  let rita: Employee;
  const get = (url: string, access: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...bearer(access), ...headers } });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Export Co' });
    s = await createStructure(t.app, owner.access);
    const olga = await addEmployee(t.app, owner.access, {
      firstName: 'Olga',
      lastName: 'Chief',
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
    });
    const m = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      firstName: 'Mark',
      lastName: 'Manager',
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
      managerId: olga.id,
    });
    mark = m.employee;
    await grantRole(t.app, owner.access, 'Manager', m.session.user.id);
    manager = (await signIn(t.app, mark.workEmail)).access;
    rita = await addEmployee(t.app, owner.access, {
      firstName: 'Rita',
      lastName: 'Rep',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: mark.id,
      employeeNumber: 'E-7',
      salary: { amount: 15000, currency: 'AED', frequency: 'monthly' },
      bank: { bankName: 'Emirates NBD', accountName: 'Rita Rep', iban: 'AE070331234567890123456' },
    });
    await addEmployee(t.app, owner.access, {
      firstName: 'Greg',
      lastName: 'Grand',
      departmentId: s.departments.marketing,
      designationId: s.designations.marketer,
    });

    const role = await t.app.inject({
      method: 'POST',
      url: '/api/access/roles',
      headers: bearer(owner.access),
      payload: { name: 'List reader' },
    });
    const grants = await t.app.inject({
      method: 'PUT',
      url: `/api/access/roles/${role.json<{ id: string }>().id}/grants`,
      headers: bearer(owner.access),
      payload: {
        version: role.json<{ version: number }>().version,
        grants: [{ resource: 'people.employees', create: false, read: true, update: false, delete: false, scope: 'company' }],
      },
    });
    expectStatus(grants, 200, 'grants');
    const c = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
    });
    await grantRole(t.app, owner.access, 'List reader', c.session.user.id);
    clerk = (await signIn(t.app, c.employee.workEmail)).access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('lets a reader of employees without any reports permission export the filtered list they see', async () => {
    // The report builder's export is closed to them: that is why the list has its own.
    const builder = await t.app.inject({
      method: 'POST',
      url: '/api/people/reports/export?format=csv',
      headers: bearer(clerk),
      payload: { definition: { columns: ['fullName'] } },
    });
    expect(builder.statusCode).toBe(403);

    const query = `departmentId=${s.departments.sales}&sort=firstName`;
    const list = (await get(`/api/people/employees?${query}`, clerk)).json<EmployeePage>();
    const res = await get(`/api/people/employees/export?format=csv&${query}`, clerk);
    expectStatus(res, 200, 'export');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?employees\.csv/);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([
      'Employee no.',
      'Name',
      'Work email',
      'Mobile',
      'Department',
      'Designation',
      'Manager',
      'Branch',
      'Hire date',
      'Employment type',
      'Status',
    ]);
    expect(rows.map((r) => r[2])).toEqual(list.items.map((e) => e.workEmail));
    expect(rows.map((r) => r[1])).toEqual(['Mark Manager', 'Rita Rep']);
    expect(rows[1]).toEqual(expect.arrayContaining(['E-7', 'Sales', 'Sales Rep', 'Mark Manager', 'Full time']));
  });

  it('applies the search and the caller’s scope, and never holds sensitive fields', async () => {
    const byName = csvRows((await get('/api/people/employees/export?format=csv&q=rita', clerk)).body);
    expect(byName.slice(1).map((r) => r[1])).toEqual(['Rita Rep']);
    // A manager exports only their team, as their list shows it.
    const team = csvRows((await get('/api/people/employees/export?format=csv', manager)).body);
    expect(
      team
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['Mark Manager', 'Rita Rep']);
    const everything = (await get('/api/people/employees/export?format=csv', owner.access)).body;
    expect(everything).toContain('Greg Grand');
    expect(everything).not.toMatch(/15000|AE070331234567890123456|Emirates NBD/);
  });

  it('writes XLSX with headers and values in the export’s language', async () => {
    const res = await get(`/api/people/employees/export?format=xlsx&q=${encodeURIComponent(rita.workEmail)}`, clerk, {
      'accept-language': 'ar-AE,ar;q=0.9',
    });
    expectStatus(res, 200, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values: string[][] = [];
    book.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => (typeof v === 'string' ? v : ''))));
    const text = values.flat().join(' ');
    expect(text).toContain(rita.workEmail);
    expect(text).not.toContain('Work email');
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an unknown format', async () => {
    expect((await get('/api/people/employees/export?format=doc', clerk)).statusCode).toBe(400);
  });
});
