import type { LeaveBalances, LeaveRequest, LeaveRequestPage, LeaveType } from '@hcims/contracts/routines';
import type { NotificationFeed } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  grantRole,
  peopleTestApp,
  type PeopleTestApp,
} from '../../test/org-people.js';

describeEachDatabase('routines leave', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let managerAccess: string;
  let employeeAccess: string;
  let employeeId: string;
  let outsiderId: string;
  let types: Record<string, LeaveType>;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const file = (body: object, access = employeeAccess) => call('POST', '/api/routines/leave-requests', body, access);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Leave Co' });
    other = await registerCompany(t.app, { companyName: 'Other Leave Co' });
    const s = await createStructure(t.app, owner.access);
    const manager = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
    });
    await grantRole(t.app, owner.access, 'Manager', manager.employee.userId!);
    managerAccess = (await signIn(t.app, manager.employee.workEmail)).access;
    const employee = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: manager.employee.id,
    });
    employeeAccess = employee.session.access;
    employeeId = employee.employee.id;
    outsiderId = (await addEmployee(t.app, owner.access, { departmentId: s.departments.marketing, designationId: s.designations.marketer }))
      .id;
    // Wednesday 3 March 2027 is a holiday.
    await call('POST', '/api/routines/holidays', { dates: ['2027-03-03'], type: 'public', description: 'Test Day' });
    const list = (await call('GET', '/api/routines/leave-types', undefined, employeeAccess)).json<LeaveType[]>();
    types = Object.fromEntries(list.map((x) => [x.builtin ?? x.name, x]));
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('starts every company with annual, sick and unpaid leave; HR adds a custom type, employees cannot', async () => {
    expect(Object.keys(types).sort()).toEqual(['annual', 'sick', 'unpaid']);
    expect(types.unpaid).toMatchObject({ allowanceDays: null, paid: false });
    const added = await call('POST', '/api/routines/leave-types', { name: 'Study leave', allowanceDays: 2.5, paid: true });
    expect(added.json()).toMatchObject({ name: 'Study leave', allowanceDays: 2.5, builtin: null });
    types.study = added.json<LeaveType>();
    expect((await call('POST', '/api/routines/leave-types', { name: 'STUDY LEAVE', allowanceDays: 1, paid: true })).statusCode).toBe(409);
    expect((await call('POST', '/api/routines/leave-types', { name: 'x', allowanceDays: 1.3, paid: true })).body).toContain(
      'body.allowanceDays',
    );
    expect(
      (await call('POST', '/api/routines/leave-types', { name: 'Mine', allowanceDays: 1, paid: true }, managerAccess)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/routines/leave-types/${types.annual!.id}`)).json().error.code).toBe('ROUTINES_LEAVE_TYPE_BUILTIN');
  });

  it('counts working days only (weekends and holidays left out) and reserves them in the balance while pending', async () => {
    expect(
      (await call('GET', '/api/routines/leave-days?startDate=2027-03-01&endDate=2027-03-08', undefined, employeeAccess)).json(),
    ).toEqual({
      days: 5,
    });
    const filed = await file({ leaveTypeId: types.annual!.id, startDate: '2027-03-01', endDate: '2027-03-08', reason: 'Trip' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ days: 5, status: 'pending', employeeId, canCancel: true, canDecide: false });
    const half = await file({ leaveTypeId: types.study!.id, startDate: '2027-03-10', endDate: '2027-03-10', halfDay: true });
    expect(half.json()).toMatchObject({ days: 0.5, halfDay: true });

    const balances = (await call('GET', '/api/routines/leave-balances?year=2027', undefined, employeeAccess)).json<LeaveBalances>();
    expect(balances.items.find((b) => b.leaveTypeBuiltin === 'annual')).toMatchObject({
      allowanceDays: 22,
      takenDays: 0,
      pendingDays: 5,
      remainingDays: 17,
    });
    expect(balances.items.find((b) => b.leaveTypeName === 'Study leave')).toMatchObject({ pendingDays: 0.5, remainingDays: 2 });
  });

  it('leaves out a branch’s holiday only for people of that branch', async () => {
    const branch = (await call('POST', '/api/org/branches', { name: 'Sharjah' })).json<{ id: string }>();
    await call('POST', '/api/routines/holidays', {
      dates: ['2027-09-15'],
      type: 'special',
      description: 'Sharjah day',
      branchId: branch.id,
    });
    // The employee belongs to no branch: the Sharjah holiday is a working day for them.
    const days = await call('GET', '/api/routines/leave-days?startDate=2027-09-13&endDate=2027-09-17', undefined, employeeAccess);
    expect(days.json()).toEqual({ days: 5 });
  });

  it('refuses overlaps, requests beyond the balance, days off only and requests across two years (422 with their codes)', async () => {
    const overlap = await file({ leaveTypeId: types.sick!.id, startDate: '2027-03-08', endDate: '2027-03-09' });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().error.code).toBe('ROUTINES_LEAVE_OVERLAP');
    const beyond = await file({ leaveTypeId: types.study!.id, startDate: '2027-04-05', endDate: '2027-04-07' });
    expect(beyond.json().error).toMatchObject({
      code: 'ROUTINES_LEAVE_INSUFFICIENT_BALANCE',
      details: { requestedDays: 3, remainingDays: 2 },
    });
    const weekend = await file({ leaveTypeId: types.unpaid!.id, startDate: '2027-03-06', endDate: '2027-03-07' });
    expect(weekend.json().error.code).toBe('ROUTINES_LEAVE_NO_WORKING_DAYS');
    const years = await file({ leaveTypeId: types.unpaid!.id, startDate: '2027-12-30', endDate: '2028-01-04' });
    expect(years.json().error.code).toBe('ROUTINES_LEAVE_SPANS_YEARS');
    const backwards = await file({ leaveTypeId: types.unpaid!.id, startDate: '2027-05-05', endDate: '2027-05-04' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('body.endDate');
  });

  it('lets the manager approve or reject (with a reason) the team’s requests, never their own; the employee sees the decision', async () => {
    const approvals = (
      await call('GET', '/api/routines/leave-approvals?status=pending', undefined, managerAccess)
    ).json<LeaveRequestPage>();
    expect(approvals.total).toBe(2);
    const [annual] = approvals.items.filter((r) => r.leaveTypeBuiltin === 'annual');
    expect(annual).toMatchObject({ canDecide: true, employeeId });
    const study = approvals.items.find((r) => r.leaveTypeName === 'Study leave')!;

    const noReason = await call(
      'POST',
      `/api/routines/leave-requests/${study.id}/reject`,
      { version: study.version, reason: ' ' },
      managerAccess,
    );
    expect(noReason.body).toContain('body.reason');
    const rejected = await call(
      'POST',
      `/api/routines/leave-requests/${study.id}/reject`,
      { version: 1, reason: 'Exams are in June' },
      managerAccess,
    );
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionReason: 'Exams are in June', canDecide: false });
    const approved = await call('POST', `/api/routines/leave-requests/${annual!.id}/approve`, { version: 1 }, managerAccess);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedByName: expect.stringContaining('Test') });
    const again = await call(
      'POST',
      `/api/routines/leave-requests/${annual!.id}/reject`,
      { version: 2, reason: 'Changed my mind' },
      managerAccess,
    );
    expect(again.json().error.code).toBe('ROUTINES_LEAVE_TRANSITION');
    const stale = await call('POST', `/api/routines/leave-requests/${annual!.id}/reject`, { version: 1, reason: 'Late' }, managerAccess);
    expect(stale.statusCode).toBe(409);

    const own = (
      await file({ leaveTypeId: types.annual!.id, startDate: '2027-06-07', endDate: '2027-06-07' }, managerAccess)
    ).json<LeaveRequest>();
    const self = await call('POST', `/api/routines/leave-requests/${own.id}/approve`, { version: 1 }, managerAccess);
    expect(self.json().error.code).toBe('ROUTINES_LEAVE_OWN_REQUEST');

    const mine = (await call('GET', '/api/routines/leave-requests?sort=startDate', undefined, employeeAccess)).json<LeaveRequestPage>();
    expect(mine.items.map((r) => r.status)).toEqual(['approved', 'rejected']);
    // Each decision reached the requester's bell, in the decision's transaction.
    const bell = (await call('GET', '/api/workspace/notifications', undefined, employeeAccess)).json<NotificationFeed>();
    expect(bell.items.map((n) => [n.kind, n.textKey]).sort()).toEqual([
      ['routines.leave-decided', 'routines:notifications.leaveApproved'],
      ['routines.leave-decided', 'routines:notifications.leaveRejected'],
    ]);
    const balance = (await call('GET', '/api/routines/leave-balances?year=2027', undefined, employeeAccess)).json<LeaveBalances>();
    expect(balance.items.find((b) => b.leaveTypeBuiltin === 'annual')).toMatchObject({ takenDays: 5, pendingDays: 0, remainingDays: 17 });
  });

  it('lets the requester cancel while pending and only HR once approved', async () => {
    const pending = (await file({ leaveTypeId: types.sick!.id, startDate: '2027-04-12', endDate: '2027-04-13' })).json<LeaveRequest>();
    const cancelled = await call('POST', `/api/routines/leave-requests/${pending.id}/cancel`, { version: 1 }, employeeAccess);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });

    const approved = (await call('GET', '/api/routines/leave-requests?status=approved', undefined, employeeAccess)).json<LeaveRequestPage>()
      .items[0]!;
    expect(approved.canCancel).toBe(false);
    const refused = await call('POST', `/api/routines/leave-requests/${approved.id}/cancel`, { version: approved.version }, employeeAccess);
    expect(refused.statusCode).toBe(403);
    const byHr = await call('POST', `/api/routines/leave-requests/${approved.id}/cancel`, {
      version: approved.version,
      reason: 'Trip called off',
    });
    expect(byHr.json()).toMatchObject({ status: 'cancelled', decisionReason: 'Trip called off' });
    expect(JSON.stringify((await call('GET', '/api/access/audit-events')).json())).toContain('routines.leave-cancelled');
  });

  it('keeps requests to the people a caller may see, in the company and across companies', async () => {
    // HR files for someone outside the manager's team: the manager neither lists nor decides it.
    const theirs = (
      await file({ employeeId: outsiderId, leaveTypeId: types.unpaid!.id, startDate: '2027-07-05', endDate: '2027-07-06' }, owner.access)
    ).json<LeaveRequest>();
    const listed = (await call('GET', '/api/routines/leave-approvals', undefined, managerAccess)).json<LeaveRequestPage>();
    expect(listed.items.map((r) => r.id)).not.toContain(theirs.id);
    expect((await call('POST', `/api/routines/leave-requests/${theirs.id}/approve`, { version: 1 }, managerAccess)).statusCode).toBe(404);
    expect((await call('GET', `/api/routines/leave-requests/${theirs.id}`, undefined, employeeAccess)).statusCode).toBe(404);
    expect(
      (await file({ employeeId: outsiderId, leaveTypeId: types.unpaid!.id, startDate: '2027-08-02', endDate: '2027-08-02' })).statusCode,
    ).toBe(404);

    expect((await call('GET', `/api/routines/leave-requests/${theirs.id}`, undefined, other.access)).statusCode).toBe(404);
    expect((await call('GET', '/api/routines/leave-approvals', undefined, other.access)).json<LeaveRequestPage>().total).toBe(0);
    expect((await call('GET', `/api/routines/leave-balances?employeeId=${employeeId}`, undefined, other.access)).statusCode).toBe(404);
    const noRecord = await call('GET', '/api/routines/leave-balances', undefined, other.access);
    expect(noRecord.json().error.code).toBe('ROUTINES_LEAVE_NO_EMPLOYEE');
  });
});
