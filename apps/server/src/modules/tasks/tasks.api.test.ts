import type { LoginResponse } from '@hcims/contracts/identity';
import type { Employee } from '@hcims/contracts/people';
import type { Task, TaskDashboard, TaskOptions, TaskPage, TaskReport, TaskSeries } from '@hcims/contracts/tasks';
import type { FastifyInstance } from 'fastify';
import type { Calendar, Dashboard, NotificationFeed } from '@hcims/contracts/workspace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../platform/dates/index.js';
import { bearer, identityTestApp, registerCompany, signIn } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, grantRole } from '../../test/org-people.js';
import { withTenant } from '../../platform/tenancy/index.js';
import { createTaskFor, generateAllSeries, taskStatusesOf } from './index.js';

/**
 * One company: Mona manages Rami (Sales); Sara (Marketing) is outside Mona's team; Hana is HR.
 * Tasks are arranged through the API as each role would.
 */
describeEachDatabase('tasks', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let s: Record<'mona' | 'rami' | 'sara' | 'hana', LoginResponse>;
  let e: Record<'mona' | 'rami' | 'sara' | 'hana', Employee>;
  let today: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const task = (assigneeId: string, extra: object = {}) => ({
    name: 'Prepare the report',
    instructions: 'Line one\nLine two',
    weight: 5,
    priority: 'high',
    startDate: addDays(today, -5),
    dueDate: addDays(today, 5),
    assigneeId,
    ...extra,
  });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }) });
    owner = await registerCompany(app, { companyName: 'Tasks Co' });
    other = await registerCompany(app, { companyName: 'Other Tasks Co' });
    const { departments, designations } = await createStructure(app, owner.access);
    const mona = await addEmployeeWhoSignsIn(app, database, owner.access, {
      departmentId: departments.sales,
      designationId: designations.salesManager,
      firstName: 'Mona',
    });
    const rami = await addEmployeeWhoSignsIn(app, database, owner.access, {
      departmentId: departments.sales,
      designationId: designations.salesRep,
      managerId: mona.employee.id,
      firstName: 'Rami',
    });
    const sara = await addEmployeeWhoSignsIn(app, database, owner.access, {
      departmentId: departments.marketing,
      designationId: designations.marketer,
      firstName: 'Sara',
    });
    const hana = await addEmployee(app, owner.access, {
      departmentId: departments.exec,
      designationId: designations.ceo,
      firstName: 'Hana',
      sendInvitation: false,
    });
    await grantRole(app, owner.access, 'Manager', mona.employee.userId!);
    e = { mona: mona.employee, rami: rami.employee, sara: sara.employee, hana };
    s = {
      mona: await signIn(app, mona.employee.workEmail),
      rami: await signIn(app, rami.employee.workEmail),
      sara: await signIn(app, sara.employee.workEmail),
      hana: owner,
    };
    today = (await call('GET', '/api/tasks/dashboard', owner.access)).json<TaskDashboard>().today;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lets a manager assign to the team only, and the employee move it to completed with history', async () => {
    const options = (await call('GET', '/api/tasks/tasks/options', s.mona.access)).json<TaskOptions>();
    expect(options.assignees.map((a) => a.id).sort()).toEqual([e.mona.id, e.rami.id].sort());

    const outside = await call('POST', '/api/tasks/tasks', s.mona.access, task(e.sara.id));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.code).toBe('TASKS_ASSIGNEE_OUT_OF_SCOPE');

    const created = await call('POST', '/api/tasks/tasks', s.mona.access, task(e.rami.id, { coworkerIds: [e.mona.id, e.rami.id] }));
    expect(created.statusCode).toBe(201);
    const t = created.json<Task>();
    expect(t).toMatchObject({
      status: 'pending',
      progress: 0,
      overdue: false,
      version: 1,
      assignee: { id: e.rami.id },
      coworkers: [{ id: e.mona.id }],
    });

    // The assignee is told in their bell, sees it on their dashboard card and calendar.
    const bell = (await call('GET', '/api/workspace/notifications', s.rami.access)).json<NotificationFeed>();
    expect(bell.items.map((n) => [n.kind, n.textValues.name, n.href])).toEqual([['tasks.assigned', t.name, '/PersonalTasks']]);
    const board = (await call('GET', '/api/workspace/dashboard', s.rami.access)).json<Dashboard>();
    const card = board.cards.find((c) => c.id === 'tasks.my-tasks')!;
    expect(card.figures[0]).toMatchObject({ labelKey: 'tasks:cards.open', value: 1 });
    expect(card.items.map((i) => i.title)).toEqual([t.name]);
    const month = (
      await call('GET', `/api/workspace/calendar?from=${t.dueDate.slice(0, 8)}01&to=${t.dueDate}`, s.rami.access)
    ).json<Calendar>();
    expect(month.events.filter((ev) => ev.source === 'tasks.due').map((ev) => ev.title)).toEqual([t.name]);

    // The employee sees it among their tasks, cannot skip to completed, reports progress.
    const mine = (await call('GET', '/api/tasks/tasks?mine=true', s.rami.access)).json<TaskPage>();
    expect(mine.items.map((i) => i.id)).toEqual([t.id]);
    const skip = await call('POST', `/api/tasks/tasks/${t.id}/updates`, s.rami.access, { version: 1, progress: 100, status: 'completed' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().error.code).toBe('TASKS_BAD_TRANSITION');
    const started = await call('POST', `/api/tasks/tasks/${t.id}/updates`, s.rami.access, {
      version: 1,
      progress: 40,
      status: 'pending',
      note: 'Started',
    });
    expect(started.json<Task>()).toMatchObject({ status: 'in_progress', progress: 40, version: 2 });
    const stale = await call('POST', `/api/tasks/tasks/${t.id}/updates`, s.rami.access, {
      version: 1,
      progress: 50,
      status: 'in_progress',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'TASKS_STALE_VERSION', details: { currentVersion: 2 } });
    // Only the assigner edits what the task asks; an employee cannot cancel it.
    expect((await call('PATCH', `/api/tasks/tasks/${t.id}`, s.rami.access, { version: 2, name: 'Mine now' })).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/tasks/tasks/${t.id}/updates`, s.rami.access, { version: 2, progress: 40, status: 'cancelled' })).statusCode,
    ).toBe(403);
    const done = await call('POST', `/api/tasks/tasks/${t.id}/updates`, s.rami.access, { version: 2, progress: 90, status: 'completed' });
    expect(done.json<Task>()).toMatchObject({ status: 'completed', progress: 100, version: 3 });
    const closed = await call('POST', `/api/tasks/tasks/${t.id}/updates`, s.rami.access, {
      version: 3,
      progress: 100,
      status: 'completed',
    });
    expect(closed.json().error.code).toBe('TASKS_TASK_CLOSED');

    const history = (await call('GET', `/api/tasks/tasks/${t.id}/updates`, s.mona.access)).json<{
      items: { status: string; note: string | null }[];
    }>();
    expect(history.items.map((h) => h.status)).toEqual(['completed', 'in_progress']);
    expect(history.items[1]!.note).toBe('Started');
    // The assignee and the manager talk on the task; someone outside the team cannot see it.
    const said = await call('POST', `/api/tasks/tasks/${t.id}/comments`, s.rami.access, { body: '  Done early\nsee the sheet ' });
    expect(said.statusCode).toBe(201);
    expect((await call('POST', `/api/tasks/tasks/${t.id}/comments`, s.mona.access, { body: 'Thanks' })).statusCode).toBe(201);
    expect((await call('POST', `/api/tasks/tasks/${t.id}/comments`, s.mona.access, { body: ' ' })).statusCode).toBe(400);
    expect((await call('POST', `/api/tasks/tasks/${t.id}/comments`, s.sara.access, { body: 'Hi' })).statusCode).toBe(404);
    const comments = (await call('GET', `/api/tasks/tasks/${t.id}/comments`, s.rami.access)).json<{ items: { body: string }[] }>();
    expect(comments.items.map((c) => c.body)).toEqual(['Done early\nsee the sheet', 'Thanks']);
    const audit = await call('GET', '/api/access/audit-events', owner.access);
    expect(JSON.stringify(audit.json())).toContain('tasks.progress-reported');
  });

  it('derives overdue from the company today, filters on it and counts it on the dashboard', async () => {
    const late = (
      await call('POST', '/api/tasks/tasks', owner.access, task(e.sara.id, { startDate: addDays(today, -10), dueDate: addDays(today, -1) }))
    ).json<Task>();
    expect(late.overdue).toBe(true);
    const overdue = (await call('GET', '/api/tasks/tasks?overdue=true', owner.access)).json<TaskPage>();
    expect(overdue.items.map((i) => i.id)).toContain(late.id);
    expect(overdue.items.every((i) => i.overdue)).toBe(true);
    const dash = (await call('GET', '/api/tasks/dashboard', owner.access)).json<TaskDashboard>();
    expect(dash.overdueNow).toBeGreaterThanOrEqual(1);
    expect(dash.periods.map((p) => p.period)).toEqual(['today', 'week', 'month', 'year']);
    // Sara sees only her own figures; Mona's team does not include Sara's task.
    const saras = (await call('GET', '/api/tasks/dashboard', s.sara.access)).json<TaskDashboard>();
    expect(saras.overdueNow).toBe(1);
    const monas = (await call('GET', '/api/tasks/tasks', s.mona.access)).json<TaskPage>();
    expect(monas.items.map((i) => i.id)).not.toContain(late.id);
    expect((await call('GET', `/api/tasks/tasks/${late.id}`, s.mona.access)).statusCode).toBe(404);
  });

  it('exports the filtered list the caller may see, headers in the asked language', async () => {
    const csv = await call('GET', '/api/tasks/tasks/export?format=csv&overdue=true&lng=fr', owner.access);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Responsable');
    expect(csv.body).toContain('En retard');
    const monas = await call('GET', '/api/tasks/tasks/export?format=csv', s.mona.access);
    expect(monas.body).toContain('Rami');
    expect(monas.body).not.toContain('Sara');
    expect((await call('GET', '/api/tasks/tasks/export?format=doc', owner.access)).statusCode).toBe(400);
  });

  it('reports progress by person and department, and the manager’s subordinates without the manager', async () => {
    const range = `from=${addDays(today, -30)}&to=${addDays(today, 30)}`;
    const byPerson = (await call('GET', `/api/tasks/reports/progress?${range}`, owner.access)).json<TaskReport>();
    const rami = byPerson.rows.find((r) => r.id === e.rami.id)!;
    expect(rami).toMatchObject({ completed: 1, completionRate: 1, averageProgress: 100 });
    const byDepartment = (await call('GET', `/api/tasks/reports/progress?${range}&groupBy=department`, owner.access)).json<TaskReport>();
    expect(byDepartment.rows.every((r) => r.departmentName === null)).toBe(true);
    expect(byDepartment.rows.reduce((sum, r) => sum + r.total, 0)).toBe(byPerson.rows.reduce((sum, r) => sum + r.total, 0));
    const team = (await call('GET', `/api/tasks/reports/subordinates?${range}`, s.mona.access)).json<TaskReport>();
    expect(team.rows.map((r) => r.id)).toEqual([e.rami.id]);
    const own = (await call('GET', `/api/tasks/reports/progress?${range}`, s.sara.access)).json<TaskReport>();
    expect(own.rows.map((r) => r.id)).toEqual([e.sara.id]);
    expect((await call('GET', `/api/tasks/reports/progress?from=${today}&to=${addDays(today, -1)}`, owner.access)).statusCode).toBe(400);
    const file = await call('GET', `/api/tasks/reports/subordinates/export?${range}&format=csv&lng=de`, s.mona.access);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Erledigungsquote');
    expect(file.body).toContain('Rami');
  });

  it('stores instructions as sanitised rich text on create and update; older plain text is upgraded', async () => {
    const xss =
      '<p onclick="steal()">Read <strong>this</strong><img src=x onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">link</a>';
    const created = await call('POST', '/api/tasks/tasks', owner.access, task(e.hana.id, { instructions: xss }));
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json<Task>();
    expect(made.instructions).toBe('<p>Read <strong>this</strong></p><a rel="noopener noreferrer" target="_blank">link</a>');
    const plain = (
      await call('PATCH', `/api/tasks/tasks/${made.id}`, owner.access, { version: 1, instructions: 'A < B\nnext' })
    ).json<Task>();
    expect(plain.instructions).toBe('<p>A &lt; B<br />next</p>');
    const updated = await call('PATCH', `/api/tasks/tasks/${made.id}`, owner.access, {
      version: 2,
      instructions: '<ul><li><em>one</em></li></ul><iframe src="https://evil.test"></iframe>',
    });
    expect(updated.json<Task>().instructions).toBe('<ul><li><em>one</em></li></ul>');
    // Read back, not only the write's answer: what is stored is the sanitised form.
    expect((await call('GET', `/api/tasks/tasks/${made.id}`, owner.access)).json<Task>().instructions).toBe(
      '<ul><li><em>one</em></li></ul>',
    );
    const tooLong = await call(
      'POST',
      '/api/tasks/tasks',
      owner.access,
      task(e.hana.id, { instructions: `<a href="https://x.test">${'a'.repeat(4960)}</a>` }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('instructions');
    expect((await call('DELETE', `/api/tasks/tasks/${made.id}`, owner.access)).statusCode).toBe(204);
  });

  it('refuses bad input naming the field, and a stale edit', async () => {
    const bad = await call('POST', '/api/tasks/tasks', owner.access, task(e.rami.id, { dueDate: addDays(today, -9), weight: 11 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('dueDate');
    expect(bad.body).toContain('weight');
    const nul = await call('POST', '/api/tasks/tasks', owner.access, task(e.rami.id, { name: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    const t = (await call('POST', '/api/tasks/tasks', owner.access, task(e.hana.id))).json<Task>();
    const order = await call('PATCH', `/api/tasks/tasks/${t.id}`, owner.access, { version: 1, dueDate: addDays(today, -20) });
    expect(order.json().error.code).toBe('TASKS_DATES_OUT_OF_ORDER');
    expect((await call('PATCH', `/api/tasks/tasks/${t.id}`, owner.access, { version: 1, priority: 'urgent' })).json<Task>().version).toBe(
      2,
    );
    const stale = await call('PATCH', `/api/tasks/tasks/${t.id}`, owner.access, { version: 1, priority: 'low' });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/api/tasks/tasks/${t.id}`, s.mona.access)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tasks/tasks/${t.id}`, owner.access)).statusCode).toBe(204);
  });

  it('publishes announcements to their audience, tracks reads and keeps companies apart', async () => {
    const sales = e.rami.departmentId;
    const draft = await call('POST', '/api/tasks/announcements', owner.access, {
      title: 'Sales kick-off',
      body: 'Monday\n9 am',
      audience: 'departments',
      departmentIds: [sales],
    });
    expect(draft.statusCode).toBe(201);
    const a = draft.json<{ id: string; version: number; status: string }>();
    expect(a.status).toBe('draft');
    const noDepartments = await call('POST', '/api/tasks/announcements', owner.access, { title: 'x', body: 'y', audience: 'departments' });
    expect(noDepartments.statusCode).toBe(400);
    expect((await call('GET', '/api/tasks/announcements', s.rami.access)).json<{ total: number }>().total).toBe(0);
    expect((await call('POST', `/api/tasks/announcements/${a.id}/publish`, owner.access, { version: 1 })).statusCode).toBe(200);
    const again = await call('POST', `/api/tasks/announcements/${a.id}/publish`, owner.access, { version: 2 });
    expect(again.json().error.code).toBe('TASKS_ANNOUNCEMENT_PUBLISHED');

    expect((await call('POST', `/api/tasks/announcements/${a.id}/read`, s.rami.access)).statusCode).toBe(204);
    expect((await call('POST', `/api/tasks/announcements/${a.id}/read`, s.rami.access)).statusCode).toBe(204);
    // Sara (Marketing) is not in the audience.
    expect((await call('POST', `/api/tasks/announcements/${a.id}/read`, s.sara.access)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/tasks/announcements', s.rami.access, { title: 'x', body: 'y', audience: 'everyone' })).statusCode,
    ).toBe(403);
    const list = (await call('GET', '/api/tasks/announcements', owner.access)).json<{
      items: { id: string; reads: { read: number; audience: number } }[];
    }>();
    expect(list.items.find((i) => i.id === a.id)!.reads).toEqual({ read: 1, audience: 2 });
    const readerView = (await call('GET', '/api/tasks/announcements', s.rami.access)).json<{
      items: { readByMe: boolean; reads: unknown }[];
    }>();
    expect(readerView.items).toMatchObject([{ readByMe: true, reads: null }]);
    // The author reminds the rest: Mona (Sales) has not read it; Rami has, and is not reminded.
    const remind = await call('POST', `/api/tasks/announcements/${a.id}/remind`, owner.access);
    expect(remind.json()).toEqual({ reminded: 1 });
    const monaBell = (await call('GET', '/api/workspace/notifications', s.mona.access)).json<NotificationFeed>();
    expect(monaBell.items.filter((n) => n.kind === 'tasks.announcement-reminder').map((n) => n.textValues.title)).toEqual([
      'Sales kick-off',
    ]);
    expect((await call('POST', `/api/tasks/announcements/${a.id}/remind`, s.rami.access)).statusCode).toBe(403);

    expect((await call('POST', `/api/tasks/announcements/${a.id}/read`, other.access)).statusCode).toBe(404);
    expect((await call('GET', '/api/tasks/tasks', other.access)).json<TaskPage>().total).toBe(0);
  });

  it('lets another module create a task in its own transaction and read its status back (the port)', async () => {
    const tenant = { companyId: owner.company.id, groupId: owner.company.groupId, userId: owner.user.id };
    const { id } = await withTenant(database, tenant, (tx) =>
      createTaskFor(
        { ...tenant, permissions: {}, origin: { requestId: 'port-test', ip: null }, tx, now: new Date() },
        { name: 'Send the minutes', dueDate: addDays(today, 3), assigneeId: e.rami.id },
      ),
    );
    const shown = (await call('GET', `/api/tasks/tasks/${id}`, s.rami.access)).json<Task>();
    expect(shown).toMatchObject({ name: 'Send the minutes', status: 'pending', priority: 'medium', weight: 3, startDate: today });
    const statuses = await withTenant(database, tenant, (tx) => taskStatusesOf(tx, owner.company.id, [id, id], today));
    expect(statuses).toEqual([{ id, status: 'pending', progress: 0, dueDate: addDays(today, 3), overdue: false }]);
    const theirs = await withTenant(
      database,
      { companyId: other.company.id, groupId: other.company.groupId, userId: other.user.id },
      (tx) => taskStatusesOf(tx, other.company.id, [id]),
    );
    expect(theirs).toEqual([]);
  });

  it('makes a recurring series’ occurrences up to the horizon, once, and edits the series or one occurrence', async () => {
    const body = {
      name: 'Daily check',
      weight: 2,
      priority: 'low',
      assigneeId: e.rami.id,
      frequency: 'daily',
      startsOn: addDays(today, -3),
    };
    expect((await call('POST', '/api/tasks/series', s.mona.access, { ...body, assigneeId: e.sara.id })).json().error.code).toBe(
      'TASKS_ASSIGNEE_OUT_OF_SCOPE',
    );
    const noDays = await call('POST', '/api/tasks/series', s.mona.access, { ...body, frequency: 'weekly' });
    expect(noDays.statusCode).toBe(400);
    expect(JSON.stringify(noDays.json())).toContain('weekdays');
    const created = await call('POST', '/api/tasks/series', s.mona.access, { ...body, durationDays: 1 });
    expect(created.statusCode).toBe(201);
    const series = created.json<TaskSeries>();
    expect(series).toMatchObject({ active: true, generatedThrough: addDays(today, 14), assignee: { id: e.rami.id } });
    expect(series.nextOccurrences.slice(0, 2)).toEqual([today, addDays(today, 1)]);

    const occurrences = async () =>
      (await call('GET', `/api/tasks/tasks?assigneeId=${e.rami.id}&pageSize=100&sort=dueDate`, s.mona.access))
        .json<TaskPage>()
        .items.filter((t) => t.seriesId === series.id);
    const made = await occurrences();
    // Never for days already past: from today to two weeks ahead, each due the day after.
    expect(made.map((t) => t.occurrenceDate)).toEqual(Array.from({ length: 15 }, (_, i) => addDays(today, i)));
    expect(made[0]).toMatchObject({ startDate: today, dueDate: addDays(today, 1), name: 'Daily check', status: 'pending' });
    // The job makes nothing twice.
    await generateAllSeries({ database, clock: () => new Date(), log: { error: () => undefined } });
    expect(await occurrences()).toHaveLength(15);

    // One occurrence edited on its own keeps its edit when the series changes.
    const one = made[2]!;
    expect(
      (await call('PATCH', `/api/tasks/tasks/${one.id}`, s.mona.access, { version: one.version, name: 'Special check' })).statusCode,
    ).toBe(200);
    // Today's is started: started (and completed) occurrences stay as they were.
    const first = made[0]!;
    const done = await call('POST', `/api/tasks/tasks/${first.id}/updates`, s.rami.access, {
      version: first.version,
      progress: 40,
      status: 'in_progress',
    });
    expect(done.statusCode).toBe(201);
    const renamed = await call('PATCH', `/api/tasks/series/${series.id}`, s.mona.access, {
      version: series.version,
      name: 'Morning check',
      durationDays: 2,
    });
    expect(renamed.statusCode).toBe(200);
    const after = await occurrences();
    expect(after).toHaveLength(15);
    expect(after.filter((t) => t.name === 'Special check').map((t) => t.id)).toEqual([one.id]);
    expect(after.find((t) => t.id === first.id)).toMatchObject({ name: 'Daily check', status: 'in_progress', dueDate: addDays(today, 1) });
    // The untouched ones are the same tasks, changed in place (the version moves on), due two days after their date.
    const following = after.filter((t) => t.name === 'Morning check');
    expect(following.map((t) => t.id).sort()).toEqual(
      made
        .filter((t) => t.id !== one.id && t.id !== first.id)
        .map((t) => t.id)
        .sort(),
    );
    expect(following.every((t) => t.version === 2 && t.dueDate === addDays(t.occurrenceDate!, 2))).toBe(true);

    // Weekly on two days, then stopped: the untouched future occurrences go, the edited one stays.
    const weekly = await call('PATCH', `/api/tasks/series/${series.id}`, s.mona.access, {
      version: renamed.json<TaskSeries>().version,
      frequency: 'weekly',
      weekdays: [1, 4],
    });
    expect(weekly.json<TaskSeries>().weekdays).toEqual([1, 4]);
    // Exactly the Mondays and Thursdays up to the horizon, less the dates the started and the edited occurrences hold
    // (which of them those are depends on the day the test runs).
    const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    const mondaysAndThursdays = Array.from({ length: 15 }, (_, i) => addDays(today, i)).filter(
      (d) => [1, 4].includes(isoWeekday(d)) && d !== first.occurrenceDate && d !== one.occurrenceDate,
    );
    const weeklyDays = (await occurrences()).filter((t) => t.id !== one.id && t.id !== first.id);
    expect(weeklyDays.map((t) => t.occurrenceDate).sort()).toEqual(mondaysAndThursdays);
    const stopped = await call('PATCH', `/api/tasks/series/${series.id}`, s.mona.access, {
      version: weekly.json<TaskSeries>().version,
      active: false,
    });
    expect(stopped.json<TaskSeries>()).toMatchObject({ active: false, nextOccurrences: [] });
    expect((await occurrences()).map((t) => t.id)).toEqual([first.id, one.id]);
    expect((await call('GET', '/api/tasks/series', s.mona.access)).json<{ items: TaskSeries[] }>().items.map((i) => i.id)).toEqual([
      series.id,
    ]);
    expect((await call('GET', `/api/tasks/series/${series.id}`, s.rami.access)).statusCode).toBe(403);
    expect((await call('GET', `/api/tasks/series/${series.id}`, other.access)).statusCode).toBe(404);
  });
  it("filters, sorts and pages the list with each value its own, in the caller's scope (one statement per shape)", async () => {
    const make = async (assigneeId: string, name: string, extra: object = {}) =>
      (await call('POST', '/api/tasks/tasks', owner.access, task(assigneeId, { name, ...extra }))).json<Task>();
    const a = await make(e.rami.id, 'Ledger alpha 100%_', { priority: 'low', dueDate: addDays(today, 20) });
    const b = await make(e.rami.id, 'Ledger beta 1000', { priority: 'urgent', dueDate: addDays(today, 21) });
    const c = await make(e.sara.id, 'Ledger gamma 100', { priority: 'low', dueDate: addDays(today, 22) });
    const list = async (access: string, query: string) => (await call('GET', `/api/tasks/tasks?${query}`, access)).json<TaskPage>();
    const ids = (page: TaskPage) => page.items.map((i) => i.id);

    // A search is a literal: % and _ match themselves (unescaped, 100%_ would match 1000 too).
    expect(ids(await list(owner.access, 'q=100%25_'))).toEqual([a.id]);
    const all = await list(owner.access, 'q=Ledger&sort=-name&pageSize=2');
    expect(ids(all)).toEqual([c.id, b.id]);
    expect(all.total).toBe(3);
    // The same shape with other values answers for those values.
    expect(ids(await list(owner.access, `q=Ledger&departmentId=${e.rami.departmentId}&sort=name`))).toEqual([a.id, b.id]);
    expect(ids(await list(owner.access, `q=Ledger&departmentId=${e.sara.departmentId}&sort=name`))).toEqual([c.id]);
    expect(ids(await list(owner.access, 'q=Ledger&priority=urgent'))).toEqual([b.id]);
    expect(ids(await list(owner.access, 'q=Ledger&priority=low&sort=dueDate'))).toEqual([a.id, c.id]);
    expect(ids(await list(owner.access, `q=Ledger&dueFrom=${addDays(today, 21)}&dueTo=${addDays(today, 21)}`))).toEqual([b.id]);
    // Past the end: no rows, the total still right.
    const past = await list(owner.access, 'q=Ledger&sort=name&pageSize=2&page=3');
    expect(past).toMatchObject({ items: [], total: 3 });
    // A manager's team, an employee's own: the same filters, their scope.
    expect(ids(await list(s.mona.access, 'q=Ledger&sort=name'))).toEqual([a.id, b.id]);
    expect(ids(await list(s.sara.access, 'q=Ledger&sort=name'))).toEqual([c.id]);
    expect((await list(s.mona.access, 'q=Ledger&sort=name&pageSize=1&page=4')).total).toBe(2);
    // Another company's owner, same shape: nothing of this company.
    expect(await list(other.access, 'q=Ledger&sort=name')).toMatchObject({ items: [], total: 0 });
  });
});
