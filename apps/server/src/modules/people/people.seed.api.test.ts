import type { DepartmentTreeNode } from '@hcims/contracts/org';
import type { Employee, EmployeeDocument, EmployeePage, ExpiringEmployeeDocument } from '@hcims/contracts/people';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed.js';
import { demoSeeds } from '../../modules.js';
import { bearer, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../identity/index.js';

describeEachDatabase('the demo company’s people', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  const as: Record<string, string> = {};
  const get = (url: string, role: string) => t.app.inject({ url, headers: bearer(as[role]!) });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    t = await peopleTestApp(database);
    for (const person of DEMO_SIGN_INS) as[person.role] = (await signIn(t.app, person.email, DEMO_PASSWORD)).access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('has 60 employees in 8 departments with heads, two branches and Monday-to-Friday working days', async () => {
    const all = (await get('/api/people/employees?pageSize=200&includeTerminated=true', 'hr-admin')).json<EmployeePage>();
    expect(all.total).toBe(60);
    expect((await get('/api/people/employees?pageSize=200', 'hr-admin')).json<EmployeePage>().total).toBe(59);
    const tree = (await get('/api/org/departments/tree', 'hr-admin')).json<DepartmentTreeNode[]>();
    expect(tree).toHaveLength(8);
    expect(tree[0]).toMatchObject({ name: 'Executive Office', depth: 0, totalEmployeeCount: 59, head: { name: 'Omar Al Mansoori' } });
    expect(tree.every((d) => d.head !== null)).toBe(true);
    const company = (await get('/api/org/company', 'employee')).json<{ workingDays: { day: string }[] }>();
    expect(company.workingDays.map((d) => d.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    const branches = (await get('/api/org/branches', 'hr-admin')).json<{ name: string }[]>();
    expect(branches.map((b) => b.name)).toEqual(['Abu Dhabi', 'Dubai HQ']);
  });

  it('links the four demo sign-ins to their records: Jose reports to Rahul, who sees his team', async () => {
    const own = (await get('/api/people/employees', 'employee')).json<EmployeePage>();
    expect(own.items.map((e) => [e.firstName, e.lastName, e.workEmail, e.managerName])).toEqual([
      ['Jose', 'Dela Cruz', 'employee@meridiancrest.example', 'Rahul Menon'],
    ]);
    const team = (await get('/api/people/employees?pageSize=200', 'manager')).json<EmployeePage>();
    expect(team.items.map((e) => e.firstName)).toContain('Jose');
    expect(team.items.some((e) => e.firstName === 'Omar')).toBe(false);
    expect(team.total).toBeGreaterThan(2);
    const omar = (await get('/api/people/employees?q=owner%40meridiancrest.example', 'owner')).json<EmployeePage>();
    expect(omar.items[0]).toMatchObject({ firstName: 'Omar', accountStatus: 'active', designationName: 'Chief Executive Officer' });
    const layla = (await get(`/api/people/employees/${omar.items[0]!.id}`, 'hr-admin')).json<Employee>();
    expect(layla.salary?.currency).toBe('AED');
  });

  it('has documents, some expiring soon, whose demo PDFs download', async () => {
    const expiring = (await get('/api/people/documents/expiring?days=30', 'hr-admin')).json<ExpiringEmployeeDocument[]>();
    expect(expiring.length).toBeGreaterThanOrEqual(3);
    const jose = (await get('/api/people/employees', 'employee')).json<EmployeePage>().items[0]!;
    const docs = (await get(`/api/people/employees/${jose.id}/documents`, 'employee')).json<EmployeeDocument[]>();
    expect(docs.map((d) => d.title)).toEqual(expect.arrayContaining(['Employment contract', 'Passport']));
    const pdf = await get(docs[0]!.downloadUrl, 'employee');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('has job history and one former employee', async () => {
    const jose = (await get('/api/people/employees', 'employee')).json<EmployeePage>().items[0]!;
    const history = (await get(`/api/people/employees/${jose.id}/history`, 'hr-admin')).json<{ field: string }[]>();
    expect(history.map((h) => h.field).sort()).toEqual(['hired', 'salary']);
    const former = (await get('/api/people/terminations', 'hr-admin')).json<{ items: { employeeName: string; effective: boolean }[] }>();
    expect(former.items).toEqual([expect.objectContaining({ employeeName: 'Nadia Yousef', effective: true })]);
  });
});
