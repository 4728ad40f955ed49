import type { Department, DepartmentTreeNode, Designation, DesignationChartNode } from '@hcims/contracts/org';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  peopleTestApp,
  type PeopleTestApp,
  type Structure,
} from '../../test/org-people.js';

describeEachDatabase('departments and designations', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let os: Structure;
  let employeeAccess: string;
  let headId: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const department = async (id: string) => (await call('GET', `/api/org/departments/${id}`)).json<Department>();
  const designation = async (id: string) => (await call('GET', `/api/org/designations/${id}`)).json<Designation>();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Tree Co' });
    other = await registerCompany(t.app, { companyName: 'Other Tree Co' });
    s = await createStructure(t.app, owner.access);
    os = await createStructure(t.app, other.access);
    const head = await addEmployee(t.app, owner.access, {
      firstName: 'Sara',
      lastName: 'Head',
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
    });
    headId = head.id;
    for (let i = 0; i < 3; i++)
      await addEmployee(t.app, owner.access, {
        departmentId: s.departments.sales,
        designationId: s.designations.salesRep,
        managerId: head.id,
      });
    await addEmployee(t.app, owner.access, { departmentId: s.departments.marketing, designationId: s.designations.marketer });
    const employee = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
    });
    employeeAccess = employee.session.access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('creates a department with parent, head and arrival time, and lists it with counts', async () => {
    const res = await call('POST', '/api/org/departments', {
      name: 'Retail',
      parentId: s.departments.sales,
      headEmployeeId: headId,
      expectedArrival: '09:15',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Retail',
      parentName: 'Sales',
      headEmployeeName: 'Sara Head',
      expectedArrival: '09:15',
      employeeCount: 0,
      version: 1,
    });
    const list = (await call('GET', '/api/org/departments')).json<Department[]>();
    expect(list.find((d) => d.name === 'Sales')).toMatchObject({ employeeCount: 4, designationCount: 2, parentName: 'Executive' });
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'org.department-created'), eq(auditEvents.targetId, res.json().id)));
    expect(audit!.after).toMatchObject({ name: 'Retail' });
  });

  it('refuses a duplicate name, an unknown parent or head, and bad input', async () => {
    const dup = await call('POST', '/api/org/departments', { name: 'sales' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('ORG_DEPARTMENT_NAME_TAKEN');
    expect((await call('POST', '/api/org/departments', { name: 'X', parentId: os.departments.sales })).statusCode).toBe(404);
    const theirEmployee = await addEmployee(t.app, other.access, {
      departmentId: os.departments.sales,
      designationId: os.designations.salesRep,
    });
    expect((await call('POST', '/api/org/departments', { name: 'Y', headEmployeeId: theirEmployee.id })).statusCode).toBe(404);
    const bad = await call('POST', '/api/org/departments', { name: '', expectedArrival: '25:00' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the tree and org chart depth-first, with heads and totals including sub-departments', async () => {
    const tree = (await call('GET', '/api/org/departments/tree')).json<DepartmentTreeNode[]>();
    expect(tree.map((n) => [n.name, n.depth, n.employeeCount, n.totalEmployeeCount])).toEqual([
      ['Executive', 0, 1, 6],
      ['Sales', 1, 4, 5],
      ['Marketing', 2, 1, 1],
      ['Retail', 2, 0, 0],
    ]);
    expect(tree.find((n) => n.name === 'Retail')!.head).toMatchObject({
      name: 'Sara Head',
      designationName: 'Sales Manager',
      photoUrl: `/api/people/employees/${headId}/photo`,
    });
    expect(tree[0]!.childCount).toBe(1);
  });

  it('moves a department, but never under itself or its own sub-departments', async () => {
    const sales = await department(s.departments.sales);
    const loop = await call('PATCH', `/api/org/departments/${s.departments.sales}`, {
      parentId: s.departments.marketing,
      version: sales.version,
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().error).toMatchObject({
      code: 'ORG_DEPARTMENT_CYCLE',
      message: 'Sales cannot move under Marketing: Marketing is inside Sales',
    });
    const self = await call('PATCH', `/api/org/departments/${s.departments.sales}`, {
      parentId: s.departments.sales,
      version: sales.version,
    });
    expect(self.json().error.code).toBe('ORG_DEPARTMENT_CYCLE');
    const marketing = await department(s.departments.marketing);
    const moved = await call('PATCH', `/api/org/departments/${s.departments.marketing}`, {
      parentId: s.departments.exec,
      version: marketing.version,
    });
    expect(moved.statusCode).toBe(200);
    // Its people moved with it: nobody is orphaned.
    expect(moved.json()).toMatchObject({ parentName: 'Executive', employeeCount: 1, version: marketing.version + 1 });
    const stale = await call('PATCH', `/api/org/departments/${s.departments.marketing}`, { name: 'Brand', version: marketing.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'ORG_STALE_VERSION', details: { currentVersion: marketing.version + 1 } });
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'org.department-moved'), eq(auditEvents.targetId, s.departments.marketing)));
    expect(audit).toMatchObject({ before: { parentId: s.departments.sales }, after: { parentId: s.departments.exec } });
  });

  it('refuses to delete a department with employees, sub-departments or designations, saying what blocks it', async () => {
    const withPeople = await call('DELETE', `/api/org/departments/${s.departments.sales}`);
    expect(withPeople.statusCode).toBe(422);
    expect(withPeople.json().error).toMatchObject({
      code: 'ORG_DEPARTMENT_HAS_EMPLOYEES',
      message: '4 employees are in Sales; move them to another department first',
      details: { employees: 4 },
    });
    const parent = await call('POST', '/api/org/departments', { name: 'Regions' });
    await call('POST', '/api/org/departments', { name: 'North', parentId: parent.json().id });
    await call('POST', '/api/org/departments', { name: 'South', parentId: parent.json().id });
    const withChildren = await call('DELETE', `/api/org/departments/${parent.json().id}`);
    expect(withChildren.json().error).toMatchObject({
      code: 'ORG_DEPARTMENT_HAS_CHILDREN',
      message: 'Regions has 2 sub-departments (North and South); move or delete them first',
    });
    const titled = await call('POST', '/api/org/departments', { name: 'Legal' });
    await call('POST', '/api/org/designations', { name: 'Counsel', departmentId: titled.json().id });
    const withTitles = await call('DELETE', `/api/org/departments/${titled.json().id}`);
    expect(withTitles.json().error).toMatchObject({
      code: 'ORG_DEPARTMENT_HAS_DESIGNATIONS',
      message: 'Legal has a designation (Counsel); delete or move it first',
    });
    const empty = await call('POST', '/api/org/departments', { name: 'Temporary' });
    expect((await call('DELETE', `/api/org/departments/${empty.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/org/departments/${empty.json().id}`)).statusCode).toBe(404);
  });

  it('keeps "reports to" inside the department and free of loops', async () => {
    const other = await call('POST', '/api/org/designations', {
      name: 'Analyst',
      departmentId: s.departments.exec,
      reportsToId: s.designations.salesManager,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('ORG_DESIGNATION_OTHER_DEPARTMENT');
    const manager = await designation(s.designations.salesManager);
    const loop = await call('PATCH', `/api/org/designations/${s.designations.salesManager}`, {
      reportsToId: s.designations.salesRep,
      version: manager.version,
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().error).toMatchObject({
      code: 'ORG_DESIGNATION_CYCLE',
      message: 'Sales Manager cannot report to Sales Rep: Sales Rep already reports to Sales Manager',
    });
    const dup = await call('POST', '/api/org/designations', { name: 'SALES REP', departmentId: s.departments.sales });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('ORG_DESIGNATION_NAME_TAKEN');
    // The same title in another department is fine.
    expect((await call('POST', '/api/org/designations', { name: 'Sales Rep', departmentId: s.departments.exec })).statusCode).toBe(201);
    expect((await call('POST', '/api/org/designations', { name: 'Z', departmentId: os.departments.sales })).statusCode).toBe(404);
  });

  it('refuses to delete or move a designation in use, or one others report to', async () => {
    const inUse = await call('DELETE', `/api/org/designations/${s.designations.salesRep}`);
    expect(inUse.json().error).toMatchObject({
      code: 'ORG_DESIGNATION_IN_USE',
      message: '3 employees hold Sales Rep; give them another designation first',
    });
    const parent = await call('DELETE', `/api/org/designations/${s.designations.salesManager}`);
    expect(parent.json().error.code).toBe('ORG_DESIGNATION_IN_USE');
    const rep = await designation(s.designations.salesRep);
    const move = await call('PATCH', `/api/org/designations/${s.designations.salesRep}`, {
      departmentId: s.departments.exec,
      version: rep.version,
    });
    expect(move.json().error.code).toBe('ORG_DESIGNATION_IN_USE');
    const lead = await call('POST', '/api/org/designations', { name: 'Team Lead', departmentId: s.departments.exec });
    await call('POST', '/api/org/designations', { name: 'Associate', departmentId: s.departments.exec, reportsToId: lead.json().id });
    const withChildren = await call('DELETE', `/api/org/designations/${lead.json().id}`);
    expect(withChildren.json().error).toMatchObject({
      code: 'ORG_DESIGNATION_HAS_CHILDREN',
      message: 'Associate reports to Team Lead; change their “reports to” first',
    });
    const unused = await call('POST', '/api/org/designations', { name: 'Intern', departmentId: s.departments.exec });
    const moved = await call('PATCH', `/api/org/designations/${unused.json().id}`, { departmentId: s.departments.sales, version: 1 });
    expect(moved.json()).toMatchObject({ departmentName: 'Sales', reportsToId: null });
    expect((await call('DELETE', `/api/org/designations/${unused.json().id}`)).statusCode).toBe(204);
  });

  it('lists designations (by department) and draws the designation chart with holders', async () => {
    const sales = (await call('GET', `/api/org/designations?departmentId=${s.departments.sales}`)).json<Designation[]>();
    expect(sales.map((d) => [d.name, d.reportsToName, d.employeeCount])).toEqual([
      ['Sales Manager', null, 1],
      ['Sales Rep', 'Sales Manager', 3],
    ]);
    const chart = (await call('GET', '/api/org/designations/chart')).json<DesignationChartNode[]>();
    const salesChart = chart.filter((n) => n.departmentName === 'Sales');
    expect(salesChart.map((n) => [n.name, n.depth, n.holders.length])).toEqual([
      ['Sales Manager', 0, 1],
      ['Sales Rep', 1, 3],
    ]);
    expect(salesChart[0]!.holders[0]!.name).toBe('Sara Head');
  });

  it('lets every member read the structure, and only holders of the permission change it', async () => {
    expect((await call('GET', '/api/org/departments/tree', undefined, employeeAccess)).statusCode).toBe(200);
    expect((await call('GET', '/api/org/designations/chart', undefined, employeeAccess)).statusCode).toBe(200);
    expect((await call('POST', '/api/org/departments', { name: 'Shadow' }, employeeAccess)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/org/designations/${s.designations.ceo}`, undefined, employeeAccess)).statusCode).toBe(403);
    // Another company's ids are not found, even for its owner's peer.
    for (const [method, url] of [
      ['GET', `/api/org/departments/${os.departments.sales}`],
      ['DELETE', `/api/org/departments/${os.departments.exec}`],
      ['GET', `/api/org/designations/${os.designations.ceo}`],
      ['DELETE', `/api/org/designations/${os.designations.marketer}`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(404);
    }
    const theirs = await signIn(t.app, other.email);
    expect((await call('GET', `/api/org/departments/${os.departments.sales}`, undefined, theirs.access)).statusCode).toBe(200);
  });
});
