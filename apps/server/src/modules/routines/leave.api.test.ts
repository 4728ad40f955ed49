import type { LeaveAdjustment, LeaveBalances, LeaveRequest, LeaveRequestPage, LeaveTimeline, LeaveType } from '@hcims/contracts/routines';
import type { NotificationFeed } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { carryOverLeave, leaveDaysBetween } from './index.js';
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
  let marketingId: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, access = owner.access) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const file = (body: object, access = employeeAccess) => call('POST', '/api/routines/leave-requests', body, access);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Leave Co' });
    other = await registerCompany(t.app, { companyName: 'Other Leave Co' });
    const s = await createStructure(t.app, owner.access);
    marketingId = s.departments.marketing;
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
    // A filter with a sort, a row a page, and a page past the end (whose total is counted on its own); never the manager's own.
    for (const [i, id] of [study.id, annual!.id, undefined].entries()) {
      const url = `/api/routines/leave-approvals?from=2027-03-01&sort=-startDate&pageSize=1&page=${i + 1}`;
      const one = (await call('GET', url, undefined, managerAccess)).json<LeaveRequestPage>();
      expect(one).toMatchObject({ total: 2, items: id ? [{ id }] : [] });
    }
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

  it('keeps a type’s accrual, carry-over, half days, document and eligibility rules, and enforces them on filing', async () => {
    const created = await call('POST', '/api/routines/leave-types', {
      name: 'Marketing leave',
      allowanceDays: 6,
      paid: true,
      accrual: 'monthly',
      carryOverMaxDays: 2,
      halfDaysAllowed: false,
      documentRequired: true,
      eligibleDepartmentIds: [marketingId],
      eligibleEmploymentTypes: ['full_time'],
    });
    expect(created.json()).toMatchObject({ accrual: 'monthly', carryOverMaxDays: 2, halfDaysAllowed: false, documentRequired: true });
    const type = created.json<LeaveType>();
    const body = { leaveTypeId: type.id, startDate: '2027-02-01', endDate: '2027-02-01' };
    expect((await file(body)).json().error).toMatchObject({ code: 'ROUTINES_LEAVE_NOT_ELIGIBLE', details: { rule: 'department' } });
    const opened = await call('PATCH', `/api/routines/leave-types/${type.id}`, { version: type.version, eligibleDepartmentIds: [] });
    expect(opened.json()).toMatchObject({ eligibleDepartmentIds: [], version: 2 });
    expect((await file({ ...body, halfDay: true })).json().error.code).toBe('ROUTINES_LEAVE_HALF_DAY_NOT_ALLOWED');
    expect((await file(body)).json().error.code).toBe('ROUTINES_LEAVE_DOCUMENT_REQUIRED');
    // Monthly accrual: 6 days a year earn 1 by February; two days starting in February do not fit.
    const twoDays = await file({ ...body, endDate: '2027-02-02', documentNote: 'Course letter' });
    expect(twoDays.json().error).toMatchObject({ code: 'ROUTINES_LEAVE_INSUFFICIENT_BALANCE', details: { remainingDays: 1 } });
    const one = await file({ ...body, documentNote: 'Course letter' });
    expect(one.json()).toMatchObject({ status: 'pending', documentNote: 'Course letter', days: 1 });
    types.marketing = opened.json<LeaveType>();
  });

  it('lets HR adjust a balance with a reason, and carries unused days over at year end (once)', async () => {
    const adjust = (days: number, reason = 'Overtime compensation') =>
      call('POST', '/api/routines/leave-adjustments', { employeeId, leaveTypeId: types.annual!.id, year: 2027, days, reason });
    expect((await adjust(2, ' ')).body).toContain('body.reason');
    expect((await adjust(1.5, 'x')).statusCode).toBe(201);
    expect(
      (
        await call(
          'POST',
          '/api/routines/leave-adjustments',
          { employeeId, leaveTypeId: types.annual!.id, year: 2027, days: 1, reason: 'x' },
          managerAccess,
        )
      ).statusCode,
    ).toBe(403);
    const balance = (await call('GET', '/api/routines/leave-balances?year=2027', undefined, employeeAccess)).json<LeaveBalances>();
    expect(balance.items.find((b) => b.leaveTypeBuiltin === 'annual')).toMatchObject({
      allowanceDays: 22,
      adjustedDays: 1.5,
      entitlementDays: 23.5,
      takenDays: 0,
      remainingDays: 23.5,
    });
    const listed = (
      await call('GET', `/api/routines/leave-adjustments?employeeId=${employeeId}&year=2027`, undefined, employeeAccess)
    ).json<LeaveAdjustment[]>();
    expect(listed.map((a) => [a.kind, a.days, a.reason])).toEqual([['adjustment', 1.5, 'x']]);
    expect(listed[0]!.createdByName).toMatch(/\S/);
    expect(JSON.stringify((await call('GET', '/api/access/audit-events')).json())).toContain('routines.leave-balance-adjusted');

    // Annual carries nothing by default; allow 5 days and run the job twice for 2028.
    await call('PATCH', `/api/routines/leave-types/${types.annual!.id}`, { version: types.annual!.version, carryOverMaxDays: 5 });
    expect(await carryOverLeave(database.db, owner.company.id, 2028)).toBeGreaterThan(0);
    expect(await carryOverLeave(database.db, owner.company.id, 2028)).toBe(0);
    const next = (await call('GET', '/api/routines/leave-balances?year=2028', undefined, employeeAccess)).json<LeaveBalances>();
    expect(next.items.find((b) => b.leaveTypeBuiltin === 'annual')).toMatchObject({ carriedOverDays: 5, entitlementDays: 27 });
    const carried = (await call('GET', `/api/routines/leave-adjustments?employeeId=${employeeId}&year=2028`)).json<LeaveAdjustment[]>();
    expect(carried.filter((a) => a.kind === 'carry-over').map((a) => a.createdByName)).toContain(null);
  });

  it('lets the employee ask to cancel approved leave; the manager cancels it, and each step reaches the people concerned', async () => {
    const filed = (await file({ leaveTypeId: types.unpaid!.id, startDate: '2027-10-04', endDate: '2027-10-05' })).json<LeaveRequest>();
    const approved = (
      await call('POST', `/api/routines/leave-requests/${filed.id}/approve`, { version: 1 }, managerAccess)
    ).json<LeaveRequest>();
    expect(approved.canCancel).toBe(false);
    const mine = (await call('GET', `/api/routines/leave-requests/${filed.id}`, undefined, employeeAccess)).json<LeaveRequest>();
    expect(mine).toMatchObject({ canRequestCancel: true, canCancel: false });
    const asked = await call('POST', `/api/routines/leave-requests/${filed.id}/request-cancel`, { version: 2 }, employeeAccess);
    expect(asked.json()).toMatchObject({ status: 'approved', cancelRequested: true, canRequestCancel: false });
    expect(
      (await call('POST', `/api/routines/leave-requests/${filed.id}/request-cancel`, { version: 3 }, employeeAccess)).json().error.code,
    ).toBe('ROUTINES_LEAVE_CANCEL_REQUEST');
    const seen = (await call('GET', `/api/routines/leave-requests/${filed.id}`, undefined, managerAccess)).json<LeaveRequest>();
    expect(seen.canCancel).toBe(true);
    const cancelled = await call('POST', `/api/routines/leave-requests/${filed.id}/cancel`, { version: 3 }, managerAccess);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelRequested: false });

    const managerBell = (await call('GET', '/api/workspace/notifications', undefined, managerAccess)).json<NotificationFeed>();
    expect(managerBell.items.map((n) => n.textKey)).toEqual(
      expect.arrayContaining(['routines:notifications.leaveRequested', 'routines:notifications.leaveCancelAsked']),
    );
    const employeeBell = (await call('GET', '/api/workspace/notifications', undefined, employeeAccess)).json<NotificationFeed>();
    expect(employeeBell.items.map((n) => n.textKey)).toContain('routines:notifications.leaveCancelled');
  });

  it('shows the manager’s team on the timeline and gives approved leave days to attendance through the port', async () => {
    const filed = (await file({ leaveTypeId: types.unpaid!.id, startDate: '2027-11-08', endDate: '2027-11-09' })).json<LeaveRequest>();
    await call('POST', `/api/routines/leave-requests/${filed.id}/approve`, { version: 1 }, managerAccess);
    const timeline = (
      await call('GET', '/api/routines/leave-timeline?from=2027-11-01&to=2027-11-30', undefined, managerAccess)
    ).json<LeaveTimeline>();
    expect(timeline.items.map((i) => [i.employeeId, i.startDate, i.status])).toEqual([[employeeId, '2027-11-08', 'approved']]);
    const forbidden = await call('GET', '/api/routines/leave-timeline?from=2027-11-01&to=2027-11-30', undefined, employeeAccess);
    expect(forbidden.statusCode).toBe(403);
    const days = await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId: owner.company.id, userId: null });
      return leaveDaysBetween(tx, owner.company.id, '2027-11-05', '2027-11-08');
    });
    expect(days.map((d) => [d.employeeId, d.date])).toEqual([[employeeId, '2027-11-08']]);
  });
});
