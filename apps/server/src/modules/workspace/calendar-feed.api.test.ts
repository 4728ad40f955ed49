import type { CalendarFeedCreated, CalendarFeedStatus } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerCompany, testClock } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';

describeEachDatabase('workspace calendar subscription feed', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let employeeAccess: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, access: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const feedOf = (path: string) => app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database, { clock: testClock(new Date('2026-03-10T09:00:00Z')) });
    app = t.app;
    owner = await registerCompany(app, { companyName: 'Feed Co' });
    const s = await createStructure(app, owner.access);
    const place = { departmentId: s.departments.sales, designationId: s.designations.salesRep };
    await addEmployee(app, owner.access, { ...place, firstName: 'Rana', dateOfBirth: '1990-03-15', hireDate: '2022-03-20' });
    employeeAccess = (await addEmployeeWhoSignsIn(app, database, owner.access, { ...place, firstName: 'Lina' })).session.access;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('serves the owner’s events as iCalendar at a secret address, until it is replaced or revoked', async () => {
    expect((await call('GET', '/api/workspace/calendar/feed', employeeAccess)).json<CalendarFeedStatus>()).toEqual({
      active: false,
      createdAt: null,
    });
    const title = 'Send the report, then; call back \\ about a very long subject that needs folding: ééééééééé';
    expect((await call('POST', '/api/workspace/todos', employeeAccess, { title, dueDate: '2026-04-02' })).statusCode).toBe(201);

    const made = await call('POST', '/api/workspace/calendar/feed', employeeAccess);
    expect(made.statusCode).toBe(201);
    const { path } = made.json<CalendarFeedCreated>();
    expect(path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call('GET', '/api/workspace/calendar/feed', employeeAccess)).json<CalendarFeedStatus>().active).toBe(true);

    const res = await feedOf(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const todo = events.find((e) => e.summary === title);
    expect(todo).toBeDefined();
    expect(todo!.startDate.isDate).toBe(true);
    expect(todo!.startDate.toString()).toBe('2026-04-02');
    expect(todo!.endDate.toString()).toBe('2026-04-03');
    expect(todo!.uid).toBeTruthy();
    expect(calendar.getAllSubcomponents('vevent').every((v) => v.getFirstPropertyValue('dtstamp'))).toBe(true);
    // The same sources as the month calendar: a colleague's birthday is there too.
    const birthday = events.find((e) => e.summary.includes('Rana') && e.startDate.toString() === '2026-03-15');
    expect(birthday).toBeDefined();

    // Regenerated: the old address stops working at once.
    const again = (await call('POST', '/api/workspace/calendar/feed', employeeAccess)).json<CalendarFeedCreated>();
    expect(again.path).not.toBe(path);
    expect((await feedOf(path)).statusCode).toBe(404);
    expect((await feedOf(again.path)).statusCode).toBe(200);

    // Revoked: 404, like an address that never was.
    expect((await call('DELETE', '/api/workspace/calendar/feed', employeeAccess)).statusCode).toBe(204);
    expect((await feedOf(again.path)).statusCode).toBe(404);
    expect((await feedOf(`/api/calendar/feed/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await feedOf('/api/calendar/feed/short.ics')).statusCode).toBe(400);
  });

  it('keeps each person’s address their own', async () => {
    const mine = (await call('POST', '/api/workspace/calendar/feed', owner.access)).json<CalendarFeedCreated>();
    expect((await call('GET', '/api/workspace/calendar/feed', employeeAccess)).json<CalendarFeedStatus>().active).toBe(false);
    const text = (await feedOf(mine.path)).body;
    expect(text).not.toContain('Send the report');
  });
});
