import type { AnnouncementPage, TaskDashboard, TaskPage } from '@hcims/contracts/tasks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed.js';
import { demoSeeds } from '../../modules.js';
import { bearer, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { peopleTestApp, type PeopleTestApp } from '../../test/org-people.js';
import { DEMO_PASSWORD } from '../identity/index.js';

describeEachDatabase('the demo company’s tasks and announcements', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await runSeeds(database, demoSeeds, { onlyIfDemo: true });
    t = await peopleTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const get = async <T>(who: string, url: string) => {
    const { access } = await signIn(t.app, `${who}@meridiancrest.example`, DEMO_PASSWORD);
    const res = await t.app.inject({ url, headers: bearer(access) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  it('gives the employee tasks in every state, the manager a team with overdue work, and partly read announcements', async () => {
    const mine = await get<TaskPage>('employee', '/api/tasks/tasks?mine=true&pageSize=50');
    expect(new Set(mine.items.map((i) => i.status))).toEqual(new Set(['pending', 'in_progress', 'completed', 'cancelled']));
    expect(mine.items.some((i) => i.overdue)).toBe(true);
    const team = await get<TaskPage>('manager', '/api/tasks/tasks?overdue=true');
    expect(team.total).toBeGreaterThan(2);
    const dashboard = await get<TaskDashboard>('manager', '/api/tasks/dashboard');
    expect(dashboard.periods.find((p) => p.period === 'year')!.completed).toBeGreaterThan(0);
    const announcements = await get<AnnouncementPage>('hr', '/api/tasks/announcements');
    expect(announcements.total).toBe(5);
    const townHall = announcements.items.find((a) => a.audience === 'everyone')!;
    expect(townHall.reads!.read).toBe(2);
    expect(townHall.reads!.audience).toBeGreaterThan(2);
    const employeeView = await get<AnnouncementPage>('employee', '/api/tasks/announcements');
    expect(employeeView.items.map((a) => a.readByMe)).toEqual([false, false]);
  });

  it('lists the pinned announcement first and keeps the scheduled, expired and draft ones from readers', async () => {
    const authors = await get<AnnouncementPage>('hr', '/api/tasks/announcements');
    expect(new Set(authors.items.map((a) => a.status))).toEqual(new Set(['draft', 'scheduled', 'published']));
    expect(authors.items.filter((a) => a.expired).map((a) => a.title)).toEqual(['Office closed for the public holiday']);
    expect(authors.items.find((a) => a.expired)!.reads!.read).toBe(3);
    const employeeView = await get<AnnouncementPage>('employee', '/api/tasks/announcements');
    expect(employeeView.items.map((a) => [a.title, a.pinned])).toEqual([
      ['Quarterly town hall on Thursday', true],
      ['New leave request rules from next month', false],
    ]);
  });
});
