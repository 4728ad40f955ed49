import type { LoginResponse } from '@hcims/contracts/identity';
import type { Employee } from '@hcims/contracts/people';
import type {
  BulkAssignResult,
  Task,
  TaskComment,
  TaskDashboard,
  TaskMentionable,
  TaskPage,
  TaskReassignment,
} from '@hcims/contracts/tasks';
import type { NotificationFeed } from '@hcims/contracts/workspace';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../platform/dates/index.js';
import { bearer, identityTestApp, registerCompany, signIn } from '../../platform/auth/testing.js';
import { withTenant } from '../../platform/tenancy/index.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, grantRole } from '../../test/org-people.js';

/**
 * Assigning beyond one task: one task copied to a department, reassigning with its history, and
 * comments that mention people. Mona manages Rami (Sales); Sara (Marketing) is outside her team.
 */
describeEachDatabase('tasks: bulk assign, reassign, mentions', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let s: Record<'mona' | 'rami' | 'sara', LoginResponse>;
  let e: Record<'mona' | 'rami' | 'sara' | 'hana', Employee>;
  let dept: { exec: string; sales: string; marketing: string };
  let today: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
  const fields = (extra: object = {}) => ({
    name: 'Read the new policy',
    weight: 2,
    priority: 'medium',
    startDate: today,
    dueDate: addDays(today, 7),
    ...extra,
  });
  const bell = async (access: string) => (await call('GET', '/api/workspace/notifications', access)).json<NotificationFeed>().items;
  const totalTasks = async () => (await call('GET', '/api/tasks/tasks?pageSize=1', owner.access)).json<TaskPage>().total;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }) });
    owner = await registerCompany(app, { companyName: 'Assign Co' });
    other = await registerCompany(app, { companyName: 'Other Assign Co' });
    const { departments, designations } = await createStructure(app, owner.access);
    dept = departments;
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
    };
    today = (await call('GET', '/api/tasks/dashboard', owner.access)).json<TaskDashboard>().today;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('copies one task to every department member the caller may assign to, in one go, and tells each', async () => {
    const made = await call('POST', '/api/tasks/tasks/bulk', s.mona.access, fields({ departmentId: dept.sales }));
    expect(made.statusCode).toBe(201);
    const result = made.json<BulkAssignResult>();
    expect(result.created).toBe(2);
    const copies = await Promise.all(
      result.taskIds.map(async (id) => (await call('GET', `/api/tasks/tasks/${id}`, s.mona.access)).json<Task>()),
    );
    expect(copies.map((c) => c.assignee.id).sort()).toEqual([e.mona.id, e.rami.id].sort());
    expect(copies.every((c) => c.name === 'Read the new policy' && c.status === 'pending')).toBe(true);
    expect((await bell(s.rami.access)).filter((n) => n.kind === 'tasks.assigned').map((n) => n.textValues.name)).toEqual([
      'Read the new policy',
    ]);

    // Nobody in Marketing is in Mona's team: a rule naming the field, nothing written.
    const before = await totalTasks();
    const empty = await call('POST', '/api/tasks/tasks/bulk', s.mona.access, fields({ departmentId: dept.marketing }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toMatchObject({ code: 'TASKS_BULK_EMPTY', details: { field: 'departmentId' } });
    expect(await totalTasks()).toBe(before);

    // An employee may not assign; another company's department is not found; bad input names its field.
    expect((await call('POST', '/api/tasks/tasks/bulk', s.rami.access, fields({ departmentId: dept.sales }))).statusCode).toBe(403);
    const theirs = await call('POST', '/api/tasks/tasks/bulk', other.access, fields({ departmentId: dept.sales }));
    expect(theirs.statusCode).toBe(404);
    const bad = await call('POST', '/api/tasks/tasks/bulk', owner.access, fields({ departmentId: dept.sales, weight: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('weight');
    expect(await totalTasks()).toBe(before);
  });

  it('refuses a department larger than the cap with its own code, writing nothing', async () => {
    const field = (await call('POST', '/api/org/departments', owner.access, { name: 'Field crew', parentId: dept.exec })).json<{
      id: string;
    }>().id;
    const tenant = { companyId: owner.company.id, groupId: owner.company.groupId, userId: owner.user.id };
    await withTenant(database, tenant, (tx) =>
      tx.execute(sql`insert into employees (company_id, group_id, first_name, last_name, work_email, department_id, designation_id, hire_date)
        select ${owner.company.id}, ${owner.company.groupId}, 'Crew', 'Member ' || g, 'crew' || g || '@assign.test', ${field}, ${e.hana.designationId}, '2025-01-01'
        from generate_series(1, 501) g`),
    );
    const before = await totalTasks();
    const many = await call('POST', '/api/tasks/tasks/bulk', owner.access, fields({ departmentId: field }));
    expect(many.statusCode).toBe(422);
    expect(many.json().error).toMatchObject({ code: 'TASKS_BULK_TOO_MANY', details: { field: 'departmentId', limit: 500 } });
    expect(await totalTasks()).toBe(before);
  });

  it('keeps the history of reassignments: from whom, to whom, by whom, when and why', async () => {
    const t = (await call('POST', '/api/tasks/tasks', owner.access, { ...fields(), assigneeId: e.rami.id })).json<Task>();
    const moved = await call('PATCH', `/api/tasks/tasks/${t.id}`, owner.access, {
      version: t.version,
      assigneeId: e.sara.id,
      reason: 'Rami is on leave',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Task>().assignee.id).toBe(e.sara.id);
    const history = (await call('GET', `/api/tasks/tasks/${t.id}/reassignments`, s.sara.access)).json<{ items: TaskReassignment[] }>();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ fromName: 'Rami Person', toName: 'Sara Person', reason: 'Rami is on leave' });
    expect(history.items[0]!.byName).toBeTruthy();
    expect(Date.parse(history.items[0]!.createdAt)).not.toBeNaN();
    expect((await bell(s.sara.access)).some((n) => n.kind === 'tasks.assigned' && n.textValues.name === t.name)).toBe(true);

    // An edit that keeps the assignee adds nothing; Mona no longer sees the task; another company neither.
    await call('PATCH', `/api/tasks/tasks/${t.id}`, owner.access, { version: t.version + 1, priority: 'high' });
    expect((await call('GET', `/api/tasks/tasks/${t.id}/reassignments`, owner.access)).json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await call('GET', `/api/tasks/tasks/${t.id}/reassignments`, s.mona.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/tasks/tasks/${t.id}/reassignments`, other.access)).statusCode).toBe(404);
  });

  it('lets a comment mention those who see the task, tells them, and refuses anyone else', async () => {
    const t = (
      await call('POST', '/api/tasks/tasks', s.mona.access, { ...fields({ name: 'Call the client' }), assigneeId: e.rami.id })
    ).json<Task>();
    const people = (await call('GET', `/api/tasks/tasks/${t.id}/mentionable`, s.rami.access)).json<TaskMentionable>();
    expect(people.items.map((p) => p.id).sort()).toEqual([e.mona.id, e.rami.id].sort());

    const outside = await call('POST', `/api/tasks/tasks/${t.id}/comments`, s.rami.access, { body: 'Hi', mentionIds: [e.sara.id] });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error).toMatchObject({ code: 'TASKS_MENTION_NOT_ALLOWED', details: { field: 'mentionIds' } });
    expect((await bell(s.sara.access)).some((n) => n.kind === 'tasks.mentioned')).toBe(false);

    const body = '@Mona Person done <b>half</b>';
    const said = await call('POST', `/api/tasks/tasks/${t.id}/comments`, s.rami.access, { body, mentionIds: [e.mona.id] });
    expect(said.statusCode).toBe(201);
    expect(said.json<TaskComment>().mentions).toEqual([{ id: e.mona.id, name: 'Mona Person' }]);
    const monaBell = (await bell(s.mona.access)).filter((n) => n.kind === 'tasks.mentioned');
    expect(monaBell.map((n) => [n.textValues.name, n.textValues.author, n.href])).toEqual([
      ['Call the client', 'Rami Person', `/view_tasks?task=${t.id}`],
    ]);
    const list = (await call('GET', `/api/tasks/tasks/${t.id}/comments`, s.mona.access)).json<{ items: TaskComment[] }>();
    // Stored as written, plain text; the mention is an id with its name, never markup.
    expect(list.items.map((c) => [c.body, c.mentions.map((m) => m.id)])).toEqual([[body, [e.mona.id]]]);

    expect((await call('GET', `/api/tasks/tasks/${t.id}/mentionable`, s.sara.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/tasks/tasks/${t.id}/mentionable`, other.access)).statusCode).toBe(404);
  });
});
