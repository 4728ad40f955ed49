import type { RoutineDashboard, RoutineReport } from '@hcims/contracts/routines';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure, grantRole, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { instantOf } from './attendance.rules.js';
import { routinesMeetingAttendees, routinesMeetings } from './meetings.table.js';
import {
  routinesAttendance,
  routinesExpenseCategories,
  routinesExpenseClaims,
  routinesHolidays,
  routinesLeaveRequests,
  routinesLeaveTypes,
} from './routines.table.js';
import { routinesWhistleCases } from './whistle.table.js';

/**
 * The routines dashboard and reports over rows inserted here, on Wednesday 10 March 2027 (a
 * Monday-to-Friday company; 5 March a holiday). Five people: the manager and the rep of Sales
 * (the rep reports to the manager), a marketer, an HR admin and a whistle case handler.
 */
describeEachDatabase('routines dashboard and reports', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let zone: string;
  const id = { manager: '', rep: '', marketer: '', hr: '', handler: '', sales: '', marketing: '' };
  const email = { manager: '', rep: '', marketer: '', hr: '', handler: '' };
  const access = { manager: '', rep: '', marketer: '', hr: '', handler: '', other: '' };

  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const dashboard = async (who: string) => {
    const res = await get('/api/routines/dashboard', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RoutineDashboard>();
  };
  const report = async (kind: string, query: string, who: string) => {
    const res = await get(`/api/routines/reports/${kind}?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RoutineReport>();
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Routine Report Co' });
    other = await registerCompany(t.app, { companyName: 'Other Routine Co' });
    const company = (await get('/api/org/company', owner.access)).json<{ version: number; timeZone: string }>();
    zone = company.timeZone;
    const workingDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, start: '08:30', end: '17:30' }));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/org/company',
      headers: bearer(owner.access),
      payload: { version: company.version, officeOpens: '08:30', officeCloses: '17:30', workingDays },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const s = await createStructure(t.app, owner.access);
    id.sales = s.departments.sales;
    id.marketing = s.departments.marketing;
    const add = async (key: keyof typeof email, input: Record<string, unknown>, role?: string) => {
      const { employee } = await addEmployeeWhoSignsIn(
        t.app,
        database,
        owner.access,
        input as { departmentId: string; designationId: string },
      );
      id[key] = employee.id;
      email[key] = employee.workEmail;
      if (role) await grantRole(t.app, owner.access, role, employee.userId!);
    };
    await add(
      'manager',
      { departmentId: s.departments.sales, designationId: s.designations.salesManager, lastName: 'Amanager' },
      'Manager',
    );
    await add('rep', {
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: id.manager,
      lastName: 'Brep',
    });
    await add('marketer', { departmentId: s.departments.marketing, designationId: s.designations.marketer, lastName: 'Cmarketer' });
    await add('hr', { departmentId: s.departments.exec, designationId: s.designations.ceo, lastName: 'Dhr' }, 'HR admin');
    const role = (
      await t.app.inject({ method: 'POST', url: '/api/access/roles', headers: bearer(owner.access), payload: { name: 'Case handlers' } })
    ).json<{ id: string; version: number }>();
    const grants = [{ resource: 'routines.whistle-cases', create: false, read: true, update: true, delete: false, scope: 'company' }];
    await t.app.inject({
      method: 'PUT',
      url: `/api/access/roles/${role.id}/grants`,
      headers: bearer(owner.access),
      payload: { version: role.version, grants },
    });
    await add('handler', { departmentId: s.departments.exec, designationId: s.designations.ceo, lastName: 'Ehandler' }, 'Case handlers');

    const companyId = owner.company.id;
    const at = (date: string, time: string) => instantOf(date, time, zone);
    await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId, userId: owner.user.id });
      const clock = (employeeId: string, workDate: string, inAt: string, lateMinutes: number, outAt: string | null = '17:00') => ({
        companyId,
        employeeId,
        workDate,
        clockIn: at(workDate, inAt),
        clockOut: outAt ? at(workDate, outAt) : null,
        lateMinutes,
      });
      await tx
        .insert(routinesAttendance)
        .values([
          clock(id.rep, '2027-03-01', '08:30', 0),
          clock(id.rep, '2027-03-02', '08:45', 15),
          clock(id.rep, '2027-03-03', '09:00', 30),
          clock(id.rep, '2027-03-10', '08:35', 5, null),
          clock(id.marketer, '2027-03-02', '08:40', 10),
          clock(id.marketer, '2027-03-09', '08:30', 0),
          clock(id.manager, '2027-03-01', '08:20', 0),
        ]);
      await tx.insert(routinesHolidays).values({ companyId, date: '2027-03-05', type: 'public', description: 'Report Day' });
      const [type] = await tx
        .insert(routinesLeaveTypes)
        .values({ companyId, name: `Report leave ${randomUUID()}`, allowanceDays: '20', paid: true })
        .returning();
      const leave = (employeeId: string, startDate: string, endDate: string, days: string, status: string) => ({
        companyId,
        employeeId,
        leaveTypeId: type!.id,
        startDate,
        endDate,
        days,
        status,
      });
      await tx
        .insert(routinesLeaveRequests)
        .values([
          leave(id.rep, '2027-03-08', '2027-03-08', '1', 'approved'),
          leave(id.rep, '2027-03-22', '2027-03-22', '1', 'pending'),
          leave(id.marketer, '2027-03-10', '2027-03-10', '1', 'approved'),
          leave(id.marketer, '2027-03-15', '2027-03-16', '2', 'pending'),
          leave(id.marketer, '2027-03-25', '2027-03-25', '1', 'rejected'),
        ]);
      const [category] = await tx.insert(routinesExpenseCategories).values({ companyId, name: 'Report travel' }).returning();
      const claim = (employeeId: string, expenseDate: string, amountMinor: number, currency: string, status: string) => ({
        companyId,
        employeeId,
        categoryId: category!.id,
        expenseDate,
        amountMinor,
        currency,
        companyAmountMinor: amountMinor,
        description: 'Report claim',
        status,
        ...(status === 'paid' ? { paidOn: '2027-03-08', paymentReference: 'PAY-1' } : {}),
      });
      await tx
        .insert(routinesExpenseClaims)
        .values([
          claim(id.rep, '2027-03-02', 10_000, 'USD', 'submitted'),
          claim(id.rep, '2027-03-04', 2_500, 'USD', 'paid'),
          claim(id.rep, '2027-02-20', 5_000, 'USD', 'submitted'),
          claim(id.marketer, '2027-03-03', 7_000, 'USD', 'approved'),
          claim(id.marketer, '2027-03-09', 3_000, 'EUR', 'submitted'),
        ]);
      const meeting = async (date: string, organiserId: string, attendeeId: string) => {
        const [m] = await tx
          .insert(routinesMeetings)
          .values({ companyId, title: `Meeting ${date}`, date, startTime: '10:00', endTime: '11:00', organiserId })
          .returning();
        await tx.insert(routinesMeetingAttendees).values({ companyId, meetingId: m!.id, employeeId: attendeeId });
      };
      await meeting('2027-03-09', id.manager, id.rep);
      await meeting('2027-03-11', id.hr, id.marketer);
      await meeting('2027-03-16', id.manager, id.rep);
      const wb = (status: string) => ({
        companyId,
        reference: `WB-${randomUUID().slice(0, 8)}`,
        category: 'other',
        description: 'A report',
        anonymous: true,
        keyHash: randomUUID(),
        receivedOn: '2027-03-01',
        status,
      });
      await tx.insert(routinesWhistleCases).values([wb('received'), wb('closed')]);
    });
    // Rows of another company, which no figure here may count.
    const otherCompany = (await get('/api/org/company', other.access)).json<{ timeZone: string }>();
    const os = await createStructure(t.app, other.access);
    const { employee: outsider } = await addEmployeeWhoSignsIn(t.app, database, other.access, {
      departmentId: os.departments.sales,
      designationId: os.designations.salesRep,
    });
    await database.db.transaction(async (tx) => {
      await bindCompany(tx, { companyId: other.company.id, userId: other.user.id });
      await tx.insert(routinesAttendance).values({
        companyId: other.company.id,
        employeeId: outsider.id,
        workDate: '2027-03-02',
        clockIn: instantOf('2027-03-02', '11:00', otherCompany.timeZone),
        lateMinutes: 150,
        clockOut: instantOf('2027-03-02', '17:00', otherCompany.timeZone),
      });
      await tx.insert(routinesWhistleCases).values({
        companyId: other.company.id,
        reference: `WB-${randomUUID().slice(0, 8)}`,
        category: 'other',
        description: 'Theirs',
        anonymous: true,
        keyHash: randomUUID(),
        receivedOn: '2027-03-01',
      });
    });

    t.clock.set(instantOf('2027-03-10', '12:00', zone));
    for (const key of Object.keys(email) as (keyof typeof email)[]) access[key] = (await signIn(t.app, email[key])).access;
    access.other = (await signIn(t.app, other.email)).access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('gives HR the whole company’s figures, computed from the rows, and no whistle count', async () => {
    const d = await dashboard(access.hr);
    expect(d).toMatchObject({
      today: '2027-03-10',
      month: { from: '2027-03-01', to: '2027-03-31' },
      week: { from: '2027-03-08', to: '2027-03-14' },
      leave: { list: 'decide', takenDays: 2, pendingRequests: 2 },
      meetings: { thisWeek: 2 },
      whistle: null,
    });
    expect(d.attendance).toEqual({
      scope: 'company',
      today: { present: 0, late: 1, absent: 3, on_leave: 1, holiday: 0, not_scheduled: 0 },
      month: { present: 7, late: 4, absent: 26, onLeave: 2, holiday: 5 },
    });
    expect(d.lateness).toMatchObject({ count: 4, minutes: 60 });
    expect(d.lateness!.byDay).toHaveLength(10);
    expect(d.lateness!.byDay.filter((x) => x.count > 0)).toEqual([
      { date: '2027-03-02', count: 2, minutes: 25 },
      { date: '2027-03-03', count: 1, minutes: 30 },
      { date: '2027-03-10', count: 1, minutes: 5 },
    ]);
    expect(d.expenses).toEqual({
      list: 'all',
      byStatus: [
        { status: 'approved', currency: 'USD', count: 1, amountMinor: 7_000 },
        { status: 'paid', currency: 'USD', count: 1, amountMinor: 2_500 },
        { status: 'submitted', currency: 'EUR', count: 1, amountMinor: 3_000 },
        { status: 'submitted', currency: 'USD', count: 1, amountMinor: 10_000 },
      ],
    });
  });

  it('keeps a manager to their team and an employee to their own figures', async () => {
    const m = await dashboard(access.manager);
    expect(m.attendance).toEqual({
      scope: 'team',
      today: { present: 0, late: 1, absent: 1, on_leave: 0, holiday: 0, not_scheduled: 0 },
      month: { present: 5, late: 3, absent: 8, onLeave: 1, holiday: 2 },
    });
    expect(m).toMatchObject({
      lateness: { count: 3, minutes: 50 },
      leave: { list: 'decide', takenDays: 1, pendingRequests: 1 },
      meetings: { thisWeek: 1 },
      whistle: null,
    });
    expect(m.expenses).toEqual({
      list: 'all',
      byStatus: [
        { status: 'paid', currency: 'USD', count: 1, amountMinor: 2_500 },
        { status: 'submitted', currency: 'USD', count: 1, amountMinor: 10_000 },
      ],
    });
    const e = await dashboard(access.marketer);
    expect(e.attendance).toEqual({
      scope: 'own',
      today: { present: 0, late: 0, absent: 0, on_leave: 1, holiday: 0, not_scheduled: 0 },
      month: { present: 2, late: 1, absent: 4, onLeave: 1, holiday: 1 },
    });
    expect(e).toMatchObject({
      lateness: { count: 1, minutes: 10 },
      leave: { list: 'mine', takenDays: 1, pendingRequests: 1 },
      meetings: { thisWeek: 1 },
      whistle: null,
    });
    expect(e.expenses).toEqual({
      list: 'mine',
      byStatus: [
        { status: 'approved', currency: 'USD', count: 1, amountMinor: 7_000 },
        { status: 'submitted', currency: 'EUR', count: 1, amountMinor: 3_000 },
      ],
    });
  });

  it('shows open whistle cases only to a case handler, and another company sees none of these rows', async () => {
    expect((await dashboard(access.handler)).whistle).toEqual({ openCases: 1 });
    const theirs = await dashboard(access.other);
    expect(theirs.whistle).toEqual({ openCases: 1 });
    expect(theirs.lateness).toMatchObject({ count: 1, minutes: 150 });
    expect(theirs.expenses).toEqual({ list: 'all', byStatus: [] });
    expect(theirs.meetings).toEqual({ thisWeek: 0 });
    expect((await report('expenses', 'from=2027-03-01&to=2027-03-31', access.other)).total).toBe(0);
  });

  it('reports attendance per employee over a period, by department and page', async () => {
    const all = await report('attendance', 'from=2027-03-01&to=2027-03-10&pageSize=2', access.hr);
    expect(all).toMatchObject({ kind: 'attendance', from: '2027-03-01', to: '2027-03-10', scope: 'company', total: 5, page: 1 });
    expect(all.items.map((r) => r.employeeId)).toEqual([id.manager, id.rep]);
    expect(all.items[1]).toMatchObject({ daysPresent: 4, daysLate: 3, daysAbsent: 2, daysLeave: 1, daysHoliday: 1 });
    expect(all.items[1]!.workedMinutes).toBe(510 + 495 + 480 + 205);
    const last = await report('attendance', 'from=2027-03-01&to=2027-03-10&pageSize=2&page=3', access.hr);
    expect(last.items.map((r) => r.employeeId)).toEqual([id.handler]);
    const marketing = await report('attendance', `from=2027-03-01&to=2027-03-10&departmentId=${id.marketing}`, access.hr);
    expect(marketing.items).toEqual([
      expect.objectContaining({ employeeId: id.marketer, daysPresent: 2, daysLate: 1, daysAbsent: 4, daysLeave: 1, daysHoliday: 1 }),
    ]);
    const own = await report('attendance', 'from=2027-03-01&to=2027-03-10', access.marketer);
    expect(own).toMatchObject({ scope: 'own', total: 1 });
  });

  it('reports lateness, leave and expense claims within the caller’s scope (this month by default)', async () => {
    const late = await report('lateness', '', access.hr);
    expect(late).toMatchObject({ from: '2027-03-01', to: '2027-03-31', total: 2 });
    expect(late.items).toEqual([
      { employeeId: id.rep, employeeName: expect.any(String), departmentName: 'Sales', daysLate: 3, minutesLate: 50, longestMinutes: 30 },
      {
        employeeId: id.marketer,
        employeeName: expect.any(String),
        departmentName: 'Marketing',
        daysLate: 1,
        minutesLate: 10,
        longestMinutes: 10,
      },
    ]);
    expect((await report('lateness', '', access.manager)).items.map((r) => r.employeeId)).toEqual([id.rep]);
    expect((await report('lateness', `departmentId=${id.sales}`, access.hr)).items.map((r) => r.employeeId)).toEqual([id.rep]);

    const leave = await report('leave', 'from=2027-03-01&to=2027-03-31', access.hr);
    expect(leave.items).toEqual([
      expect.objectContaining({
        employeeId: id.rep,
        approvedRequests: 1,
        approvedDays: 1,
        pendingRequests: 1,
        pendingDays: 1,
        rejectedRequests: 0,
      }),
      expect.objectContaining({
        employeeId: id.marketer,
        approvedRequests: 1,
        approvedDays: 1,
        pendingRequests: 1,
        pendingDays: 2,
        rejectedRequests: 1,
      }),
    ]);
    expect((await report('leave', 'from=2027-03-20&to=2027-03-31', access.rep)).items).toEqual([
      expect.objectContaining({ employeeId: id.rep, approvedRequests: 0, pendingRequests: 1 }),
    ]);

    const money = await report('expenses', 'from=2027-03-01&to=2027-03-31', access.hr);
    expect(money.total).toBe(3);
    expect(money.items).toEqual([
      expect.objectContaining({
        employeeId: id.rep,
        currency: 'USD',
        claims: 2,
        pendingMinor: 10_000,
        approvedMinor: 0,
        paidMinor: 2_500,
        rejectedMinor: 0,
      }),
      expect.objectContaining({ employeeId: id.marketer, currency: 'EUR', claims: 1, pendingMinor: 3_000 }),
      expect.objectContaining({ employeeId: id.marketer, currency: 'USD', claims: 1, approvedMinor: 7_000 }),
    ]);
    const beyond = await report('expenses', 'from=2027-03-01&to=2027-03-31&page=9', access.hr);
    expect(beyond).toMatchObject({ items: [], total: 3 });
  });

  it('exports a report as CSV, XLSX and PDF with translated headers and exact amounts', async () => {
    const csv = await get('/api/routines/reports/expenses/export?format=csv&lng=en&from=2027-03-01&to=2027-03-31', access.hr);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('expenses-report-2027-03-01-2027-03-31.csv');
    expect(csv.body).toContain('Awaiting decision');
    expect(csv.body).toContain('100.00');
    expect(csv.body).toContain('25.00');
    const xlsx = await get('/api/routines/reports/attendance/export?format=xlsx&lng=ae', access.hr);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const pdf = await get('/api/routines/reports/lateness/export?format=pdf&lng=en', access.manager);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 400 naming the field for a bad period, kind or page', async () => {
    const order = await get('/api/routines/reports/attendance?from=2027-03-10&to=2027-03-01', access.hr);
    expect(order.statusCode).toBe(400);
    expect(order.body).toContain('to');
    const kindRes = await get('/api/routines/reports/salaries', access.hr);
    expect(kindRes.statusCode).toBe(400);
    expect(kindRes.body).toContain('kind');
    const size = await get('/api/routines/reports/leave?pageSize=0', access.hr);
    expect(size.statusCode).toBe(400);
    expect(size.body).toContain('pageSize');
    const date = await get('/api/routines/reports/leave/export?format=csv&from=2027-02-30', access.hr);
    expect(date.statusCode).toBe(400);
    expect(date.body).toContain('from');
  });
});
