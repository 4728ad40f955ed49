import type { AttendanceRecord, DaySheet, MyAttendance } from '@hcims/contracts/routines';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployeeWhoSignsIn, createStructure, grantRole, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { instantOf } from './attendance.rules.js';

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
  const emails = { manager: '', employee: '' };
  /** Moves the clock, and signs everyone in again (tokens issued before the jump have expired by then). */
  const at = async (date: string, time: string) => {
    t.clock.set(instantOf(date, time, zone));
    managerAccess = (await signIn(t.app, emails.manager)).access;
    employeeAccess = (await signIn(t.app, emails.employee)).access;
    ownerAccess = (await signIn(t.app, owner.email)).access;
    otherAccess = (await signIn(t.app, other.email)).access;
  };

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, access = employeeAccess) =>
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
    await call('POST', '/api/routines/holidays', { dates: ['2027-03-02'], type: 'public', description: 'Clock Day' }, owner.access);
    await at('2027-03-01', '07:00');
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('clocks in late against the office hours, refuses a second open record, clocks out and in again for a split shift', async () => {
    await at('2027-03-01', '08:45');
    const first = await call('POST', '/api/routines/attendance/clock-in', { note: 'Traffic on the ring road' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ workDate: '2027-03-01', lateMinutes: 15, clockOut: null, note: 'Traffic on the ring road' });
    const twice = await call('POST', '/api/routines/attendance/clock-in', {});
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.code).toBe('ROUTINES_ATTENDANCE_OPEN');

    await at('2027-03-01', '12:00');
    const out = await call('POST', '/api/routines/attendance/clock-out');
    expect(out.json<AttendanceRecord>().workedMinutes, out.body).toBe(195);
    expect((await call('POST', '/api/routines/attendance/clock-out')).json().error.code).toBe('ROUTINES_ATTENDANCE_NOT_OPEN');

    await at('2027-03-01', '13:00');
    expect((await call('POST', '/api/routines/attendance/clock-in', {})).json()).toMatchObject({ lateMinutes: 0 });
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
});
