import type { Employee, EmployeePage, Termination } from '@hcims/contracts/people';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { bearer, registerCompany, signIn, TEST_PASSWORD, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  grantRole,
  peopleTestApp,
  type PeopleTestApp,
  type Structure,
} from '../../test/org-people.js';

const HOUR = 3_600_000;

describeEachDatabase('terminations', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  const clock = testClock(new Date('2026-03-10T06:00:00Z'));
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let s: Structure;
  let hr: string;
  let hrEmployee: Employee;
  let mark: Employee;
  let markAccess: string;
  let rita: Employee;
  let ritaSession: { access: string; refresh: string };
  let termination: Termination;

  const get = (url: string, access: string) => t.app.inject({ url, headers: bearer(access) });
  const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: TEST_PASSWORD } });
  const terminate = (id: string, payload: object, access = hr) =>
    t.app.inject({ method: 'POST', url: `/api/people/employees/${id}/termination`, headers: bearer(access), payload });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock });
    owner = await registerCompany(t.app, { companyName: 'Leavers Co' });
    s = await createStructure(t.app, owner.access);
    const h = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      firstName: 'Hana',
      lastName: 'Resources',
      departmentId: s.departments.exec,
      designationId: s.designations.ceo,
    });
    hrEmployee = h.employee;
    await grantRole(t.app, owner.access, 'HR admin', h.session.user.id);
    hr = (await signIn(t.app, h.employee.workEmail)).access;
    const m = await addEmployeeWhoSignsIn(t.app, database, hr, {
      firstName: 'Mark',
      lastName: 'Manager',
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
      hireDate: '2020-05-01',
    });
    mark = m.employee;
    await grantRole(t.app, owner.access, 'Manager', m.session.user.id);
    markAccess = (await signIn(t.app, mark.workEmail)).access;
    const r = await addEmployeeWhoSignsIn(t.app, database, hr, {
      firstName: 'Rita',
      lastName: 'Rep',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: mark.id,
      hireDate: '2021-02-01',
    });
    rita = r.employee;
    ritaSession = r.session;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('records a termination with the standard checklist; access ends when the last day is over in the company’s zone', async () => {
    const res = await terminate(rita.id, { terminationDate: '2026-03-12', type: 'resignation', reason: 'Moving to another city' });
    expect(res.statusCode).toBe(201);
    termination = res.json<Termination>();
    expect(termination).toMatchObject({
      employeeId: rita.id,
      employeeName: 'Rita Rep',
      departmentName: 'Sales',
      type: 'resignation',
      recordedBy: 'Hana Resources',
      // The company was registered in Asia/Dubai (UTC+4): 12 March ends at 20:00 UTC.
      accessEndsAt: '2026-03-12T20:00:00.000Z',
      effective: false,
    });
    expect(termination.checklist.map((i) => i.key)).toEqual(expect.arrayContaining(['return_equipment', 'exit_interview', 'cancel_visa']));
    expect(termination.checklist.every((i) => !i.done)).toBe(true);
    const record = (await get(`/api/people/employees/${rita.id}`, hr)).json<Employee>();
    expect(record).toMatchObject({ terminationDate: '2026-03-12', status: 'active' });
  });

  it('refuses a second termination, one before the hire date, one of a manager with reports, and one of yourself', async () => {
    const again = await terminate(rita.id, { terminationDate: '2026-03-20', type: 'dismissal', reason: 'Duplicate' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PEOPLE_ALREADY_TERMINATED');
    const beforeHire = await terminate(mark.id, { terminationDate: '2019-01-01', type: 'dismissal', reason: 'Typo in the date' });
    expect(beforeHire.statusCode).toBe(422);
    expect(beforeHire.json().error.code).toBe('PEOPLE_TERMINATION_BEFORE_HIRE');
    const withReports = await terminate(mark.id, { terminationDate: '2026-04-30', type: 'redundancy', reason: 'Restructuring' });
    expect(withReports.statusCode).toBe(422);
    expect(withReports.json().error).toMatchObject({
      code: 'PEOPLE_HAS_DIRECT_REPORTS',
      message: '1 person reports to Mark Manager; give them another manager first',
    });
    const self = await terminate(hrEmployee.id, { terminationDate: '2026-04-30', type: 'resignation', reason: 'Leaving' });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.code).toBe('PEOPLE_SELF_TERMINATION');
    const short = await terminate(mark.id, { terminationDate: '2026-04-30', type: 'resignation', reason: 'x' });
    expect(short.statusCode).toBe(400);
    // A manager may not terminate (the Manager role has no termination permission).
    const byManager = await terminate(rita.id, { terminationDate: '2026-04-30', type: 'dismissal', reason: 'No reason' }, markAccess);
    expect(byManager.statusCode).toBe(403);
  });

  it('ticks checklist items with the version; a stale version answers 409', async () => {
    const checklist = termination.checklist.map((i) => (i.key === 'handover' ? { ...i, done: true } : i));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/terminations/${termination.id}`,
      headers: bearer(hr),
      payload: { checklist, version: termination.version },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Termination>().checklist.find((i) => i.key === 'handover')!.done).toBe(true);
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/terminations/${termination.id}`,
      headers: bearer(hr),
      payload: { reason: 'Changed', version: termination.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'PEOPLE_STALE_VERSION', details: { currentVersion: termination.version + 1 } });
    termination = res.json<Termination>();
  });

  it('lets the employee sign in until the date is over, then refuses sign-in and refresh; the job revokes the sessions', async () => {
    clock.set(new Date('2026-03-12T19:59:00Z'));
    // Tokens of two days ago have expired: everyone signs in again.
    hr = (await signIn(t.app, hrEmployee.workEmail)).access;
    const late = await login(rita.workEmail);
    expect(late.statusCode).toBe(200);
    ritaSession = late.json();
    expect((await get(`/api/people/employees/${rita.id}`, ritaSession.access)).statusCode).toBe(200);
    clock.set(new Date('2026-03-12T20:00:01Z'));
    const refused = await login(rita.workEmail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AUTH_NO_COMPANY');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: ritaSession.refresh } });
    expect(refresh.statusCode).toBe(401);
    // The scheduled job ends the sessions still open; the others stay.
    expect(await t.app.peopleJobs.applyDueTerminations()).toBe(1);
    expect(await t.app.peopleJobs.applyDueTerminations()).toBe(0);
    expect((await get('/api/auth/me', ritaSession.access)).statusCode).toBe(401);
    expect((await get('/api/auth/me', hr)).statusCode).toBe(200);
    const ended = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'people.access-ended'), eq(auditEvents.targetId, termination.id)));
    expect(ended).toHaveLength(1);
    // Rita is former staff now: out of the default list, in the terminations list as effective.
    const list = (await get('/api/people/employees?pageSize=100', hr)).json<EmployeePage>();
    expect(list.items.some((e) => e.id === rita.id)).toBe(false);
    const withFormer = (await get('/api/people/employees?pageSize=100&includeTerminated=true', hr)).json<EmployeePage>();
    expect(withFormer.items.find((e) => e.id === rita.id)!.status).toBe('terminated');
    const former = (await get('/api/people/terminations?effective=true', hr)).json<{ items: Termination[]; total: number }>();
    expect(former.items.map((i) => [i.employeeName, i.effective])).toEqual([['Rita Rep', true]]);
    expect((await get('/api/people/terminations?effective=false', hr)).json().total).toBe(0);
    expect((await get('/api/people/terminations?q=rita', hr)).json().total).toBe(1);
  });

  it('undoes a termination with an audited reason: the employee is current again and signs in again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/people/terminations/${termination.id}/undo`,
      headers: bearer(hr),
      payload: { reason: 'Withdrew the resignation' },
    });
    expect(res.statusCode).toBe(204);
    expect((await login(rita.workEmail)).statusCode).toBe(200);
    const record = (await get(`/api/people/employees/${rita.id}`, hr)).json<Employee>();
    expect(record).toMatchObject({ status: 'active', terminationDate: null });
    const [undone] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'people.termination-undone'), eq(auditEvents.targetId, rita.id)));
    expect(undone!.after).toEqual({ reason: 'Withdrew the resignation' });
    expect(undone!.before).toMatchObject({ terminationId: termination.id, terminationDate: '2026-03-12' });
    // Undone: no longer found, so not undone twice.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/people/terminations/${termination.id}/undo`,
      headers: bearer(hr),
      payload: { reason: 'Again and again' },
    });
    expect(twice.statusCode).toBe(404);
  });

  it('ends access at once for a date already past, and gives it back when the date moves later', async () => {
    const greg = await addEmployeeWhoSignsIn(t.app, database, hr, {
      firstName: 'Greg',
      lastName: 'Gone',
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      hireDate: '2022-01-01',
    });
    const res = await terminate(greg.employee.id, { terminationDate: '2026-03-01', type: 'dismissal', reason: 'Recorded late' });
    expect(res.statusCode).toBe(201);
    const saved = res.json<Termination>();
    expect(saved.effective).toBe(true);
    expect((await get('/api/auth/me', greg.session.access)).statusCode).toBe(401);
    expect((await login(greg.employee.workEmail)).statusCode).toBe(403);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/terminations/${saved.id}`,
      headers: bearer(hr),
      payload: { terminationDate: '2026-06-30', version: saved.version },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Termination>()).toMatchObject({ effective: false, accessEndsAt: '2026-06-30T20:00:00.000Z' });
    expect((await login(greg.employee.workEmail)).statusCode).toBe(200);
    clock.advance(120 * 24 * HOUR);
    expect((await login(greg.employee.workEmail)).statusCode).toBe(403);
    hr = (await signIn(t.app, hrEmployee.workEmail)).access;
  });

  it('answers 404 for a termination or an employee of another company', async () => {
    owner = { ...owner, ...(await signIn(t.app, owner.email)) };
    const other = await registerCompany(t.app, { companyName: 'Other Leavers' });
    const os = await createStructure(t.app, other.access);
    const theirs = await addEmployee(t.app, other.access, { departmentId: os.departments.sales, designationId: os.designations.salesRep });
    expect(
      (await terminate(theirs.id, { terminationDate: '2026-03-01', type: 'dismissal', reason: 'Probe' }, owner.access)).statusCode,
    ).toBe(404);
    const res = await terminate(theirs.id, { terminationDate: '2026-12-01', type: 'dismissal', reason: 'Theirs' }, other.access);
    const id = res.json<Termination>().id;
    for (const [method, url, payload] of [
      ['GET', `/api/people/terminations/${id}`, undefined],
      ['PATCH', `/api/people/terminations/${id}`, { reason: 'Probe!', version: 1 }],
      ['POST', `/api/people/terminations/${id}/undo`, { reason: 'Probe!' }],
    ] as const) {
      const probe = await t.app.inject({ method, url, headers: bearer(owner.access), ...(payload ? { payload } : {}) });
      expect(probe.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
