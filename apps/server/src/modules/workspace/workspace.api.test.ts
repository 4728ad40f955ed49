import type { Calendar, Dashboard } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';

describeEachDatabase('workspace dashboard and calendar', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let employeeAccess: string;

  const call = (method: 'GET' | 'PUT', url: string, access: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const ours = (board: Dashboard) => board.cards.filter((c) => /^(people|workspace)\./.test(c.id));
  const dashboardOf = async (access: string) => (await call('GET', '/api/workspace/dashboard', access)).json<Dashboard>();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(new Date('2026-03-10T09:00:00Z')) });
    app = t.app;
    owner = await registerCompany(app, { companyName: 'Workspace Co' });
    other = await registerCompany(app, { companyName: 'Other Workspace Co' });
    const s = await createStructure(app, owner.access);
    const place = { departmentId: s.departments.sales, designationId: s.designations.salesRep };
    await addEmployee(app, owner.access, { ...place, firstName: 'Rana', dateOfBirth: '1990-03-15', hireDate: '2022-03-20' });
    await addEmployee(app, owner.access, { ...place, firstName: 'Omar', hireDate: '2026-03-02' });
    employeeAccess = (await addEmployeeWhoSignsIn(app, database, owner.access, { ...place, firstName: 'Lina' })).session.access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it("shows the owner every module's cards, computed from the company's rows", async () => {
    const board = await dashboardOf(owner.access);
    expect(board.asOf).toBe('2026-03-10');
    expect(board.version).toBe(0);
    // Other modules' cards come and go as modules land; these are people's and the workspace's own.
    expect(ours(board).map((c) => c.id)).toEqual([
      'people.headcount',
      'people.joiners-leavers',
      'people.documents-expiring',
      'people.celebrations',
      'workspace.my-todos',
    ]);
    const headcount = board.cards[0]!;
    expect(headcount).toMatchObject({ module: 'people', audience: 'company', hidden: false });
    expect(headcount.figures[0]).toMatchObject({ labelKey: 'people:cards.employed', value: 3, href: '/edit_employee' });
    expect(board.cards[1]!.figures[0]).toMatchObject({ labelKey: 'people:cards.joinersThisMonth', value: 1 });
    const celebrations = board.cards[3]!.items;
    expect(celebrations.map((i) => [i.title, i.date, i.detailKey])).toEqual([
      [expect.stringContaining('Rana'), '2026-03-15', 'people:cards.birthday'],
      [expect.stringContaining('Rana'), '2026-03-20', 'people:cards.anniversary'],
    ]);
    expect(celebrations[1]!.detailValues).toMatchObject({ years: 4 });
  });

  it('shows an employee only the cards their permissions allow', async () => {
    const board = await dashboardOf(employeeAccess);
    expect(ours(board).map((c) => c.id)).toEqual(['people.celebrations', 'workspace.my-todos']);
    expect(board.cards.some((c) => c.id.startsWith('people.') && c.id !== 'people.celebrations')).toBe(false);
  });

  it("keeps each user's order and hidden cards, refusing a stale save", async () => {
    const layout = { order: ['people.celebrations', 'people.headcount', 'elsewhere.unknown'], hidden: ['people.headcount'], version: 0 };
    const saved = await call('PUT', '/api/workspace/dashboard/layout', owner.access, layout);
    expect(saved.statusCode).toBe(200);
    const board = saved.json<Dashboard>();
    expect(board.version).toBe(1);
    expect(ours(board).map((c) => [c.id, c.hidden])).toEqual([
      ['people.celebrations', false],
      ['people.headcount', true],
      ['people.joiners-leavers', false],
      ['people.documents-expiring', false],
      ['workspace.my-todos', false],
    ]);
    // A hidden card is listed (so it can be shown again) but not computed.
    expect(board.cards[1]!.figures).toEqual([]);

    const stale = await call('PUT', '/api/workspace/dashboard/layout', owner.access, { ...layout, hidden: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'WORKSPACE_LAYOUT_STALE_VERSION', details: { currentVersion: 1 } });

    // Another user's (and another company's) dashboard is untouched.
    expect((await dashboardOf(employeeAccess)).version).toBe(0);
    expect((await dashboardOf(other.access)).cards.every((c) => !c.hidden)).toBe(true);
  });

  it('refuses a layout naming a card twice or a bad id, naming the field', async () => {
    const twice = await call('PUT', '/api/workspace/dashboard/layout', owner.access, {
      order: ['people.headcount', 'people.headcount'],
      hidden: [],
      version: 1,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('order');
    const bad = await call('PUT', '/api/workspace/dashboard/layout', owner.access, { order: ['<b>'], hidden: [], version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('order');
  });

  it("lists the calendar's events in a range, and refuses a range out of order or too long", async () => {
    const res = await call('GET', '/api/workspace/calendar?from=2026-03-01&to=2026-04-30', employeeAccess);
    expect(res.statusCode).toBe(200);
    const calendar = res.json<Calendar>();
    expect(calendar.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['people.celebrations', 'workspace.todos']));
    expect(calendar.events.filter((e) => e.source === 'people.celebrations').map((e) => [e.start, e.titleKey])).toEqual([
      ['2026-03-15', 'people:calendar.birthdayOf'],
      ['2026-03-20', 'people:calendar.anniversaryOf'],
    ]);
    const reversed = await call('GET', '/api/workspace/calendar?from=2026-03-10&to=2026-03-01', employeeAccess);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('to');
    const tooLong = await call('GET', '/api/workspace/calendar?from=2026-01-01&to=2026-06-01', employeeAccess);
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', '/api/workspace/calendar?from=2026-03-01', employeeAccess)).statusCode).toBe(400);
    // Without a range: the company's current month.
    const thisMonth = (await call('GET', '/api/workspace/calendar', employeeAccess)).json<Calendar>();
    expect([thisMonth.from, thisMonth.to, thisMonth.events.length]).toEqual(['2026-03-01', '2026-03-31', 2]);
    // Another company's calendar has none of these people.
    expect((await call('GET', '/api/workspace/calendar?from=2026-03-01&to=2026-03-31', other.access)).json<Calendar>().events).toEqual([]);
  });
});
