import type { Grant } from '@hcims/contracts/access';
import type { HrDashboard } from '@hcims/contracts/people';
import type { Dashboard } from '@hcims/contracts/workspace';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, lastEmailedToken, registerCompany, signIn, TEST_PASSWORD, testClock } from '../../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../../test/harness.js';
import {
  addEmployee,
  addEmployeeWhoSignsIn,
  createStructure,
  expectStatus,
  grantRole,
  peopleTestApp,
  type PeopleTestApp,
} from '../../../test/org-people.js';
import { employeeDocuments, employees } from '../people.table.js';
import { datedDocument } from '../reports/testing.js';

/**
 * The dashboard's SQL against the calendar's edges, on 28 February 2025 (the window is March 2024
 * to February 2025):
 *
 *   Executive   Omar   hired 2015-02-28 (ten years today)
 *   Sales       Dina   hired 2024-02-29 (one year today: 29 February falls on the 28th), department reports
 *               Karim  hired 2024-03-01 (a day short of a year), born 1992-02-29
 *               Layla  hired 2015-03-01, born 1980-03-30 (the 30th day ahead)
 *               Tariq  hired 2022-02-28 (three years today), born 1985-03-31 (a day too far)
 *               Noor   hired 2020-01-01, left 2025-01-31 (a leaver of January), born 1990-03-05
 *               Ziad   hired 2019-06-01, leaves 2025-02-28 (today is the last working day)
 *   Marketing   Huda   hired today, invited and not signed in yet
 *               Sami   hired 2025-03-01 (tomorrow)
 *               Rana   hired 2023-05-05, on leave, no gender given
 *               Fadi   hired 2010-01-01, left 2024-01-31 (before the window)
 */
describeEachDatabase('HR dashboard figures at the calendar’s edges', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let owner: string;
  let dina: string;
  let hudaEmail: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(new Date('2025-02-28T06:00:00Z')) });
    owner = (await registerCompany(t.app, { companyName: 'Edges Co' })).access;
    const { departments: d, designations: g } = await createStructure(t.app, owner);
    const person = (departmentId: string, designationId: string, firstName: string, lastName: string, more: Record<string, unknown>) =>
      addEmployee(t.app, owner, { departmentId, designationId, firstName, lastName, ...more });
    const sales = (first: string, last: string, more: Record<string, unknown>) => person(d.sales, g.salesRep, first, last, more);
    const marketing = (first: string, last: string, more: Record<string, unknown>) => person(d.marketing, g.marketer, first, last, more);
    const leaves = async (id: string, terminationDate: string) =>
      database.db.update(employees).set({ terminationDate, updatedAt: new Date() }).where(eq(employees.id, id));

    await person(d.exec, g.ceo, 'Omar', 'Haddad', { hireDate: '2015-02-28', gender: 'male' });
    const signsIn = await addEmployeeWhoSignsIn(t.app, database, owner, {
      departmentId: d.sales,
      designationId: g.salesRep,
      firstName: 'Dina',
      lastName: 'Aziz',
      hireDate: '2024-02-29',
      gender: 'female',
    });
    await sales('Karim', 'Badr', { hireDate: '2024-03-01', gender: 'male', dateOfBirth: '1992-02-29' });
    await sales('Layla', 'Chami', { hireDate: '2015-03-01', gender: 'female', dateOfBirth: '1980-03-30' });
    await sales('Tariq', 'Daher', { hireDate: '2022-02-28', gender: 'male', dateOfBirth: '1985-03-31' });
    await leaves((await sales('Noor', 'Eid', { hireDate: '2020-01-01', gender: 'female', dateOfBirth: '1990-03-05' })).id, '2025-01-31');
    await leaves((await sales('Ziad', 'Fares', { hireDate: '2019-06-01', gender: 'male' })).id, '2025-02-28');
    const huda = await marketing('Huda', 'Ghanem', { hireDate: '2025-02-28', gender: 'female', sendInvitation: true });
    await marketing('Sami', 'Hajj', { hireDate: '2025-03-01', gender: 'male' });
    const rana = await marketing('Rana', 'Issa', { hireDate: '2023-05-05' });
    await database.db.update(employees).set({ state: 'on_leave' }).where(eq(employees.id, rana.id));
    await leaves((await marketing('Fadi', 'Jaber', { hireDate: '2010-01-01', gender: 'male' })).id, '2024-01-31');

    // Dina reads the reports of her department and the ones below it (Marketing).
    const grants: Grant[] = [
      { resource: 'people.reports', create: false, read: true, update: false, delete: false, scope: 'department' },
      { resource: 'people.employees', create: false, read: true, update: false, delete: false, scope: 'department' },
    ];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/access/roles',
      headers: bearer(owner),
      payload: { name: 'Department reports' },
    });
    expectStatus(created, 201, 'role');
    const role = created.json<{ id: string; version: number }>();
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/access/roles/${role.id}/grants`,
      headers: bearer(owner),
      payload: { version: role.version, grants },
    });
    expectStatus(set, 200, 'grants');
    await grantRole(t.app, owner, 'Department reports', signsIn.employee.userId!);
    // Signed in again: a session's permissions are those of its sign-in.
    dina = (await signIn(t.app, signsIn.employee.workEmail)).access;
    hudaEmail = huda.workEmail;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const dashboard = async (access: string, asOf: string) => {
    const res = await t.app.inject({ url: `/api/people/dashboard?asOf=${asOf}`, headers: bearer(access) });
    expectStatus(res, 200, 'dashboard');
    return res.json<HrDashboard>();
  };

  it('counts the employed of the day: the last working day in, tomorrow’s joiner and the leavers out', async () => {
    const d = await dashboard(owner, '2025-02-28');
    // Omar, Dina, Karim, Layla, Tariq, Ziad, Huda (invited), Rana (on leave).
    expect(d.headcount).toEqual({ total: 8, active: 6, onLeave: 1, invited: 1 });
    expect(d.byDepartment.map((b) => [b.name, b.count])).toEqual([
      ['Sales', 5],
      ['Marketing', 2],
      ['Executive', 1],
    ]);
    expect(d.byGender).toEqual([
      { gender: 'female', count: 3 },
      { gender: 'male', count: 4 },
      { gender: 'other', count: 0 },
      { gender: 'undisclosed', count: 1 },
    ]);
  });

  it('bands completed years like tenure does, 29 February completing its year on the 28th', async () => {
    expect((await dashboard(owner, '2025-02-28')).byTenure).toEqual([
      { band: 'under_1', count: 2 }, // Karim (a day short), Huda
      { band: '1_to_3', count: 2 }, // Dina (29 February), Rana
      { band: '3_to_5', count: 1 }, // Tariq (three years today)
      { band: '5_to_10', count: 2 }, // Layla (a day short of ten), Ziad
      { band: '10_plus', count: 1 }, // Omar (ten years today)
    ]);
    // The next day: Karim completes his year and Layla her ten; Ziad has gone and Sami has joined.
    expect((await dashboard(owner, '2025-03-01')).byTenure).toEqual([
      { band: 'under_1', count: 2 },
      { band: '1_to_3', count: 3 },
      { band: '3_to_5', count: 1 },
      { band: '5_to_10', count: 0 },
      { band: '10_plus', count: 2 },
    ]);
  });

  it('counts joiners, leavers and month-end head-counts on the months’ first and last days', async () => {
    const d = await dashboard(owner, '2025-02-28');
    expect(d.joinersAndLeavers.map((m) => m.month)).toEqual([
      '2024-03',
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    const month = (key: string) => d.joinersAndLeavers.find((m) => m.month === key);
    expect(month('2024-03')).toEqual({ month: '2024-03', joiners: 1, leavers: 0, headcountAtEnd: 8 });
    // Noor's last day is the month's last: she is counted at its end and leaves in it.
    expect(month('2025-01')).toEqual({ month: '2025-01', joiners: 0, leavers: 1, headcountAtEnd: 8 });
    expect(month('2025-02')).toEqual({ month: '2025-02', joiners: 1, leavers: 1, headcountAtEnd: 8 });
    // 2024-02-29 (Dina's first day): Omar, Dina, Layla, Tariq, Noor, Ziad, Rana; then 8 at each month-end.
    const average = Math.round(((7 + 8 * 12) / 13) * 100) / 100;
    expect(d.attrition.leavers).toBe(2); // Noor, Ziad; Fadi left before the window
    expect(d.attrition.averageHeadcount).toBe(average);
    expect(d.attrition.ratePercent).toBeCloseTo((2 / average) * 100, 1);

    const next = await dashboard(owner, '2025-03-01');
    expect(next.headcount.total).toBe(8); // Ziad out, Sami in
    expect(next.joinersAndLeavers[11]).toEqual({ month: '2025-03', joiners: 1, leavers: 0, headcountAtEnd: 8 });
    expect(next.joinersAndLeavers[10]).toEqual({ month: '2025-02', joiners: 1, leavers: 1, headcountAtEnd: 8 });
  });

  it('lists the birthdays and anniversaries of the next 30 days, 29 February on the 28th', async () => {
    const d = await dashboard(owner, '2025-02-28');
    expect(d.upcomingBirthdays.map((b) => [b.name, b.date])).toEqual([
      ['Karim Badr', '2025-02-28'],
      ['Layla Chami', '2025-03-30'],
    ]);
    expect(d.upcomingAnniversaries.map((a) => [a.name, a.date, a.years])).toEqual([
      ['Dina Aziz', '2025-02-28', 1],
      ['Omar Haddad', '2025-02-28', 10],
      ['Tariq Daher', '2025-02-28', 3],
      ['Karim Badr', '2025-03-01', 1],
      ['Layla Chami', '2025-03-01', 10],
    ]);
  });

  it('keeps a department scope to the department and the ones below it', async () => {
    const d = await dashboard(dina, '2025-02-28');
    expect(d.scope).toBe('department');
    expect(d.headcount).toEqual({ total: 7, active: 5, onLeave: 1, invited: 1 });
    expect(d.byDepartment.map((b) => [b.name, b.count])).toEqual([
      ['Sales', 5],
      ['Marketing', 2],
    ]);
    expect(d.upcomingAnniversaries.map((a) => a.name)).toEqual(['Dina Aziz', 'Tariq Daher', 'Karim Badr', 'Layla Chami']);
  });

  it('gives the workspace cards the same figures, counted apart', async () => {
    for (const access of [owner, dina]) {
      const d = await dashboard(access, '2025-02-28');
      const res = await t.app.inject({ url: '/api/workspace/dashboard', headers: bearer(access) });
      expectStatus(res, 200, 'workspace dashboard');
      const card = (id: string) =>
        res
          .json<Dashboard>()
          .cards.find((c) => c.id === id)!
          .figures.map((f) => f.value);
      const month = d.joinersAndLeavers.at(-1)!;
      expect(card('people.headcount')).toEqual([d.headcount.total, d.headcount.onLeave, d.headcount.invited]);
      expect(card('people.joiners-leavers')).toEqual([month.joiners, month.leavers, d.attrition.ratePercent]);
      expect(card('people.documents-expiring')).toEqual([d.documentsExpiring.expired, d.documentsExpiring.within30]);
    }
  });

  it('stops counting an invitation once it is accepted', async () => {
    const token = await lastEmailedToken(t.app, database, hudaEmail);
    const accepted = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: TEST_PASSWORD } });
    expectStatus(accepted, 204, 'accepting the invitation');
    expect((await dashboard(owner, '2025-02-28')).headcount).toEqual({ total: 8, active: 7, onLeave: 1, invited: 0 });
  });
  it('lists the ten soonest documents, the tenth date’s ties by title, in one read', async () => {
    const [omar] = await database.db.select().from(employees).where(eq(employees.firstName, 'Omar'));
    const doc = (title: string, expiresOn: string) =>
      datedDocument({ companyId: omar!.companyId, employeeId: omar!.id }, title, expiresOn, new Date('2025-02-01T00:00:00Z'));
    await database.db
      .insert(employeeDocuments)
      .values([
        ...Array.from({ length: 9 }, (_, i) => doc(`Doc ${i + 1}`, `2025-03-0${i + 1}`)),
        doc('Tie C', '2025-03-20'),
        doc('Tie A', '2025-03-20'),
        doc('Tie B', '2025-03-20'),
        doc('Later', '2025-04-01'),
        doc('Gone', '2025-02-27'),
      ]);
    const d = await dashboard(owner, '2025-02-28');
    expect(d.documentsExpiring.soonest.map((s) => s.title)).toEqual([...Array.from({ length: 9 }, (_, i) => `Doc ${i + 1}`), 'Tie A']);
    expect(d.documentsExpiring).toMatchObject({ expired: 1, within30: 12, within60: 13 });
  });
});
