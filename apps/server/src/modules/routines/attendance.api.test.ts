import type {
  AttendanceCorrection,
  AttendanceRecord,
  AttendanceSettings,
  DaySheet,
  MonthlySummary,
  MyAttendance,
} from '@hcims/contracts/routines';
import type { NotificationFeed } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure, grantRole, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { attendanceMonthForPayroll } from './index.js';
import { closeAllForgottenRecords } from './attendance.jobs.js';
import { instantOf } from './attendance.rules.js';
import { withTenant } from '../../platform/tenancy/index.js';

describeEachDatabase('routines attendance', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let managerAccess: string;
  let employeeAccess: string;
  let ownerAccess: string;
  let otherAccess: string;
  let zone: string;
  let salesId: string;
  let employeeId: string;
  const emails = { manager: '', employee: '' };
  /** Moves the clock, and signs everyone in again (tokens issued before the jump have expired by then). */
  const at = async (date: string, time: string) => {
    t.clock.set(instantOf(date, time, zone));
    managerAccess = (await signIn(t.app, emails.manager)).access;
    employeeAccess = (await signIn(t.app, emails.employee)).access;
    ownerAccess = (await signIn(t.app, owner.email)).access;
    otherAccess = (await signIn(t.app, other.email)).access;
  };

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, access = employeeAccess) =>
    t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    owner = await registerCompany(t.app, { companyName: 'Clock Co' });
    other = await registerCompany(t.app, { companyName: 'Other Clock Co' });
    const company = (await call('GET', '/api/org/company', undefined, owner.access)).json<{ version: number; timeZone: string }>();
    zone = company.timeZone;
    await call('PATCH', '/api/org/company', { version: company.version, officeOpens: '08:30', officeCloses: '17:30' }, owner.access);
    const s = await createStructure(t.app, owner.access);
    const manager = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesManager,
    });
    await grantRole(t.app, owner.access, 'Manager', manager.employee.userId!);
    emails.manager = manager.employee.workEmail;
    const employee = await addEmployeeWhoSignsIn(t.app, database, owner.access, {
      departmentId: s.departments.sales,
      designationId: s.designations.salesRep,
      managerId: manager.employee.id,
      lastName: 'Clocker',
    });
    emails.employee = employee.employee.workEmail;
    employeeId = employee.employee.id;
    salesId = s.departments.sales;
    await call('POST', '/api/routines/holidays', { dates: ['2027-03-02'], type: 'public', description: 'Clock Day' }, owner.access);
    await at('2027-03-01', '07:00');
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('clocks in late against the office hours, refuses a second open record, clocks out and in again for a split shift', async () => {
    await at('2027-03-01', '08:45');
    const office = { latitude: 52.3702, longitude: 4.8952, accuracyMeters: 25 };
    // A location out of range is refused, naming the field, and nothing is written.
    const offMap = await call('POST', '/api/routines/attendance/clock-in', { location: { ...office, latitude: 91 } });
    expect(offMap.statusCode).toBe(400);
    expect((offMap.json().error.details as { path: string }[]).map((d) => d.path)).toEqual(['body.location.latitude']);
    expect((await call('GET', '/api/routines/attendance/me')).json<MyAttendance>().open).toBeNull();

    const first = await call('POST', '/api/routines/attendance/clock-in', { note: 'Traffic on the ring road', location: office });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      workDate: '2027-03-01',
      lateMinutes: 15,
      clockOut: null,
      note: 'Traffic on the ring road',
      clockInLocation: office,
      // The address the request came from is noted by the server, never taken from the body.
      clockInIp: '127.0.0.1',
      clockOutLocation: null,
      clockOutIp: null,
    });
    const twice = await call('POST', '/api/routines/attendance/clock-in', {});
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.code).toBe('ROUTINES_ATTENDANCE_OPEN');

    await at('2027-03-01', '12:00');
    const out = await call('POST', '/api/routines/attendance/clock-out', { location: { ...office, accuracyMeters: 900 } });
    expect(out.json<AttendanceRecord>().workedMinutes, out.body).toBe(195);
    expect(out.json<AttendanceRecord>()).toMatchObject({ clockOutLocation: { ...office, accuracyMeters: 900 }, clockOutIp: '127.0.0.1' });
    expect((await call('POST', '/api/routines/attendance/clock-out')).json().error.code).toBe('ROUTINES_ATTENDANCE_NOT_OPEN');

    await at('2027-03-01', '13:00');
    // Sharing the location is a choice: without it the record has none, and the address is still noted.
    expect((await call('POST', '/api/routines/attendance/clock-in', {})).json()).toMatchObject({
      lateMinutes: 0,
      clockInLocation: null,
      clockInIp: '127.0.0.1',
    });
    await at('2027-03-01', '14:00');
    const day = (await call('GET', '/api/routines/attendance/me')).json<MyAttendance>();
    expect(day).toMatchObject({ today: '2027-03-01', expectedArrival: '08:30', workedMinutes: 255 });
    expect(day.open).not.toBeNull();
    expect(day.records).toHaveLength(2);
    const history = (await call('GET', '/api/routines/attendance/me/history?pageSize=1')).json<{
      total: number;
      items: AttendanceRecord[];
    }>();
    expect(history.total).toBe(2);
    expect(JSON.stringify((await call('GET', '/api/access/audit-events', undefined, ownerAccess)).json())).toContain('routines.clocked-in');
  });

  it('shows the manager the team’s day: late, absent, on holiday and not scheduled', async () => {
    const sheet = (await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-01', undefined, managerAccess)).json<DaySheet>();
    expect(sheet.items.map((r) => [r.employeeName.split(' ')[1], r.status])).toEqual(
      expect.arrayContaining([
        ['Clocker', 'late'],
        ['Person', 'absent'],
      ]),
    );
    expect(sheet.counts).toMatchObject({ late: 1, absent: 1 });
    const lateOnly = (
      await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-01&status=late', undefined, managerAccess)
    ).json<DaySheet>();
    expect(lateOnly.total).toBe(1);
    const holiday = (await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-02', undefined, managerAccess)).json<DaySheet>();
    expect(new Set(holiday.items.map((r) => r.status))).toEqual(new Set(['holiday']));
    const saturday = (await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-06', undefined, managerAccess)).json<DaySheet>();
    expect(new Set(saturday.items.map((r) => r.status))).toEqual(new Set(['not_scheduled']));
    // The employee's own scope holds only themselves.
    expect((await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-01')).json<DaySheet>().total).toBe(1);
  });

  it('keeps each company to its own people, and refuses the clock to an account without an employee record', async () => {
    expect((await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-01', undefined, otherAccess)).json<DaySheet>().total).toBe(
      0,
    );
    const noRecord = await call('POST', '/api/routines/attendance/clock-in', {}, otherAccess);
    expect(noRecord.json().error.code).toBe('ROUTINES_ATTENDANCE_NO_EMPLOYEE');
    expect((await call('GET', '/api/routines/attendance/day-sheet?date=2027-13-01', undefined, managerAccess)).statusCode).toBe(400);
  });

  it('closes a record left open once the company’s day is over, at the office’s closing, flagged', async () => {
    // The split shift's second half of 1 March was left open.
    await at('2027-03-01', '23:59');
    expect(await closeAllForgottenRecords({ database, clock: t.clock.fn })).toBe(0);
    await at('2027-03-02', '00:10');
    expect(await closeAllForgottenRecords({ database, clock: t.clock.fn })).toBe(1);
    const sheet = (await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-01', undefined, managerAccess)).json<DaySheet>();
    const row = sheet.items.find((r) => r.employeeName.endsWith('Clocker'))!;
    expect(row).toMatchObject({ autoClosed: true, lastOut: instantOf('2027-03-01', '17:30', zone).toISOString() });
    expect((await call('GET', '/api/routines/attendance/me')).json<MyAttendance>().open).toBeNull();
  });

  it('forgives the company’s grace minutes, which only whoever edits the company may set', async () => {
    const settings = (await call('GET', '/api/routines/attendance/settings', undefined, ownerAccess)).json<AttendanceSettings>();
    expect(settings).toMatchObject({ officeOpens: '08:30', officeCloses: '17:30', graceMinutes: 0, version: 1 });
    expect((await call('PUT', '/api/routines/attendance/settings', { graceMinutes: 20, version: 1 })).statusCode).toBe(403);
    const saved = await call('PUT', '/api/routines/attendance/settings', { graceMinutes: 20, version: 1 }, ownerAccess);
    expect(saved.json<AttendanceSettings>()).toMatchObject({ graceMinutes: 20, version: 2 });
    const stale = await call('PUT', '/api/routines/attendance/settings', { graceMinutes: 5, version: 1 }, ownerAccess);
    expect(stale.statusCode).toBe(409);
    expect((await call('PUT', '/api/routines/attendance/settings', { graceMinutes: 999, version: 2 }, ownerAccess)).statusCode).toBe(400);

    await at('2027-03-03', '08:45');
    expect((await call('POST', '/api/routines/attendance/clock-in', {})).json()).toMatchObject({ lateMinutes: 0 });
  });

  it('corrects a record on request once the manager approves, keeping the old times in the audit log', async () => {
    const history = (await call('GET', '/api/routines/attendance/me/history?pageSize=50')).json<{ items: AttendanceRecord[] }>();
    const first = history.items.find((r) => r.workDate === '2027-03-01' && r.lateMinutes === 15)!;
    const asked = await call('POST', '/api/routines/attendance/corrections', {
      attendanceId: first.id,
      clockIn: instantOf('2027-03-01', '08:25', zone).toISOString(),
      clockOut: first.clockOut,
      reason: 'The badge reader was down',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const correction = asked.json<AttendanceCorrection>();
    expect(correction).toMatchObject({ status: 'pending', workDate: '2027-03-01' });
    // The employee cannot decide; a rejection needs a reason.
    expect(
      (await call('POST', `/api/routines/attendance/corrections/${correction.id}/decision`, { decision: 'approved', version: 1 }))
        .statusCode,
    ).toBe(403);
    const noReason = await call(
      'POST',
      `/api/routines/attendance/corrections/${correction.id}/decision`,
      { decision: 'rejected', version: 1 },
      managerAccess,
    );
    expect(noReason.json().error.code).toBe('ROUTINES_ATTENDANCE_CORRECTION_REASON');
    const pending = (await call('GET', '/api/routines/attendance/corrections?status=pending', undefined, managerAccess)).json<{
      total: number;
    }>();
    expect(pending.total).toBe(1);

    const approved = await call(
      'POST',
      `/api/routines/attendance/corrections/${correction.id}/decision`,
      { decision: 'approved', version: 1 },
      managerAccess,
    );
    expect(approved.json<AttendanceCorrection>().status, approved.body).toBe('approved');
    const again = await call(
      'POST',
      `/api/routines/attendance/corrections/${correction.id}/decision`,
      { decision: 'rejected', reason: 'No', version: 2 },
      managerAccess,
    );
    expect(again.json().error.code).toBe('ROUTINES_ATTENDANCE_CORRECTION_TRANSITION');
    const sheet = (await call('GET', '/api/routines/attendance/day-sheet?date=2027-03-01', undefined, managerAccess)).json<DaySheet>();
    expect(sheet.items.find((r) => r.employeeName.endsWith('Clocker'))).toMatchObject({ status: 'present', lateMinutes: 0 });
    const audits = JSON.stringify((await call('GET', '/api/access/audit-events', undefined, ownerAccess)).json());
    expect(audits).toContain('routines.attendance-corrected');
    expect(audits).toContain(first.clockIn.slice(0, 16));
    // The requester heard of the approval in their bell, from the deciding transaction.
    const bell = (await call('GET', '/api/workspace/notifications')).json<NotificationFeed>();
    expect(bell.items.map((n) => [n.kind, n.textKey, n.textValues.date])).toEqual([
      ['routines.attendance-correction-decided', 'routines:notifications.correctionApproved', '2027-03-01'],
    ]);
  });

  it('tells the requester of a rejected correction with its reason, and nothing is written when the decision fails', async () => {
    const asked = (
      await call('POST', '/api/routines/attendance/corrections', {
        clockIn: instantOf('2027-03-04', '08:30', zone).toISOString(),
        clockOut: instantOf('2027-03-04', '17:00', zone).toISOString(),
        reason: 'Was at the warehouse',
      })
    ).json<AttendanceCorrection>();
    const stale = await call(
      'POST',
      `/api/routines/attendance/corrections/${asked.id}/decision`,
      { decision: 'rejected', reason: 'Not seen there', version: 7 },
      managerAccess,
    );
    expect(stale.statusCode).toBe(409);
    const before = (await call('GET', '/api/workspace/notifications')).json<NotificationFeed>().items.length;
    const rejected = await call(
      'POST',
      `/api/routines/attendance/corrections/${asked.id}/decision`,
      { decision: 'rejected', reason: 'Not seen there', version: 1 },
      managerAccess,
    );
    expect(rejected.json<AttendanceCorrection>().status).toBe('rejected');
    const bell = (await call('GET', '/api/workspace/notifications')).json<NotificationFeed>();
    expect(bell.items).toHaveLength(before + 1);
    expect(bell.items.find((n) => n.textKey === 'routines:notifications.correctionRejected')).toMatchObject({
      kind: 'routines.attendance-correction-decided',
      textValues: { date: '2027-03-04', reason: 'Not seen there' },
      href: '/staff_attendence',
    });
    // The manager who decided is not told of their own decision.
    const managerBell = (await call('GET', '/api/workspace/notifications', undefined, managerAccess)).json<NotificationFeed>();
    expect(managerBell.items.some((n) => n.kind === 'routines.attendance-correction-decided')).toBe(false);
  });

  it('lets HR add a missing record directly and the employee withdraw a pending request', async () => {
    const direct = await call(
      'POST',
      '/api/routines/attendance/corrections/direct',
      {
        employeeId,
        clockIn: instantOf('2027-03-05', '09:00', zone).toISOString(),
        clockOut: instantOf('2027-03-05', '17:00', zone).toISOString(),
        reason: 'Worked at the client’s site',
      },
      ownerAccess,
    );
    expect(direct.statusCode, direct.body).toBe(201);
    expect(direct.json<AttendanceCorrection>()).toMatchObject({ status: 'approved', workDate: '2027-03-05' });
    // A manager may approve for the team, not correct directly.
    const byManager = await call(
      'POST',
      '/api/routines/attendance/corrections/direct',
      { employeeId, clockIn: instantOf('2027-03-05', '09:00', zone).toISOString(), clockOut: null, reason: 'x' },
      managerAccess,
    );
    expect(byManager.statusCode).toBe(404);
    const asked = (
      await call('POST', '/api/routines/attendance/corrections', {
        clockIn: instantOf('2027-03-08', '09:00', zone).toISOString(),
        clockOut: instantOf('2027-03-08', '10:00', zone).toISOString(),
        reason: 'Forgot',
      })
    ).json<AttendanceCorrection>();
    const cancelled = await call('POST', `/api/routines/attendance/corrections/${asked.id}/cancel`, { version: 1 });
    expect(cancelled.json<AttendanceCorrection>().status).toBe('cancelled');
    expect((await call('POST', '/api/routines/attendance/corrections', { clockIn: 'x', clockOut: null, reason: '' })).statusCode).toBe(400);
  });

  it('sums the month per employee through the API and the payroll port, and exports the day sheet', async () => {
    const page = (
      await call('GET', `/api/routines/attendance/summary?month=2027-03&departmentId=${salesId}`, undefined, managerAccess)
    ).json<MonthlySummary>();
    const clocker = page.items.find((r) => r.employeeName.endsWith('Clocker'))!;
    // 1st present (corrected), 2nd holiday, 3rd present, 5th added by HR at 09:00 (late beyond the grace); the rest absent.
    expect(clocker).toMatchObject({ daysPresent: 3, daysLate: 1, daysHoliday: 1, daysLeave: 0 });
    expect(clocker.daysAbsent).toBe(23 - 4);
    expect(clocker.workedMinutes).toBe(215 + 270 + 480);
    const port = await withTenant(database, { companyId: owner.company.id, groupId: owner.company.groupId, userId: null }, (tx) =>
      attendanceMonthForPayroll(tx, owner.company.id, '2027-03', t.clock.now()),
    );
    expect(port.find((r) => r.employeeId === employeeId)).toEqual(clocker);
    expect((await call('GET', '/api/routines/attendance/summary?month=2027-3', undefined, managerAccess)).statusCode).toBe(400);

    const summaryFile = await call(
      'GET',
      `/api/routines/attendance/summary/export?month=2027-03&departmentId=${salesId}&format=csv&lng=en`,
      undefined,
      managerAccess,
    );
    expect(summaryFile.statusCode).toBe(200);
    expect(summaryFile.headers['content-disposition']).toContain('attendance-2027-03.csv');
    expect(summaryFile.body).toContain('Days present');
    const clockerLine = summaryFile.body.split(/\r?\n/).find((line) => line.includes('Clocker'))!;
    expect(clockerLine).toContain(`,3,1,${23 - 4},0,1,16.08`);
    const file = await call('GET', '/api/routines/attendance/day-sheet/export?date=2027-03-01&format=csv', undefined, managerAccess);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Clocker');
    expect(file.body).toContain('Present');
  });
});
