import type { HrDashboard } from '@hcims/contracts/people';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, testClock } from '../../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../../test/harness.js';
import { FIXTURE_NOW, reportingFixture, type ReportingFixture } from '../reports/testing.js';
import { peopleTestApp, type PeopleTestApp } from '../../../test/org-people.js';

describeEachDatabase('HR dashboard (GET /api/people/dashboard)', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let f: ReportingFixture;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(FIXTURE_NOW) });
    f = await reportingFixture(t.app, database);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const dashboard = async (access: string, query = '') => t.app.inject({ url: `/api/people/dashboard${query}`, headers: bearer(access) });

  it('computes the company figures for HR on the server, on the company’s today', async () => {
    const res = await dashboard(f.sessions.hr.access);
    expect(res.statusCode).toBe(200);
    const d = res.json<HrDashboard>();
    expect(d.asOf).toBe('2025-06-15');
    expect(d.scope).toBe('company');
    // Omar, Mona, Rami, Sara, Maya, Hana, Adam: Lina left on 31 March.
    expect(d.headcount).toEqual({ total: 7, active: 7, onLeave: 0, invited: 0 });
    expect(d.byDepartment).toEqual([
      { id: f.structure.departments.sales, name: 'Sales', count: 3 },
      { id: f.structure.departments.hr, name: 'Human Resources', count: 2 },
      { id: f.structure.departments.exec, name: 'Executive', count: 1 },
      { id: f.structure.departments.marketing, name: 'Marketing', count: 1 },
    ]);
    expect(d.byDesignation[0]).toEqual({ id: f.structure.designations.salesRep, name: 'Sales Rep', count: 2 });
    expect(d.byGender).toEqual([
      { gender: 'female', count: 3 },
      { gender: 'male', count: 3 },
      { gender: 'other', count: 1 },
      { gender: 'undisclosed', count: 0 },
    ]);
    expect(d.byTenure).toEqual([
      { band: 'under_1', count: 1 }, // Sara
      { band: '1_to_3', count: 2 }, // Maya, Adam
      { band: '3_to_5', count: 2 }, // Rami, Hana (five years on 20 June)
      { band: '5_to_10', count: 1 }, // Mona
      { band: '10_plus', count: 1 }, // Omar
    ]);
    const month = (m: string) => d.joinersAndLeavers.find((x) => x.month === m);
    expect(d.joinersAndLeavers).toHaveLength(12);
    expect(d.joinersAndLeavers[11]!.month).toBe('2025-06');
    expect(month('2025-02')).toEqual({ month: '2025-02', joiners: 1, leavers: 0, headcountAtEnd: 8 });
    expect(month('2025-03')).toEqual({ month: '2025-03', joiners: 0, leavers: 1, headcountAtEnd: 8 });
    expect(month('2025-04')).toMatchObject({ headcountAtEnd: 7 });
    expect(d.attrition.leavers).toBe(1);
    expect(d.attrition.ratePercent).toBeCloseTo((1 / d.attrition.averageHeadcount) * 100, 1);
    // Maya's permit expired; Lina's visa is not HR's concern any more; Rami's in 16 days, Mona's in 66.
    expect(d.documentsExpiring).toMatchObject({ expired: 1, within30: 1, within60: 1, within90: 2 });
    expect(d.documentsExpiring.soonest.map((s) => [s.title, s.daysLeft, s.employeeName])).toEqual([
      ['Rami visa', 16, 'Rami Nasser'],
      ['Mona passport', 66, 'Mona Saleh'],
    ]);
    expect(d.upcomingBirthdays.map((b) => [b.name, b.date, b.years])).toEqual([
      ['Omar Haddad', '2025-06-20', null],
      ['Mona Saleh', '2025-06-25', null],
      ['Rami Nasser', '2025-07-01', null],
      ['Maya Ali', '2025-07-10', null],
    ]);
    expect(d.upcomingAnniversaries.map((a) => [a.name, a.date, a.years])).toEqual([['Hana Yousef', '2025-06-20', 5]]);
  });

  it('limits a manager with team scope to their reporting line, transitively', async () => {
    const d = (await dashboard(f.sessions.manager.access)).json<HrDashboard>();
    expect(d.scope).toBe('team');
    // Mona, Rami and Sara (who reports to Rami); Lina has left; Omar, Maya, Hana and Adam are outside.
    expect(d.headcount.total).toBe(3);
    expect(d.byDepartment).toEqual([{ id: f.structure.departments.sales, name: 'Sales', count: 3 }]);
    expect(d.attrition.leavers).toBe(1);
    expect(d.documentsExpiring.soonest.map((s) => s.title)).toEqual(['Rami visa', 'Mona passport']);
    expect(d.upcomingBirthdays.map((b) => b.name)).toEqual(['Mona Saleh', 'Rami Nasser']);
  });

  it('computes for another day when asked, and refuses a day that is not a date', async () => {
    const d = (await dashboard(f.sessions.hr.access, '?asOf=2025-03-31')).json<HrDashboard>();
    expect(d.asOf).toBe('2025-03-31');
    expect(d.headcount.total).toBe(8);
    const bad = await dashboard(f.sessions.hr.access, '?asOf=31/03/2025');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an employee without the reports permission, and a caller without a token', async () => {
    const res = await dashboard(f.sessions.employee.access);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', details: { permission: 'people.reports:read' } });
    expect((await t.app.inject({ url: '/api/people/dashboard' })).statusCode).toBe(401);
  });

  it('never counts another company’s employees', async () => {
    const other = await reportingFixture(t.app, database, 'Other Reporting Co');
    const mine = (await dashboard(f.sessions.hr.access)).json<HrDashboard>();
    const theirs = (await dashboard(other.sessions.hr.access)).json<HrDashboard>();
    expect(mine.headcount.total).toBe(7);
    expect(theirs.headcount.total).toBe(7);
    expect(theirs.byDepartment.map((b) => b.id)).not.toContain(f.structure.departments.sales);
  });
});
