import type { AnnouncementPage, TaskComment, TaskDashboard, TaskPage, TaskSeriesList, TaskUpdate } from '@hcims/contracts/tasks';
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

  const tokens = new Map<string, string>();
  const get = async <T>(who: string, url: string) => {
    if (!tokens.has(who)) tokens.set(who, (await signIn(t.app, `${who}@meridiancrest.example`, DEMO_PASSWORD)).access);
    const access = tokens.get(who)!;
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

  it('gives the company a few hundred tasks over three months in every status, with series, history and comments', async () => {
    const all = await get<TaskPage>('owner', '/api/tasks/tasks?pageSize=1');
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.total).toBeLessThanOrEqual(400);
    const dashboard = await get<TaskDashboard>('owner', '/api/tasks/dashboard');
    const threeMonthsAgo = new Date(Date.parse(`${dashboard.today}T00:00:00Z`) - 80 * 86_400_000).toISOString().slice(0, 10);
    const old = await get<TaskPage>('owner', `/api/tasks/tasks?pageSize=1&dueTo=${threeMonthsAgo}`);
    expect(old.total).toBeGreaterThan(0);
    for (const status of ['pending', 'in_progress', 'completed', 'cancelled']) {
      expect((await get<TaskPage>('owner', `/api/tasks/tasks?pageSize=1&status=${status}`)).total, status).toBeGreaterThanOrEqual(15);
    }
    const overdue = await get<TaskPage>('owner', '/api/tasks/tasks?pageSize=1&overdue=true');
    expect(overdue.total).toBeGreaterThanOrEqual(20);
    expect(dashboard.overdueNow).toBe(overdue.total);
    const month = dashboard.periods.find((p) => p.period === 'month')!;
    expect(month.total).toBeGreaterThan(30);
    // Some completed late: the on-time rate is neither nothing nor everything.
    const year = dashboard.periods.find((p) => p.period === 'year')!;
    expect(year.onTimeRate).toBeGreaterThan(0.5);
    expect(year.onTimeRate).toBeLessThan(1);

    const series = await get<TaskSeriesList>('owner', '/api/tasks/series');
    expect(new Set(series.items.map((s) => s.frequency))).toEqual(new Set(['daily', 'weekly', 'monthly']));
    const done = await get<TaskPage>('owner', `/api/tasks/tasks?pageSize=50&status=completed&dueTo=${dashboard.today}`);
    expect(done.items.some((t) => t.seriesId !== null && t.occurrenceDate !== null)).toBe(true);
    const oneOff = done.items.find((t) => t.seriesId === null)!;
    const history = await get<{ items: TaskUpdate[] }>('owner', `/api/tasks/tasks/${oneOff.id}/updates`);
    expect(history.items.length).toBeGreaterThanOrEqual(2);
    expect(history.items.map((u) => u.status)).toContain('completed');
    let commented = 0;
    for (const task of done.items)
      commented += (await get<{ items: TaskComment[] }>('owner', `/api/tasks/tasks/${task.id}/comments`)).items.length;
    expect(commented).toBeGreaterThan(0);
  });

  it('keeps the manager’s list short enough that today’s work is on its first page, with figures on the dashboard', async () => {
    const dashboard = await get<TaskDashboard>('manager', '/api/tasks/dashboard');
    expect(dashboard.overdueNow).toBeGreaterThan(0);
    expect(dashboard.periods.find((p) => p.period === 'month')!.total).toBeGreaterThan(3);
    // The list sorts by due date, 20 a page: a task due in three days must still be on page one.
    const soon = new Date(Date.parse(`${dashboard.today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await get<TaskPage>('manager', `/api/tasks/tasks?pageSize=1&dueTo=${soon}`)).total).toBeLessThan(19);
    expect((await get<TaskPage>('employee', `/api/tasks/tasks?pageSize=1&mine=true&dueTo=${soon}`)).total).toBeLessThan(19);
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
